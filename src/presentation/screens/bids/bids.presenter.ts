import { makeAutoObservable, observableRef } from 'mobx';
import type { Bid } from '../../../domain/bid/bid';
import type { LoadId } from '../../../domain/load/load';
import type { BidAlertSetting } from '../../../application/ports/bid-alert-setting.port';
import type { BidNotifier } from '../../../application/ports/bid-notifier.port';
import type { Clock } from '../../../application/ports/clock.port';
import type { LiveUpdates } from '../../../application/ports/live-updates.port';
import type { LoadRepository } from '../../../application/ports/load-repository.port';
import type { PageVisibility } from '../../../application/ports/page-visibility.port';
import type { SeenBidsStore } from '../../../application/ports/seen-bids-store.port';
import type { SessionStore } from '../../../application/ports/session-store.port';
import type { Timers } from '../../../application/ports/timers.port';
import type { AcceptBid } from '../../../application/bids/accept-bid.use-case';
import type { ListBids } from '../../../application/bids/list-bids.use-case';
import type { RejectBid } from '../../../application/bids/reject-bid.use-case';
import type { CheckLoadPrice } from '../../../application/pricing/check-load-price.use-case';
import { userKey } from '../../../domain/auth/user';
import { formatMoney } from '../../../domain/shared/money';
import type { JustBooked } from '../../app/just-booked';
import type { ToastStore } from '../../app/toast.store';
import type { LivePause } from '../../async/live-pause';
import { BidComparison } from './bid-comparison';
import { BidDecisions } from './bid-decisions';
import { BidListing } from './bid-listing';
import { BidMarks } from './bid-marks';
import { BidRefreshes } from './bid-refreshes';
import { LoadPriceCheck } from './load-price-check';
import { NewBidAlerts } from './new-bid-alerts';
import { NewBids } from './new-bids';
import { SelectedLoad } from './selected-load';

export { BIDS_REFRESH_MS, HINT_READ_GAP_MS } from './bid-refreshes';

/** Where an accepted bid leads: its job is now a trip. */
export const AFTER_ACCEPT_PATH = '/trips';

export interface BidsPresenterDeps {
  readonly listBids: ListBids;
  readonly acceptBid: AcceptBid;
  readonly rejectBid: RejectBid;
  readonly loads: LoadRepository;
  readonly checkLoadPrice: CheckLoadPrice;
  readonly toasts: ToastStore;
  readonly clock: Clock;
  readonly seen: SeenBidsStore;
  readonly timers: Timers;
  readonly visibility: PageVisibility;
  readonly notifier: BidNotifier;
  readonly alertSetting: BidAlertSetting;
  readonly session: SessionStore;
  readonly live: LiveUpdates;
}

/** What the live region says when bids the shipper had not seen arrive: '1 new bid', '3 new bids'. */
export function newBidsText(count: number): string {
  return count === 1 ? '1 new bid' : `${count} new bids`;
}

/** The document title: '(3) Select a Bid' while 3 bids are marked New. */
export const SCREEN_TITLE = 'Select a Bid';

/**
 * Select a Bid: the load chosen in the address, in named parts: its Job Summary and price check,
 * its bid list with tabs, sort and pages, the accept and reject decisions, which bids are New,
 * the comparison, the new-bid alerts, and when it is all read again (on live hints, else timed).
 */
