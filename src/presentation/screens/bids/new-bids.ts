import { makeAutoObservable, observableRef } from 'mobx';
import type { Bid, BidId } from '../../../domain/bid/bid';
import { bidIds, newBidIds } from '../../../domain/bid/seen-bids';
import type { LoadId } from '../../../domain/load/load';
import type { SeenBidsStore } from '../../../application/ports/seen-bids-store.port';

/**
 * Which of the listed bids are New: those still open and not shown before this visit to the
 * load's bids. The first look at a load's bids has nothing to compare with, so it shows every bid
 * as seen. A bid whose rejection waits out its Undo reads as rejected already, so it is not New.
 */
export class NewBids {
  private loadId: LoadId | null = null;
  /** The ids shown before this visit; null until known (the first look at this load). */
  private baseline: ReadonlySet<BidId> | null = null;

  constructor(
    private readonly seen: SeenBidsStore,
    /** The bids listed, as the shipper sees them (with the decisions on their way). */
    private readonly listed: () => readonly Bid[],
    private readonly rejectionWaiting: (bid: Bid) => boolean,
  ) {
    makeAutoObservable<this, 'seen' | 'listed' | 'rejectionWaiting' | 'loadId' | 'baseline'>(
      this,
      {
        seen: false,
        listed: false,
        rejectionWaiting: false,
        loadId: false,
        baseline: observableRef,
      },
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
    const undecided = this.listed().filter((bid) => !this.rejectionWaiting(bid));
    return newBidIds(undecided, this.baseline);
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
