import { makeAutoObservable, observableRef, reaction } from 'mobx';
import type { Bid, BidId } from '../../../domain/bid/bid';
import {
  applyMarks,
  bidHighlights,
  bidPage,
  bidsInTab,
  confirmedMarks,
  isOpen,
  marksAfterServerData,
  showingText,
  type BidDecision,
  type BidSort,
  type BidTab,
  type LocalMark,
} from '../../../domain/bid/bid-list';
import { bidIds, newBidIds } from '../../../domain/bid/seen-bids';
import { isOpenForBids } from '../../../domain/load/history-filters';
import type { Load, LoadId } from '../../../domain/load/load';
import { statusBadge, type StatusTone } from '../../../domain/load/status-badge';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import { formatMoney } from '../../../domain/shared/money';
import { slidingPageWindow, type Page } from '../../../domain/shared/pagination';
import { withListKeys, type Keyed } from '../../../domain/shared/record-key';
import type { AcceptBid } from '../../../application/bids/accept-bid.use-case';
import type { ListBids } from '../../../application/bids/list-bids.use-case';
import type { PagesRead } from '../../../application/shared/read-all-pages';
import type { RejectBid } from '../../../application/bids/reject-bid.use-case';
import type { CheckLoadPrice } from '../../../application/pricing/check-load-price.use-case';
import type { BidAlertSetting } from '../../../application/ports/bid-alert-setting.port';
import { BID_PAGE_SIZE } from '../../../application/ports/bid-repository.port';
import type { BidNotifier } from '../../../application/ports/bid-notifier.port';
import type { Clock } from '../../../application/ports/clock.port';
import type { LiveUpdates } from '../../../application/ports/live-updates.port';
import type { LoadRepository } from '../../../application/ports/load-repository.port';
import type { PageVisibility } from '../../../application/ports/page-visibility.port';
import type { SeenBidsStore } from '../../../application/ports/seen-bids-store.port';
import type { SessionStore } from '../../../application/ports/session-store.port';
import type { Timers } from '../../../application/ports/timers.port';
import type { JustBooked } from '../../app/just-booked';
import type { ToastStore } from '../../app/toast.store';
import { Command } from '../../async/command';
import { LiveRefresh } from '../../async/live-refresh';
import { inParts, Query } from '../../async/query';
import { RefreshTimer } from '../../async/refresh-timer';
import { BidComparison } from './bid-comparison';
import { LoadPriceCheck, type PriceBar } from './load-price-check';
import { HIDDEN_REFRESH_MS, NewBidAlerts } from './new-bid-alerts';
import { WaitingRejections, type DecidableBid } from './waiting-rejections';

/** Where an accepted bid leads: its job is now a trip. */
export const AFTER_ACCEPT_PATH = '/trips';
/** The bids are read again this often while the page is visible and no live channel is open. */
export const BIDS_REFRESH_MS = 30_000;
/** The bid pagination shows five page numbers at most, a window that slides with the page. */
export const BID_PAGE_WINDOW = 5;
/** The document title: '(3) Select a Bid' while 3 bids are marked New. */
export const SCREEN_TITLE = 'Select a Bid';

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

/** A bid as listed here: keyed, so one without a server id is still its own bid. */
export type ListedBid = Keyed<Bid>;

/** The load's bids as read, with the decisions already confirmed when they were asked for. */
interface BidsRead {
  readonly bids: readonly ListedBid[];
  readonly confirmedBefore: ReadonlySet<LocalMark>;
  /** Every bid has been read, not just the first pages. */
  readonly done: boolean;
}

export interface StatusPill {
  readonly label: string;
  readonly tone: StatusTone;
  /** Bidding is closed (the server's lock icon, or the load is no longer open). */
  readonly locked: boolean;
}

/** The Job Summary's status: the server's own label when it sends one, the badge's otherwise. */
export function statusPillOf(load: Load): StatusPill {
  const badge = statusBadge(load.status || load.jobStatus);
  const icon = load.uiStatus?.icon ?? '';
  return {
    label: load.uiStatus?.label || badge.label,
    tone: badge.tone,
    locked: /lock/i.test(icon) || !isOpenForBids(load),
  };
}

