import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpBidRepository } from '../../../src/infrastructure/http/bids/http-bid-repository';
import { InMemoryBidRepository } from '../../../src/infrastructure/memory/bids/in-memory-bid-repository';
import { describeBidRepositoryContract } from './bid-repository.contract';
import { localApiPerTest } from '../../support/local-api';

const serve = localApiPerTest();

describeBidRepositoryContract('in-memory', (backend) => ({
  repo: new InMemoryBidRepository(backend.gateway),
  backend,
}));

describeBidRepositoryContract('HTTP over the local API', async (backend) => {
  const api = await serve(backend);
  return {
    repo: new HttpBidRepository(createHttpClient(api.apiBaseUrl, backend.session)),
    backend,
  };
});
