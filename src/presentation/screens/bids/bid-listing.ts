import { makeAutoObservable } from 'mobx';
import type { Bid } from '../../../domain/bid/bid';
import {
  bidHighlights,
  bidPage,
  bidsInTab,
  showingText,
  type BidSort,
  type BidTab,
  type LocalMark,
} from '../../../domain/bid/bid-list';
import type { LoadId } from '../../../domain/load/load';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import { slidingPageWindow, type Page } from '../../../domain/shared/pagination';
import { withListKeys, type Keyed } from '../../../domain/shared/record-key';
import { BID_PAGE_SIZE } from '../../../application/ports/bid-repository.port';
import type { ListBids } from '../../../application/bids/list-bids.use-case';
import { Query } from '../../async/query';
import type { BidMarks } from './bid-marks';

/** The bid pagination shows five page numbers at most, a window that slides with the page. */
export const BID_PAGE_WINDOW = 5;

/** A bid as listed here: keyed, so one without a server id is still its own bid. */
export type ListedBid = Keyed<Bid>;

/** The load's bids as read, with the decisions already confirmed when they were asked for. */
interface BidsRead {
  readonly bids: readonly ListedBid[];
  readonly confirmedBefore: ReadonlySet<LocalMark>;
}

/**
 * The selected load's bids, all of them (the screen counts and pages each tab itself), with the
 * shipper's decisions on top; the Available and Rejected tabs, the sort and the page. A newer read
 * aborts the one on its way; a failed refresh keeps the bids on screen.
 */
export class BidListing {
  tab: BidTab = 'available';
  sort: BidSort = 'newest';
  page = 1;
  readonly query: Query<BidsRead, LoadId>;

  constructor(
    listBids: ListBids,
    private readonly marks: BidMarks,
    /** Called before another tab, sort or page replaces the bids in view. */
    private readonly beforeViewChange: () => void,
  ) {
    this.query = new Query({
      fetch: async (loadId, signal) => {
        const confirmedBefore = marks.confirmedNow();
        const bids = await listBids.execute(loadId, signal);
        return { bids: withListKeys(bids), confirmedBefore };
      },
      errorMessage: (error) => errorMessage('bids', error),
    });
    makeAutoObservable<this, 'marks' | 'beforeViewChange'>(
      this,
      { query: false, marks: false, beforeViewChange: false },
      { autoBind: true },
    );
  }

  read(loadId: LoadId): Promise<void> {
    return this.query.run(loadId);
  }

  cancel(): void {
    this.query.cancel();
  }

  /** Another load: its bids from the first page of Available Bids, in the sort already chosen. */
  reset(): void {
    this.query.reset();
    this.tab = 'available';
    this.page = 1;
  }

  /** The server's own copy of a decided bid, sent with its confirmation, is shown at once. */
  replace(updated: Bid): void {
    const read = this.query.data;
    if (!read || updated.id === null) return;
    const bids = read.bids.map((b) => (b.id === updated.id ? { ...updated, key: b.key } : b));
    this.query.data = { ...read, bids };
  }

  /** The bids as shown: the server's, with the decisions it could not know of yet on top. */
  get bids(): ListedBid[] {
    const read = this.query.data;
    return read ? this.marks.shownOn(read.bids, read.confirmedBefore) : [];
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

  setTab(tab: BidTab): void {
    this.beforeViewChange();
    this.tab = tab;
    this.page = 1;
  }

  setSort(sort: BidSort): void {
    this.beforeViewChange();
    this.sort = sort;
    this.page = 1;
  }

  goToPage(page: number): void {
    const { lastPage } = this.currentPage.meta;
    this.beforeViewChange();
    this.page = Math.min(Math.max(1, Math.trunc(page)), lastPage);
  }
}