/** What the live region says when bids the shipper had not seen arrive: '1 new bid', '3 new bids'. */
export function newBidsText(count: number): string {
  return count === 1 ? '1 new bid' : `${count} new bids`;
}

/**
 * Select a Bid, for the load chosen in the address (`/bids?load=ID`). Its Job Summary comes from
 * the load's details, with the price check; its bids from the load's bids, all of them, so that
 * each tab (Available, Rejected) is counted, sorted and paged here. The shipper's decisions show on
 * their bids at once: an accept is confirmed first and goes one at a time; a rejection waits a few
 * seconds with an Undo. A bid not shown before this visit is New. Everything is read again on
 * live hints, else every 30 s. The comparison and the new-bid notifications are parts of their own.
 */
export class BidsPresenter {
  loadId: LoadId | null = null;
  /** Where to go after an action (the trips, once a bid is accepted); the screen goes there. */
  navigateTo: string | null = null;
  /** Handed to the trips with it: which bid became the new trip. */
  navigateState: JustBooked | null = null;

  // The Job Summary and the bids.
  readonly summary: Query<Load, LoadId>;
  readonly list: Query<BidsRead, LoadId>;
  tab: BidTab = 'available';
  sort: BidSort = 'newest';
  page = 1;

  // The shipper's decisions.
  /** The bid waiting for the shipper's confirmation before it is accepted. */
  confirmingId: BidId | null = null;
  /** The bid whose acceptance is on its way, until the list has been read again. */
  decidingId: BidId | null = null;
  /** The bid whose rejection was just undone: its Reject button takes the focus back. */
  keptOpenId: BidId | null = null;
  /** A short message for screen readers after a decision. */
  announcement = '';
  /** Rejections that can still be undone. */
  readonly waiting: WaitingRejections;
  /**
   * Decisions shown on their bids until a list read after the server took them says the same;
   * each with its time, as its accepted_at or rejected_at.
   */
  private marks: ReadonlyMap<BidId, LocalMark> = new Map();
  private readonly accepting: Command<[BidId], Bid | null>;
  /** The rejections sent and not yet answered, each one on its own. */
  private rejecting: ReadonlyMap<BidId, Command<[BidId], Bid | null>> = new Map();

  // What is new.
  /** The ids shown before this visit; null until known (the first look at this load). */
  private seenBefore: ReadonlySet<BidId> | null = null;
  /**
   * The last arrival, for the polite live region: its words and a number that grows with each
   * arrival, so the same words said twice are still announced twice.
   */
  arrival: { readonly text: string; readonly seq: number } | null = null;

  // Parts the screen could do without.
  readonly priceCheck: LoadPriceCheck;
  readonly comparison = new BidComparison();
  readonly alerts: NewBidAlerts;
  /** Reads on live hints, else on the 30 s timer; says when live updates are paused. */
  readonly liveRefresh: LiveRefresh;
  private readonly refresher: RefreshTimer;
  /** Between `start` and `stop`: the screen shows. */
  private showing = false;
  /** The screen was left: a rejection answered after that needs no list read for it. */
  private left = false;
  private stopWatching: (() => void) | null = null;

