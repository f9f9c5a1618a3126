import { describe, expect, it } from 'vitest';
import { readAllPages } from '../../../src/application/shared/read-all-pages';
import { paginate, type Page } from '../../../src/domain/shared/pagination';
import { NOT_ABORTED } from '../../support/signals';

const RECORDS = Array.from({ length: 45 }, (_, i) => ({ id: i + 1 }));
const pageOf = (page: number): Page<{ id: number | null }> => paginate(RECORDS, page, 10);

describe('readAllPages', () => {
  it('reads every page, a few at a time, each record once', async () => {
    const asked: number[] = [];
    const all = await readAllPages(
      async (page) => {
        asked.push(page);
        return pageOf(page);
      },
      { perPage: 10, signal: NOT_ABORTED, maxItems: 1_000, parallel: 2 },
    );
    expect(all.items.map((r) => r.id)).toEqual(RECORDS.map((r) => r.id));
    expect(all.complete).toBe(true);
    expect(asked).toEqual([1, 2, 3, 4, 5]);
  });

  it('asks once more for a page that fails, and succeeds', async () => {
    const failures = new Map([[3, 1]]);
    const asked: number[] = [];
    const all = await readAllPages(
      async (page) => {
        asked.push(page);
        const left = failures.get(page) ?? 0;
        if (left > 0) {
          failures.set(page, left - 1);
          throw new Error('lost answer');
        }
        return pageOf(page);
      },
      { perPage: 10, signal: NOT_ABORTED, maxItems: 1_000, parallel: 4 },
    );
    expect(all.items).toHaveLength(45);
    expect(asked.filter((p) => p === 3)).toHaveLength(2);
  });

  it('fails when a page fails twice', async () => {
    await expect(
      readAllPages(
        async (page) => {
          if (page === 2) throw new Error('down');
          return pageOf(page);
        },
        { perPage: 10, signal: NOT_ABORTED, maxItems: 1_000, parallel: 4 },
      ),
    ).rejects.toThrow('down');
  });

  it('an aborted read is not retried and reads no further page', async () => {
    const controller = new AbortController();
    const asked: number[] = [];
    const reading = readAllPages(
      async (page) => {
        asked.push(page);
        if (page === 1) {
          controller.abort();
          throw new Error('aborted');
        }
        return pageOf(page);
      },
      { perPage: 10, maxItems: 1_000, parallel: 4, signal: controller.signal },
    );
    await expect(reading).rejects.toThrow('aborted');
    expect(asked).toEqual([1]);
  });

  it('stops at maxItems, in whole pages, and says the result is not complete', async () => {
    const all = await readAllPages(async (page) => pageOf(page), {
      perPage: 10,
      signal: NOT_ABORTED,
      maxItems: 20,
      parallel: 4,
    });
    expect(all.items).toHaveLength(20);
    expect(all.complete).toBe(false);
  });

  it("follows the server's page size when it serves fewer than asked for", async () => {
    const asked: [number, number][] = [];
    const all = await readAllPages(
      async (page, perPage) => {
        asked.push([page, perPage]);
        return paginate(RECORDS, page, Math.min(perPage, 20));
      },
      { perPage: 100, maxItems: 1_000, parallel: 4, signal: NOT_ABORTED },
    );
    expect(all.items).toHaveLength(45);
    expect(asked).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
  });
});
