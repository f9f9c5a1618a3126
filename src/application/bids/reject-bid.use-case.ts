import type { Bid, BidId } from '../../domain/bid/bid';
import { DEFAULT_REJECT_NOTE, type BidRepository } from '../ports/bid-repository.port';

/**
 * Rejects a bid, with the note 'Too high for this route' when none is given; the server's bid
 * when it sends one.
 */
export class RejectBid {
  constructor(private readonly bids: BidRepository) {}

  execute(bidId: BidId, note: string = DEFAULT_REJECT_NOTE): Promise<Bid | null> {
    return this.bids.reject(bidId, note.trim() || DEFAULT_REJECT_NOTE);
  }
}
