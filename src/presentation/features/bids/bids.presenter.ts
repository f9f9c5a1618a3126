import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Bid, BidId } from '../../../domain/bid/bid';
import {
  applyMarks,
  bidHighlights,
  bidIds,
  bidPage,
  bidsInTab,
  isOpen,
  marksAfterServerData,
  newBidIds,
  showingText,
  type BidDecision,
  type BidSort,
  type BidTab,
  type LocalMark,
} from '../../../domain/bid/bid-list';
import type { Load, LoadId } from '../../../domain/load/load';
import { statusBadge, type StatusTone } from '../../../domain/load/status-badge';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import { withListKeys, type Keyed } from '../../../domain/shared/record-key';
import { slidingPageWindow, type Page } from '../../../domain/shared/pagination';
import {
  IDLE,
  LOADING,
  SUCCEEDED,
  failed,
  type RequestStatus,
} from '../../../domain/shared/request-status';
import { BID_PAGE_SIZE } from '../../../application/ports/bid-repository.port';
import type { Clock } from '../../../application/ports/clock.port';
import type { AcceptBid } from '../../../application/bids/accept-bid.use-case';
import type { GetSelectedLoad } from '../../../application/bids/get-selected-load.use-case';
import type { ListBids } from '../../../application/bids/list-bids.use-case';
import type { RejectBid } from '../../../application/bids/reject-bid.use-case';
import type { ToastStore } from '../../app/toast.store';
import { AutoRefresh, type RefreshEnvironment } from './auto-refresh';
import type { SeenBidsStore } from './seen-bids.store';

/** Spec §2.8 / §9: five page numbers in the bid pagination window. */
export const BID_PAGE_WINDOW = 5;

export interface StatusPill {
  readonly label: string;
  readonly tone: StatusTone;
  /** Bidding is closed (the server's lock icon, or the load is no longer open). */
  readonly locked: boolean;
}

/** A bid as listed here: keyed, so one without a server id is still its own bid. */
export type ListedBid = Keyed<Bid>;

/** Only a bid with a server id can be accepted or rejected. */
type DecidableBid = Bid & { readonly id: BidId };

export interface BidsPresenterDeps {
  readonly listBids: ListBids;
  readonly acceptBid: AcceptBid;
  readonly rejectBid: RejectBid;
  readonly getSelectedLoad: GetSelectedLoad;
  readonly toasts: ToastStore;
  readonly clock: Clock;
  readonly seen: SeenBidsStore;
  readonly refreshEnvironment: RefreshEnvironment;
}

/**
 * Select a Bid (spec §2.8, §4 Bid states; decisions Q15, Q20, S5): the selected load's summary and
 * bids, local accept / reject marks overridden by server data, per-tab paging and sorting, and a
 * 30-second refresh while the page is visible.
 */
export class BidsPresenter {
  loadId: LoadId | null = null;
  load: Load | null = null;
  loadStatus: RequestStatus = IDLE;
  serverBids: readonly ListedBid[] = [];
  bidsStatus: RequestStatus = IDLE;
  /** Whether this selection's bids were fetched at least once. */
  bidsLoaded = false;
  marks: ReadonlyMap<BidId, LocalMark> = new Map();
  tab: BidTab = 'available';
  page = 1;
  sort: BidSort = 'newest';
  newIds: ReadonlySet<BidId> = new Set();
  /** The bid waiting for the shipper's confirmation before it is accepted. */
  confirmingId: BidId | null = null;
  /** The bid whose accept or reject request is in flight (one at a time, decisions S5). */
  decidingId: BidId | null = null;
  /** A short message for screen readers after a decision. */
  announcement = '';

  private readonly deps: BidsPresenterDeps;
  private readonly autoRefresh: AutoRefresh;
  private generation = 0;
  private summarySeq = 0;
  private baseline: ReadonlySet<BidId> | null = null;
  private active = false;