  constructor(private readonly deps: BidsPresenterDeps) {
    this.summary = new Query({
      // Through the details call, not the active loads: the summary still shows a load that an
      // accept has just assigned.
      fetch: (loadId, signal) => deps.loads.details(loadId, signal),
      errorMessage: (error) => errorMessage('loadDetails', error),
    });
    this.list = new Query({
      // The first cards show as soon as the first page is read. A refresh of a list already whole
      // shows its answer whole: in parts, the list would shrink to its first page and grow again.
      fetch: (loadId, signal, show) => {
        const confirmedBefore = confirmedMarks(this.marks);
        const whole = this.list.data?.done === true;
        return inParts(
          bidsRead(deps.listBids.execute(loadId, signal), confirmedBefore),
          whole ? ignorePart : show,
        );
      },
      errorMessage: (error) => errorMessage('bids', error),
    });
    this.accepting = new Command({
      execute: (bidId) => deps.acceptBid.execute(bidId),
      errorMessage: (error) => errorMessage('acceptBid', error),
    });
    this.waiting = new WaitingRejections(deps.timers, (bid) => void this.sendRejection(bid));
    this.priceCheck = new LoadPriceCheck(deps.checkLoadPrice);
    this.alerts = new NewBidAlerts(deps.notifier, deps.alertSetting, deps.session, deps.visibility);
    this.refresher = new RefreshTimer({
      timers: deps.timers,
      visibility: deps.visibility,
      everyMs: BIDS_REFRESH_MS,
      tick: () => void this.refreshAll(),
    });
    this.liveRefresh = new LiveRefresh({
      live: deps.live,
      timers: deps.timers,
      refresher: this.refresher,
      read: () => void this.refreshAll(),
    });
    makeAutoObservable<
      this,
      | 'deps'
      | 'marks'
      | 'accepting'
      | 'rejecting'
      | 'seenBefore'
      | 'refresher'
      | 'showing'
      | 'left'
      | 'stopWatching'
    >(
      this,
      {
        deps: false,
        summary: false,
        list: false,
        waiting: false,
        accepting: false,
        priceCheck: false,
        comparison: false,
        alerts: false,
        liveRefresh: false,
        refresher: false,
        showing: false,
        left: false,
        stopWatching: false,
        // Replaced whole, never changed in place: no need to watch inside them.
        marks: observableRef,
        rejecting: observableRef,
        seenBefore: observableRef,
        navigateState: observableRef,
        arrival: observableRef,
      },
      { autoBind: true },
    );
  }

  /**
   * The screen shows: hints for its load, the timer unless live, the alerts as the user left them
   * (on, the bids are also read every 60 s while the page is hidden). The disposer stops it all.
   */
  start(): () => void {
    this.showing = true;
    this.left = false;
    this.alerts.start();
    this.liveRefresh.listenTo(this.topic);
    this.stopWatching ??= watchAll([
      // Another tab or app in front: the shipper has moved on, so waiting rejections go now.
      this.deps.visibility.subscribe((visible) => {
        if (!visible) this.sendWaiting();
      }),
      reaction(
        () => this.alerts.on,
        (on) => this.refresher.setHiddenInterval(on ? HIDDEN_REFRESH_MS : null),
        { fireImmediately: true },
      ),
    ]);
    return this.stop;
  }

  /**
   * Leaving the screen: the waiting rejections sent, no more reads, the requests on their way
   * aborted, alerts closed.
   */
  stop(): void {
    this.sendWaiting();
    this.showing = false;
    this.left = true;
    this.stopWatching?.();
    this.stopWatching = null;
    this.liveRefresh.stop();
    this.list.cancel();
    this.summary.cancel();
    this.priceCheck.cancel();
    this.alerts.dismiss();
  }

  /**
   * The load chosen in the address; null when there is no valid selection. Nothing of the last
   * load stays: its waiting rejections are sent, and the answers still on their way are dropped.
   */
  select(loadId: LoadId | null): void {
    if (loadId === this.loadId && (loadId === null || this.list.status.kind !== 'idle')) return;
    this.sendWaiting();
    this.loadId = loadId;
    this.summary.reset();
    this.list.reset();
    this.tab = 'available';
    this.page = 1;
    this.marks = new Map();
    this.accepting.abandon();
    for (const rejection of this.rejecting.values()) rejection.abandon();
    this.rejecting = new Map();
    this.confirmingId = null;
    this.decidingId = null;
    this.announcement = '';
    this.arrival = null;
    this.seenBefore = loadId === null ? null : this.deps.seen.seenFor(loadId);
    this.priceCheck.reset();
    this.comparison.reset();
    this.alerts.dismiss();
    if (this.showing) this.liveRefresh.listenTo(this.topic);
    if (loadId !== null) void this.refreshAll();
  }

  get hasSelection(): boolean {
    return this.loadId !== null;
  }

