import { UK_GAZETTEER, type GazetteerPlace } from '../../maps/offline/uk-gazetteer';
import { DELIVERY_NOTE_PDF, PARCEL_PHOTO_PNG } from './demo-assets';
import { seedCarriers } from './demo-carriers';
import { CANCEL_REASONS, LOAD_TYPES, VEHICLES } from './demo-catalogue';
import {
  BIRMINGHAM_RUN,
  BUSY_BID_SPREADS,
  BUSY_RUN,
  loadAsRun,
  OPEN_YORK_RUN,
  PAST_BIRMINGHAM_RUNS,
  PAST_YORK_RUNS,
  YORK_RUN,
} from './demo-lanes';
import { SeededRandom, shuffle } from './demo-random';
import { DAY, HOUR, MINUTE } from './demo-rules';
import { SeedBuilder } from './demo-seed-builder';
import { SEED_PASSWORD, SEEDED_PASSWORD_HASHES } from './demo-seed-passwords';
import { DEMO_STATE_VERSION, type DemoState, type DemoUser } from './demo-state';
import { loadRoadKm, tripDurationMs } from './demo-trips';
import { quotePrice } from './price-model';

/** The demo customer, already verified; browser tests, ours and others', sign in as this one. */
export const DEMO_CUSTOMER = {
  email: 'demo@shipper.test',
  password: SEED_PASSWORD,
  firstName: 'Dana',
  lastName: 'Shipper',
} as const;

export const DEMO_SEED = 20261122;
/** The seeded active load with over 10 open bids (its Available tab pages) and some rejected. */
export const BUSY_LOAD_NO = 'BH-10412';
/** The seeded active load with 55 or more bids, so the bid pages show their number window. */
export const CROWDED_LOAD_NO = 'BH-10407';

/** Open and rejected bids of the busy load. */
const BUSY_OPEN_BIDS = 16;
const BUSY_REJECTED_BIDS = 4;
const CROWDED_BIDS = 58;

/**
 * The demo marketplace's first state, with enough for every list to page: the demo
 * customer with 12 loads open for bids (the busy one, BH-10412, newest), 3 upcoming, 3 ongoing and
 * 15 completed trips, 4 cancelled loads, and another customer whose loads Dana never sees. The same
 * moment gives the same state. Tests outside this repository count on it: add to it, never remove.
 */
export function createDemoSeed(
  now: Date,
  places: readonly GazetteerPlace[] = UK_GAZETTEER,
): DemoState {
  const rnd = new SeededRandom(DEMO_SEED);
  const towns = places.filter((p) => p.kind !== 'postcode-district');
  const [customer, otherCustomer] = seedUsers(now);
  const state: DemoState = {
    version: DEMO_STATE_VERSION,
    seededAt: now.toISOString(),
    nextId: 50_000,
    users: [customer, otherCustomer],
    tokens: [],
    otps: [],
    signInFailures: [],
    resetTokens: [],
    emails: [],
    waitlist: [],
    vehicles: VEHICLES.map((v) => ({ ...v })),
    loadTypes: LOAD_TYPES.map((t) => ({ ...t })),
    carriers: seedCarriers(rnd, towns),
    loads: [],
    bids: [],
  };
  const seed = new SeedBuilder(state, rnd, now, towns);
  seedOpenLoads(seed, customer.id, now);
  seedTrips(seed, customer.id, now);
  seedCompleted(seed, customer.id);
  seedCancelled(seed, customer.id);

  // Another customer's loads: they exist, and the demo customer must never see them.
  for (let i = 0; i < 2; i++) {
    const load = seed.load(otherCustomer.id, 2 + i, 'pending', 'pending');
    seed.fixDeliveryTime(load);
    seed.addBids(load, { count: 2, before: now });
    state.loads.push(load);
  }
  return state;
}

function seedUsers(now: Date): [DemoUser, DemoUser] {
  const customer: DemoUser = {
    id: 1,
    email: DEMO_CUSTOMER.email,
    passwordHash: { ...SEEDED_PASSWORD_HASHES[1] },
    firstName: DEMO_CUSTOMER.firstName,
    lastName: DEMO_CUSTOMER.lastName,
    phoneNumber: '7700900123',
    address: '1 Wellington Place, Leeds LS1 4AP',
    businessType: 'Retail',
    businessDescription: 'Garden furniture and outdoor living, sold online and in two showrooms.',
    photoUrl: null,
    verified: true,
    roleId: 5,
    createdAt: new Date(now.getTime() - 400 * DAY).toISOString(),
  };
  const otherCustomer: DemoUser = {
    ...customer,
    id: 2,
    email: 'other@shipper.test',
    passwordHash: { ...SEEDED_PASSWORD_HASHES[2] },
    firstName: 'Omar',
    lastName: 'Other',
    phoneNumber: '7700900456',
    businessDescription: 'A second demo customer whose loads Dana must never see.',
  };
  return [customer, otherCustomer];
}

/**
 * 12 loads waiting for bids. The newest, BH-10412, is the busy one: a Birmingham run with 20
 * bids, 4 of them rejected, and both attachments. BH-10407 has 58 bids; BH-10404 is a York run
 * nobody has bid on yet; every fourth load waits for its first bid.
 */
