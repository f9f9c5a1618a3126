import type { Bid, BidId } from '../../domain/bid/bid';
import { DEFAULT_REJECT_NOTE, type BidRepository } from '../ports/bid-repository.port';

/**
 * Spec §7 bids/{id}/reject with the default note 'Too high for this route'; the server's bid when
 * it sends one.
 */
export class RejectBid {
  constructor(private readonly bids: BidRepository) {}

  execute(bidId: BidId, note: string = DEFAULT_REJECT_NOTE): Promise<Bid | null> {
    return this.bids.reject(bidId, note.trim() || DEFAULT_REJECT_NOTE);
  }
}
