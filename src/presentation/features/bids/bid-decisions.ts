import { makeAutoObservable } from 'mobx';
import type { Bid, BidId } from '../../../domain/bid/bid';
import { isOpen, type BidDecision } from '../../../domain/bid/bid-list';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import type { Clock } from '../../../application/ports/clock.port';
import type { AcceptBid } from '../../../application/bids/accept-bid.use-case';
import type { RejectBid } from '../../../application/bids/reject-bid.use-case';
import type { ToastStore } from '../../app/toast.store';
import { Command } from '../../async/command';
import type { BidListing } from './bid-listing';
import type { BidMarks } from './bid-marks';

/** Only a bid with a server id can be accepted or rejected. */
type DecidableBid = Bid & { readonly id: BidId };

export interface BidDecisionsDeps {
  readonly acceptBid: AcceptBid;
  readonly rejectBid: RejectBid;
  readonly toasts: ToastStore;
  readonly clock: Clock;
  readonly marks: BidMarks;
  readonly listing: BidListing;
  /** Bidding on the load is over: no bid can be decided. */
  readonly biddingClosed: () => boolean;
  /** Reads the bids again, once the server has taken a decision. */
  readonly refresh: () => Promise<void>;
}

/**
 * Accepting and rejecting bids: the bid is marked at once, the server asked, the list read again.
 * A failure is never silent: the mark goes back and the catalogue text ('Failed to accept bid')
 * shows (decision Q15). One decision at a time, so a double click cannot send one twice, and
 * accepting, which cannot be undone, asks first.
 */
export class BidDecisions {
  /** The bid waiting for the shipper's confirmation before it is accepted. */
  confirmingId: BidId | null = null;
  /** The bid whose decision is on its way, until the list has been read again. */
  decidingId: BidId | null = null;
  /** A short message for screen readers after a decision. */
  announcement = '';
  private readonly accepting: Command<[BidId], Bid | null>;
  private readonly rejecting: Command<[BidId], Bid | null>;

  constructor(private readonly deps: BidDecisionsDeps) {
    this.accepting = new Command({
      execute: (bidId) => deps.acceptBid.execute(bidId),
      errorMessage: (error) => errorMessage('acceptBid', error),
    });
    this.rejecting = new Command({
      execute: (bidId) => deps.rejectBid.execute(bidId),
      errorMessage: (error) => errorMessage('rejectBid', error),
    });
    makeAutoObservable<this, 'deps' | 'accepting' | 'rejecting'>(
      this,
      { deps: false, accepting: false, rejecting: false },
      { autoBind: true },
    );
  }

  get confirming(): Bid | null {
    const id = this.confirmingId;
    return id === null ? null : (this.deps.listing.bids.find((b) => b.id === id) ?? null);
  }

  /** A bid the server sent without an id cannot be named in an accept or reject: never offered. */
  canDecide(bid: Bid): bid is DecidableBid {
    return (
      bid.id !== null &&
      isOpen(bid) &&
      !this.deps.biddingClosed() &&
      this.decidingId === null &&
      !this.accepting.pending &&
      !this.rejecting.pending
    );
  }

  /** Accepting cannot be undone, so it asks first (the dialog names bidder and amount). */
  requestAccept(bidId: BidId): void {
    const bid = this.deps.listing.bids.find((b) => b.id === bidId);
    if (bid && this.canDecide(bid)) this.confirmingId = bidId;
  }

  cancelAccept(): void {
    if (this.decidingId === null) this.confirmingId = null;
  }

  /** Accepts the bid being confirmed; true once the server took it and the list was read again. */
  async confirmAccept(): Promise<boolean> {
    const bid = this.confirming;
    if (!bid || !this.canDecide(bid)) return false;
    const accepted = await this.decide(bid, 'accepted');
    this.closeConfirmation();
    return accepted;
  }

  async reject(bidId: BidId): Promise<void> {
    const bid = this.deps.listing.bids.find((b) => b.id === bidId);
    if (!bid || !this.canDecide(bid)) return;
    if (await this.decide(bid, 'rejected')) this.announce(`Bid from ${bid.bidder.name} rejected.`);
  }

  /** Another load: nothing of this one's decisions stays on screen. */
  reset(): void {
    this.confirmingId = null;
    this.decidingId = null;
    this.announcement = '';
  }

  /** True when the decision went through for the load still on screen. */
  private async decide(bid: DecidableBid, decision: BidDecision): Promise<boolean> {
    this.begin(bid.id, decision);
    const command = decision === 'accepted' ? this.accepting : this.rejecting;
    const outcome = await command.run(bid.id);
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

  private begin(bidId: BidId, decision: BidDecision): void {
    this.decidingId = bidId;
    this.announcement = '';
    this.deps.marks.mark(bidId, decision, this.deps.clock.now().toISOString());
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
