import { describe, expect, it } from 'vitest';
import { GetLoadDetails } from '../../../src/application/history/get-load-details.use-case';
import { ListLoadBids } from '../../../src/application/history/list-load-bids.use-case';
import type {
  BidPageQuery,
  BidRepository,
} from '../../../src/application/ports/bid-repository.port';
import type { LoadRepository } from '../../../src/application/ports/load-repository.port';
import type { Bid } from '../../../src/domain/bid/bid';
import type { Load } from '../../../src/domain/load/load';
import { AppError } from '../../../src/domain/shared/app-error';
import { paginate, type Page } from '../../../src/domain/shared/pagination';
import { BidHistoryPresenter } from '../../../src/presentation/screens/history/bid-history.presenter';
import { bidHistoryRowOf } from '../../../src/presentation/screens/history/bid-history-rows';
import { aBid, aLoad, deferred } from './history-fixtures';

function setup(
  options: {
    load?: (id: number) => Promise<Load>;
    bids?: (id: number, q: BidPageQuery) => Promise<Page<Bid>>;
  } = {},
) {
  const listed: [number, BidPageQuery][] = [];
  const loads: LoadRepository = {
    listActive: () => Promise.resolve([]),
    search: () => Promise.reject(new Error('not used')),
    details: options.load ?? ((id) => Promise.resolve(aLoad({ id }))),
  };
  const allBids = Array.from({ length: 14 }, (_, i) => aBid({ id: 9000 + i }));
  const bids: BidRepository = {
    list: (id, query) => {
      listed.push([id, query]);
      return options.bids
        ? options.bids(id, query)
        : Promise.resolve(paginate(allBids, query.page, query.perPage ?? 10));
    },
    accept: () => Promise.reject(new Error('read-only')),
    reject: () => Promise.reject(new Error('read-only')),
  };
  const presenter = new BidHistoryPresenter(new GetLoadDetails(loads), new ListLoadBids(bids));
  return { presenter, listed };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('BidHistoryPresenter (real bids, read-only)', () => {
  it('reads the load and its first page of bids', async () => {
    const { presenter, listed } = setup({
      load: (id) =>
        Promise.resolve(
          aLoad({
            id,
            jobStatus: '',
            status: 'assigned',
            pickupAddress: '178 Albert Street, Belfast BT1 4EX',
            // No comma sets a town apart here: the header cuts it to 25 characters instead.
            deliveryAddress: '99 Victoria Road Liverpool L9 5SF',
          }),
        ),
    });
    presenter.open('10412');
    await settle();
    expect(listed).toEqual([
      [10412, { page: 1, perPage: 10, signal: expect.any(AbortSignal) as unknown }],
    ]);
    expect(presenter.header).toEqual({
      jobId: 'BH-10412',
      from: { short: 'Belfast BT1', full: '178 Albert Street, Belfast BT1 4EX', shortened: true },
      to: {
        short: '99 Victoria Road Liverpoo…',
        full: '99 Victoria Road Liverpool L9 5SF',
        shortened: true,
      },
      badge: { label: 'Assigned', tone: 'assigned' },
    });
    expect(presenter.rows).toHaveLength(10);
    expect(presenter.rangeText).toBe('Showing 1-10 of 14 bids');
    expect(presenter.lastPage).toBe(2);
  });

  it('pages through the bids', async () => {
    const { presenter, listed } = setup();
    presenter.open('1');
    await settle();
    presenter.goToPage(2);
    await settle();
    expect(listed.at(-1)).toEqual([
      1,
      { page: 2, perPage: 10, signal: expect.any(AbortSignal) as unknown },
    ]);
    expect(presenter.rows.map((r) => r.key)).toEqual(['id-9010', 'id-9011', 'id-9012', 'id-9013']);
    expect(presenter.rangeText).toBe('Showing 11-14 of 14 bids');
  });

  it('a slower page never replaces the newer one', async () => {
    const answers: ReturnType<typeof deferred<Page<Bid>>>[] = [];
    const { presenter } = setup({
      bids: () => {
        const answer = deferred<Page<Bid>>();
        answers.push(answer);
        return answer.promise;
      },
    });
    presenter.open('1');
    presenter.goToPage(2);
    answers[1]?.resolve(paginate([aBid({ id: 2 })], 1, 10));
    await settle();
    answers[0]?.resolve(paginate([aBid({ id: 1 })], 1, 10));
    await settle();
    expect(presenter.rows.map((r) => r.key)).toEqual(['id-2']);
  });

  it('leaving the page drops the load and the bids still on their way', async () => {
    const load = deferred<Load>();
    const page = deferred<Page<Bid>>();
    const { presenter } = setup({ load: () => load.promise, bids: () => page.promise });
    const close = presenter.open('1');
    expect(presenter.loading).toBe(true);
    close();
    expect(presenter.loading).toBe(false);
    load.resolve(aLoad({ id: 1 }));
    page.resolve(paginate([aBid({ id: 1 })], 1, 10));
    await settle();
    expect(presenter.header).toBeNull();
    expect(presenter.rows).toEqual([]);
  });

  it('a retry after a failed page shows none of the earlier bids while it runs', async () => {
    const answers: ReturnType<typeof deferred<Page<Bid>>>[] = [];
    const { presenter } = setup({
      bids: () => {
        const answer = deferred<Page<Bid>>();
        answers.push(answer);
        return answer.promise;
      },
    });
    presenter.open('1');
    answers[0]?.resolve(paginate([aBid({ id: 1 })], 1, 10));
    await settle();
    presenter.goToPage(2);
    expect(presenter.rows.map((r) => r.key)).toEqual(['id-1']);
    answers[1]?.reject(AppError.server());
    await settle();
    expect(presenter.bidsQuery.error).toBe('Failed to fetch bids');
    expect(presenter.rows).toEqual([]);
    presenter.retry();
    expect(presenter.bidsQuery.error).toBeNull();
    expect(presenter.loadingBidsWithNoRows).toBe(true);
    answers[2]?.resolve(paginate([aBid({ id: 2 }), aBid({ id: 3 })], 2, 1));
    await settle();
    expect(presenter.rows.map((r) => r.key)).toEqual(['id-3']);
    expect(presenter.page).toBe(2);
  });

  it('shows the empty state, and each failure with its catalogue text', async () => {
    const empty = setup({ bids: () => Promise.resolve(paginate([], 1, 10)) }).presenter;
    empty.open('1');
    await settle();
    expect(empty.isEmpty).toBe(true);
    expect(empty.rangeText).toBe('');

    const failing = setup({
      load: () => Promise.reject(new AppError('network')),
      bids: () => Promise.reject(AppError.server()),
    }).presenter;
    failing.open('1');
    await settle();
    expect(failing.loadQuery.error).toBe('Failed to fetch load details');
    expect(failing.bidsQuery.error).toBe('Failed to fetch bids');
  });

  it('does not ask for bids of a route id that cannot be a load', async () => {
    const { presenter, listed } = setup();
    presenter.open('nope');
    await settle();
    expect(listed).toEqual([]);
    expect(presenter.loadQuery.error).toBe('Load not found.');
  });

  it('words a bid: bidder kind, amount in its own currency, status, and its rating', () => {
    expect(
      bidHistoryRowOf(aBid({ status: 'rejected', currencySymbol: '€', amount: 1234.5 }), 'id-1'),
    ).toMatchObject({
      key: 'id-1',
      bidder: 'Tom Hughes',
      kind: 'Driver',
      amount: '€1,234.50',
      status: { label: 'Rejected', tone: 'error' },
      rating: { avg: 4.52, count: 120 },
    });
    expect(
      bidHistoryRowOf(
        aBid({
          bidder: { name: 'Acme Ltd', roleId: 2, avatarUrl: null },
          rating: { avg: 0, count: 0 },
        }),
        'id-2',
      ),
    ).toMatchObject({
      kind: 'Company',
      rating: { avg: 0, count: 0 },
      status: { label: 'Accepted', tone: 'success' },
    });
  });
});
