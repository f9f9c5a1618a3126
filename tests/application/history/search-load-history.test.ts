import { describe, expect, it } from 'vitest';
import {
  SearchLoadHistory,
  MAX_HISTORY_PAGES,
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
import { NOT_ABORTED } from '../../support/signals';

/** A server that pages a fixed list and records every call. */
function pagedRepository(loads: readonly Load[], overrides: Partial<{ lastPage: number }> = {}) {
  const calls: LoadSearch[] = [];
  const repo: LoadRepository = {
    listActive: () => Promise.resolve([]),
    details: () => Promise.reject(new Error('not used')),
    search: (query) => {
      calls.push(query);
      const page = paginate(loads, query.page, query.perPage ?? 20);
      return Promise.resolve({
        items: page.items,
        meta: { ...page.meta, lastPage: overrides.lastPage ?? page.meta.lastPage },
      });
    },
  };
  return { repo, calls };
}

describe('SearchLoadHistory', () => {
  it('reads every page of the search with per_page 10 and keeps every load it returns, in order', async () => {
    const loads = Array.from({ length: 34 }, (_, i) =>
      aLoad({ id: i + 1, status: i % 5 === 0 ? 'pending' : 'completed', jobStatus: '' }),
    );
    const { repo, calls } = pagedRepository(loads);
    const result = await new SearchLoadHistory(repo).execute('  leeds ', NOT_ABORTED);
    expect(calls.map((c) => [c.q, c.page, c.perPage])).toEqual([
      ['leeds', 1, 10],
      ['leeds', 2, 10],
      ['leeds', 3, 10],
      ['leeds', 4, 10],
    ]);
    // Loads still open for bids stay: the server owns the list.
    expect(result.loads.map((l) => l.id)).toEqual(loads.map((l) => l.id));
    expect(result.complete).toBe(true);
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
    expect(
      (await new SearchLoadHistory(repo).execute('', NOT_ABORTED)).loads.map((l) => l.id),
    ).toEqual([1, 2]);
  });

  it('keeps every load without a usable id as its own record; only real ids are de-duplicated', async () => {
    const a = aLoad({ id: 1 });
    const noId1 = aLoad({ id: null, loadNo: 'BH-A', displayId: 'BH-A' });
    const noId2 = aLoad({ id: null, loadNo: 'BH-B', displayId: 'BH-B' });
    const { repo } = pagedRepository([a, noId1, a, noId2]);
    const result = await new SearchLoadHistory(repo).execute('', NOT_ABORTED);
    expect(result.loads.map((l) => l.loadNo)).toEqual(['BH-1', 'BH-A', 'BH-B']);
  });

  it(`stops after ${MAX_HISTORY_PAGES} pages and says the result is incomplete`, async () => {
    const loads = Array.from({ length: 1_020 }, (_, i) => aLoad({ id: i + 1 }));
    const { repo, calls } = pagedRepository(loads);
    const result = await new SearchLoadHistory(repo).execute('', NOT_ABORTED);
    expect(calls).toHaveLength(MAX_HISTORY_PAGES);
    expect(result.loads).toHaveLength(1_000);
    expect(result.complete).toBe(false);
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
    await expect(new SearchLoadHistory(repo).execute('', NOT_ABORTED)).rejects.toThrow(
      'page 2 failed',
    );
  });

  it("over the demo seed: every load of the customer, open ones included, and none of another's", async () => {
    const backend = historyDemoBackend();
    const mine = backend.marketplace.read((state) =>
      state.loads.filter((l) => l.ownerId === 1).map((l) => l.id),
    );
    const result = await new SearchLoadHistory(new InMemoryLoadRepository(backend.gateway)).execute(
      '',
      NOT_ABORTED,
    );
    expect(result.loads.map(idOf).sort((a, b) => a - b)).toEqual([...mine].sort((a, b) => a - b));
    expect(result.loads.filter((l) => l.status !== 'pending').length).toBeGreaterThanOrEqual(25);
    expect(new Set(result.loads.map((l) => l.status))).toEqual(
      new Set(['pending', 'assigned', 'in_progress', 'completed', 'cancelled']),
    );
    backend.marketplace.dispose();
  });
});
