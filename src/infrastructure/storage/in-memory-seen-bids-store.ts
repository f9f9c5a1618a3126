import type { BidId } from '../../domain/bid/bid';
import type { LoadId } from '../../domain/load/load';
import type { SeenBidsStore } from '../../application/ports/seen-bids-store.port';

/** The bids seen, kept in memory: they last as long as the page, in both modes. */
export class InMemorySeenBidsStore implements SeenBidsStore {
  private readonly seen = new Map<LoadId, Set<BidId>>();

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
