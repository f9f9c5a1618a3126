import { HttpBidRepository } from '../../infrastructure/http/bids/http-bid-repository';
import { httpAdapters } from '../modules/shared-http.module';
import { BidRepositoryToken } from '../tokens';

/** The bid repository over the API (Bid History reads it too). */
export default httpAdapters((adapter) => {
  adapter(BidRepositoryToken, (http) => new HttpBidRepository(http));
});
