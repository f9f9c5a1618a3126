import { describe, expect, it } from 'vitest';
import {
  MAX_HISTORY_JOBS,
  recentLoads,
  RECENT_JOBS,
  SearchLoadHistory,
} from '../../../src/application/history/search-load-history.use-case';
import type {
  LoadRepository,
  LoadSearch,
} from '../../../src/application/ports/load-repository.port';
import type { Load } from '../../../src/domain/load/load';
import { paginate } from '../../../src/domain/shared/pagination';
import { InMemoryLoadRepository } from '../../../src/infrastructure/memory/in-memory-load-repository';
import { historyDemoBackend } from '../../contract/history/history-demo-backend';
import { aLoad } from '../../presentation/history/history-fixtures';
import { idOf } from '../../support/record-ids';
import { partsOf, wholeOf } from '../../support/parts';
import { NOT_ABORTED } from '../../support/signals';

/**
 * A server that pages a fixed list and records every call; `cap` is the most it serves a page,
 * whatever it is asked for.
 */
function pagedRepository(
  loads: readonly Load[],
  overrides: Partial<{ lastPage: number; cap: number }> = {},
) {
  const calls: LoadSearch[] = [];
  const repo: LoadRepository = {
    listActive: () => Promise.resolve([]),
    details: () => Promise.reject(new Error('not used')),
    search: (query) => {
      calls.push(query);
      const perPage = Math.min(query.perPage ?? 20, overrides.cap ?? Infinity);
      const page = paginate(loads, query.page, perPage);
      return Promise.resolve({
        items: page.items,
        meta: { ...page.meta, lastPage: overrides.lastPage ?? page.meta.lastPage },
      });
    },
  };
  return { repo, calls };
}

