import { ContainerModule } from 'inversify';
import type { AxiosInstance } from 'axios';
import { HttpBidRepository } from '../../infrastructure/http/bids/http-bid-repository';
import { BidRepositoryToken, HttpClient } from '../tokens';

/** The bid repository over the API (Bid History uses it too). */
export const bidsHttp = new ContainerModule(({ bind }) => {
  bind(BidRepositoryToken)
    .toResolvedValue((http: AxiosInstance) => new HttpBidRepository(http), [HttpClient])
    .inSingletonScope();
});
