import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AcceptBid } from '../../../src/application/bids/accept-bid.use-case';
import { RejectBid } from '../../../src/application/bids/reject-bid.use-case';
import { AppError } from '../../../src/domain/shared/app-error';
import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpBidRepository } from '../../../src/infrastructure/http/bids/http-bid-repository';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
const API = 'https://api.test/api/v1';
import { setUpMswServer } from '../../support/msw-server';
import { dana } from '../../support/users';
import { NOT_ABORTED } from '../../support/signals';

const server = setUpMswServer();

let session: LocalStorageSessionStore;
let repo: HttpBidRepository;
beforeEach(() => {
  session = new LocalStorageSessionStore(null);
  session.signIn(dana, 'secret-token');
  repo = new HttpBidRepository(createHttpClient(API, session));
});

interface Seen {
  url: URL;
  auth: string | null;
  contentType: string | null;
  body: string;
}

function capture(method: 'get' | 'post', path: string, respond: () => Response) {
  const seen: Seen[] = [];
  server.use(
    http[method](`${API}${path}`, async ({ request }) => {
      seen.push({
        url: new URL(request.url),
        auth: request.headers.get('Authorization'),
        contentType: request.headers.get('Content-Type'),
        body: await request.text(),
      });
      return respond();
    }),
  );
  return seen;
}

const DRIVER_BID = {
  id: 7,
  load_id: 42,
  amount: 245.5,
  currency_symbol: '£',
  status: 'pending',
  note: 'Tail lift van',
  placed_at: '2026-03-02T09:00:00Z',
  accepted_at: null,
  rejected_at: null,
  bidder_driver: { name: 'Sam Patel', role_id: 4 },
  bidder_company: null,
  ratings: { avg: 4.8, count: 31 },
  images: { profile: 'https://cdn.test/sam.png', company_logo: null },
  vehicle: {
    vehicle_name: 'Luton Van',
    fleet_details: [{ vehicle_id: 3, vehicle_status: 'active' }],
  },
};

describe('GET /loads/{id}/bids', () => {
  it('sends per_page and page with the bearer token and reads data and meta', async () => {
    const seen = capture('get', '/loads/42/bids', () =>
      HttpResponse.json({
        data: [DRIVER_BID],
        meta: { current_page: 2, per_page: 10, total: 11, last_page: 2, from: 11, to: 11 },
        links: { first: `${API}/loads/42/bids?page=1`, last: `${API}/loads/42/bids?page=2` },
      }),
    );
    const page = await repo.list(42, { signal: NOT_ABORTED, page: 2 });
    expect(seen[0]?.url.searchParams.get('per_page')).toBe('10');
    expect(seen[0]?.url.searchParams.get('page')).toBe('2');
    expect(seen[0]?.auth).toBe('Bearer secret-token');
    expect(page.meta).toEqual({
      currentPage: 2,
      perPage: 10,
      total: 11,
      lastPage: 2,
      from: 11,
      to: 11,
    });
    expect(page.items).toEqual([
      {
        id: 7,
        loadId: 42,
        amount: 245.5,
        currencySymbol: '£',
        status: 'pending',
        note: 'Tail lift van',
        placedAt: '2026-03-02T09:00:00Z',
        acceptedAt: null,
        rejectedAt: null,
        bidder: { name: 'Sam Patel', roleId: 4, avatarUrl: 'https://cdn.test/sam.png' },
        rating: { avg: 4.8, count: 31 },
        vehicleName: 'Luton Van',
      },
    ]);
  });

  it('reads the second reading: a company with first/last name, role on the bid, strings for numbers', async () => {
    capture('get', '/loads/42/bids', () =>
      HttpResponse.json({
        data: [
          {
            id: '8',
            amount: '310.00',
            currency_symbol: '€',
            status: 'Declined',
            role_id: '3',
            created_at: '2026-03-01T12:00:00Z',
            rejected_at: '2026-03-02T08:00:00Z',
            bidder_driver: null,
            bidder_company: { first_name: 'Northern', last_name: 'Freight' },
            ratings: { avg: '3.25', count: '4' },
            images: {
              profile: 'https://cdn.test/p.png',
              company_logo: 'https://cdn.test/logo.png',
            },
            vehicle: { vehicle_name: '7.5t Lorry' },
          },
          {
            id: 9,
            amount: 100,
            bidder_company: { name: 'Odd Co' },
            company: { logo_url: 'javascript:alert(1)' },
          },
        ],
        meta: {},
        links: { last: `${API}/loads/42/bids?page=3` },
      }),
    );
    const { items, meta } = await repo.list(42, { signal: NOT_ABORTED, page: 1 });
    expect(items[0]).toMatchObject({
      id: 8,
      amount: 310,
      currencySymbol: '€',
      status: 'rejected',
      placedAt: '2026-03-01T12:00:00Z',
      rejectedAt: '2026-03-02T08:00:00Z',
      bidder: { name: 'Northern Freight', roleId: 3, avatarUrl: 'https://cdn.test/logo.png' },
      rating: { avg: 3.25, count: 4 },
      vehicleName: '7.5t Lorry',
    });
    expect(items[1]).toMatchObject({
      status: 'pending',
      bidder: { name: 'Odd Co', roleId: null, avatarUrl: null },
      rating: { avg: 0, count: 0 },
      vehicleName: null,
    });
    expect(meta).toMatchObject({ lastPage: 3, from: 1, to: 2, currentPage: 1 });
  });

  it('turns a body without a data array into a server error', async () => {
    capture('get', '/loads/42/bids', () => HttpResponse.json({ data: { oops: true } }));
    await expect(repo.list(42, { signal: NOT_ABORTED, page: 1 })).rejects.toMatchObject({
      kind: 'server',
    });
  });

  it("keeps the server's message on failure", async () => {
    capture('get', '/loads/42/bids', () =>
      HttpResponse.json({ message: 'Load not found.' }, { status: 404 }),
    );
    const error: unknown = await repo
      .list(42, { signal: NOT_ABORTED, page: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: 'server', serverMessage: 'Load not found.', status: 404 });
  });
});

