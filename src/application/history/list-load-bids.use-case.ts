import type { Bid } from '../../domain/bid/bid';
import type { LoadId } from '../../domain/load/load';
import type { Page } from '../../domain/shared/pagination';
import { BID_PAGE_SIZE, type BidRepository } from '../ports/bid-repository.port';

/** Bid History reads the load's real bids, 10 a page, never sample data. */
export class ListLoadBids {
  constructor(private readonly bids: BidRepository) {}

  execute(loadId: LoadId, page = 1, signal: AbortSignal): Promise<Page<Bid>> {
    return this.bids.list(loadId, {
      page: Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1,
      perPage: BID_PAGE_SIZE,
      signal,
    });
  }
}
