import { describe, expect, it } from 'vitest';
import type { Bid } from '../../../src/domain/bid/bid';
import type { Load } from '../../../src/domain/load/load';
import type { Page } from '../../../src/domain/shared/pagination';
import type { TripGroups } from '../../../src/domain/trip/trip';
import type {
  BidPageQuery,
  BidRepository,
} from '../../../src/application/ports/bid-repository.port';
import type { LiveTopic } from '../../../src/application/ports/live-updates.port';
import type { LoadRepository } from '../../../src/application/ports/load-repository.port';
import type { TripRepository } from '../../../src/application/ports/trip-repository.port';
import {
  SharedBidRepository,
  SharedLoadRepository,
  SharedTripRepository,
  type ReadSharing,
} from '../../../src/infrastructure/tabs/shared-reads';
import { aBid, aLoad } from '../../presentation/history/history-fixtures';
import { NOT_ABORTED } from '../../support/signals';

/** The other tabs, as a repository sees them: what they kept for it, and what it told them. */
class FakeSharing implements ReadSharing {
  readonly kept = new Map<string, unknown>();
  readonly told: Array<{ topic: LiveTopic; key: string; answer: unknown }> = [];
  /** How many times this tab was told that it changed something. */
  forgotten = 0;

  take(key: string) {
    if (!this.kept.has(key)) return undefined;
    const answer = this.kept.get(key);
    this.kept.delete(key);
    return { answer };
  }

  started(): string {
    return 'read-1';
  }

  ended(_id: string, topic: LiveTopic, key: string, answer: unknown): void {
    this.told.push({ topic, key, answer });
  }

  forget(): void {
    this.forgotten += 1;
    this.kept.clear();
  }
}

const page = (amount: number): Page<Bid> => ({
  items: [aBid({ id: amount, amount })],
  meta: { currentPage: 1, perPage: 10, total: 1, lastPage: 1, from: 1, to: 1 },
});

/** The API, as the decorated repository sees it: it answers, and says what it was asked. */
class ApiBids implements BidRepository {
  readonly calls: string[] = [];
  failing = false;
  /** How many times the sharing had been told to forget when each call reached the API. */
  readonly forgottenAt: number[] = [];

  constructor(private readonly sharing: FakeSharing) {}

  list(loadId: number, { page: at }: BidPageQuery): Promise<Page<Bid>> {
    this.calls.push(`list ${loadId} page ${at}`);
    return this.failing ? Promise.reject(new Error('offline')) : Promise.resolve(page(100));
  }

  accept(bidId: number): Promise<Bid | null> {
    this.calls.push(`accept ${bidId}`);
    this.forgottenAt.push(this.sharing.forgotten);
    return Promise.resolve(null);
  }

  reject(bidId: number): Promise<Bid | null> {
    this.calls.push(`reject ${bidId}`);
    this.forgottenAt.push(this.sharing.forgotten);
    return Promise.resolve(null);
  }
}

function bidsRig() {
  const sharing = new FakeSharing();
  const api = new ApiBids(sharing);
  return { sharing, api, bids: new SharedBidRepository(api, sharing) };
}

