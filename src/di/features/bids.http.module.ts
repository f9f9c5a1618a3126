import { HttpBidRepository } from '../../infrastructure/http/bids/http-bid-repository';
import { httpAdapters } from '../modules/adapter-sets';
import { BidRepository } from '../../application/ports/bid-repository.port';

/** The bid repository over the API (Bid History reads it too). */
export default httpAdapters((adapter) => {
  adapter(BidRepository, (http) => new HttpBidRepository(http));
});
