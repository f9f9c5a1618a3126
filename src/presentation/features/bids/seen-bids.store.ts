import type { BidId } from '../../../domain/bid/bid';
import type { LoadId } from '../../../domain/load/load';

/**
 * The bid ids the shipper has already seen, per load, for this browser session (in memory only),
 * so bids that arrived since the last look can be marked New.
 */
export class SeenBidsStore {
  private readonly seen = new Map<LoadId, Set<BidId>>();

  /** The ids seen before, or null when this load's bids were never shown. */
  seenFor(loadId: LoadId): ReadonlySet<BidId> | null {
    const ids = this.seen.get(loadId);
    return ids ? new Set(ids) : null;
  }

  markSeen(loadId: LoadId, ids: Iterable<BidId>): void {
    const set = this.seen.get(loadId) ?? new Set<BidId>();
    for (const id of ids) set.add(id);
    this.seen.set(loadId, set);
  }
}
