import type { Bid } from '../../domain/bid/bid';
import type { LoadId } from '../../domain/load/load';
import { BID_PAGE_SIZE, type BidRepository } from '../ports/bid-repository.port';
import { readAllPages } from '../shared/read-all-pages';

/** At most this many pages (200 bids at 10 a page) are read for one load. */
export const MAX_BID_PAGES = 20;

/**
 * Every bid of a load, read page by page at 10 a page (GET loads/{id}/bids), so the screen can
 * count Available and Rejected bids and page each tab itself. `signal` stops a read a newer
 * refresh replaced.
 */
export class ListBids {
  constructor(private readonly bids: BidRepository) {}

  async execute(loadId: LoadId, signal: AbortSignal): Promise<readonly Bid[]> {
    const { items } = await readAllPages(
      (page) => this.bids.list(loadId, { page, perPage: BID_PAGE_SIZE, signal }),
      { maxPages: MAX_BID_PAGES, parallel: 4, signal },
    );
    return items;
  }
}