export class BidsPresenter {
  loadId: LoadId | null = null;
  /** Where to go after an action (the trips, once a bid is accepted); the screen goes there. */
  navigateTo: string | null = null;
  /** Handed to the trips with it: which bid became the new trip. */
  navigateState: JustBooked | null = null;
  /**
   * The last arrival, for the polite live region: its words and a number that grows with each
   * arrival, so the same words said twice are still announced twice.
   */
  arrival: { readonly text: string; readonly seq: number } | null = null;
  readonly summary: SelectedLoad;
  readonly listing: BidListing;
  readonly decisions: BidDecisions;
  readonly newBids: NewBids;
  readonly priceCheck: LoadPriceCheck;
  readonly comparison: BidComparison;
  readonly alerts: NewBidAlerts;
  /** 'Live updates paused. Reconnecting…' once the channel has been down for 30 s. */
  readonly livePause: LivePause;
  private readonly marks = new BidMarks();
  private readonly refreshes: BidRefreshes;
  private readonly visibility: PageVisibility;
  private readonly toasts: ToastStore;
  private stopWatchingPage: (() => void) | null = null;
  /** The screen was left: answers still on their way change nothing shown. */
  private left = false;
  /** Between `start` and `stop`: the screen shows. */
  private showing = false;

  constructor(deps: BidsPresenterDeps) {
    this.visibility = deps.visibility;
    this.toasts = deps.toasts;
    this.summary = new SelectedLoad(deps.loads);
    // A waiting rejection is sent before its bid moves out of view (another tab, sort or page).
    this.listing = new BidListing(deps.listBids, this.marks, () => this.decisions.sendWaiting());
    this.newBids = new NewBids(
      deps.seen,
      () => this.listing.bids,
      (bid) => this.decisions.isWaiting(bid),
    );
    this.priceCheck = new LoadPriceCheck(deps.checkLoadPrice);
    this.comparison = new BidComparison(() => this.listing.bids);
    this.decisions = new BidDecisions({
      acceptBid: deps.acceptBid,
      rejectBid: deps.rejectBid,
      toasts: deps.toasts,
      clock: deps.clock,
      timers: deps.timers,
      marks: this.marks,
      listing: this.listing,
      biddingClosed: () => this.biddingClosed,
      // A rejection answered after the screen was left needs no list read for it.
      refresh: () => (this.left ? Promise.resolve() : this.refresh()),
    });
    this.refreshes = new BidRefreshes({
      live: deps.live,
      timers: deps.timers,
      visibility: deps.visibility,
      read: () => void this.refreshAll(),
      showing: () => this.showing,
    });
    this.livePause = this.refreshes.pause;
    this.alerts = new NewBidAlerts({
      notifier: deps.notifier,
      setting: deps.alertSetting,
      owner: () => {
        const user = deps.session.current().user;
        return user ? userKey(user) : null;
      },
      visibility: deps.visibility,
      setHiddenRefresh: (ms) => this.refreshes.setHiddenInterval(ms),
    });
    makeAutoObservable<
      this,
      'marks' | 'refreshes' | 'visibility' | 'toasts' | 'stopWatchingPage' | 'left' | 'showing'
    >(
      this,
      {
        navigateState: observableRef,
        arrival: observableRef,
        toasts: false,
        visibility: false,
        stopWatchingPage: false,
        left: false,
        showing: false,
        refreshes: false,
        summary: false,
        listing: false,
        decisions: false,
        newBids: false,
        priceCheck: false,
        comparison: false,
        alerts: false,
        livePause: false,
        marks: false,
      },
      { autoBind: true },
    );
  }

  /** Keeps the bids fresh while the screen shows; the disposer stops that (idempotent). */
  start(): () => void {
    this.left = false;
    this.showing = true;
    this.alerts.start();
    this.refreshes.listenTo(this.loadId);
    // Another tab or app in front: the shipper has moved on, so waiting rejections go now.
    this.stopWatchingPage ??= this.visibility.subscribe((visible) => {
      if (!visible) this.decisions.sendWaiting();
    });
    return this.stop;
  }

  /**
   * Leaving the screen: the waiting rejections sent, no more refreshes, the requests on their way
   * aborted, alerts closed.
   */
  stop(): void {
    this.decisions.sendWaiting();
    this.left = true;
    this.showing = false;
    this.stopWatchingPage?.();
    this.stopWatchingPage = null;
    this.refreshes.stop();
    this.listing.cancel();
    this.summary.cancel();
    this.priceCheck.cancel();
    this.alerts.dismiss();
  }

