import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { AppError } from '../../../src/domain/shared/app-error';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpBidRepository } from '../../../src/infrastructure/http/bids/http-bid-repository';
import { HttpLoadRepository } from '../../../src/infrastructure/http/http-load-repository';
import { historyDemoBackend, DANA_TOKEN, type HistoryDemoBackend } from './history-demo-backend';
import { localApiOverMsw } from '../../support/local-api-bridge';
import { setUpMswServer } from '../../support/msw-server';
import { NOT_ABORTED } from '../../support/signals';

const API = 'https://api.test/api/v1';
const server = setUpMswServer();

const backends: HistoryDemoBackend[] = [];
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  backends.splice(0).forEach((b) => b.marketplace.dispose());
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** The HTTP adapters against the local API (in process, over MSW), recording every request. */
async function httpSet() {
  const backend = historyDemoBackend();
  backends.push(backend);
  const api = await localApiOverMsw(API, backend);
  closers.push(api.close);
  server.use(api.handler);
  const client = createHttpClient(API, backend.session);
  return {
    backend,
    adapters: { loads: new HttpLoadRepository(client), bids: new HttpBidRepository(client) },
    session: backend.session,
    requests: api.requests,
  };
}

describe('history reads: the HTTP adapters on the wire', () => {
  it('loads/list is a form POST of q, page and per_page with the bearer token', async () => {
    const { adapters, requests } = await httpSet();
    await adapters.loads.search({ signal: NOT_ABORTED, q: 'leeds', page: 2, perPage: 10 });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/customer/loads/list',
      authorization: `Bearer ${DANA_TOKEN}`,
      form: true,
      body: { q: 'leeds', page: '2', per_page: '10' },
    });
    expect(requests[0]?.contentType).toContain('application/x-www-form-urlencoded');
  });

  it('loads/detail is a form POST of load_id', async () => {
    const { adapters, backend, requests } = await httpSet();
    await adapters.loads.details(backend.newestCompletedId, NOT_ABORTED);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/customer/loads/detail',
      body: { load_id: String(backend.newestCompletedId) },
    });
    expect(requests[0]?.contentType).toContain('application/x-www-form-urlencoded');
  });

  it('loads/{id}/bids is a GET with per_page and page in the query', async () => {
    const { adapters, backend, requests } = await httpSet();
    await adapters.bids.list(backend.newestCompletedId, {
      signal: NOT_ABORTED,
      page: 1,
      perPage: 10,
    });
    expect(requests[0]).toMatchObject({
      method: 'GET',
      path: `/loads/${backend.newestCompletedId}/bids`,
      query: { per_page: '10', page: '1' },
    });
  });

  it('reads message.items and message.meta of loads/list, and rejects a body without them', async () => {
    const { adapters } = await httpSet();
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
    const page = await adapters.loads.search({ signal: NOT_ABORTED, q: '', page: 3, perPage: 10 });
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
      .search({ signal: NOT_ABORTED, q: '', page: 1, perPage: 10 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: 'server' });
  });

  it('passes the server message of a failure on (shown when present)', async () => {
    const { adapters } = await httpSet();
    server.use(
      http.post(`${API}/customer/loads/list`, () =>
        HttpResponse.json({ message: 'Search is down for maintenance' }, { status: 503 }),
      ),
    );
    await expect(
      adapters.loads.search({ signal: NOT_ABORTED, q: '', page: 1, perPage: 10 }),
    ).rejects.toMatchObject({
      kind: 'server',
      serverMessage: 'Search is down for maintenance',
      status: 503,
    });
  });

  it('a 401 expires the session', async () => {
    const { adapters, session } = await httpSet();
    server.use(
      http.post(`${API}/customer/loads/detail`, () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    await expect(adapters.loads.details(1, NOT_ABORTED)).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
    expect(session.current().token).toBeNull();
  });
});
