import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkLoadForm,
  currentMinute,
  EMPTY_LOAD_FORM,
  isLoadFormReady,
  LOAD_FORM_MESSAGES,
  sameAddress,
  toNewLoad,
  type LoadFormValues,
} from '../../../src/domain/load/load-form-rules';
import { isoDateOf, timeOfDayOf } from '../../../src/domain/shared/date-time';

/** A fixed clock: 2 March 2026, 10:00:30 local time. */
const NOW = new Date(2026, 2, 2, 10, 0, 30);
const LEEDS = {
  latitude: 53.8,
  longitude: -1.55,
  cityName: 'Leeds',
  stateName: 'West Yorkshire',
  zipcode: 'LS1',
};

const VALID: LoadFormValues = {
  ...EMPTY_LOAD_FORM,
  pickupAddress: '12 Wellington Street, Leeds',
  pickupPlace: LEEDS,
  deliveryAddress: '4 Deansgate, Manchester',
  // Chosen with no place: a past load's address the lookup could not place.
  deliveryChosen: true,
  pickupDate: '2026-03-03',
  pickupTime: '09:30',
  weight: '120.5',
  itemCount: '3',
  loadTypeId: 2,
};

const at = (date: Date) => ({ pickupDate: isoDateOf(date), pickupTime: timeOfDayOf(date) });

describe('load form: required fields', () => {
  it('lists every required field of an empty auto form, in form order', () => {
    expect(checkLoadForm(EMPTY_LOAD_FORM, 'auto', NOW).missing).toEqual([
      'pickupAddress',
      'deliveryAddress',
      'pickupDate',
      'pickupTime',
      'weight',
      'itemCount',
      'loadTypeId',
    ]);
  });

  it('also requires the vehicle in manual mode only', () => {
    expect(checkLoadForm(VALID, 'manual', NOW).missing).toEqual(['vehicleId']);
    expect(checkLoadForm(VALID, 'auto', NOW).missing).toEqual([]);
    expect(isLoadFormReady(checkLoadForm({ ...VALID, vehicleId: 3 }, 'manual', NOW))).toBe(true);
  });

  it('counts blank text as missing and ignores delivery date and time', () => {
    const check = checkLoadForm({ ...VALID, pickupAddress: '   ', weight: ' ' }, 'auto', NOW);
    expect(check.missing).toEqual(['pickupAddress', 'weight']);
    expect(
      checkLoadForm({ ...VALID, deliveryDate: '', deliveryTime: '' }, 'auto', NOW).missing,
    ).toEqual([]);
  });

  it('treats an unreadable date or time as missing', () => {
    expect(checkLoadForm({ ...VALID, pickupDate: '2026-02-30' }, 'auto', NOW).missing).toEqual([
      'pickupDate',
    ]);
    expect(checkLoadForm({ ...VALID, pickupDate: '03-03-2026' }, 'auto', NOW).missing).toEqual([
      'pickupDate',
    ]);
    expect(checkLoadForm({ ...VALID, pickupTime: '25:00' }, 'auto', NOW).missing).toEqual([
      'pickupTime',
    ]);
  });
});