describe('POST /bids/{id}/accept and /reject', () => {
  it("accepts as a form with the default note 'Proceed' and reads the server's bid", async () => {
    const seen = capture('post', '/bids/7/accept', () =>
      HttpResponse.json({
        data: { ...DRIVER_BID, status: 'accepted', accepted_at: '2026-03-02T10:00:00Z' },
      }),
    );
    const bid = await new AcceptBid(repo).execute(7);
    expect(seen[0]?.contentType).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(seen[0]?.body).get('note')).toBe('Proceed');
    expect(seen[0]?.auth).toBe('Bearer secret-token');
    expect(bid).toMatchObject({ id: 7, status: 'accepted', acceptedAt: '2026-03-02T10:00:00Z' });
  });

  it("rejects as a form with the default note 'Too high for this route'", async () => {
    const seen = capture('post', '/bids/7/reject', () =>
      HttpResponse.json({
        data: { ...DRIVER_BID, status: 'rejected', rejected_at: '2026-03-02T10:00:00Z' },
      }),
    );
    const bid = await new RejectBid(repo).execute(7);
    expect(new URLSearchParams(seen[0]?.body).get('note')).toBe('Too high for this route');
    expect(bid).toMatchObject({ status: 'rejected', rejectedAt: '2026-03-02T10:00:00Z' });
  });

  it('resolves null when the server sends no bid back', async () => {
    capture('post', '/bids/7/reject', () =>
      HttpResponse.json({ message: 'Bid rejected', data: [] }),
    );
    await expect(repo.reject(7, 'No thanks')).resolves.toBeNull();
  });

  it('sends a given note as it is', async () => {
    const seen = capture('post', '/bids/7/accept', () => HttpResponse.json({ data: null }));
    await repo.accept(7, 'Please call on arrival & ring twice');
    expect(new URLSearchParams(seen[0]?.body).get('note')).toBe(
      'Please call on arrival & ring twice',
    );
  });

  it('fails with the server message, and a 401 expires the session', async () => {
    capture('post', '/bids/7/accept', () =>
      HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
    );
    await expect(repo.accept(7, 'Proceed')).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(session.current().token).toBeNull();
  });
});
