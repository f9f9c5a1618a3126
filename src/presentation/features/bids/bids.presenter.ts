import { makeAutoObservable } from 'mobx';
import type { LoadId } from '../../../domain/load/load';
import type { Clock } from '../../../application/ports/clock.port';
import type { PageVisibility } from '../../../application/ports/page-visibility.port';
import type { SeenBidsStore } from '../../../application/ports/seen-bids-store.port';
import type { Timers } from '../../../application/ports/timers.port';
import type { AcceptBid } from '../../../application/bids/accept-bid.use-case';
import type { GetSelectedLoad } from '../../../application/bids/get-selected-load.use-case';
import type { ListBids } from '../../../application/bids/list-bids.use-case';
import type { RejectBid } from '../../../application/bids/reject-bid.use-case';
import type { ToastStore } from '../../app/toast.store';
import { RefreshTimer } from '../../async/refresh-timer';
import { BidDecisions } from './bid-decisions';
import { BidListing } from './bid-listing';
import { BidMarks } from './bid-marks';
import { NewBids } from './new-bids';
import { SelectedLoad } from './selected-load';

/** Decisions Q20: the bids are read again this often while the page is on screen. */
export const BIDS_REFRESH_MS = 30_000;

/** Where an accepted bid leads: its job is now a trip. */
export const AFTER_ACCEPT_PATH = '/trips';

export interface BidsPresenterDeps {
  readonly listBids: ListBids;
  readonly acceptBid: AcceptBid;
  readonly rejectBid: RejectBid;
  readonly getSelectedLoad: GetSelectedLoad;
  readonly toasts: ToastStore;
  readonly clock: Clock;
  readonly seen: SeenBidsStore;
  readonly timers: Timers;
  readonly visibility: PageVisibility;
}

/**
 * Select a Bid (spec §2.8): the load chosen in the address, in named parts: its Job Summary, its
 * bid list with tabs, sort and pages, the accept and reject decisions, and which bids are New.
 * Everything is read again every 30 s while the page is visible, and at once when it shows again.
 */
export class BidsPresenter {
  loadId: LoadId | null = null;
  /** Where to go after an action (the trips, once a bid is accepted); the screen goes there. */
  navigateTo: string | null = null;
  readonly summary: SelectedLoad;
  readonly listing: BidListing;
  readonly decisions: BidDecisions;
  readonly newBids: NewBids;
  private readonly marks = new BidMarks();
  private readonly refresher: RefreshTimer;

  constructor(deps: BidsPresenterDeps) {
    this.summary = new SelectedLoad(deps.getSelectedLoad);
    this.listing = new BidListing(deps.listBids, this.marks);
    this.newBids = new NewBids(deps.seen, () => this.listing.serverBids);
    this.decisions = new BidDecisions({
      acceptBid: deps.acceptBid,
      rejectBid: deps.rejectBid,
      toasts: deps.toasts,
      clock: deps.clock,
      marks: this.marks,
      listing: this.listing,
      biddingClosed: () => this.biddingClosed,
      refresh: () => this.refresh(),
    });
    this.refresher = new RefreshTimer({
      timers: deps.timers,
      visibility: deps.visibility,
      everyMs: BIDS_REFRESH_MS,
      tick: () => void this.refreshAll(),
    });
    makeAutoObservable<this, 'marks' | 'refresher'>(
      this,
      {
        summary: false,
        listing: false,
        decisions: false,
        newBids: false,
        marks: false,
        refresher: false,
      },
      { autoBind: true },
    );
  }

  /** Keeps the bids fresh while the screen shows; the disposer stops that (idempotent). */
  start(): () => void {
    this.refresher.start();
    return this.stop;
  }

  /** Leaving the screen: no more refreshes, and the requests on their way are aborted. */
  stop(): void {
    this.refresher.stop();
    this.listing.cancel();
    this.summary.cancel();
  }

  /** The load chosen in the address (`/bids?load=ID`); null when there is no valid selection. */
  select(loadId: LoadId | null): void {
    if (loadId === this.loadId && (loadId === null || this.listing.status.kind !== 'idle')) return;
    this.loadId = loadId;
    this.summary.reset();
    this.listing.reset();
    this.marks.clear();
    this.decisions.reset();
    this.newBids.visit(loadId);
    if (loadId !== null) void this.refreshAll();
  }

  get hasSelection(): boolean {
    return this.loadId !== null;
  }

  /** Bidding is over once a bid is accepted (one per load, decisions D6) or the load is closed. */
  get biddingClosed(): boolean {
    return this.listing.bids.some((b) => b.status === 'accepted') || !this.summary.openForBids;
  }

  /** Reads the bids and the Job Summary again (the timer's tick). */
  async refreshAll(): Promise<void> {
    await Promise.all([this.refresh(), this.refreshSummary()]);
  }

  /** Reads the bids again, aborting a read on its way; what is then listed has been seen. */
  async refresh(): Promise<void> {
    if (this.loadId === null) return;
    await this.listing.read(this.loadId);
    if (this.listing.loaded) this.newBids.noteShown();
  }

  refreshSummary(): Promise<void> {
    return this.loadId === null ? Promise.resolve() : this.summary.read(this.loadId);
  }

  /** Accepts the bid being confirmed; once that went through, the trips open (if still here). */
  async confirmAccept(): Promise<void> {
    if (await this.decisions.confirmAccept()) this.accepted();
  }

  navigated(): void {
    this.navigateTo = null;
  }

  private accepted(): void {
    if (this.refresher.running) this.navigateTo = AFTER_ACCEPT_PATH;
  }
}
