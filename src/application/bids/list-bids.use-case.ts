import type { Bid } from '../../domain/bid/bid';
import type { LoadId } from '../../domain/load/load';
import type { BidRepository } from '../ports/bid-repository.port';
import { readPages, type PagesRead } from '../shared/read-all-pages';

/** A read of a load's bids asks for this many at once; the screen still shows 10 a page. */
export const BID_READ_PAGE_SIZE = 50;
/** At most this many bids are read for one load. */
export const MAX_BIDS = 1_000;

/**
 * Every bid of a load, read 50 a page (GET loads/{id}/bids), so the screen can count Available and
 * Rejected bids and page each tab itself. It hands on what it has read after the first page and
 * after each few more, so the first cards show at once. `signal` stops a read a newer refresh
 * replaced.
 */
export class ListBids {
  constructor(private readonly bids: BidRepository) {}

  execute(loadId: LoadId, signal: AbortSignal): AsyncGenerator<PagesRead<Bid>, void, undefined> {
    return readPages((page, perPage) => this.bids.list(loadId, { page, perPage, signal }), {
      perPage: BID_READ_PAGE_SIZE,
      maxItems: MAX_BIDS,
      parallel: 4,
      signal,
    });
  }
}
