import { makeAutoObservable } from 'mobx';
import type { GetLoadDetails } from '../../../application/history/get-load-details.use-case';
import type { ListLoadBids } from '../../../application/history/list-load-bids.use-case';
import type { Bid } from '../../../domain/bid/bid';
import type { Load, LoadId } from '../../../domain/load/load';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import type { Page, PageMeta } from '../../../domain/shared/pagination';
import { listKey } from '../../../domain/shared/record-key';
import { Query } from '../../async/query';
import {
  bidHistoryHeaderOf,
  bidHistoryRowOf,
  type BidHistoryHeader,
  type BidHistoryRow,
} from './bid-history-rows';
import { loadIdOf } from './load-details.presenter';

/** A page of a load's bids. */
interface BidsQuery {
  readonly loadId: LoadId;
  readonly page: number;
}

/** Bid History (/history/{id}/bids): the load's real bids, read-only, not samples. */
export class BidHistoryPresenter {
  loadId: LoadId | null = null;
  /** The page asked for; the server's answer says which page it is. */
  requestedPage = 1;
  readonly loadQuery: Query<Load, LoadId | null>;
  readonly bidsQuery: Query<Page<Bid>, BidsQuery>;

  constructor(getDetails: GetLoadDetails, listBids: ListLoadBids) {
    this.loadQuery = new Query({
      fetch: (id, signal) => getDetails.execute(id ?? 0, signal),
      errorMessage: (error) => errorMessage('loadDetails', error),
    });
    this.bidsQuery = new Query({
      fetch: ({ loadId, page }, signal) => listBids.execute(loadId, page, signal),
      errorMessage: (error) => errorMessage('bids', error),
    });
    makeAutoObservable(this, { loadQuery: false, bidsQuery: false }, { autoBind: true });
  }

  /** Shows the load of the route parameter; the same id again does nothing (StrictMode-safe). */
  open(rawId: string | undefined): () => void {
    const id = loadIdOf(rawId);
    if (id === null || id !== this.loadId || this.loadQuery.status.kind === 'idle') {
      this.loadId = id;
      this.requestedPage = 1;
      // Another load's header and bids never show under this one's.
      this.loadQuery.reset();
      this.bidsQuery.reset();
      void this.loadQuery.run(id);
      this.fetchBids();
    }
    return this.close;
  }

  /** Leaving the page: both requests are aborted, and coming back asks again. */
  close(): void {
    this.loadQuery.reset();
    this.bidsQuery.reset();
  }

  goToPage(page: number): void {
    this.requestedPage = Math.max(1, Math.floor(page));
    this.fetchBids();
  }

  retry(): void {
    if (this.loadQuery.error !== null) void this.loadQuery.refresh();
    if (this.bidsQuery.error !== null) this.fetchBids();
  }

  /** The load or a page of its bids is being read. */
  get loading(): boolean {
    return this.loadQuery.loading || this.bidsQuery.loading;
  }

  /** 'Loading bids…' in place of the list: a page is being read and no bid is there to keep. */
  get loadingBidsWithNoRows(): boolean {
    return this.bidsQuery.loading && this.bids.length === 0;
  }

  get load(): Load | null {
    return this.loadQuery.data ?? null;
  }

  /** The page of bids on screen; none once asking for one failed. */
  private get shownPage(): Page<Bid> | null {
    return this.bidsQuery.error === null ? (this.bidsQuery.data ?? null) : null;
  }

  get bids(): readonly Bid[] {
    return this.shownPage?.items ?? [];
  }

  get meta(): PageMeta | null {
    return this.shownPage?.meta ?? null;
  }

  /** The page on screen as the server numbered it; the one asked for while it loads. */
  get page(): number {
    return this.bidsQuery.status.kind === 'succeeded'
      ? (this.meta?.currentPage ?? this.requestedPage)
      : this.requestedPage;
  }

  get header(): BidHistoryHeader | null {
    return this.load ? bidHistoryHeaderOf(this.load) : null;
  }

  get rows(): readonly BidHistoryRow[] {
    return this.bids.map((bid, index) => bidHistoryRowOf(bid, listKey(bid.id, index)));
  }

  get isEmpty(): boolean {
    return this.bidsQuery.status.kind === 'succeeded' && this.bids.length === 0;
  }

  get lastPage(): number {
    return this.meta?.lastPage ?? 1;
  }

  /** "Showing 1-10 of 14 bids". */
  get rangeText(): string {
    const meta = this.meta;
    if (!meta || meta.total === 0) return '';
    return `Showing ${meta.from}-${meta.to} of ${meta.total} ${meta.total === 1 ? 'bid' : 'bids'}`;
  }

  /** A route id that cannot be a load's has no bids to ask for. */
  private fetchBids(): void {
    if (this.loadId === null) return;
    // The bids a failed request replaced do not come back while the next one runs.
    if (this.bidsQuery.error !== null) this.bidsQuery.reset();
    void this.bidsQuery.run({ loadId: this.loadId, page: this.requestedPage });
  }
}