  constructor(deps: BidsPresenterDeps) {
    this.deps = deps;
    this.autoRefresh = new AutoRefresh(deps.refreshEnvironment, () => void this.refreshAll());
    makeAutoObservable<
      this,
      'deps' | 'autoRefresh' | 'generation' | 'summarySeq' | 'baseline' | 'active'
    >(
      this,
      {
        deps: false,
        autoRefresh: false,
        generation: false,
        summarySeq: false,
        baseline: false,
        active: false,
        load: observableRef,
        serverBids: observableRef,
        marks: observableRef,
        newIds: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Starts the visibility-aware refresh timer; the disposer stops it (idempotent). */
  start(): () => void {
    this.active = true;
    this.autoRefresh.start();
    return this.stop;
  }

  stop(): void {
    this.active = false;
    this.autoRefresh.stop();
  }

  /** The load chosen in the address (`/bids?load=ID`); null when there is no valid selection. */
  select(loadId: LoadId | null): void {
    if (loadId === this.loadId && (loadId === null || this.bidsStatus.kind !== 'idle')) return;
    this.generation += 1;
    this.summarySeq += 1;
    this.loadId = loadId;
    this.load = null;
    this.loadStatus = IDLE;
    this.serverBids = [];
    this.bidsStatus = IDLE;
    this.bidsLoaded = false;
    this.marks = new Map();
    this.tab = 'available';
    this.page = 1;
    this.newIds = new Set();
    this.confirmingId = null;
    this.decidingId = null;
    this.announcement = '';
    this.baseline = loadId === null ? null : this.deps.seen.seenFor(loadId);
    if (loadId !== null) void this.refreshAll();
  }

  get hasSelection(): boolean {
    return this.loadId !== null;
  }

  /** The bids as shown: the server's data with the local marks on top. */
  get bids(): ListedBid[] {
    return applyMarks(this.serverBids, this.marks);
  }

  get availableCount(): number {
    return bidsInTab(this.bids, 'available').length;
  }

  get rejectedCount(): number {
    return bidsInTab(this.bids, 'rejected').length;
  }

  get currentPage(): Page<ListedBid> {
    return bidPage(this.bids, this.tab, this.sort, this.page, BID_PAGE_SIZE);
  }

  get visibleBids(): readonly ListedBid[] {
    return this.currentPage.items;
  }

  get showing(): string {
    return showingText(this.currentPage.meta);
  }

  get pageNumbers(): number[] {
    const { currentPage, lastPage } = this.currentPage.meta;
    return slidingPageWindow(currentPage, lastPage, BID_PAGE_WINDOW);
  }

  /** The keys of the bids marked 'Best price' and 'Top rated'. */
  get highlights(): { bestPriceKey: string | null; topRatedKey: string | null } {
    const { bestPrice, topRated } = bidHighlights(this.bids);
    return { bestPriceKey: bestPrice?.key ?? null, topRatedKey: topRated?.key ?? null };
  }

  get initialLoading(): boolean {
    return (
      !this.bidsLoaded && (this.bidsStatus.kind === 'loading' || this.bidsStatus.kind === 'idle')
    );
  }

  get bidsError(): string | null {
    return this.bidsStatus.kind === 'failed' ? this.bidsStatus.message : null;
  }

  get summaryError(): string | null {
    return this.loadStatus.kind === 'failed' ? this.loadStatus.message : null;
  }

  /** Bidding is over once a bid is accepted (one per load, decisions D6) or the load left 'pending'. */
  get biddingClosed(): boolean {
    return (
      this.bids.some((b) => b.status === 'accepted') ||
      (this.load !== null && !loadIsOpen(this.load))
    );
  }

  get statusPill(): StatusPill | null {
    if (!this.load) return null;
    const badge = statusBadge(this.load.status || this.load.jobStatus);
    const icon = this.load.uiStatus?.icon ?? '';
    return {
      label: this.load.uiStatus?.label || badge.label,
      tone: badge.tone,
      locked: /lock/i.test(icon) || !loadIsOpen(this.load),
    };
  }

  get confirming(): Bid | null {
    const id = this.confirmingId;
    return id === null ? null : (this.bids.find((b) => b.id === id) ?? null);
  }

  /** A bid the server sent without an id cannot be named in an accept or reject: never offered. */
  canDecide(bid: Bid): bid is DecidableBid {
    return bid.id !== null && isOpen(bid) && !this.biddingClosed && this.decidingId === null;
  }

  isNew(bid: Bid): boolean {
    return bid.id !== null && this.newIds.has(bid.id);
  }

  setTab(tab: BidTab): void {
    this.tab = tab;
    this.page = 1;
  }

  setSort(sort: BidSort): void {
    this.sort = sort;
    this.page = 1;
  }

  goToPage(page: number): void {
    const { lastPage } = this.currentPage.meta;
    this.page = Math.min(Math.max(1, Math.trunc(page)), lastPage);
  }

  /** Refreshes the bids and the Job Summary (the timer's tick). */
  async refreshAll(): Promise<void> {
    await Promise.all([this.refresh(), this.refreshSummary()]);
  }

  /** Fetches the bids; a newer fetch or another selection wins over this one. */
  async refresh(): Promise<void> {
    const loadId = this.loadId;
    if (loadId === null) return;
    this.generation += 1;
    const generation = this.generation;
    this.bidsStatus = LOADING;
    try {
      const bids = await this.deps.listBids.execute(loadId);
      runInAction(() => {
        if (generation !== this.generation) return;
        this.marks = marksAfterServerData(this.marks, generation);
        this.serverBids = withListKeys(bids);
        this.trackSeen(loadId, bids);
        this.bidsLoaded = true;
        this.bidsStatus = SUCCEEDED;
      });
    } catch (error) {
      runInAction(() => {
        if (generation !== this.generation) return;
        this.bidsStatus = failed(errorMessage('bids', error));
      });
    }
  }

  async refreshSummary(): Promise<void> {
    const loadId = this.loadId;
    if (loadId === null) return;
    this.summarySeq += 1;
    const seq = this.summarySeq;
    if (!this.load) this.loadStatus = LOADING;
    try {
      const load = await this.deps.getSelectedLoad.execute(loadId);
      runInAction(() => {
        if (seq !== this.summarySeq) return;
        this.load = load;
        this.loadStatus = SUCCEEDED;
      });
    } catch (error) {
      runInAction(() => {
        if (seq !== this.summarySeq) return;
        this.loadStatus = failed(errorMessage('loadDetails', error));
      });
    }
  }

  /** Accepting cannot be undone, so it asks first (the dialog names bidder and amount). */
  requestAccept(bidId: BidId): void {
    const bid = this.bids.find((b) => b.id === bidId);
    if (bid && this.canDecide(bid)) this.confirmingId = bidId;
  }

  cancelAccept(): void {
    if (this.decidingId === null) this.confirmingId = null;
  }

  /**
   * Spec §4: marks the bid Accepted (accepted_at), accepts it, refreshes; resolves true when the
   * screen should open /trips. On failure the mark is reverted and the catalogue text shown (Q15).
   */
  async confirmAccept(): Promise<boolean> {
    const bid = this.confirming;
    if (!bid || !this.canDecide(bid)) return false;
    const ok = await this.decide(bid, 'accepted');
    runInAction(() => {
      this.confirmingId = null;
    });
    return ok && this.active;
  }

  /** Spec §4: marks the bid Rejected (rejected_at), rejects it, refreshes; reverted on failure. */
  async reject(bidId: BidId): Promise<void> {
    const bid = this.bids.find((b) => b.id === bidId);
    if (!bid || !this.canDecide(bid)) return;
    const ok = await this.decide(bid, 'rejected');
    if (ok) runInAction(() => (this.announcement = `Bid from ${bid.bidder.name} rejected.`));
  }

  private async decide(bid: DecidableBid, decision: BidDecision): Promise<boolean> {
    const loadId = this.loadId;
    this.decidingId = bid.id;
    this.announcement = '';
    this.setMark(bid.id, { decision, at: this.deps.clock.now().toISOString(), confirmedIn: null });
    try {
      const updated =
        decision === 'accepted'
          ? await this.deps.acceptBid.execute(bid.id)
          : await this.deps.rejectBid.execute(bid.id);
      if (loadId !== this.loadId) return false;
      runInAction(() => this.confirm(bid.id, updated));
    } catch (error) {
      runInAction(() => {
        if (loadId !== this.loadId) return;
        this.dropMark(bid.id);
        this.decidingId = null;
        this.deps.toasts.error(
          errorMessage(decision === 'accepted' ? 'acceptBid' : 'rejectBid', error),
        );
      });
      return false;
    }
    await this.refresh();
    runInAction(() => {
      if (this.decidingId === bid.id) this.decidingId = null;
    });
    return loadId === this.loadId;
  }

  /** The server confirmed: its own bid (when sent) replaces the mark at once. */
  private confirm(bidId: BidId, updated: Bid | null): void {
    if (updated && updated.id === bidId) {
      this.serverBids = this.serverBids.map((b) =>
        b.id === bidId ? { ...updated, key: b.key } : b,
      );
      this.dropMark(bidId);
      return;
    }
    const mark = this.marks.get(bidId);
    if (mark) this.setMark(bidId, { ...mark, confirmedIn: this.generation });
  }

  private setMark(bidId: BidId, mark: LocalMark): void {
    const marks = new Map(this.marks);
    marks.set(bidId, mark);
    this.marks = marks;
  }

  private dropMark(bidId: BidId): void {
    if (!this.marks.has(bidId)) return;
    const marks = new Map(this.marks);
    marks.delete(bidId);
    this.marks = marks;
  }

  /** New = not seen before this visit (the first look of a session shows its bids as seen). */
  private trackSeen(loadId: LoadId, bids: readonly Bid[]): void {
    if (!this.baseline) this.baseline = new Set(bidIds(bids));
    this.newIds = newBidIds(bids, this.baseline);
    this.deps.seen.markSeen(loadId, bidIds(bids));
  }
}

/** A load is open for bids while its status reads as pending (unknown statuses count as pending). */
function loadIsOpen(load: Load): boolean {
  return statusBadge(load.status || load.jobStatus).tone === 'warning';
}