  /** The screen's title, counting the bids marked New: '(3) Select a Bid'. */
  get title(): string {
    const count = this.loadId === null ? 0 : this.newIds.size;
    return count > 0 ? `(${count}) ${SCREEN_TITLE}` : SCREEN_TITLE;
  }

  // Reading.

  /** Reads the bids and the Job Summary again (the timer's tick, a hint). */
  async refreshAll(): Promise<void> {
    await Promise.all([this.refresh(), this.refreshSummary()]);
  }

  /**
   * Reads the bids again, aborting a read on its way. What is then listed has been seen, compared
   * bids no longer open leave the comparison, and the bids that arrived are announced and may
   * raise notifications.
   */
  async refresh(): Promise<void> {
    const loadId = this.loadId;
    if (loadId === null) return;
    this.liveRefresh.ran();
    const newBefore = this.newIds;
    // The first read of a visit shows what was there; only later reads bring arrivals.
    const wasListed = this.list.loaded;
    await this.list.run(loadId);
    if (!this.list.loaded || this.loadId !== loadId) return;
    this.noteShown(loadId);
    // Once a bid is accepted there is nothing left to choose between: the comparison ends.
    if (this.biddingClosed) this.comparison.reset();
    else this.comparison.keepOpenBids(this.shownBids);
    const arrived = this.shownBids.filter(
      (b) => b.id !== null && this.newIds.has(b.id) && !newBefore.has(b.id),
    );
    if (wasListed && arrived.length > 0) this.announceArrival(arrived.length);
    this.alerts.announce(arrived, this.load?.loadNo ?? null);
  }

  /** '1 new bid', said once more even when the text is the same as the last. */
  private announceArrival(count: number): void {
    this.arrival = { text: newBidsText(count), seq: (this.arrival?.seq ?? 0) + 1 };
  }

  /** Reads the Job Summary again; the first time it arrives, the load's price is checked. */
  async refreshSummary(): Promise<void> {
    const loadId = this.loadId;
    if (loadId === null) return;
    await this.summary.run(loadId);
    const load = this.load;
    if (load && this.loadId === loadId) await this.priceCheck.checkFor(load);
  }

  // The Job Summary.

  get load(): Load | null {
    return this.summary.data ?? null;
  }

  get statusPill(): StatusPill | null {
    return this.load ? statusPillOf(this.load) : null;
  }

  /** Bidding is over once a bid is accepted (a load takes one) or the load is closed. */
  get biddingClosed(): boolean {
    const closed = this.load !== null && !isOpenForBids(this.load);
    return closed || this.shownBids.some((b) => b.status === 'accepted');
  }

  // The bids, as listed.

  /** The bids as the server last listed them. */
  get serverBids(): readonly ListedBid[] {
    return this.list.data?.bids ?? [];
  }

  /** The bids as shown: the server's, with the decisions it could not know of yet on top. */
  get shownBids(): ListedBid[] {
    const read = this.list.data;
    return read
      ? applyMarks(read.bids, marksAfterServerData(this.marks, read.confirmedBefore))
      : [];
  }

  get availableCount(): number {
    return bidsInTab(this.shownBids, 'available').length;
  }

  get rejectedCount(): number {
    return bidsInTab(this.shownBids, 'rejected').length;
  }

  get currentPage(): Page<ListedBid> {
    return bidPage(this.shownBids, this.tab, this.sort, this.page, BID_PAGE_SIZE);
  }

  /** 'Showing 1-10 of 14 bids'. */
  get showingText(): string {
    return showingText(this.currentPage.meta);
  }

  get pageNumbers(): number[] {
    const { currentPage, lastPage } = this.currentPage.meta;
    return slidingPageWindow(currentPage, lastPage, BID_PAGE_WINDOW);
  }

  /** The keys of the bids marked 'Best price' and 'Top rated'. */
  get highlights(): { bestPriceKey: string | null; topRatedKey: string | null } {
    const { bestPrice, topRated } = bidHighlights(this.shownBids);
    return { bestPriceKey: bestPrice?.key ?? null, topRatedKey: topRated?.key ?? null };
  }

  /** The bids still open to a decision: the price bars run from the lowest to the highest. */
  get openBids(): ListedBid[] {
    return this.shownBids.filter(isOpen);
  }

