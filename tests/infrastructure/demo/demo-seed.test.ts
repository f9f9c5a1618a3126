import { describe, expect, it } from 'vitest';
import { canCarry } from '../../../src/infrastructure/memory/demo/demo-carriers';
import {
  BUSY_LOAD_NO,
  CROWDED_LOAD_NO,
  DEMO_CUSTOMER,
  createDemoSeed,
} from '../../../src/infrastructure/memory/demo/demo-seed';
import { DEMO_STATE_VERSION } from '../../../src/infrastructure/memory/demo/demo-state';
import { pickupInstant, tripDurationMs } from '../../../src/infrastructure/memory/demo/demo-trips';

const NOW = new Date('2026-03-02T10:00:00Z');

function decode(dataUrl: string): Buffer {
  const [, base64 = ''] = dataUrl.split(',');
  return Buffer.from(base64, 'base64');
}

describe('the demo seed', () => {
  const state = createDemoSeed(NOW);
  const customer = state.users.find((u) => u.email === DEMO_CUSTOMER.email);
  const mine = state.loads.filter((l) => l.ownerId === customer?.id);

  it('is deterministic: the same moment gives the same state', () => {
    expect(createDemoSeed(new Date(NOW))).toEqual(state);
    expect(state.version).toBe(DEMO_STATE_VERSION);
  });

  it('has the demo customer Dana Shipper, verified (her password Demo1234 kept as a hash: demo-passwords.test.ts)', () => {
    expect(customer).toMatchObject({
      email: 'demo@shipper.test',
      firstName: 'Dana',
      lastName: 'Shipper',
      verified: true,
    });
  });

  it('gives the customer at least 12 active loads', () => {
    expect(mine.filter((l) => l.status === 'pending').length).toBeGreaterThanOrEqual(12);
  });

  it('has one active load with more than 10 open bids (its Available tab pages), some rejected', () => {
    const busy = mine.find((l) => l.loadNo === BUSY_LOAD_NO);
    expect(busy?.status).toBe('pending');
    const bids = state.bids.filter((b) => b.loadId === busy?.id);
    expect(bids.filter((b) => b.status === 'pending').length).toBeGreaterThan(10);
    expect(bids.some((b) => b.status === 'rejected')).toBe(true);
  });

  it('has another active load with 55 or more bids (the bid pages show their number window)', () => {
    const crowded = mine.find((l) => l.loadNo === CROWDED_LOAD_NO);
    expect(crowded?.status).toBe('pending');
    expect(state.bids.filter((b) => b.loadId === crowded?.id).length).toBeGreaterThanOrEqual(55);
  });

  it('has at least 2 upcoming, 2 ongoing and 2 completed trips', () => {
    const withTrip = mine.filter((l) => l.trip);
    expect(withTrip.filter((l) => l.status === 'assigned').length).toBeGreaterThanOrEqual(2);
    expect(withTrip.filter((l) => l.status === 'in_progress').length).toBeGreaterThanOrEqual(2);
    expect(withTrip.filter((l) => l.status === 'completed').length).toBeGreaterThanOrEqual(2);
    for (const load of withTrip) {
      expect(load.trip?.reference).toMatch(/^TRP-\d+$/);
      expect(load.assignedCarrierId).not.toBeNull();
      const accepted = state.bids.find((b) => b.id === load.acceptedBidId);
      expect(accepted).toMatchObject({ status: 'accepted', carrierId: load.assignedCarrierId });
    }
    for (const load of withTrip.filter((l) => l.status === 'in_progress')) {
      expect(load.trip?.progress).toBeGreaterThan(0);
      expect(load.trip?.progress).toBeLessThan(1);
      expect(Date.parse(load.trip?.arrivesAt ?? '')).toBeGreaterThan(NOW.getTime());
    }
    for (const load of withTrip.filter((l) => l.status === 'completed')) {
      expect(load.trip).toMatchObject({ progress: 1 });
      expect(Date.parse(load.trip?.completedAt ?? '')).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('has 25 loads in history across completed, in progress, assigned and cancelled', () => {
    const history = mine.filter((l) => l.status !== 'pending');
    expect(history.length).toBeGreaterThanOrEqual(25);
    for (const status of ['completed', 'in_progress', 'assigned', 'cancelled'] as const) {
      expect(history.some((l) => l.status === status)).toBe(true);
    }
    expect(history.some((l) => l.status === 'cancelled' && l.cancelReason)).toBe(true);
  });

  it('has a load with a real PNG image and a real PDF attached', () => {
    const withFiles = mine.find(
      (l) =>
        l.attachments.some((a) => a.mimeType === 'image/png') &&
        l.attachments.some((a) => a.mimeType === 'application/pdf'),
    );
    expect(withFiles).toBeDefined();
    for (const file of withFiles?.attachments ?? []) {
      const bytes = decode(file.dataUrl);
      expect(bytes.length).toBe(file.size);
      if (file.mimeType === 'image/png') {
        expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
        expect(file.name).toMatch(/\.png$/);
      } else {
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(file.name).toMatch(/\.pdf$/);
      }
    }
  });

  it('has vehicles and load types for the dropdowns', () => {
    expect(state.vehicles.length).toBeGreaterThanOrEqual(3);
    expect(state.loadTypes.length).toBeGreaterThanOrEqual(3);
    for (const v of state.vehicles) expect(v.loadCapacity).toBeGreaterThan(0);
    expect(new Set(state.vehicles.map((v) => v.id)).size).toBe(state.vehicles.length);
  });

  it('has bids only from carriers able to carry the load, in GBP, one per carrier', () => {
    expect(state.bids.length).toBeGreaterThan(0);
    for (const bid of state.bids) {
      const load = state.loads.find((l) => l.id === bid.loadId);
      const carrier = state.carriers.find((c) => c.id === bid.carrierId);
      expect(load && carrier).toBeTruthy();
      if (!load || !carrier) continue;
      expect(canCarry(carrier, load.weightKg)).toBe(true);
      expect(load.allowExternal || carrier.inNetwork).toBe(true);
      expect(bid.currencySymbol).toBe('£');
      expect(bid.amount).toBeGreaterThan(0);
    }
    for (const load of state.loads) {
      const carriers = state.bids.filter((b) => b.loadId === load.id).map((b) => b.carrierId);
      expect(new Set(carriers).size).toBe(carriers.length);
    }
  });

  it('has drivers (role 4) and companies (roles 2 and 3) with names and ratings', () => {
    const roles = new Set(state.carriers.map((c) => c.roleId));
    expect([...roles].sort()).toEqual([2, 3, 4]);
    for (const c of state.carriers) {
      expect(c.name.length).toBeGreaterThan(2);
      expect(c.rating).toBeGreaterThanOrEqual(1);
      expect(c.rating).toBeLessThanOrEqual(5);
    }
  });

  it('keeps another customer whose loads are not the demo customer’s', () => {
    expect(state.loads.some((l) => l.ownerId !== customer?.id)).toBe(true);
  });
});

describe('the demo seed at any hour: no time that cannot happen', () => {
  // Local times: the seed dates its loads by the local calendar. 04:28 is the walk's case, a
  // completed trip of the day said 'Completed 04:27' for a 06:30 pickup.
  it.each([
    new Date(2026, 11, 6, 0, 20),
    new Date(2026, 11, 6, 4, 28),
    new Date(2026, 11, 6, 7, 5),
    new Date(2026, 11, 6, 12, 0),
    new Date(2026, 11, 6, 23, 50),
  ])('seeded at %s', (now) => {
    const state = createDemoSeed(now);
    for (const load of state.loads.filter((l) => l.trip)) {
      const trip = load.trip!;
      const pickup = pickupInstant(load)!;
      const at = (iso: string | null) => Date.parse(iso ?? '');
      const what = `${load.loadNo} (${load.status})`;
      if (load.status === 'assigned') {
        expect(at(trip.scheduledAt), `${what} is collected later`).toBeGreaterThan(now.getTime());
        continue;
      }
      // Collected at its pickup time (to the minute it shows), not before, and by now.
      expect(at(trip.startedAt), `${what} collected at its pickup`).toBeGreaterThanOrEqual(pickup);
      expect(at(trip.startedAt) - pickup, what).toBeLessThan(60_000);
      expect(at(trip.startedAt), what).toBeLessThanOrEqual(now.getTime());
      // On the road for the whole journey: delivered once it could arrive, and not after now.
      expect(at(trip.arrivesAt) - at(trip.startedAt), what).toBe(tripDurationMs(load));
      if (load.status === 'completed') {
        expect(trip.completedAt, what).toBe(trip.arrivesAt);
        expect(at(trip.completedAt), `${what} delivered by now`).toBeLessThanOrEqual(now.getTime());
      } else {
        expect(at(trip.arrivesAt), `${what} still on its way`).toBeGreaterThan(now.getTime());
      }
      // Its bids came, and one was chosen, before it was collected.
      const accepted = state.bids.find((b) => b.id === load.acceptedBidId)!;
      expect(at(accepted.acceptedAt), what).toBeLessThan(at(trip.startedAt));
      for (const bid of state.bids.filter((b) => b.loadId === load.id))
        expect(at(bid.placedAt), what).toBeLessThanOrEqual(at(accepted.acceptedAt));
    }
  });
});
