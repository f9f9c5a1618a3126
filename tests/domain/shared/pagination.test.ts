import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  compactPageWindow,
  paginate,
  slidingPageWindow,
} from '../../../src/domain/shared/pagination';

const pagesOf = (items: ReturnType<typeof compactPageWindow>) =>
  items.flatMap((i) => (i.kind === 'page' ? [i.page] : []));

describe('compactPageWindow', () => {
  it.each([
    [1, 1, ''],
    [1, 2, '1 2'],
    [1, 10, '1 2 … 10'],
    [5, 10, '1 … 4 5 6 … 10'],
    [10, 10, '1 … 9 10'],
    [3, 5, '1 2 3 4 5'],
    [4, 6, '1 … 3 4 5 6'],
  ])('page %i of %i renders "%s"', (current, last, expected) => {
    const text = compactPageWindow(current, last)
      .map((i) => (i.kind === 'page' ? String(i.page) : '…'))
      .join(' ');
    expect(text).toBe(expected);
  });

  it('always shows first, last and current ±1, with an ellipsis exactly where pages are skipped', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        (last, raw) => {
          const current = Math.min(raw, last);
          const items = compactPageWindow(current, last);
          const pages = pagesOf(items);
          expect(pages).toContain(1);
          expect(pages).toContain(last);
          for (const p of [current - 1, current, current + 1])
            if (p >= 1 && p <= last) expect(pages).toContain(p);
          items.forEach((item, i) => {
            if (item.kind !== 'ellipsis') return;
            const before = items[i - 1];
            const after = items[i + 1];
            expect(
              before?.kind === 'page' && after?.kind === 'page' && after.page - before.page > 1,
            ).toBe(true);
          });
          for (let i = 1; i < items.length; i++) {
            const [a, b] = [items[i - 1], items[i]];
            if (a?.kind === 'page' && b?.kind === 'page') expect(b.page - a.page).toBe(1);
          }
        },
      ),
    );
  });
});

describe('slidingPageWindow', () => {
  it('holds min(5, last) consecutive pages that include the current one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 300 }),
        fc.integer({ min: 1, max: 300 }),
        (last, raw) => {
          const current = Math.min(raw, last);
          const window = slidingPageWindow(current, last);
          expect(window).toHaveLength(Math.min(5, last));
          expect(window).toContain(current);
          window.forEach((p, i) => i > 0 && expect(p - window[i - 1]!).toBe(1));
          expect(window[0]).toBeGreaterThanOrEqual(1);
          expect(window[window.length - 1]).toBeLessThanOrEqual(last);
        },
      ),
    );
  });

  it('is empty for a single page', () => expect(slidingPageWindow(1, 1)).toEqual([]));
});

describe('paginate', () => {
  it('reports from/to/last page of a slice', () => {
    const page = paginate(
      Array.from({ length: 23 }, (_, i) => i),
      3,
      10,
    );
    expect(page.items).toEqual([20, 21, 22]);
    expect(page.meta).toEqual({
      currentPage: 3,
      perPage: 10,
      total: 23,
      lastPage: 3,
      from: 21,
      to: 23,
    });
  });
  it('reports zeros for an empty list', () => {
    expect(paginate([], 1, 10).meta).toMatchObject({ total: 0, from: 0, to: 0, lastPage: 1 });
  });
});
