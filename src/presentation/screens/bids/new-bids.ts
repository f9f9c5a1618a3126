import { makeAutoObservable, observableRef } from 'mobx';
import type { Bid, BidId } from '../../../domain/bid/bid';
import { bidIds, newBidIds } from '../../../domain/bid/seen-bids';
import type { LoadId } from '../../../domain/load/load';
import type { SeenBidsStore } from '../../../application/ports/seen-bids-store.port';

/**
 * Which of the listed bids are New: those not shown before this visit to the load's bids. The
 * first look at a load's bids has nothing to compare with, so it shows every bid as seen.
 */
export class NewBids {
  private loadId: LoadId | null = null;
  /** The ids shown before this visit; null until known (the first look at this load). */
  private baseline: ReadonlySet<BidId> | null = null;

  constructor(
    private readonly seen: SeenBidsStore,
    private readonly listed: () => readonly Bid[],
  ) {
    makeAutoObservable<this, 'seen' | 'listed' | 'loadId' | 'baseline'>(
      this,
      { seen: false, listed: false, loadId: false, baseline: observableRef },
      { autoBind: true },
    );
  }

  /** A visit to another load's bids begins. */
  visit(loadId: LoadId | null): void {
    this.loadId = loadId;
    this.baseline = loadId === null ? null : this.seen.seenFor(loadId);
  }

  /** The bids listed now have been shown. */
  noteShown(): void {
    if (this.loadId === null) return;
    const ids = bidIds(this.listed());
    if (!this.baseline) this.baseline = new Set(ids);
    this.seen.markSeen(this.loadId, ids);
  }

  get ids(): ReadonlySet<BidId> {
    return newBidIds(this.listed(), this.baseline);
  }

  isNew(bid: Bid): boolean {
    return bid.id !== null && this.ids.has(bid.id);
  }

  /** The listed bids that are New now and were not in `before` (the New ids before a read). */
  arrivedSince(before: ReadonlySet<BidId>): Bid[] {
    const ids = this.ids;
    return this.listed().filter((b) => b.id !== null && ids.has(b.id) && !before.has(b.id));
  }
}
