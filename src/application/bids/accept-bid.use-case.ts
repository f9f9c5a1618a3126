import type { Bid, BidId } from '../../domain/bid/bid';
import { DEFAULT_ACCEPT_NOTE, type BidRepository } from '../ports/bid-repository.port';

/** Accepts a bid, with the note 'Proceed' unless given one; the server's bid when it sends one. */
export class AcceptBid {
  constructor(private readonly bids: BidRepository) {}

  execute(bidId: BidId, note: string = DEFAULT_ACCEPT_NOTE): Promise<Bid | null> {
    return this.bids.accept(bidId, note.trim() || DEFAULT_ACCEPT_NOTE);
  }
}
