import { makeAutoObservable, observableRef } from 'mobx';
import type { Bid, BidId } from '../../../domain/bid/bid';
import { isOpen } from '../../../domain/bid/bid-list';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import { isSessionEnded } from '../../../application/auth/session-scope';
import type { Clock } from '../../../application/ports/clock.port';
import type { Timers } from '../../../application/ports/timers.port';
import type { AcceptBid } from '../../../application/bids/accept-bid.use-case';
import type { RejectBid } from '../../../application/bids/reject-bid.use-case';
import type { ToastStore } from '../../app/toast.store';
import { Command } from '../../async/command';
import type { BidListing } from './bid-listing';
import type { BidMarks } from './bid-marks';
import { WaitingRejections, type DecidableBid, type UndoHold } from './waiting-rejections';

export interface BidDecisionsDeps {
  readonly acceptBid: AcceptBid;
  readonly rejectBid: RejectBid;
  readonly toasts: ToastStore;
  readonly clock: Clock;
  readonly timers: Timers;
  readonly marks: BidMarks;
  readonly listing: BidListing;
  /** Bidding on the load is over: no bid can be decided. */
  readonly biddingClosed: () => boolean;
  /** Reads the bids again, once the server has taken a decision. */
  readonly refresh: () => Promise<void>;
}

/**
 * Accepting and rejecting bids: the bid is marked, the server asked, the list read again. A
 * failure is never silent: the mark goes back and the catalogue text ('Failed to accept bid')
 * shows (decision Q15). Accepting, which cannot be undone, asks first and goes one at a time, so
 * a double click cannot send it twice. A rejection waits a few seconds with an Undo instead, and
 * several can wait or travel at once.
 */
export class BidDecisions {
  /** The bid waiting for the shipper's confirmation before it is accepted. */
  confirmingId: BidId | null = null;
  /** The bid whose decision is on its way, until the list has been read again. */
  decidingId: BidId | null = null;
  /** A short message for screen readers after a decision. */
  announcement = '';
  /** The bid whose rejection was just undone: its Reject button takes the focus back. */
  keptOpenId: BidId | null = null;
  /** Rejections that have been sent and not yet answered. */
  sendingIds: ReadonlySet<BidId> = new Set();
  /** Rejections that can still be undone. */
  readonly waiting: WaitingRejections;
  private readonly accepting: Command<[BidId], Bid | null>;
  /** Counts the loads shown: an answer for an earlier one is ignored. */
  private round = 0;

  constructor(private readonly deps: BidDecisionsDeps) {
    this.accepting = new Command({
      execute: (bidId) => deps.acceptBid.execute(bidId),
      errorMessage: (error) => errorMessage('acceptBid', error),
    });
    this.waiting = new WaitingRejections(deps.timers, (bid) => void this.sendRejection(bid));
    makeAutoObservable<this, 'deps' | 'accepting' | 'round'>(
      this,
      { deps: false, accepting: false, waiting: false, round: false, sendingIds: observableRef },
      { autoBind: true },
    );
  }

  get confirming(): Bid | null {
    const id = this.confirmingId;
    return id === null ? null : (this.deps.listing.bids.find((b) => b.id === id) ?? null);
  }

  /** The bid's rejection is waiting out its Undo. */
  isWaiting(bid: Bid): boolean {
    return bid.id !== null && this.waiting.has(bid.id);
  }

  /** The whole seconds left on the bid's Undo ('Undo · 7 s'), or null when none waits. */
  undoSecondsLeft(bid: Bid): number | null {
    return bid.id === null ? null : this.waiting.secondsLeft(bid.id);
  }

  /** The shipper is on the bid's Undo (`on`) or has left it: its count stands still meanwhile. */
  onUndo(bidId: BidId, by: UndoHold, on: boolean): void {
    if (on) this.waiting.hold(bidId, by);
    else this.waiting.letGo(bidId, by);
  }

  /** A bid the server sent without an id cannot be named in an accept or reject: never offered. */
  canDecide(bid: Bid): bid is DecidableBid {
    return (
      bid.id !== null &&
      isOpen(bid) &&
      !this.deps.biddingClosed() &&
      this.decidingId === null &&
      !this.accepting.pending &&
      !this.waiting.has(bid.id) &&
      !this.sendingIds.has(bid.id)
    );
  }

