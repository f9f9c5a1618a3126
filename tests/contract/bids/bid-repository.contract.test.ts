import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpBidRepository } from '../../../src/infrastructure/http/bids/http-bid-repository';
import { InMemoryBidRepository } from '../../../src/infrastructure/memory/bids/in-memory-bid-repository';
import { describeBidRepositoryContract } from './bid-repository.contract';
import type { BidsDemoBackend } from './bids-demo-backend';
import { API, bidsHandlers } from './bids-msw-backend';
import { setUpMswServer } from '../../support/msw-server';

let current: BidsDemoBackend | null = null;
setUpMswServer(
  ...bidsHandlers(() => {
    if (!current) throw new Error('no backend');
    return current;
  }),
);

describeBidRepositoryContract('in-memory', (backend) => ({
  repo: new InMemoryBidRepository(backend.gateway),
  backend,
}));

describeBidRepositoryContract('HTTP over MSW', (backend) => {
  current = backend;
  return { repo: new HttpBidRepository(createHttpClient(API, backend.session)), backend };
});
