import type { Bid, BidId } from '../../domain/bid/bid';
import type { LoadId } from '../../domain/load/load';
import type { Page } from '../../domain/shared/pagination';
import { portKey } from './port-key';

export interface BidPageQuery {
  readonly page: number;
  /** 10 by default. */
  readonly perPage?: number;
  /** Abandons the request (a newer refresh replaced it, or the screen was left). */
  readonly signal: AbortSignal;
}

/** A load's bids, and accepting or rejecting one. Used by Bids and Bid History. */
export interface BidRepository {
  list(loadId: LoadId, query: BidPageQuery): Promise<Page<Bid>>;
  /** Resolves to the server's updated bid when it sends one (it overrides local marks). */
  accept(bidId: BidId, note: string): Promise<Bid | null>;
  reject(bidId: BidId, note: string): Promise<Bid | null>;
}

export const BID_PAGE_SIZE = 10;
/** The notes an accept and a reject carry when the shipper writes none. */
export const DEFAULT_ACCEPT_NOTE = 'Proceed';
export const DEFAULT_REJECT_NOTE = 'Too high for this route';

export const BidRepository = portKey<BidRepository>('BidRepository');
