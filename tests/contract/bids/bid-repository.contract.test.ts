import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpBidRepository } from '../../../src/infrastructure/http/bids/http-bid-repository';
import { InMemoryBidRepository } from '../../../src/infrastructure/memory/bids/in-memory-bid-repository';
import { describeBidRepositoryContract } from './bid-repository.contract';
import type { BidsDemoBackend } from './bids-demo-backend';
import { API, bidsHandlers } from './bids-msw-backend';

let current: BidsDemoBackend | null = null;
const server = setupServer(
  ...bidsHandlers(() => {
    if (!current) throw new Error('no backend');
    return current;
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describeBidRepositoryContract('in-memory', (backend) => ({
  repo: new InMemoryBidRepository(backend.gateway),
  backend,
}));

describeBidRepositoryContract('HTTP over MSW', (backend) => {
  current = backend;
  return { repo: new HttpBidRepository(createHttpClient(API, backend.session)), backend };
});
