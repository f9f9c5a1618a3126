import { describe, expect, it } from 'vitest';
import { EMPTY_LOAD_FORM } from '../../../src/domain/load/load-form-rules';
import { prefillFromLoad } from '../../../src/domain/repeat/post-again';
import { copiedFromText, REPEAT_TEXTS } from '../../../src/domain/repeat/repeat-texts';
import { aLoad } from '../my-loads/load-fixture';

const offered = {
  loadTypes: [
    { id: 2, name: 'Pallets' },
    { id: 3, name: 'Furniture' },
  ],
  vehicles: [
    { id: 3, name: 'Medium van', loadCapacity: 1200 },
    { id: 4, name: 'Luton Van', loadCapacity: 1000 },
  ],
};

const past = aLoad({
  id: 10421,
  loadNo: 'BH-10421',
  displayId: 'BH-10421',
  pickupLocation: { lat: 53.7996, lng: -1.5491 },
  pickupRegion: 'West Yorkshire',
  deliveryLocation: { lat: 53.4794, lng: -2.2453 },
  deliveryRegion: 'Greater Manchester',
  instructions: '  Tail lift needed at delivery.  ',
  status: 'completed',
  attachments: [{ id: 1, name: 'note.pdf', url: 'https://files.test/note.pdf', sizeBytes: 10 }],
});

describe('Post again: the Create Job form from a past load', () => {
  it('fills each field from the load, dates and times empty', () => {
    expect(prefillFromLoad(past, offered)).toEqual({
      sourceLoadNo: 'BH-10421',
      mode: 'manual',
      values: {
        ...EMPTY_LOAD_FORM,
        pickupAddress: '12 Wellington Street, Leeds LS1 4AP',
        pickupPlace: {
          latitude: 53.7996,
          longitude: -1.5491,
          cityName: 'Leeds',
          stateName: 'West Yorkshire',
          zipcode: 'LS1 4AP',
        },
        pickupChosen: true,
        deliveryAddress: '4 Deansgate, Manchester M3 2BW',
        deliveryPlace: {
          latitude: 53.4794,
          longitude: -2.2453,
          cityName: 'Manchester',
          stateName: 'Greater Manchester',
          zipcode: 'M3 2BW',
        },
        deliveryChosen: true,
        weight: '480',
        itemCount: '4',
        loadTypeId: 2,
        vehicleId: 4,
        instructions: 'Tail lift needed at delivery.',
      },
      unresolved: [],
    });
  });

  it('leaves a stop whose load gave no county to the address lookup', () => {
    const { values, unresolved } = prefillFromLoad({ ...past, deliveryRegion: null }, offered);
    expect(values.deliveryAddress).toBe('4 Deansgate, Manchester M3 2BW');
    expect(values.deliveryPlace).toBeNull();
    expect(unresolved).toEqual(['delivery']);
  });

  it('copies nothing of the schedule and no attachments', () => {
    const { values } = prefillFromLoad(past, offered);
    expect([
      values.pickupDate,
      values.pickupTime,
      values.deliveryDate,
      values.deliveryTime,
    ]).toEqual(['', '', '', '']);
    expect(Object.keys(values)).not.toContain('attachments');
    expect(REPEAT_TEXTS.attachmentsNotCopied).toBe('Attachments are not copied.');
  });

  it('is Manual when the load had a vehicle, else Auto (and then no vehicle is chosen)', () => {
    expect(prefillFromLoad(past, offered).mode).toBe('manual');
    const auto = prefillFromLoad(aLoad({ preferredVehicleName: null }), offered);
    expect(auto.mode).toBe('auto');
    expect(auto.values.vehicleId).toBeNull();
    expect(prefillFromLoad(aLoad({ preferredVehicleName: '  ' }), offered).mode).toBe('auto');
  });

  it('stays Manual with no vehicle chosen when the load’s vehicle is no longer offered', () => {
    const gone = prefillFromLoad(aLoad({ preferredVehicleName: 'Hovercraft' }), offered);
    expect(gone.mode).toBe('manual');
    expect(gone.values.vehicleId).toBeNull();
  });

  it('matches the vehicle and load type by name, loosely, when the id is not offered', () => {
    const byName = prefillFromLoad(
      aLoad({ preferredVehicleName: 'medium  VAN', loadTypeId: 77, loadTypeName: 'furniture' }),
      offered,
    );
    expect(byName.values).toMatchObject({ vehicleId: 3, loadTypeId: 3 });
    expect(
      prefillFromLoad(aLoad({ loadTypeId: null, loadTypeName: null }), offered).values.loadTypeId,
    ).toBeNull();
  });

  it('keeps an address as text, to be looked up, when its coordinates, town or postcode are missing', () => {
    const prefill = prefillFromLoad(
      aLoad({
        pickupAddress: '12 Wellington Street, Leeds LS1 4AP',
        pickupLocation: null,
        deliveryAddress: 'Warehouse 4, Trafford Park',
        deliveryLocation: { lat: 53.46, lng: -2.32 },
      }),
      offered,
    );
    // Chosen all the same: the load was published with them (the field says to check them).
    expect(prefill.values).toMatchObject({
      pickupAddress: '12 Wellington Street, Leeds LS1 4AP',
      pickupPlace: null,
      pickupChosen: true,
      deliveryAddress: 'Warehouse 4, Trafford Park',
      deliveryPlace: null,
      deliveryChosen: true,
    });
    expect(prefill.unresolved).toEqual(['pickup', 'delivery']);
    expect(REPEAT_TEXTS.checkAddress).toBe('Check this address');
  });

  it('leaves missing cargo figures empty, for the form’s rules to ask for', () => {
    const prefill = prefillFromLoad(
      aLoad({ weightKg: null, itemCount: 0, instructions: null, pickupAddress: '' }),
      offered,
    );
    expect(prefill.values).toMatchObject({
      weight: '',
      itemCount: '',
      instructions: '',
      pickupAddress: '',
    });
    expect(prefill.unresolved).toEqual(['delivery']);
  });

  it('names its source for the banner', () => {
    expect(copiedFromText(prefillFromLoad(past, offered).sourceLoadNo)).toBe(
      'Copied from BH-10421',
    );
    expect(prefillFromLoad(aLoad({ displayId: '', loadNo: 'BH-7' }), offered).sourceLoadNo).toBe(
      'BH-7',
    );
  });
});
