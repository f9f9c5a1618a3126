import { describe, expect, it } from 'vitest';
import { EMPTY_LOAD_FORM } from '../../../src/domain/load/load-form-rules';
import {
  pricedJobOf,
  pricedJobsOf,
  priceSubjectOfForm,
  priceSubjectOfLoad,
} from '../../../src/domain/pricing/price-subject';
import { aLoad } from '../my-loads/load-fixture';

const vehicles = [
  { id: 3, name: 'Medium van', loadCapacity: 1200 },
  { id: 5, name: '7.5 tonne truck', loadCapacity: 2800 },
];

describe('a posted load as the subject of a price check', () => {
  it('reads town and postcode from the address text, with the coordinates when valid', () => {
    const subject = priceSubjectOfLoad(
      aLoad({
        id: 7,
        pickupLocation: { lat: 53.8, lng: -1.55 },
        deliveryLocation: { lat: 999, lng: 0 },
        currencySymbol: '£',
      }),
    );
    expect(subject).toEqual({
      id: 7,
      pickup: {
        address: '12 Wellington Street, Leeds LS1 4AP',
        town: 'Leeds',
        postcode: 'LS1 4AP',
        point: { lat: 53.8, lng: -1.55 },
      },
      delivery: {
        address: '4 Deansgate, Manchester M3 2BW',
        town: 'Manchester',
        postcode: 'M3 2BW',
        point: null,
      },
      weightKg: 480,
      vehicleName: 'Luton Van',
      currencySymbol: '£',
    });
  });

  it('has no weight for an unknown or non-positive one, and no vehicle for a blank name', () => {
    expect(priceSubjectOfLoad(aLoad({ weightKg: 0, preferredVehicleName: ' ' }))).toMatchObject({
      weightKg: null,
      vehicleName: null,
    });
  });
});

describe('a past load as a priced job (what History counts as spent)', () => {
  it('costs its accepted amount when completed, in progress or assigned', () => {
    for (const status of ['completed', 'in_progress', 'assigned']) {
      expect(pricedJobOf(aLoad({ status, jobStatus: '', acceptedAmount: 210.5 }))?.amount).toBe(
        210.5,
      );
    }
  });

  it('costs nothing known when cancelled, still open, unpriced or priced at zero', () => {
    const unpriced = [
      aLoad({ status: 'cancelled', acceptedAmount: 200 }),
      aLoad({ status: 'pending', acceptedAmount: 200 }),
      aLoad({ status: 'completed', acceptedAmount: null }),
      aLoad({ status: 'completed', acceptedAmount: 0 }),
    ];
    expect(
      pricedJobsOf([...unpriced, aLoad({ id: 5, status: 'completed', acceptedAmount: 99 })]).map(
        (j) => j.id,
      ),
    ).toEqual([5]);
  });

  it('keeps the currency of the record, pounds as no symbol', () => {
    expect(
      pricedJobOf(aLoad({ status: 'completed', acceptedAmount: 5, currencySymbol: '£' }))
        ?.currencySymbol,
    ).toBeNull();
    expect(
      pricedJobOf(aLoad({ status: 'completed', acceptedAmount: 5, currencySymbol: '€' }))
        ?.currencySymbol,
    ).toBe('€');
  });
});

describe('the Create Job form as the subject (Smart pricing suggestions)', () => {
  const filled = {
    ...EMPTY_LOAD_FORM,
    pickupAddress: 'Somewhere, Leeds',
    pickupPlace: {
      latitude: 53.8,
      longitude: -1.55,
      cityName: 'Leeds',
      stateName: 'West Yorkshire',
      zipcode: 'LS1',
    },
    deliveryAddress: '4 Deansgate, Manchester M3 2BW',
    weight: ' 480 ',
    vehicleId: 5,
  };

  it('waits for pickup, delivery and a weight', () => {
    expect(priceSubjectOfForm({ ...filled, weight: '' }, 'auto', vehicles)).toBeNull();
    expect(priceSubjectOfForm({ ...filled, weight: 'abc' }, 'auto', vehicles)).toBeNull();
    expect(priceSubjectOfForm({ ...filled, pickupAddress: ' ' }, 'auto', vehicles)).toBeNull();
    expect(priceSubjectOfForm({ ...filled, deliveryAddress: '' }, 'auto', vehicles)).toBeNull();
  });

  it('takes a picked place as it is, and reads a typed address', () => {
    expect(priceSubjectOfForm(filled, 'auto', vehicles)).toEqual({
      id: null,
      pickup: {
        address: 'Somewhere, Leeds',
        town: 'Leeds',
        postcode: 'LS1',
        point: { lat: 53.8, lng: -1.55 },
      },
      delivery: {
        address: '4 Deansgate, Manchester M3 2BW',
        town: 'Manchester',
        postcode: 'M3 2BW',
        point: null,
      },
      weightKg: 480,
      vehicleName: null,
      currencySymbol: null,
    });
  });

  it('counts the vehicle in Manual mode only', () => {
    expect(priceSubjectOfForm(filled, 'manual', vehicles)?.vehicleName).toBe('7.5 tonne truck');
    expect(priceSubjectOfForm(filled, 'auto', vehicles)?.vehicleName).toBeNull();
    expect(
      priceSubjectOfForm({ ...filled, vehicleId: 42 }, 'manual', vehicles)?.vehicleName,
    ).toBeNull();
  });
});