describe('SharedBidRepository', () => {
  it('answers a read from what another tab kept for it, without the API, once', async () => {
    const { sharing, api, bids } = bidsRig();
    sharing.kept.set('BidRepository.list(7, 1, 10)', page(200));
    expect(await bids.list(7, { signal: NOT_ABORTED, page: 1 })).toEqual(page(200));
    expect(api.calls).toEqual([]);
    expect(sharing.told, 'an answer from another tab is not handed on again').toEqual([]);

    expect(
      await bids.list(7, { signal: NOT_ABORTED, page: 1 }),
      'a kept answer serves one read',
    ).toEqual(page(100));
    expect(api.calls).toEqual(['list 7 page 1']);
  });

  it("hands on its own answer, under the load's topic, or that the read failed", async () => {
    const { sharing, api, bids } = bidsRig();
    await bids.list(7, { signal: NOT_ABORTED, page: 2 });
    expect(sharing.told).toEqual([
      {
        topic: { kind: 'bids', loadId: 7 },
        key: 'BidRepository.list(7, 2, 10)',
        answer: page(100),
      },
    ]);
    api.failing = true;
    await expect(bids.list(7, { signal: NOT_ABORTED, page: 2 })).rejects.toThrow('offline');
    expect(sharing.told.at(-1)).toEqual({
      topic: { kind: 'bids', loadId: 7 },
      key: 'BidRepository.list(7, 2, 10)',
      answer: undefined,
    });
  });

  it('names a read by its arguments, the page size as the API is asked it', async () => {
    const { sharing, bids } = bidsRig();
    await bids.list(7, { signal: NOT_ABORTED, page: 1 });
    await bids.list(7, { signal: NOT_ABORTED, page: 1, perPage: 10 });
    await bids.list(7, { signal: NOT_ABORTED, page: 1, perPage: 20 });
    await bids.list(8, { signal: NOT_ABORTED, page: 1 });
    expect(sharing.told.map((t) => t.key)).toEqual([
      'BidRepository.list(7, 1, 10)',
      'BidRepository.list(7, 1, 10)',
      'BidRepository.list(7, 1, 20)',
      'BidRepository.list(8, 1, 10)',
    ]);
  });

  it('drops what was kept as a decision is sent, and again as its answer comes', async () => {
    const { sharing, api, bids } = bidsRig();
    sharing.kept.set('BidRepository.list(7, 1, 10)', page(200));
    await bids.accept(3, 'Proceed');
    expect(api.forgottenAt, 'before it left').toEqual([1]);
    expect(sharing.forgotten, 'and once it was answered').toBe(2);
    await bids.reject(4, 'Too high');
    expect(api.forgottenAt).toEqual([1, 3]);
    expect(sharing.forgotten).toBe(4);

    await bids.list(7, { signal: NOT_ABORTED, page: 1 });
    expect(api.calls).toEqual(['accept 3', 'reject 4', 'list 7 page 1']);
  });
});

describe("a load's details and the trips", () => {
  const load: Load = aLoad({ id: 7 });
  const trips: TripGroups = { upcoming: [], ongoing: [], completed: [] };

  function rig() {
    const sharing = new FakeSharing();
    const calls: string[] = [];
    const answer = <T>(call: string, value: T): Promise<T> => {
      calls.push(call);
      return Promise.resolve(value);
    };
    const api: LoadRepository & TripRepository = {
      listActive: () => answer('active', [load]),
      search: () => answer('search', { items: [load], meta: page(1).meta }),
      details: (id) => answer(`details ${id}`, load),
      list: () => answer('trips', trips),
    };
    return {
      sharing,
      calls,
      loads: new SharedLoadRepository(api, sharing),
      trips: new SharedTripRepository(api, sharing),
    };
  }

  it("share a load's details under its bids' topic, and the trips under theirs", async () => {
    const { sharing, calls, loads, trips: shared } = rig();
    await loads.details(7, NOT_ABORTED);
    await shared.list(NOT_ABORTED);
    expect(sharing.told).toEqual([
      { topic: { kind: 'bids', loadId: 7 }, key: 'LoadRepository.details(7)', answer: load },
      { topic: { kind: 'trips' }, key: 'TripRepository.list()', answer: trips },
    ]);
    sharing.kept.set('LoadRepository.details(7)', load);
    sharing.kept.set('TripRepository.list()', trips);
    expect(await loads.details(7, NOT_ABORTED)).toBe(load);
    expect(await shared.list(NOT_ABORTED)).toBe(trips);
    expect(calls, 'both answered from what another tab kept').toEqual(['details 7', 'trips']);
  });

  it('tells the other tabs nothing of the lists of loads, which are this tab’s own', async () => {
    const { sharing, calls, loads } = rig();
    await loads.listActive(NOT_ABORTED);
    await loads.search({ signal: NOT_ABORTED, q: '', page: 1 });
    expect(calls).toEqual(['active', 'search']);
    expect(sharing.told).toEqual([]);
    expect(sharing.forgotten).toBe(0);
  });
});