describe('SearchLoadHistory', () => {
  it('reads every page of the search 100 at a time and keeps every load it returns, in order', async () => {
    const loads = Array.from({ length: 340 }, (_, i) =>
      aLoad({ id: i + 1, status: i % 5 === 0 ? 'pending' : 'completed', jobStatus: '' }),
    );
    const { repo, calls } = pagedRepository(loads);
    const result = await wholeOf(new SearchLoadHistory(repo).execute('  leeds ', NOT_ABORTED));
    expect(calls.map((c) => [c.q, c.page, c.perPage])).toEqual([
      ['leeds', 1, 100],
      ['leeds', 2, 100],
      ['leeds', 3, 100],
      ['leeds', 4, 100],
    ]);
    // Loads still open for bids stay: the server owns the list.
    expect(result.loads.map((l) => l.id)).toEqual(loads.map((l) => l.id));
    expect(result).toMatchObject({ total: 340, done: true, complete: true });
  });

  it('hands on the first page as soon as it is read, then the rest as it comes', async () => {
    const loads = Array.from({ length: 650 }, (_, i) => aLoad({ id: i + 1 }));
    const { repo } = pagedRepository(loads);
    const parts = await partsOf(new SearchLoadHistory(repo).execute('', NOT_ABORTED));
    expect(parts.map((p) => [p.loads.length, p.total, p.done])).toEqual([
      [100, 650, false],
      [500, 650, false],
      [650, 650, true],
    ]);
  });

  it('a server that answers per_page 20 when asked for 100 still yields every row', async () => {
    const loads = Array.from({ length: 130 }, (_, i) => aLoad({ id: i + 1 }));
    const { repo, calls } = pagedRepository(loads, { cap: 20 });
    const result = await wholeOf(new SearchLoadHistory(repo).execute('', NOT_ABORTED));
    expect(calls).toHaveLength(7);
    expect(result.loads.map((l) => l.id)).toEqual(loads.map((l) => l.id));
    expect(result.complete).toBe(true);
  });

  it('an aborted search stops its reads', async () => {
    const loads = Array.from({ length: 900 }, (_, i) => aLoad({ id: i + 1 }));
    const { repo, calls } = pagedRepository(loads);
    const controller = new AbortController();
    const reading = new SearchLoadHistory(repo).execute('', controller.signal);
    await reading.next();
    controller.abort();
    await reading.return();
    expect(calls).toHaveLength(1);
  });

  it('keeps each load once when a new load shifts the pages while they are read', async () => {
    const a = aLoad({ id: 1 });
    const b = aLoad({ id: 2 });
    const pages = [[a, b], [b]];
    const repo: LoadRepository = {
      listActive: () => Promise.resolve([]),
      details: () => Promise.reject(new Error('not used')),
      search: ({ page }) =>
        Promise.resolve({
          items: pages[page - 1] ?? [],
          meta: { currentPage: page, perPage: 2, total: 3, lastPage: 2, from: 1, to: 2 },
        }),
    };
    const result = await wholeOf(new SearchLoadHistory(repo).execute('', NOT_ABORTED));
    expect(result.loads.map((l) => l.id)).toEqual([1, 2]);
  });

  it('keeps every load without a usable id as its own record; only real ids are de-duplicated', async () => {
    const a = aLoad({ id: 1 });
    const noId1 = aLoad({ id: null, loadNo: 'BH-A', displayId: 'BH-A' });
    const noId2 = aLoad({ id: null, loadNo: 'BH-B', displayId: 'BH-B' });
    const { repo } = pagedRepository([a, noId1, a, noId2]);
    const result = await wholeOf(new SearchLoadHistory(repo).execute('', NOT_ABORTED));
    expect(result.loads.map((l) => l.loadNo)).toEqual(['BH-1', 'BH-A', 'BH-B']);
  });

  it('reads 10,000 jobs whole; past that, stops and says how many there were', async () => {
    const loads = Array.from({ length: MAX_HISTORY_JOBS + 20 }, (_, i) => aLoad({ id: i + 1 }));
    const { repo, calls } = pagedRepository(loads);
    const result = await wholeOf(new SearchLoadHistory(repo).execute('', NOT_ABORTED));
    expect(calls).toHaveLength(100);
    expect(result.loads).toHaveLength(MAX_HISTORY_JOBS);
    expect(result).toMatchObject({ total: MAX_HISTORY_JOBS + 20, done: true, complete: false });
    const whole = pagedRepository(loads.slice(0, MAX_HISTORY_JOBS));
    expect(
      (await wholeOf(new SearchLoadHistory(whole.repo).execute('', NOT_ABORTED))).complete,
    ).toBe(true);
  });

  it(`the price check and recent addresses read the newest ${RECENT_JOBS} jobs, not all`, async () => {
    const loads = Array.from({ length: 5_000 }, (_, i) => aLoad({ id: i + 1 }));
    const { repo, calls } = pagedRepository(loads);
    const recent = await recentLoads(repo, NOT_ABORTED);
    expect(calls).toHaveLength(10);
    expect(recent.map((l) => l.id)).toEqual(loads.slice(0, RECENT_JOBS).map((l) => l.id));
  });

  it('passes a failed page on as the error', async () => {
    const repo: LoadRepository = {
      listActive: () => Promise.resolve([]),
      details: () => Promise.reject(new Error('not used')),
      search: ({ page }) =>
        page === 1
          ? Promise.resolve({
              items: [aLoad({ id: 1 })],
              meta: { currentPage: 1, perPage: 10, total: 20, lastPage: 2, from: 1, to: 10 },
            })
          : Promise.reject(new Error('page 2 failed')),
    };
    await expect(wholeOf(new SearchLoadHistory(repo).execute('', NOT_ABORTED))).rejects.toThrow(
      'page 2 failed',
    );
  });

  it("over the demo seed: every load of the customer, open ones included, and none of another's", async () => {
    const backend = historyDemoBackend();
    const mine = backend.marketplace.read((state) =>
      state.loads.filter((l) => l.ownerId === 1).map((l) => l.id),
    );
    const result = await wholeOf(
      new SearchLoadHistory(new InMemoryLoadRepository(backend.gateway)).execute('', NOT_ABORTED),
    );
    expect(result.loads.map(idOf).sort((a, b) => a - b)).toEqual([...mine].sort((a, b) => a - b));
    expect(result.loads.filter((l) => l.status !== 'pending').length).toBeGreaterThanOrEqual(25);
    expect(new Set(result.loads.map((l) => l.status))).toEqual(
      new Set(['pending', 'assigned', 'in_progress', 'completed', 'cancelled']),
    );
    backend.marketplace.dispose();
  });
});