  /** Where an open bid's price sits among the open bids, shown on its card and in the comparison. */
  priceBarOf(bid: Bid): PriceBar | null {
    return this.priceCheck.barOf(bid, this.openBids);
  }

  /** The compared bids as listed now, in the order ticked. */
  get comparedBids(): ListedBid[] {
    return this.comparison.bidsIn(this.shownBids);
  }

  // Another tab, sort or page: a waiting rejection is sent before its bid moves out of view.

  setTab(tab: BidTab): void {
    this.sendWaiting();
    this.tab = tab;
    this.page = 1;
  }

  setSort(sort: BidSort): void {
    this.sendWaiting();
    this.sort = sort;
    this.page = 1;
  }

  goToPage(page: number): void {
    const { lastPage } = this.currentPage.meta;
    this.sendWaiting();
    this.page = Math.min(Math.max(1, Math.trunc(page)), lastPage);
  }

  // What is new: the open bids not shown before this visit. The first look at a load's bids has
  // nothing to compare with, so it shows every bid as seen. A bid whose rejection waits out its
  // Undo reads as rejected already.

  get newIds(): ReadonlySet<BidId> {
    const undecided = this.shownBids.filter((b) => b.id === null || !this.waiting.has(b.id));
    return newBidIds(undecided, this.seenBefore);
  }

  isNew(bid: Bid): boolean {
    return bid.id !== null && this.newIds.has(bid.id);
  }

  // Deciding.

  get confirming(): Bid | null {
    const id = this.confirmingId;
    return id === null ? null : (this.shownBids.find((b) => b.id === id) ?? null);
  }

  /** The rejections sent and not yet answered. */
  get sendingIds(): ReadonlySet<BidId> {
    return new Set([...this.rejecting].filter(([, c]) => c.pending).map(([id]) => id));
  }

