import { InMemoryBidRepository } from '../../infrastructure/memory/bids/in-memory-bid-repository';
import { memoryAdapters } from '../modules/adapter-sets';
import { BidRepository } from '../../application/ports/bid-repository.port';

/** The bid repository over the demo marketplace (Bid History reads it too). */
export default memoryAdapters((adapter) => {
  adapter(BidRepository, (gateway) => new InMemoryBidRepository(gateway));
});
