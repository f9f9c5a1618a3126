import type { GazetteerPlace } from '../../maps/offline/uk-gazetteer';
import type { DemoClock } from './demo-clock';
import type { Clock } from '../../../application/ports/clock.port';
import type { Timers } from '../../../application/ports/timers.port';
import { DemoMarketplace, type DemoMarketplaceDeps } from './demo-marketplace';
import { createDemoSeed } from './demo-seed';
import { BidArrivalProcess } from './demo-bid-arrivals';
import { cryptoRandom, randomFromBytes } from './demo-random';
import type { DemoState } from './demo-state';
import { TripProgressProcess } from './demo-trips';

export interface DemoRuntimeOptions {
  readonly storage: DemoMarketplaceDeps['storage'];
  /** Other tabs' writes to `storage` (the browser's `storage` event), so every tab shows one marketplace. */
  readonly storageChanges?: DemoMarketplaceDeps['storageChanges'];
  readonly clock: DemoClock;
  /** Token lifetimes and attempt limits; the demo clock's own wall clock by default. */
  readonly wallClock?: Clock;
  readonly timers?: Timers;
  /** Codes and tokens; tests may pass a deterministic one. */
  readonly randomBytes?: (length: number) => Uint8Array;
  /** The simulated drivers' choices (who bids, when, how much); crypto randomness by default. */
  readonly random?: () => number;
  /** The gazetteer the seed draws its addresses from; the built-in UK one by default. */
  readonly places?: readonly GazetteerPlace[];
  /** The first state, and the one `Reset demo data` restores; the demo seed by default. */
  readonly seed?: (now: Date) => DemoState;
}

const simulationRandoms = new WeakMap<DemoMarketplace, () => number>();

/**
 * The demo backend as the DI container builds it in demo mode (no API base URL): the marketplace
 * over the deterministic seed, with simulated bids arriving and trips moving on its timer.
 */
export function createDemoRuntime(opts: DemoRuntimeOptions): DemoMarketplace {
  const marketplace = new DemoMarketplace({
    ...opts,
    seed: opts.seed ?? ((now) => createDemoSeed(now, opts.places)),
  });
  simulationRandoms.set(
    marketplace,
    opts.random ?? (opts.randomBytes ? randomFromBytes(opts.randomBytes) : cryptoRandom),
  );
  marketplace.registerProcesses(new BidArrivalProcess(), new TripProgressProcess());
  return marketplace;
}

/**
 * The random source a publishing adapter passes to `scheduleBidsFor`: the runtime's own (seeded
 * in tests when `random` was given), else crypto randomness.
 */
export function simulationRandom(marketplace: DemoMarketplace): () => number {
  return simulationRandoms.get(marketplace) ?? cryptoRandom;
}
