import type { Bid } from '../../domain/bid/bid';
import type { LoadId } from '../../domain/load/load';
import { uniqueById } from '../../domain/shared/record-key';
import { BID_PAGE_SIZE, type BidRepository } from '../ports/bid-repository.port';

/** At most this many pages (200 bids at the spec's 10 a page) are read for one load. */
export const MAX_BID_PAGES = 20;

/**
 * Every bid of a load, read page by page at the spec's 10 a page (spec §7 loads/{id}/bids), so
 * the screen can count Available and Rejected bids and page each tab itself. A bid that moved
 * between pages while reading is kept once.
 */
export class ListBids {
  constructor(private readonly bids: BidRepository) {}

  async execute(loadId: LoadId): Promise<readonly Bid[]> {
    const first = await this.bids.list(loadId, { page: 1, perPage: BID_PAGE_SIZE });
    const lastPage = Math.min(first.meta.lastPage, MAX_BID_PAGES);
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, lastPage - 1) }, (_, i) =>
        this.bids.list(loadId, { page: i + 2, perPage: BID_PAGE_SIZE }),
      ),
    );
    return uniqueById([first, ...rest].flatMap((page) => page.items));
  }
}