function seedOpenLoads(seed: SeedBuilder, ownerId: number, now: Date): void {
  for (let i = 0; i < 12; i++) {
    const busy = i === 11;
    const load = seed.load(
      ownerId,
      1 + (i % 9),
      'pending',
      'pending',
      busy ? BIRMINGHAM_RUN : i === 3 ? YORK_RUN : undefined,
    );
    seed.fixDeliveryTime(load);
    if (busy) {
      loadAsRun(load, BUSY_RUN);
      load.allowExternal = true;
      load.createdAt = new Date(now.getTime() - 2 * HOUR).toISOString();
      load.attachments = [seed.attachment(PARCEL_PHOTO_PNG), seed.attachment(DELIVERY_NOTE_PDF)];
      const spreads = shuffle(() => seed.random(), BUSY_BID_SPREADS);
      const bids = seed.addBids(load, {
        count: BUSY_OPEN_BIDS + BUSY_REJECTED_BIDS,
        before: now,
        spreads,
      });
      bids.slice(BUSY_OPEN_BIDS).forEach((b) => {
        b.status = 'rejected';
        b.rejectedAt = new Date(now.getTime() - 20 * MINUTE).toISOString();
        b.decisionNote = 'Too high for this route';
      });
    } else if (i === 6) {
      load.weightKg = 120;
      load.allowExternal = true;
      seed.addBids(load, { count: CROWDED_BIDS, before: now, gapMinutes: [3, 40] });
    } else if (i === 3) {
      loadAsRun(load, OPEN_YORK_RUN);
    } else if (i % 4 !== 3) {
      seed.addBids(load, { count: seed.int(1, 5), before: now });
    }
    seed.state.loads.push(load);
  }
}

/** Upcoming trips (assigned, collection still ahead) and ongoing ones (collected today). */
function seedTrips(seed: SeedBuilder, ownerId: number, now: Date): void {
  for (let i = 0; i < 3; i++) {
    const load = seed.load(ownerId, 1 + i, 'assigned', 'assigned');
    seed.fixDeliveryTime(load);
    const bids = seed.addBids(load, {
      count: seed.int(2, 5),
      before: new Date(now.getTime() - DAY),
    });
    seed.award(load, bids, new Date(now.getTime() - 20 * HOUR));
    load.trip = seed.trip(load);
    seed.state.loads.push(load);
  }
  (['en_route', 'picked_up', 'in_transit'] as const).forEach((jobStatus, i) => {
    const load = seed.load(ownerId, 0, 'in_progress', jobStatus);
    const journey = tripDurationMs(load);
    // A fifth, two fifths and three fifths of the way: each has half an hour or more to go.
    const elapsed = Math.floor((((i + 1) / 5) * journey) / MINUTE) * MINUTE;
    const startedAt = new Date(now.getTime() - elapsed);
    seed.collectAt(load, startedAt);
    const bids = seed.addBids(load, {
      count: seed.int(2, 5),
      before: new Date(now.getTime() - 2 * DAY),
    });
    seed.award(load, bids, new Date(now.getTime() - 30 * HOUR));
    load.trip = seed.movingTrip(load, startedAt);
    seed.state.loads.push(load);
  });
}

/**
 * Completed deliveries over the last ten weeks (one collected at 06:30 today, with both
 * attachments; some this week). Seven are Birmingham runs like the busy load, three York runs.
 * Each was delivered a whole journey after its collection, by now: one whose journey would not
 * have ended yet was collected earlier, at the last quarter hour that gets it there by now.
 */
function seedCompleted(seed: SeedBuilder, ownerId: number): void {
  const days = [0, -1, -3, -5, -8, -11, -15, -19, -24, -30, -37, -44, -52, -61, -70];
  days.forEach((day, i) => {
    const birmingham = PAST_BIRMINGHAM_RUNS.get(i);
    const york = PAST_YORK_RUNS.get(i);
    const route = birmingham ? BIRMINGHAM_RUN : york ? YORK_RUN : undefined;
    const load = seed.load(ownerId, day, 'completed', 'delivered', route);
    const cargo = birmingham ?? york;
    if (cargo) loadAsRun(load, cargo);
    if (day === 0) load.pickupTime = '06:30';
    seed.collectInTime(load);
    seed.fixDeliveryTime(load);
    const decided = new Date(new Date(`${load.pickupDate}T00:00:00`).getTime() - DAY);
    const bids = seed.addBids(load, { count: seed.int(2, 6), before: decided });
    seed.award(load, bids, decided);
    const [winner] = bids;
    if (winner && birmingham)
      winner.amount = quotePrice(loadRoadKm(load), load.weightKg, birmingham.spread);
    load.trip = seed.deliveredTrip(load);
    if (i === 0)
      load.attachments = [seed.attachment(PARCEL_PHOTO_PNG), seed.attachment(DELIVERY_NOTE_PDF)];
    seed.state.loads.push(load);
  });
}

/** Cancelled loads, two with a reason; their bids were turned down. */
function seedCancelled(seed: SeedBuilder, ownerId: number): void {
  [-4, -13, -27, -48].forEach((day, i) => {
    const load = seed.load(ownerId, day, 'cancelled', 'cancelled');
    seed.fixDeliveryTime(load);
    const cancelledAt = new Date(`${load.pickupDate}T00:00:00`);
    seed.addBids(load, { count: seed.int(0, 3), before: cancelledAt }).forEach((b) => {
      b.status = 'rejected';
      b.rejectedAt = cancelledAt.toISOString();
    });
    load.cancelReason = CANCEL_REASONS[i] ?? null;
    seed.state.loads.push(load);
  });
}
