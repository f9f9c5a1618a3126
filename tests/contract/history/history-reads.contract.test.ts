import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { AppError } from '../../../src/domain/shared/app-error';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpBidRepository } from '../../../src/infrastructure/http/bids/http-bid-repository';
import { HttpLoadRepository } from '../../../src/infrastructure/http/http-load-repository';
import { InMemoryBidRepository } from '../../../src/infrastructure/memory/bids/in-memory-bid-repository';
import { InMemoryLoadRepository } from '../../../src/infrastructure/memory/in-memory-load-repository';
import { historyDemoBackend, DANA_TOKEN, type HistoryDemoBackend } from './history-demo-backend';
import { API, historyHandlers, type SeenRequest } from './history-msw-backend';
import { historyReadsContract } from './history-reads.contract';
import { sessionFor } from '../../support/demo-backend';
import { setUpMswServer } from '../../support/msw-server';

const server = setUpMswServer();

const backends: HistoryDemoBackend[] = [];
afterEach(() => {
  backends.splice(0).forEach((b) => b.marketplace.dispose());
});

function httpSet(seen: SeenRequest[] = []) {
  const backend = historyDemoBackend();
  backends.push(backend);
  server.use(...historyHandlers(backend, seen));
  const session = backend.marketplace.read((state) => sessionFor(state, DANA_TOKEN));
  const client = createHttpClient(API, session);
  return {
    backend,
    adapters: { loads: new HttpLoadRepository(client), bids: new HttpBidRepository(client) },
    session,
  };
}

describe('history reads: in-memory adapters (demo mode)', () => {
  historyReadsContract(() => {
    const backend = historyDemoBackend();
    backends.push(backend);
    return {
      backend,
      adapters: {
        loads: new InMemoryLoadRepository(backend.gateway),
        bids: new InMemoryBidRepository(backend.gateway),
      },
    };
  });
});

describe('history reads: HTTP adapters over MSW', () => {
  historyReadsContract(() => httpSet());

  it('loads/list is a form POST of q, page and per_page with the bearer token (spec §7)', async () => {
    const seen: SeenRequest[] = [];
    const { adapters } = httpSet(seen);
    await adapters.loads.search({ q: 'leeds', page: 2, perPage: 10 });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/customer/loads/list',
      authorization: `Bearer ${DANA_TOKEN}`,
      body: { q: 'leeds', page: '2', per_page: '10' },
    });
    expect(seen[0]?.contentType).toContain('application/x-www-form-urlencoded');
  });

  it('loads/detail is a form POST of load_id', async () => {
    const seen: SeenRequest[] = [];
    const { adapters, backend } = httpSet(seen);
    await adapters.loads.details(backend.newestCompletedId);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/customer/loads/detail',
      body: { load_id: String(backend.newestCompletedId) },
    });
    expect(seen[0]?.contentType).toContain('application/x-www-form-urlencoded');
  });

  it('loads/{id}/bids is a GET with per_page and page in the query', async () => {
    const seen: SeenRequest[] = [];
    const { adapters, backend } = httpSet(seen);
    await adapters.bids.list(backend.newestCompletedId, { page: 1, perPage: 10 });
    expect(seen[0]).toMatchObject({
      method: 'GET',
      path: `/loads/${backend.newestCompletedId}/bids`,
      query: { per_page: '10', page: '1' },
    });
  });

  it('reads message.items and message.meta of loads/list, and rejects a body without them', async () => {
    const { adapters } = httpSet();
    server.use(
      http.post(`${API}/customer/loads/list`, () =>
        HttpResponse.json({
          message: {
            items: [{ id: 7, load_no: 'BH-7', status: 'completed' }],
            meta: { current_page: 3, per_page: 10, total: 21, last_page: 3, from: 21, to: 21 },
          },
        }),
      ),
    );
    const page = await adapters.loads.search({ q: '', page: 3, perPage: 10 });
    expect(page.items.map((l) => l.loadNo)).toEqual(['BH-7']);
    expect(page.meta).toEqual({
      currentPage: 3,
      perPage: 10,
      total: 21,
      lastPage: 3,
      from: 21,
      to: 21,
    });

    server.use(http.post(`${API}/customer/loads/list`, () => HttpResponse.json({ data: [] })));
    const error = await adapters.loads
      .search({ q: '', page: 1, perPage: 10 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: 'server' });
  });

  it('passes the server message of a failure on (spec §8: shown when present)', async () => {
    const { adapters } = httpSet();
    server.use(
      http.post(`${API}/customer/loads/list`, () =>
        HttpResponse.json({ message: 'Search is down for maintenance' }, { status: 503 }),
      ),
    );
    await expect(adapters.loads.search({ q: '', page: 1, perPage: 10 })).rejects.toMatchObject({
      kind: 'server',
      serverMessage: 'Search is down for maintenance',
      status: 503,
    });
  });

  it('a 401 expires the session (decisions S4)', async () => {
    const { adapters, session } = httpSet();
    server.use(
      http.post(`${API}/customer/loads/detail`, () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    await expect(adapters.loads.details(1)).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(session.current().token).toBeNull();
  });
});
