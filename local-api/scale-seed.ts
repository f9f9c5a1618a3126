import { canCarry, seedCarrier } from '../src/infrastructure/memory/demo/demo-carriers';
import {
  CANCEL_REASONS,
  DRIVER_NAMES,
  MORE_DRIVER_NAMES,
} from '../src/infrastructure/memory/demo/demo-catalogue';
import { SeedBuilder } from '../src/infrastructure/memory/demo/demo-seed-builder';
import { tripDurationMs } from '../src/infrastructure/memory/demo/demo-trips';
import { createDemoSeed, DEMO_CUSTOMER } from '../src/infrastructure/memory/demo/demo-seed';
import type { DemoCarrier, DemoState } from '../src/infrastructure/memory/demo/demo-state';
import { SeededRandom } from '../src/infrastructure/memory/demo/demo-random';
import { UK_GAZETTEER, type GazetteerPlace } from '../src/infrastructure/maps/offline/uk-gazetteer';

/** What `--seed-loads` and `--seed-bids` ask for; null leaves that part of the demo seed alone. */
export interface ScaleSeed {
  /** The demo shipper's loads in all, so History lists exactly this many; past jobs fill it up. */
  readonly loads: number | null;
  /** The bids on one more open load, SCALE_LOAD_NO. */
  readonly bids: number | null;
}

/** Its own random source, so that the demo seed under it draws exactly what demo mode draws. */
export const SCALE_SEED = 20260404;
/** The open load with `bids` bids: always this number, so a benchmark can open its bids. */
export const SCALE_LOAD_ID = 20_000;
export const SCALE_LOAD_NO = `BH-${SCALE_LOAD_ID}`;

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** Light enough for every carrier's vehicle, motorbikes included, so any number can bid. */
const CROWDED_LOAD_KG = 20;

/**
 * The demo seed with a busy shipper's volume on top, for measuring how the portal copes: past jobs
 * collected over the last 12 months (mostly completed, some cancelled, a few on the road now,
 * each paid job with its accepted bid) until the demo shipper has `loads` loads, and one open
 * load with `bids` bids. The same moment gives the same state.
 */
export function createScaleSeed(
  now: Date,
  scale: ScaleSeed,
  places: readonly GazetteerPlace[] = UK_GAZETTEER,
): DemoState {
  const state = createDemoSeed(now, places);
  const rnd = new SeededRandom(SCALE_SEED);
  const towns = places.filter((p) => p.kind !== 'postcode-district');
  const seed = new SeedBuilder(state, rnd, now, towns, { load: SCALE_LOAD_ID - 1, bid: 100_000 });
  const owner = state.users.find((u) => u.email === DEMO_CUSTOMER.email);
  if (!owner) throw new Error('The demo seed has no demo shipper.');
  const ownerId = owner.id;
  if (scale.bids !== null) seedCrowdedLoad(seed, ownerId, scale.bids, now, rnd);
  if (scale.loads !== null) {
    const owned = state.loads.filter((l) => l.ownerId === ownerId).length;
    if (scale.loads < owned) {
      throw new RangeError(`The demo shipper has ${owned} loads already; ${scale.loads} is fewer.`);
    }
    for (let i = owned; i < scale.loads; i++) seedPastJob(seed, ownerId, now);
  }
  // Loads and bids made from now on are numbered after every seeded one.
  for (const { id } of [...state.loads, ...state.bids]) state.nextId = Math.max(state.nextId, id);
  return state;
}

/** SCALE_LOAD_NO, collected in two days, with `bids` open bids placed over the last day or so. */
function seedCrowdedLoad(
  seed: SeedBuilder,
  ownerId: number,
  bids: number,
  now: Date,
  rnd: SeededRandom,
): void {
  const { state } = seed;
  const load = seed.load(ownerId, 2, 'pending', 'pending');
  load.weightKg = CROWDED_LOAD_KG;
  load.allowExternal = true;
  load.createdAt = new Date(now.getTime() - DAY).toISOString();
  seed.fixDeliveryTime(load);
  const able = state.carriers.filter((c) => canCarry(c, load.weightKg)).length;
  state.carriers.push(...moreDrivers(rnd, seed.towns, state, bids - able));
  seed.addBids(load, { count: bids, before: now, gapMinutes: [1, 6] });
  state.loads.push(load);
}

/** `count` more drivers, named from the catalogue's first and last names, ids from 1000. */
function moreDrivers(
  rnd: SeededRandom,
  towns: readonly GazetteerPlace[],
  state: DemoState,
  count: number,
): DemoCarrier[] {
  const names = [...DRIVER_NAMES, ...MORE_DRIVER_NAMES].map((n) => n.split(' '));
  const taken = new Set(state.carriers.map((c) => c.name));
  const drivers: DemoCarrier[] = [];
  for (let k = 0; drivers.length < count && k < names.length ** 2; k++) {
    const first = names[k % names.length]?.[0];
    const last = names[Math.floor(k / names.length)]?.[1];
    const name = `${first} ${last}`;
    if (taken.has(name)) continue;
    taken.add(name);
    drivers.push(seedCarrier(rnd, 1000 + drivers.length, name, 4, towns, true));
  }
  return drivers;
}

/**
 * One past job, collected on a day of the last 12 months: 86 in 100 completed with an accepted
 * bid, 12 cancelled with their bids turned down, 2 on the road now (collected today).
 */
function seedPastJob(seed: SeedBuilder, ownerId: number, now: Date): void {
  const draw = seed.random();
  if (draw < 0.02) {
    const load = seed.load(ownerId, 0, 'in_progress', 'en_route');
    const startedAt = new Date(now.getTime() - (0.1 + seed.random() * 0.8) * tripDurationMs(load));
    seed.collectAt(load, startedAt);
    const bids = seed.addBids(load, {
      count: seed.int(1, 4),
      before: new Date(now.getTime() - DAY),
    });
    seed.award(load, bids, new Date(now.getTime() - 20 * HOUR));
    load.trip = seed.movingTrip(load, startedAt);
    if (load.trip.progress >= 0.6) load.jobStatus = 'in_transit';
    seed.state.loads.push(load);
    return;
  }
  const cancelled = draw < 0.14;
  const load = cancelled
    ? seed.load(ownerId, -seed.int(1, 365), 'cancelled', 'cancelled')
    : seed.load(ownerId, -seed.int(1, 365), 'completed', 'delivered');
  seed.fixDeliveryTime(load);
  const decided = new Date(new Date(`${load.pickupDate}T00:00:00`).getTime() - DAY);
  const bids = seed.addBids(load, { count: seed.int(1, 4), before: decided });
  if (cancelled) {
    for (const bid of bids) {
      bid.status = 'rejected';
      bid.rejectedAt = decided.toISOString();
    }
    load.cancelReason = seed.random() < 0.5 ? seed.pickFrom(CANCEL_REASONS) : null;
  } else {
    seed.award(load, bids, decided);
    load.trip = seed.deliveredTrip(load);
  }
  seed.state.loads.push(load);
}
