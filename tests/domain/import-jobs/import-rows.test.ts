import { describe, expect, it } from 'vitest';
import {
  checkImportRow,
  IMPORT_MESSAGES,
  type ImportCells,
  type ImportRowContext,
  type StopStatus,
} from '../../../src/domain/load/import/import-rows';
import { LOAD_FORM_MESSAGES, REQUIRED_MESSAGES } from '../../../src/domain/load/load-form-rules';

/** A small seeded generator (mulberry32): the same cases on every run, many of them. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const intBetween = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

const NOW = new Date(2026, 10, 29, 10, 30, 20);
const pad = (n: number) => String(n).padStart(2, '0');
/** A local date and time `minutes` from NOW, as a sheet writes them. */
function at(minutes: number, form: 'dmy' | 'iso' = 'dmy') {
  const d = new Date(NOW.getTime() + minutes * 60_000);
  const date =
    form === 'dmy'
      ? `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`
      : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return { date, time: `${pad(d.getHours())}:${pad(d.getMinutes())}` };
}

const found = (address: string): StopStatus => ({
  kind: 'found',
  address,
  place: {
    latitude: 53.8,
    longitude: -1.55,
    cityName: address,
    stateName: 'Yorkshire',
    zipcode: 'LS1',
  },
});

const CONTEXT: ImportRowContext = {
  now: NOW,
  loadTypes: [
    { id: 1, name: 'Parcels' },
    { id: 2, name: 'Pallets' },
    { id: 3, name: 'Furniture' },
  ],
  vehicles: [
    { id: 11, name: 'Small van', loadCapacity: 800 },
    { id: 12, name: 'Medium van', loadCapacity: 1500 },
  ],
  pickup: found('Leeds, West Yorkshire LS1'),
  delivery: found('York, North Yorkshire YO1'),
};

const tomorrow = at(24 * 60);
const GOOD: ImportCells = {
  pickup_address: 'Leeds',
  pickup_date: tomorrow.date,
  pickup_time: '09:00',
  delivery_address: 'York',
  weight_kg: '120.5',
  items: '2',
  load_type: 'pallets',
};

describe('a row checked with the load form’s rules', () => {
  it('a good row becomes the load to publish: dates read, load type by name, auto by default', () => {
    const check = checkImportRow(GOOD, CONTEXT);
    expect(check.errors).toEqual({});
    expect(check.checking).toBe(false);
    expect(check.load).toMatchObject({
      mode: 'auto',
      pickup: { address: 'Leeds, West Yorkshire LS1' },
      delivery: { address: 'York, North Yorkshire YO1' },
      pickupDate: at(24 * 60, 'iso').date,
      pickupTime: '09:00',
      deliveryDate: null,
      weightKg: 120.5,
      itemCount: 2,
      loadType: { id: 2, name: 'Pallets' },
      vehicleId: null,
      allowExternalDrivers: false,
    });
  });

  it('names every required field left empty in the form’s own words', () => {
    const check = checkImportRow({}, { ...CONTEXT, pickup: { kind: 'checking' } });
    expect(check.errors).toEqual({
      pickup_address: REQUIRED_MESSAGES.pickupAddress,
      delivery_address: REQUIRED_MESSAGES.deliveryAddress,
      pickup_date: REQUIRED_MESSAGES.pickupDate,
      pickup_time: REQUIRED_MESSAGES.pickupTime,
      weight_kg: REQUIRED_MESSAGES.weight,
      items: REQUIRED_MESSAGES.itemCount,
      load_type: REQUIRED_MESSAGES.loadTypeId,
    });
    expect(check.load).toBeNull();
  });

  it('a manual row needs a vehicle, matched by name whatever the case; auto ignores it', () => {
    const manual = { ...GOOD, mode: 'Manual' };
    expect(checkImportRow(manual, CONTEXT).errors).toEqual({
      vehicle: REQUIRED_MESSAGES.vehicleId,
    });
    const withVan = checkImportRow(
      { ...manual, vehicle: 'SMALL VAN', allow_external: 'Yes' },
      CONTEXT,
    );
    expect(withVan.load).toMatchObject({
      mode: 'manual',
      vehicleId: 11,
      allowExternalDrivers: true,
    });
    expect(checkImportRow({ ...manual, vehicle: 'Lorry' }, CONTEXT).errors).toEqual({
      vehicle: IMPORT_MESSAGES.vehicle('Lorry'),
    });
    const auto = checkImportRow({ ...GOOD, vehicle: 'Lorry', allow_external: 'yes' }, CONTEXT);
    expect(auto.load).toMatchObject({ vehicleId: null, allowExternalDrivers: false });
  });

  it('an unknown load type, mode or yes/no is named', () => {
    expect(
      checkImportRow(
        { ...GOOD, load_type: 'Boxes', mode: 'fast', allow_external: 'maybe' },
        CONTEXT,
      ).errors,
    ).toEqual({
      load_type: IMPORT_MESSAGES.loadType('Boxes'),
      mode: IMPORT_MESSAGES.mode,
      allow_external: IMPORT_MESSAGES.allowExternal,
    });
  });

  it('an unreadable date or time says how to write it, not that it is missing', () => {
    const check = checkImportRow(
      { ...GOOD, pickup_date: '31-02-2027', pickup_time: '9am', delivery_date: 'soon' },
      CONTEXT,
    );
    expect(check.errors).toEqual({
      pickup_date: IMPORT_MESSAGES.date,
      pickup_time: IMPORT_MESSAGES.time,
      delivery_date: IMPORT_MESSAGES.date,
    });
  });

  it('an address being looked up leaves the row checking; one not matched asks to be checked', () => {
    const checking = checkImportRow(GOOD, { ...CONTEXT, delivery: { kind: 'checking' } });
    expect(checking).toMatchObject({ checking: true, load: null, errors: {} });
    const unmatched = checkImportRow(GOOD, { ...CONTEXT, pickup: { kind: 'unmatched' } });
    expect(unmatched.errors).toEqual({ pickup_address: IMPORT_MESSAGES.checkAddress });
    expect(unmatched.load).toBeNull();
  });

  it('the same pickup and delivery are refused, as the form refuses them', () => {
    const same = checkImportRow(
      { ...GOOD, delivery_address: 'leeds ' },
      { ...CONTEXT, delivery: CONTEXT.pickup },
    );
    expect(same.errors).toEqual({ delivery_address: LOAD_FORM_MESSAGES.sameAddresses });
  });
});