describe('load form: pickup time (not in the past)', () => {
  it.each([
    ['the current minute', new Date(2026, 2, 2, 10, 0), undefined],
    ['a minute later', new Date(2026, 2, 2, 10, 1), undefined],
    ['a minute earlier', new Date(2026, 2, 2, 9, 59), LOAD_FORM_MESSAGES.pickupInPast],
    ['yesterday, same time', new Date(2026, 2, 1, 10, 0), LOAD_FORM_MESSAGES.pickupInPast],
  ])('pickup at %s', (_label, pickup, expected) => {
    expect(checkLoadForm({ ...VALID, ...at(pickup) }, 'auto', NOW).errors.pickupTime).toBe(
      expected,
    );
  });

  it('says a past pickup date is in the past before a time is chosen', () => {
    const errors = checkLoadForm(
      { ...VALID, pickupDate: '2026-03-01', pickupTime: '' },
      'auto',
      NOW,
    ).errors;
    expect(errors.pickupDate).toBe('Pickup time cannot be in the past');
    expect(
      checkLoadForm({ ...VALID, pickupDate: '2026-03-02', pickupTime: '' }, 'auto', NOW).errors,
    ).toEqual({});
  });

  it('property: a pickup k minutes from now is an error exactly when k < 0', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2020, 0, 1), max: new Date(2035, 0, 1), noInvalidDate: true }),
        fc.integer({ min: -3000, max: 3000 }),
        (now, k) => {
          const pickup = new Date(currentMinute(now) + k * 60_000);
          const errors = checkLoadForm({ ...VALID, ...at(pickup) }, 'auto', now).errors;
          // Local clocks can skip or repeat an hour (DST): compare against the wall time actually written.
          const written = new Date(
            pickup.getFullYear(),
            pickup.getMonth(),
            pickup.getDate(),
            pickup.getHours(),
            pickup.getMinutes(),
          );
          const inPast = written.getTime() < currentMinute(now);
          expect(errors.pickupTime === LOAD_FORM_MESSAGES.pickupInPast).toBe(inPast);
          if (k >= 60 || k < -60) expect(inPast).toBe(k < 0);
        },
      ),
    );
  });

  it('property: a valid pickup becomes an error once the clock passes it (re-checked as minutes pass)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), (minutesAhead) => {
        const pickup = new Date(currentMinute(NOW) + minutesAhead * 60_000);
        const values = { ...VALID, ...at(pickup) };
        const later = (m: number) => new Date(NOW.getTime() + m * 60_000);
        expect(
          checkLoadForm(values, 'auto', later(minutesAhead)).errors.pickupTime,
        ).toBeUndefined();
        expect(checkLoadForm(values, 'auto', later(minutesAhead + 1)).errors.pickupTime).toBe(
          LOAD_FORM_MESSAGES.pickupInPast,
        );
      }),
    );
  });
});

describe('load form: delivery time (optional; when given, after pickup)', () => {
  const pickup = { pickupDate: '2026-03-03', pickupTime: '09:30' };

  it.each([
    ['after pickup', '2026-03-03', '09:31', {}],
    [
      'at pickup',
      '2026-03-03',
      '09:30',
      { deliveryTime: LOAD_FORM_MESSAGES.deliveryNotAfterPickup },
    ],
    [
      'before pickup',
      '2026-03-03',
      '08:00',
      { deliveryTime: LOAD_FORM_MESSAGES.deliveryNotAfterPickup },
    ],
    ['in the past', '2026-03-02', '09:00', { deliveryTime: LOAD_FORM_MESSAGES.deliveryInPast }],
    ['date only, same day as pickup', '2026-03-03', '', {}],
    [
      'date only, before pickup day',
      '2026-03-02',
      '',
      { deliveryDate: LOAD_FORM_MESSAGES.deliveryNotAfterPickup },
    ],
    ['date only, yesterday', '2026-03-01', '', { deliveryDate: LOAD_FORM_MESSAGES.deliveryInPast }],
    ['time only', '', '12:00', { deliveryDate: LOAD_FORM_MESSAGES.deliveryDateForTime }],
    ['neither', '', '', {}],
  ])('delivery %s', (_label, deliveryDate, deliveryTime, expected) => {
    expect(
      checkLoadForm({ ...VALID, ...pickup, deliveryDate, deliveryTime }, 'auto', NOW).errors,
    ).toEqual(expected);
  });

  it('quotes the spec texts exactly', () => {
    expect(LOAD_FORM_MESSAGES.pickupInPast).toBe('Pickup time cannot be in the past');
    expect(LOAD_FORM_MESSAGES.deliveryInPast).toBe('Delivery time cannot be in the past');
    expect(LOAD_FORM_MESSAGES.deliveryNotAfterPickup).toBe(
      'Delivery time must be after pickup time',
    );
  });

  it('property: delivery d minutes after a future pickup is fine exactly when d > 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: -5000, max: 5000 }),
        (ahead, d) => {
          const pickupAt = new Date(currentMinute(NOW) + ahead * 60_000);
          const deliveryAt = new Date(pickupAt.getTime() + d * 60_000);
          const values = {
            ...VALID,
            ...at(pickupAt),
            deliveryDate: isoDateOf(deliveryAt),
            deliveryTime: timeOfDayOf(deliveryAt),
          };
          const error = checkLoadForm(values, 'auto', NOW).errors.deliveryTime;
          if (deliveryAt.getTime() < currentMinute(NOW))
            expect(error).toBe(LOAD_FORM_MESSAGES.deliveryInPast);
          else if (d <= 0) expect(error).toBe(LOAD_FORM_MESSAGES.deliveryNotAfterPickup);
          else expect(error).toBeUndefined();
        },
      ),
    );
  });
});

