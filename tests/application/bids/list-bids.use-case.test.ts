import { describe, expect, it } from 'vitest';
import type { Bid } from '../../../src/domain/bid/bid';
import { paginate, type Page } from '../../../src/domain/shared/pagination';
import type {
  BidPageQuery,
  BidRepository,
} from '../../../src/application/ports/bid-repository.port';
import { ListBids, MAX_BIDS } from '../../../src/application/bids/list-bids.use-case';
import { InMemoryBidRepository } from '../../../src/infrastructure/memory/bids/in-memory-bid-repository';
import { bidsDemoBackend } from '../../contract/bids/bids-demo-backend';
import { partsOf, wholeOf } from '../../support/parts';
import { NOT_ABORTED } from '../../support/signals';

function bid(id: number | null, amount = id ?? 0): Bid {
  return {
    id,
    loadId: 1,
    amount,
    currencySymbol: '£',
    status: 'pending',
    note: null,
    placedAt: null,
    acceptedAt: null,
    rejectedAt: null,
    bidder: { name: `B${id ?? amount}`, roleId: 4, avatarUrl: null },
    rating: { avg: 0, count: 0 },
    vehicleName: null,
  };
}

/** A repository over a fixed list; records every page asked for. */
class PagedBids implements BidRepository {
  readonly asked: BidPageQuery[] = [];
  constructor(
    private readonly bids: Bid[],
    private readonly lastPageOverride?: number,
  ) {}

  async list(_loadId: number, query: BidPageQuery): Promise<Page<Bid>> {
    this.asked.push(query);
    const page = paginate(this.bids, query.page, query.perPage ?? 10);
    return this.lastPageOverride
      ? { ...page, meta: { ...page.meta, lastPage: this.lastPageOverride } }
      : page;
  }
  async accept(): Promise<Bid | null> {
    return null;
  }
  async reject(): Promise<Bid | null> {
    return null;
  }
}

describe('ListBids', () => {
  it('keeps every bid without a usable id as its own bid; only real ids are de-duplicated', async () => {
    const repo = new PagedBids([bid(1), bid(null, 40), bid(1), bid(null, 50)]);
    const bids = (await wholeOf(new ListBids(repo).execute(5, NOT_ABORTED))).items;
    expect(bids.map((b) => [b.id, b.amount])).toEqual([
      [1, 1],
      [null, 40],
      [null, 50],
    ]);
  });

  it('reads every page at 50 a page and returns all bids once, in order', async () => {
    const repo = new PagedBids(Array.from({ length: 123 }, (_, i) => bid(i + 1)));
    const bids = (await wholeOf(new ListBids(repo).execute(5, NOT_ABORTED))).items;
    expect(bids.map((b) => b.id)).toEqual(Array.from({ length: 123 }, (_, i) => i + 1));
    expect(repo.asked).toEqual([
      { page: 1, perPage: 50, signal: NOT_ABORTED },
      { page: 2, perPage: 50, signal: NOT_ABORTED },
      { page: 3, perPage: 50, signal: NOT_ABORTED },
    ]);
  });

  it('hands on the first page of bids at once, then the rest', async () => {
    const repo = new PagedBids(Array.from({ length: 200 }, (_, i) => bid(i + 1)));
    const parts = await partsOf(new ListBids(repo).execute(5, NOT_ABORTED));
    expect(parts.map((p) => [p.items.length, p.done])).toEqual([
      [50, false],
      [200, true],
    ]);
  });

  it('asks once when there is one page, and once for an empty list', async () => {
    const one = new PagedBids([bid(1)]);
    expect((await wholeOf(new ListBids(one).execute(5, NOT_ABORTED))).items).toHaveLength(1);
    expect(one.asked).toHaveLength(1);
    const none = new PagedBids([]);
    expect((await wholeOf(new ListBids(none).execute(5, NOT_ABORTED))).items).toEqual([]);
    expect(none.asked).toHaveLength(1);
  });

  it('keeps a bid once when it shows on two pages', async () => {
    const repo = new PagedBids([]);
    repo.list = async (_id, query) => {
      repo.asked.push(query);
      const items = query.page === 1 ? [bid(1), bid(2)] : [bid(2), bid(3)];
      return {
        items,
        meta: { currentPage: query.page, perPage: 2, total: 4, lastPage: 2, from: 1, to: 2 },
      };
    };
    expect(
      (await wholeOf(new ListBids(repo).execute(5, NOT_ABORTED))).items.map((b) => b.id),
    ).toEqual([1, 2, 3]);
  });

  it(`stops at ${MAX_BIDS} bids whatever the server claims`, async () => {
    const repo = new PagedBids([bid(1)], 100_000);
    const read = await wholeOf(new ListBids(repo).execute(5, NOT_ABORTED));
    expect(read.complete).toBe(false);
    expect(repo.asked).toHaveLength(MAX_BIDS / 50);
  });

  it('lists the seeded busy load of the demo marketplace: 20 bids, 4 rejected', async () => {
    const backend = bidsDemoBackend();
    const bids = (
      await wholeOf(
        new ListBids(new InMemoryBidRepository(backend.gateway)).execute(
          backend.busyLoadId,
          NOT_ABORTED,
        ),
      )
    ).items;
    expect(bids).toHaveLength(20);
    expect(bids.filter((b) => b.status === 'rejected')).toHaveLength(4);
  });

  it('asks again once for a page that failed', async () => {
    const backend = bidsDemoBackend();
    backend.gateway.failNext('bids');
    const bids = (
      await wholeOf(
        new ListBids(new InMemoryBidRepository(backend.gateway)).execute(
          backend.busyLoadId,
          NOT_ABORTED,
        ),
      )
    ).items;
    expect(bids.length).toBeGreaterThan(10);
  });

  it('passes on a page that fails twice', async () => {
    const backend = bidsDemoBackend();
    backend.gateway.failNext('bids');
    backend.gateway.failNext('bids');
    await expect(
      wholeOf(
        new ListBids(new InMemoryBidRepository(backend.gateway)).execute(
          backend.busyLoadId,
          NOT_ABORTED,
        ),
      ).then((read) => read.items),
    ).rejects.toMatchObject({
      kind: 'server',
    });
  });
});