  /** The load chosen in the address (`/bids?load=ID`); null when there is no valid selection. */
  select(loadId: LoadId | null): void {
    if (loadId === this.loadId && (loadId === null || this.listing.query.status.kind !== 'idle'))
      return;
    this.decisions.sendWaiting();
    this.loadId = loadId;
    this.summary.reset();
    this.listing.reset();
    this.marks.clear();
    this.decisions.reset();
    this.priceCheck.reset();
    this.comparison.reset();
    this.alerts.dismiss();
    this.arrival = null;
    this.newBids.visit(loadId);
    this.refreshes.cancelHintRead();
    if (this.showing) this.refreshes.listenTo(loadId);
    if (loadId !== null) void this.refreshAll();
  }

  get hasSelection(): boolean {
    return this.loadId !== null;
  }

  /** The screen's title, counting the bids marked New: '(3) Select a Bid'. */
  get title(): string {
    const count = this.loadId === null ? 0 : this.newBids.ids.size;
    return count > 0 ? `(${count}) ${SCREEN_TITLE}` : SCREEN_TITLE;
  }

  /** Bidding is over once a bid is accepted (a load takes one) or the load is closed. */
  get biddingClosed(): boolean {
    return this.listing.bids.some((b) => b.status === 'accepted') || !this.summary.openForBids;
  }

  /** Reads the bids and the Job Summary again (the timer's tick). */
  async refreshAll(): Promise<void> {
    await Promise.all([this.refresh(), this.refreshSummary()]);
  }

  /**
   * Reads the bids again, aborting a read on its way; what is then listed has been seen, compared
   * bids no longer open leave the comparison, and the bids that arrived may raise notifications.
   */
  async refresh(): Promise<void> {
    const loadId = this.loadId;
    if (loadId === null) return;
    this.refreshes.ran();
    const newBefore = this.newBids.ids;
    // The first read of a visit shows what was there; only later reads bring arrivals.
    const wasListed = this.listing.query.loaded;
    await this.listing.read(loadId);
    if (!this.listing.query.loaded || this.loadId !== loadId) return;
    this.newBids.noteShown();
    // Once a bid is accepted there is nothing left to choose between: the comparison ends.
    if (this.biddingClosed) this.comparison.reset();
    else this.comparison.keepOpenBids();
    const arrived = this.newBids.arrivedSince(newBefore);
    if (wasListed && arrived.length > 0) this.sayArrived(arrived.length);
    this.alerts.announce(arrived, this.summary.load?.loadNo ?? null);
  }

  /** Reads the Job Summary again; the first time it arrives, the load's price is checked. */
  async refreshSummary(): Promise<void> {
    const loadId = this.loadId;
    if (loadId === null) return;
    await this.summary.read(loadId);
    const load = this.summary.load;
    if (load && this.loadId === loadId) await this.priceCheck.checkFor(load);
  }

  /**
   * Accepts the bid being confirmed. Once that went through, a message names the bidder and the
   * price and says where the trip is, and the trips open (if the shipper is still here).
   */
  async confirmAccept(): Promise<void> {
    const bid = this.decisions.confirming;
    if (bid && (await this.decisions.confirmAccept())) this.accepted(bid);
  }

  navigated(): void {
    this.navigateTo = null;
    this.navigateState = null;
  }

  private sayArrived(count: number): void {
    this.arrival = { text: newBidsText(count), seq: (this.arrival?.seq ?? 0) + 1 };
  }

  private accepted(bid: Bid): void {
    const price = formatMoney(bid.amount, bid.currencySymbol);
    this.toasts.success(
      `Bid from ${bid.bidder.name} accepted for ${price}. The trip is now under Upcoming in My Trips.`,
    );
    if (!this.showing) return;
    this.navigateTo = AFTER_ACCEPT_PATH;
    this.navigateState = bid.id === null ? null : { justBookedBidId: bid.id };
  }
}
