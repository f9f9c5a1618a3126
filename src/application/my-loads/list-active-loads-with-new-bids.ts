import { unseenBidCount } from '../../domain/bid/seen-bids';
import type { Load, LoadId } from '../../domain/load/load';
import type { LoadRepository } from '../ports/load-repository.port';
import type { SeenBidsStore } from '../ports/seen-bids-store.port';

/** The active loads, with how many bids of each the shipper has not been shown yet. */
export interface ActiveLoadList {
  readonly loads: readonly Load[];
  /** Only loads with new bids are in it. */
  readonly newBids: ReadonlyMap<LoadId, number>;
}

/**
 * The active loads (one call, as before) and their new bids, counted when the list arrives: the
 * dashboard and My Loads show 'N new' from one fetch to the next, and what counts as seen is what
 * Select a Bid showed (the SeenBidsStore it writes).
 */
export class ListActiveLoadsWithNewBids {
  constructor(
    private readonly loads: LoadRepository,
    private readonly seen: SeenBidsStore,
  ) {}

  async execute(signal: AbortSignal): Promise<ActiveLoadList> {
    const loads = await this.loads.listActive(signal);
    const newBids = new Map<LoadId, number>();
    for (const load of loads) {
      if (load.id === null) continue;
      const count = unseenBidCount(load.bidCount, this.seen.seenFor(load.id));
      if (count > 0) newBids.set(load.id, count);
    }
    return { loads, newBids };
  }
}
