import type { Route } from './demo-seed-builder';
import type { DemoLoad, DemoPlace } from './demo-state';

/**
 * The demo customer's regular runs. Dana sells garden furniture from a depot
 * in Leeds and sends it, week after week, to her showrooms in Birmingham and York: the same
 * addresses again and again, which is what Recent addresses and Post again are for, and a history
 * of what those runs cost her, which is what the price check reads.
 */

export const LEEDS_DEPOT: DemoPlace = {
  address: 'Unit 7, Cross Green Industrial Estate, Leeds LS9 0SG',
  lat: 53.78683,
  lng: -1.50602,
  city: 'Leeds',
  region: 'West Yorkshire',
  postcode: 'LS9 0SG',
};

export const BIRMINGHAM_SHOWROOM: DemoPlace = {
  address: '48 Broad Street, Birmingham B1 2HF',
  lat: 52.47762,
  lng: -1.91028,
  city: 'Birmingham',
  region: 'West Midlands',
  postcode: 'B1 2HF',
};

export const YORK_SHOWROOM: DemoPlace = {
  address: '14 Clifton Moor Gate, York YO30 4WY',
  lat: 53.98752,
  lng: -1.10398,
  city: 'York',
  region: 'North Yorkshire',
  postcode: 'YO30 4WY',
};

/** The busy load's lane. */
export const BIRMINGHAM_RUN: Route = { pickup: LEEDS_DEPOT, delivery: BIRMINGHAM_SHOWROOM };
export const YORK_RUN: Route = { pickup: LEEDS_DEPOT, delivery: YORK_SHOWROOM };

const FURNITURE = 3;
const SHOWROOM_NOTE = 'Tail lift needed at delivery. Goods-in closes at 16:00.';

/** What a showroom run carries: furniture, in a van, with the showroom's delivery note. */
export interface RunCargo {
  readonly weightKg: number;
  readonly itemCount: number;
  /** A van of the catalogue: 2 small, 3 medium, 4 Luton, 8 refrigerated. */
  readonly vehicleId: number;
}

export function loadAsRun(load: DemoLoad, cargo: RunCargo): void {
  load.weightKg = cargo.weightKg;
  load.itemCount = cargo.itemCount;
  load.vehicleId = cargo.vehicleId;
  load.loadTypeId = FURNITURE;
  load.instructions = SHOWROOM_NOTE;
}

/**
 * The busy load itself: 480 kg in a Luton van, and the margins of its bidders over the demo's
 * reference price, from well under to well over what the past runs cost, so that its bids read
 * Below, Within and Above the usual.
 */
export const BUSY_RUN: RunCargo = { weightKg: 480, itemCount: 12, vehicleId: 4 };
export const BUSY_BID_SPREADS: readonly number[] = Array.from(
  { length: 20 },
  (_, i) => 0.86 + ((i + 0.5) / 20) * 0.38,
);

/**
 * The completed Birmingham runs, by their place in the seed's list of completed deliveries, with
 * the winning bidder's margin: 7 past jobs like the busy load, whose middle half cost about 0.99 to
 * 1.05 times the reference price (£238–£252).
 */
export const PAST_BIRMINGHAM_RUNS: ReadonlyMap<number, RunCargo & { readonly spread: number }> =
  new Map([
    [1, { weightKg: 420, itemCount: 10, vehicleId: 4, spread: 0.95 }],
    [3, { weightKg: 520, itemCount: 14, vehicleId: 3, spread: 1.04 }],
    [5, { weightKg: 380, itemCount: 9, vehicleId: 4, spread: 1.08 }],
    [7, { weightKg: 600, itemCount: 16, vehicleId: 4, spread: 0.96 }],
    [9, { weightKg: 450, itemCount: 11, vehicleId: 2, spread: 1.12 }],
    [11, { weightKg: 500, itemCount: 12, vehicleId: 3, spread: 0.99 }],
    [13, { weightKg: 560, itemCount: 15, vehicleId: 4, spread: 1.02 }],
  ]);

/** The completed York runs, likewise, and one still waiting for bids. */
export const PAST_YORK_RUNS: ReadonlyMap<number, RunCargo> = new Map([
  [2, { weightKg: 300, itemCount: 6, vehicleId: 2 }],
  [8, { weightKg: 340, itemCount: 8, vehicleId: 3 }],
  [12, { weightKg: 280, itemCount: 6, vehicleId: 2 }],
]);
export const OPEN_YORK_RUN: RunCargo = { weightKg: 320, itemCount: 7, vehicleId: 2 };