  /** A bid the server sent without an id cannot be named in an accept or reject: never offered. */
  canDecide(bid: Bid): bid is DecidableBid {
    return (
      bid.id !== null &&
      isOpen(bid) &&
      !this.biddingClosed &&
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
    const bid = this.shownBids.find((b) => b.id === bidId);
    if (!bid || !this.canDecide(bid)) return;
    this.sendWaiting();
    this.confirmingId = bidId;
  }

  cancelAccept(): void {
    if (this.decidingId === null) this.confirmingId = null;
  }

  /**
   * Accepts the bid being confirmed: marked at once, then the server asked and the list read
   * again. Once that went through, a message names the bidder and the price and says where the
   * trip is, and the trips open (if the shipper is still here). A failure is never silent: the
   * mark goes back and 'Failed to accept bid' (or the server's words) shows.
   */
  async confirmAccept(): Promise<void> {
    const bid = this.confirming;
    if (!bid || !this.canDecide(bid)) return;
    this.decidingId = bid.id;
    this.announcement = '';
    this.mark(bid.id, 'accepted');
    const outcome = await this.accepting.run(bid.id);
    if (outcome.kind === 'dropped') return;
    if (outcome.kind !== 'done') {
      this.dropMark(bid.id);
      this.closeDecision();
      if (outcome.kind === 'failed') {
        this.deps.toasts.error(outcome.message);
        // An accept whose answer was lost may still have been taken: the list says which.
        void this.refresh();
      }
      return;
    }
    this.confirmed(bid.id, outcome.value);
    await this.refresh();
    if (this.decidingId !== bid.id) return;
    this.closeDecision();
    this.accepted(bid);
  }

  /** No bid is being confirmed or decided any more. */
  private closeDecision(): void {
    this.decidingId = null;
    this.confirmingId = null;
  }

  /** Rejects the bid once its Undo has had its time (or the shipper moves on first). */
  reject(bidId: BidId): void {
    const bid = this.shownBids.find((b) => b.id === bidId);
    if (!bid || !this.canDecide(bid)) return;
    this.keptOpenId = null;
    this.waiting.add(bid);
    this.announcement = `Bid from ${bid.bidder.name} rejected.`;
  }

  /** Takes a waiting rejection back: the bid stays open and nothing is sent. */
  undoReject(bidId: BidId): void {
    const bid = this.waiting.undo(bidId);
    if (!bid) return;
    this.keptOpenId = bidId;
    this.announcement = `Bid from ${bid.bidder.name} kept open.`;
  }

  /** Sends the waiting rejections now: the shipper left them, the list or the page. */
  sendWaiting(): void {
    this.keptOpenId = null;
    this.waiting.sendAll();
  }

  navigated(): void {
    this.navigateTo = null;
    this.navigateState = null;
  }

  /** Sends one rejection; the bid shows Rejected meanwhile, and goes back should it fail. */
  private async sendRejection(bid: DecidableBid): Promise<void> {
    const rejection = new Command({
      execute: (bidId: BidId) => this.deps.rejectBid.execute(bidId),
      errorMessage: (error) => errorMessage('rejectBid', error),
    });
    this.rejecting = new Map(this.rejecting).set(bid.id, rejection);
    this.mark(bid.id, 'rejected');
    const outcome = await rejection.run(bid.id);
    if (this.rejecting.get(bid.id) !== rejection) return;
    if (outcome.kind === 'done') {
      this.confirmed(bid.id, outcome.value);
      if (!this.left) await this.refresh();
    } else {
      this.dropMark(bid.id);
      if (outcome.kind === 'failed') this.deps.toasts.error(outcome.message);
    }
    this.forgetRejection(bid.id);
  }

  private forgetRejection(bidId: BidId): void {
    const rejecting = new Map(this.rejecting);
    rejecting.delete(bidId);
    this.rejecting = rejecting;
  }

  private mark(bidId: BidId, decision: BidDecision): void {
    const at = this.deps.clock.now().toISOString();
    this.marks = new Map(this.marks).set(bidId, { decision, at, confirmed: false });
  }

  private dropMark(bidId: BidId): void {
    const marks = new Map(this.marks);
    marks.delete(bidId);
    this.marks = marks;
  }

  /**
   * The server took the decision. Its own copy of the bid, when it sends one, replaces the mark at
   * once; otherwise the mark stays until a list read from now on says what became of the bid.
   */
  private confirmed(bidId: BidId, updated: Bid | null): void {
    const read = this.list.data;
    if (updated && updated.id === bidId && read) {
      const bids = read.bids.map((b) => (b.id === bidId ? { ...updated, key: b.key } : b));
      this.list.data = { ...read, bids };
      this.dropMark(bidId);
      return;
    }
    const mark = this.marks.get(bidId);
    if (mark) this.marks = new Map(this.marks).set(bidId, { ...mark, confirmed: true });
  }

  private accepted(bid: Bid): void {
    const price = formatMoney(bid.amount, bid.currencySymbol);
    this.deps.toasts.success(
      `Bid from ${bid.bidder.name} accepted for ${price}. The trip is now under Upcoming in My Trips.`,
    );
    if (!this.showing) return;
    this.navigateTo = AFTER_ACCEPT_PATH;
    this.navigateState = bid.id === null ? null : { justBookedBidId: bid.id };
  }

  /** The bids listed now have been shown: the first look at a load is what later ones compare to. */
  private noteShown(loadId: LoadId): void {
    const ids = bidIds(this.serverBids);
    if (!this.seenBefore) this.seenBefore = new Set(ids);
    this.deps.seen.markSeen(loadId, ids);
  }

  private get topic() {
    return this.loadId === null ? null : ({ kind: 'bids', loadId: this.loadId } as const);
  }
}

/** The pages of bids read so far, keyed, with the decisions confirmed before the read. */
async function* bidsRead(
  parts: AsyncIterable<PagesRead<Bid>>,
  confirmedBefore: ReadonlySet<LocalMark>,
): AsyncGenerator<BidsRead> {
  for await (const { items, done } of parts) {
    yield { bids: withListKeys(items), confirmedBefore, done };
  }
}

function ignorePart(): void {}

/** One disposer for several. */
function watchAll(disposers: readonly (() => void)[]): () => void {
  return () => disposers.forEach((dispose) => dispose());
}
