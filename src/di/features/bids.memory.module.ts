import { InMemoryBidRepository } from '../../infrastructure/memory/bids/in-memory-bid-repository';
import { memoryAdapters } from '../modules/shared-memory.module';
import { BidRepositoryToken } from '../tokens';

/** The bid repository over the demo marketplace (Bid History reads it too). */
export default memoryAdapters((adapter) => {
  adapter(BidRepositoryToken, (gateway) => new InMemoryBidRepository(gateway));
});