describe('generated cases', () => {
  it('a pickup in the past is refused, and only then (600 dates and times, both date forms)', () => {
    const random = seeded(2611);
    for (let i = 0; i < 600; i += 1) {
      const minutes = intBetween(random, -400 * 24 * 60, 400 * 24 * 60);
      const when = at(minutes, random() < 0.5 ? 'dmy' : 'iso');
      const check = checkImportRow(
        { ...GOOD, pickup_date: when.date, pickup_time: when.time },
        CONTEXT,
      );
      // The current minute is not yet past.
      const past = minutes < 0;
      expect(check.errors.pickup_time, `${when.date} ${when.time}`).toBe(
        past ? LOAD_FORM_MESSAGES.pickupInPast : undefined,
      );
      expect(check.load === null).toBe(past);
    }
  });

  it('a delivery at or before pickup is refused, and only then (600 pairs)', () => {
    const random = seeded(7);
    for (let i = 0; i < 600; i += 1) {
      const pickup = intBetween(random, 1, 60 * 24 * 60);
      const delivery = pickup + intBetween(random, -3 * 24 * 60, 3 * 24 * 60);
      const p = at(pickup);
      const d = at(delivery);
      const check = checkImportRow(
        {
          ...GOOD,
          pickup_date: p.date,
          pickup_time: p.time,
          delivery_date: d.date,
          delivery_time: d.time,
        },
        CONTEXT,
      );
      const expected =
        delivery < 0
          ? LOAD_FORM_MESSAGES.deliveryInPast
          : delivery <= pickup
            ? LOAD_FORM_MESSAGES.deliveryNotAfterPickup
            : undefined;
      expect(check.errors.delivery_time, `${p.time} → ${d.date} ${d.time}`).toBe(expected);
    }
  });

  it('weights: above 0 in steps of 0.1, else refused (500 numbers and non-numbers)', () => {
    const random = seeded(42);
    for (let i = 0; i < 500; i += 1) {
      const kind = intBetween(random, 0, 4);
      const whole = intBetween(random, 0, 5000);
      const text = [
        `${whole}`,
        `${whole}.${intBetween(random, 0, 9)}`,
        `${whole}.${intBetween(random, 10, 99)}`,
        `-${whole + 1}`,
        `${whole}kg`,
      ][kind]!;
      const check = checkImportRow({ ...GOOD, weight_kg: text }, CONTEXT);
      const value = Number(text);
      const expected =
        !Number.isFinite(value) || value <= 0
          ? LOAD_FORM_MESSAGES.weight
          : kind === 2
            ? LOAD_FORM_MESSAGES.weightStep
            : undefined;
      expect(check.errors.weight_kg, text).toBe(expected);
      if (expected === undefined) expect(check.load?.weightKg).toBe(value);
    }
  });

  it('items: a whole number, 1 or more (500 cases)', () => {
    const random = seeded(99);
    for (let i = 0; i < 500; i += 1) {
      const n = intBetween(random, -20, 500);
      const text = random() < 0.2 ? `${n}.5` : `${n}`;
      const check = checkImportRow({ ...GOOD, items: text }, CONTEXT);
      const good = /^\d+$/.test(text) && n >= 1;
      expect(check.errors.items, text).toBe(good ? undefined : LOAD_FORM_MESSAGES.itemCount);
    }
  });
});
