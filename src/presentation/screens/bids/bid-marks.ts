import { makeAutoObservable, observableRef } from 'mobx';
import type { Bid, BidId } from '../../../domain/bid/bid';
import {
  applyMarks,
  confirmedMarks,
  marksAfterServerData,
  type BidDecision,
  type LocalMark,
} from '../../../domain/bid/bid-list';

/**
 * The shipper's accept and reject decisions, shown on their bids at once and until a list of bids
 * read after the server confirmed them carries the server's own word.
 */
export class BidMarks {
  private marks: ReadonlyMap<BidId, LocalMark> = new Map();

  constructor() {
    makeAutoObservable<this, 'marks'>(
      this,
      { marks: observableRef, confirmedNow: false, shownOn: false },
      { autoBind: true },
    );
  }

  /** Marks the bid at once, with the decision's time as its accepted_at or rejected_at. */
  mark(bidId: BidId, decision: BidDecision, at: string): void {
    this.set(bidId, { decision, at, confirmed: false });
  }

  /** The server took the decision: a list read from now on says what became of the bid. */
  confirm(bidId: BidId): void {
    const mark = this.marks.get(bidId);
    if (mark) this.set(bidId, { ...mark, confirmed: true });
  }

  drop(bidId: BidId): void {
    if (!this.marks.has(bidId)) return;
    const marks = new Map(this.marks);
    marks.delete(bidId);
    this.marks = marks;
  }

  clear(): void {
    this.marks = new Map();
  }

  /** The marks a list asked for now will override; kept with that list. */
  confirmedNow(): ReadonlySet<LocalMark> {
    return confirmedMarks(this.marks);
  }

  /** `bids` as the shipper sees them: with the decisions that list could not know of on top. */
  shownOn<T extends Bid>(bids: readonly T[], confirmedBeforeRead: ReadonlySet<LocalMark>): T[] {
    return applyMarks(bids, marksAfterServerData(this.marks, confirmedBeforeRead));
  }

  private set(bidId: BidId, mark: LocalMark): void {
    const marks = new Map(this.marks);
    marks.set(bidId, mark);
    this.marks = marks;
  }
}
