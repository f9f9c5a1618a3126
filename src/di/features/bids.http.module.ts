import { HttpBidRepository } from '../../infrastructure/http/bids/http-bid-repository';
import { httpAdapters } from '../modules/shared-http.module';
import { BidRepository } from '../../application/ports/bid-repository.port';

/** The bid repository over the API (Bid History reads it too). */
export default httpAdapters((adapter) => {
  adapter(BidRepository, (http) => new HttpBidRepository(http));
});