  /**
   * Accepting cannot be undone, so it asks first (the dialog names bidder and amount). The
   * rejections still waiting go first: the shipper has moved on from them.
   */
  requestAccept(bidId: BidId): void {
    const bid = this.deps.listing.bids.find((b) => b.id === bidId);
    if (!bid || !this.canDecide(bid)) return;
    this.sendWaiting();
    this.confirmingId = bidId;
  }

  cancelAccept(): void {
    if (this.decidingId === null) this.confirmingId = null;
  }

  /** Accepts the bid being confirmed; true once the server took it and the list was read again. */
  async confirmAccept(): Promise<boolean> {
    const bid = this.confirming;
    if (!bid || !this.canDecide(bid)) return false;
    const accepted = await this.acceptNow(bid);
    this.closeConfirmation();
    return accepted;
  }

  /** Rejects the bid once its Undo has had its time (or the shipper moves on first). */
  reject(bidId: BidId): void {
    const bid = this.deps.listing.bids.find((b) => b.id === bidId);
    if (!bid || !this.canDecide(bid)) return;
    this.keptOpenId = null;
    this.waiting.add(bid);
    this.announce(`Bid from ${bid.bidder.name} rejected.`);
  }

  /** Takes a waiting rejection back: the bid stays open and nothing is sent. */
  undoReject(bidId: BidId): void {
    const bid = this.waiting.undo(bidId);
    if (!bid) return;
    this.keptOpenId = bidId;
    this.announce(`Bid from ${bid.bidder.name} kept open.`);
  }

  /** Sends the waiting rejections now: the shipper left them, the list or the page. */
  sendWaiting(): void {
    this.keptOpenId = null;
    this.waiting.sendAll();
  }

  /** Another load: this one's waiting rejections are sent, and nothing of it stays on screen. */
  reset(): void {
    this.sendWaiting();
    this.round += 1;
    this.confirmingId = null;
    this.decidingId = null;
    this.sendingIds = new Set();
    this.announcement = '';
  }

  /** Sends one rejection; the bid shows Rejected meanwhile, and goes back should it fail. */
  private async sendRejection(bid: DecidableBid): Promise<void> {
    const round = this.round;
    this.sendingIds = new Set(this.sendingIds).add(bid.id);
    this.deps.marks.mark(bid.id, 'rejected', this.deps.clock.now().toISOString());
    try {
      const updated = await this.deps.rejectBid.execute(bid.id);
      if (round !== this.round) return;
      this.confirmed(bid.id, updated);
      await this.deps.refresh();
    } catch (error) {
      if (round === this.round) this.rejectionFailed(bid.id, error);
    } finally {
      if (round === this.round) this.sent(bid.id);
    }
  }

  private rejectionFailed(bidId: BidId, error: unknown): void {
    this.deps.marks.drop(bidId);
    if (!isSessionEnded(error)) this.deps.toasts.error(errorMessage('rejectBid', error));
  }

  private sent(bidId: BidId): void {
    const sending = new Set(this.sendingIds);
    sending.delete(bidId);
    this.sendingIds = sending;
  }

  /** True when the acceptance went through for the load still on screen. */
  private async acceptNow(bid: DecidableBid): Promise<boolean> {
    this.begin(bid.id);
    const outcome = await this.accepting.run(bid.id);
    // Another load was chosen meanwhile (the decision is no longer the one on screen).
    if (this.decidingId !== bid.id) return false;
    if (outcome.kind !== 'done') {
      this.undo(bid.id, outcome.kind === 'failed' ? outcome.message : null);
      return false;
    }
    this.confirmed(bid.id, outcome.value);
    await this.deps.refresh();
    return this.finish(bid.id);
  }

  private begin(bidId: BidId): void {
    this.decidingId = bidId;
    this.announcement = '';
    this.deps.marks.mark(bidId, 'accepted', this.deps.clock.now().toISOString());
  }

  private undo(bidId: BidId, message: string | null): void {
    this.deps.marks.drop(bidId);
    this.decidingId = null;
    if (message) this.deps.toasts.error(message);
  }

  /** The server's own bid, when it sends one, replaces the mark at once. */
  private confirmed(bidId: BidId, updated: Bid | null): void {
    if (updated && updated.id === bidId) {
      this.deps.listing.replace(updated);
      this.deps.marks.drop(bidId);
    } else {
      this.deps.marks.confirm(bidId);
    }
  }

  private finish(bidId: BidId): boolean {
    if (this.decidingId !== bidId) return false;
    this.decidingId = null;
    return true;
  }

  private closeConfirmation(): void {
    this.confirmingId = null;
  }

  private announce(text: string): void {
    this.announcement = text;
  }
}
