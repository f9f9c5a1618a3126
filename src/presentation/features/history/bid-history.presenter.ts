import { makeAutoObservable, runInAction } from 'mobx';
import type { GetLoadDetails } from '../../../application/history/get-load-details.use-case';
import type { ListLoadBids } from '../../../application/history/list-load-bids.use-case';
import { bidderKind, type Bid, type BidderKind, type BidStatus } from '../../../domain/bid/bid';
import { bidHistoryBadge } from '../../../domain/load/history-filters';
import type { Load, LoadId } from '../../../domain/load/load';
import type { StatusBadge } from '../../../domain/load/status-badge';
import { formatInstant } from '../../../domain/shared/date-time';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import { formatMoney } from '../../../domain/shared/money';
import type { PageMeta } from '../../../domain/shared/pagination';
import { listKey } from '../../../domain/shared/record-key';
import {
  IDLE,
  LOADING,
  SUCCEEDED,
  failed,
  type RequestStatus,
} from '../../../domain/shared/request-status';
import { truncate } from '../../../domain/shared/text';
import { loadIdOf } from './load-details.presenter';

/** Spec §9: addresses in the bid history header are cut to 25 characters. */
export const BID_HISTORY_ADDRESS_LENGTH = 25;

export interface BidHistoryHeader {
  readonly jobId: string;
  readonly from: string;
  readonly to: string;
  readonly fullRoute: string;
  /** Spec §4: an empty job status shows Assigned. */
  readonly badge: StatusBadge;
}

export interface BidHistoryRow {
  /** Its list key: a bid without a server id is still its own row. */
  readonly key: string;
  readonly bidder: string;
  readonly kind: BidderKind;
  readonly amount: string;
  readonly status: StatusBadge;
  readonly placedAt: string;
  /** "4.52 (120 ratings)" or 'No ratings yet'. */
  readonly rating: string;
  readonly vehicle: string | null;
  readonly note: string | null;
}

const BID_BADGES: Record<BidStatus, StatusBadge> = {
  pending: { label: 'Pending', tone: 'warning' },
  accepted: { label: 'Accepted', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'error' },
};

export function bidHistoryRowOf(bid: Bid, key: string): BidHistoryRow {
  return {
    key,
    bidder: bid.bidder.name || 'Unnamed bidder',
    kind: bidderKind(bid.bidder.roleId),
    amount: formatMoney(bid.amount, bid.currencySymbol),
    status: BID_BADGES[bid.status],
    placedAt: bid.placedAt ? formatInstant(bid.placedAt) : '—',
    rating:
      bid.rating.count > 0
        ? `${bid.rating.avg.toFixed(2)} (${bid.rating.count} ${bid.rating.count === 1 ? 'rating' : 'ratings'})`
        : 'No ratings yet',
    vehicle: bid.vehicleName,
    note: bid.note,
  };
}

/** Bid History (spec §2.1 /history/{id}/bids; decisions Q1): the load's real bids, read-only. */
export class BidHistoryPresenter {
  loadId: LoadId | null = null;
  loadRequest: RequestStatus = IDLE;
  load: Load | null = null;
  bidsRequest: RequestStatus = IDLE;
  bids: readonly Bid[] = [];
  meta: PageMeta | null = null;
  page = 1;
  private loadTicket = 0;
  private bidsTicket = 0;

  constructor(
    private readonly getDetails: GetLoadDetails,
    private readonly listBids: ListLoadBids,
  ) {
    makeAutoObservable<this, 'getDetails' | 'listBids' | 'loadTicket' | 'bidsTicket'>(
      this,
      { getDetails: false, listBids: false, loadTicket: false, bidsTicket: false },
      { autoBind: true },
    );
  }

  /** Shows the load of the route parameter; the same id again does nothing (StrictMode-safe). */
  open(rawId: string | undefined): () => void {
    const id = loadIdOf(rawId);
    if (id === null || id !== this.loadId || this.loadRequest.kind === 'idle') {
      this.loadId = id;
      this.page = 1;
      void this.fetchLoad();
      if (id !== null) void this.fetchBids();
    }
    return this.close;
  }

  close(): void {
    this.loadTicket += 1;
    this.bidsTicket += 1;
    this.loadRequest = IDLE;
  }

  goToPage(page: number): void {
    this.page = Math.max(1, Math.floor(page));
    void this.fetchBids();
  }

  retry(): void {
    if (this.loadRequest.kind === 'failed') void this.fetchLoad();
    if (this.bidsRequest.kind === 'failed') void this.fetchBids();
  }

  get header(): BidHistoryHeader | null {
    const load = this.load;
    if (!load) return null;
    return {
      jobId: load.displayId || load.loadNo,
      from: truncate(load.pickupAddress, BID_HISTORY_ADDRESS_LENGTH),
      to: truncate(load.deliveryAddress, BID_HISTORY_ADDRESS_LENGTH),
      fullRoute: `${load.pickupAddress} to ${load.deliveryAddress}`,
      badge: bidHistoryBadge(load.jobStatus),
    };
  }

  get rows(): readonly BidHistoryRow[] {
    return this.bids.map((bid, index) => bidHistoryRowOf(bid, listKey(bid.id, index)));
  }

  get isEmpty(): boolean {
    return this.bidsRequest.kind === 'succeeded' && this.bids.length === 0;
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

  get loadError(): string | null {
    return this.loadRequest.kind === 'failed' ? this.loadRequest.message : null;
  }

  get bidsError(): string | null {
    return this.bidsRequest.kind === 'failed' ? this.bidsRequest.message : null;
  }

  private async fetchLoad(): Promise<void> {
    const ticket = ++this.loadTicket;
    this.loadRequest = LOADING;
    this.load = null;
    try {
      const load = await this.getDetails.execute(this.loadId ?? 0);
      runInAction(() => {
        if (ticket !== this.loadTicket) return;
        this.load = load;
        this.loadRequest = SUCCEEDED;
      });
    } catch (error) {
      runInAction(() => {
        if (ticket !== this.loadTicket) return;
        this.loadRequest = failed(errorMessage('loadDetails', error));
      });
    }
  }

  private async fetchBids(): Promise<void> {
    const ticket = ++this.bidsTicket;
    this.bidsRequest = LOADING;
    try {
      const page = await this.listBids.execute(this.loadId ?? 0, this.page);
      runInAction(() => {
        if (ticket !== this.bidsTicket) return;
        this.bids = page.items;
        this.meta = page.meta;
        this.page = page.meta.currentPage;
        this.bidsRequest = SUCCEEDED;
      });
    } catch (error) {
      runInAction(() => {
        if (ticket !== this.bidsTicket) return;
        this.bids = [];
        this.meta = null;
        this.bidsRequest = failed(errorMessage('bids', error));
      });
    }
  }
}
