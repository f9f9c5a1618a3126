import { afterEach, describe } from 'vitest';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpBidRepository } from '../../../src/infrastructure/http/bids/http-bid-repository';
import { HttpLoadRepository } from '../../../src/infrastructure/http/http-load-repository';
import { InMemoryBidRepository } from '../../../src/infrastructure/memory/bids/in-memory-bid-repository';
import { InMemoryLoadRepository } from '../../../src/infrastructure/memory/in-memory-load-repository';
import { historyDemoBackend, type HistoryDemoBackend } from './history-demo-backend';
import { historyReadsContract } from './history-reads.contract';
import { localApiPerTest } from '../../support/local-api';

const serve = localApiPerTest();

const backends: HistoryDemoBackend[] = [];
afterEach(() => {
  backends.splice(0).forEach((b) => b.marketplace.dispose());
});

function backend(): HistoryDemoBackend {
  const created = historyDemoBackend();
  backends.push(created);
  return created;
}

describe('history reads: in-memory adapters (demo mode)', () => {
  historyReadsContract(() => {
    const demo = backend();
    return {
      backend: demo,
      adapters: {
        loads: new InMemoryLoadRepository(demo.gateway),
        bids: new InMemoryBidRepository(demo.gateway),
      },
    };
  });
});

describe('history reads: HTTP adapters over the local API', () => {
  historyReadsContract(async () => {
    const demo = backend();
    const api = await serve(demo);
    const client = createHttpClient(api.apiBaseUrl, demo.session);
    return {
      backend: demo,
      adapters: { loads: new HttpLoadRepository(client), bids: new HttpBidRepository(client) },
    };
  });
});