describe('load form: addresses (pickup and delivery differ)', () => {
  it.each([
    ['Leeds', 'leeds', true],
    ['  12 High St ', '12 HIGH ST', true],
    ['12 High St', '12 High Street', false],
  ])('%j and %j are the same: %s', (a, b, same) => {
    expect(sameAddress(a, b)).toBe(same);
    const errors = checkLoadForm(
      { ...VALID, pickupAddress: a, deliveryAddress: b },
      'auto',
      NOW,
    ).errors;
    expect(errors.deliveryAddress).toBe(same ? LOAD_FORM_MESSAGES.sameAddresses : undefined);
  });

  it('property: an address never differs from itself re-cased and re-padded', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        fc.nat(3),
        (text, pad) => {
          const other = `${' '.repeat(pad)}${text.toUpperCase()}${' '.repeat(pad)}`;
          fc.pre(text.toUpperCase().toLowerCase() === text.toLowerCase());
          expect(sameAddress(text, other)).toBe(true);
        },
      ),
    );
  });
});

describe('load form: weight and items (kg, step 0.1)', () => {
  it.each([
    ['120', undefined],
    ['0.1', undefined],
    ['12.5', undefined],
    ['0', LOAD_FORM_MESSAGES.weight],
    ['-4', LOAD_FORM_MESSAGES.weight],
    ['abc', LOAD_FORM_MESSAGES.weight],
    ['12.55', LOAD_FORM_MESSAGES.weightStep],
  ])('weight %j', (weight, expected) => {
    expect(checkLoadForm({ ...VALID, weight }, 'auto', NOW).errors.weight).toBe(expected);
  });

  it.each([
    ['1', undefined],
    ['40', undefined],
    ['0', LOAD_FORM_MESSAGES.itemCount],
    ['2.5', LOAD_FORM_MESSAGES.itemCount],
    ['-1', LOAD_FORM_MESSAGES.itemCount],
  ])('items %j', (itemCount, expected) => {
    expect(checkLoadForm({ ...VALID, itemCount }, 'auto', NOW).errors.itemCount).toBe(expected);
  });
});

describe('toNewLoad', () => {
  const loadTypes = [{ id: 2, name: 'Pallets' }];
  const extras = { loadTypes, allowExternalDrivers: true, attachments: [] };

  it('is null while the form is not ready', () => {
    expect(toNewLoad({ ...VALID, weight: '' }, 'auto', NOW, extras)).toBeNull();
    expect(toNewLoad(VALID, 'manual', NOW, extras)).toBeNull();
  });

  it('builds the manual load with trimmed text, numbers, the load type and the vehicle', () => {
    const load = toNewLoad(
      { ...VALID, vehicleId: 4, instructions: '  Ring ahead ', deliveryDate: '2026-03-04' },
      'manual',
      NOW,
      extras,
    );
    expect(load).toEqual({
      mode: 'manual',
      pickup: { address: '12 Wellington Street, Leeds', place: LEEDS },
      delivery: { address: '4 Deansgate, Manchester', place: null },
      pickupDate: '2026-03-03',
      pickupTime: '09:30',
      deliveryDate: '2026-03-04',
      deliveryTime: null,
      weightKg: 120.5,
      itemCount: 3,
      instructions: 'Ring ahead',
      loadType: { id: 2, name: 'Pallets' },
      vehicleId: 4,
      allowExternalDrivers: true,
      attachments: [],
    });
  });

  it('drops vehicle and external drivers in auto mode', () => {
    const load = toNewLoad({ ...VALID, vehicleId: 4 }, 'auto', NOW, extras);
    expect(load?.vehicleId).toBeNull();
    expect(load?.allowExternalDrivers).toBe(false);
  });

  it('is null when the chosen load type is not offered', () => {
    expect(toNewLoad({ ...VALID, loadTypeId: 99 }, 'auto', NOW, extras)).toBeNull();
  });
});
