import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LOAD_SORT_OPTIONS,
  isLoadSortOrder,
  matchesLoadQuery,
  sortLoads,
  visibleLoads,
} from '../../../src/domain/load/active-load-list';
import { idOf } from '../../support/record-ids';
import { aLoad } from './load-fixture';

const load = aLoad({
  loadNo: 'BH-10412',
  pickupAddress: '12 Wellington Street, Leeds LS1 4AP',
  deliveryAddress: '4 Deansgate, Manchester M3 2BW',
});

describe('matchesLoadQuery (load no, pickup, delivery)', () => {
  it.each([
    ['the load number', 'BH-10412'],
    ['part of the load number', '104'],
    ['the pickup address', 'wellington'],
    ['the delivery address', 'DEANSGATE'],
    ['a postcode in mixed case', 'm3 2bw'],
    ['blanks around the query', '  leeds  '],
  ])('matches %s, ignoring case', (_what, query) => {
    expect(matchesLoadQuery(load, query)).toBe(true);
  });

  it.each([
    ['a town on neither address', 'Bristol'],
    ['the weight', '480'],
    ['the load type', 'Pallets'],
  ])('does not match %s', (_what, query) => {
    expect(matchesLoadQuery(load, query)).toBe(false);
  });

  it('matches every load when the query is empty or blank', () => {
    expect(matchesLoadQuery(load, '')).toBe(true);
    expect(matchesLoadQuery(load, '   ')).toBe(true);
  });

  it('matches the display id when it differs from the load number', () => {
    expect(matchesLoadQuery(aLoad({ loadNo: '77', displayId: 'JOB-0077' }), 'job-00')).toBe(true);
  });

  it('is case-insensitive for any query drawn from a field', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(load.loadNo, load.pickupAddress, load.deliveryAddress),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (field, a, b, upper) => {
          const start = a % field.length;
          const end = start + 1 + (b % (field.length - start));
          const part = field.slice(start, end);
          const query = upper ? part.toUpperCase() : part.toLowerCase();
          expect(matchesLoadQuery(load, query)).toBe(true);
        },
      ),
    );
  });
});

describe('sortLoads (created descending or ascending)', () => {
  const older = aLoad({ id: 1, createdAt: '2026-02-01T09:00:00Z' });
  const newer = aLoad({ id: 2, createdAt: '2026-03-01T09:00:00Z' });
  const newest = aLoad({ id: 3, createdAt: '2026-03-02T09:00:00+00:00' });
  const undated = aLoad({ id: 4, createdAt: null });
  const unreadable = aLoad({ id: 5, createdAt: 'yesterday' });

  it('puts the newest first by default order "newest"', () => {
    expect(sortLoads([older, newest, newer], 'newest').map((l) => l.id)).toEqual([3, 2, 1]);
  });

  it('puts the oldest first for "oldest"', () => {
    expect(sortLoads([newer, newest, older], 'oldest').map((l) => l.id)).toEqual([1, 2, 3]);
  });

  it('keeps loads without a readable creation time last in both orders', () => {
    expect(sortLoads([undated, older, unreadable, newer], 'newest').map((l) => l.id)).toEqual([
      2, 1, 5, 4,
    ]);
    expect(sortLoads([undated, older, unreadable, newer], 'oldest').map((l) => l.id)).toEqual([
      1, 2, 4, 5,
    ]);
  });

  it('breaks ties by id in the same direction', () => {
    const a = aLoad({ id: 10, createdAt: '2026-03-01T09:00:00Z' });
    const b = aLoad({ id: 11, createdAt: '2026-03-01T09:00:00Z' });
    expect(sortLoads([a, b], 'newest').map((l) => l.id)).toEqual([11, 10]);
    expect(sortLoads([b, a], 'oldest').map((l) => l.id)).toEqual([10, 11]);
  });

  it('does not change the list it is given', () => {
    const list = [older, newer];
    sortLoads(list, 'newest');
    expect(list.map((l) => l.id)).toEqual([1, 2]);
  });

  it('is a permutation ordered by creation time, whatever the input', () => {
    const loads = fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 10_000 }),
        at: fc.option(fc.integer({ min: 1_600_000_000_000, max: 1_900_000_000_000 }), {
          nil: null,
        }),
      }),
      { selector: (r) => r.id, maxLength: 40 },
    );
    fc.assert(
      fc.property(
        loads,
        fc.constantFrom('newest' as const, 'oldest' as const),
        (records, order) => {
          const input = records.map((r) =>
            aLoad({ id: r.id, createdAt: r.at === null ? null : new Date(r.at).toISOString() }),
          );
          const sorted = sortLoads(input, order);
          expect(sorted.map(idOf).sort((x, y) => x - y)).toEqual(
            input.map(idOf).sort((x, y) => x - y),
          );
          const times = sorted.map((l) => (l.createdAt ? Date.parse(l.createdAt) : null));
          const firstUndated = times.indexOf(null);
          if (firstUndated >= 0)
            expect(times.slice(firstUndated).every((t) => t === null)).toBe(true);
          const dated = times.filter((t): t is number => t !== null);
          dated.forEach((t, i) => {
            if (i === 0) return;
            if (order === 'newest') expect(t).toBeLessThanOrEqual(dated[i - 1]!);
            else expect(t).toBeGreaterThanOrEqual(dated[i - 1]!);
          });
        },
      ),
    );
  });
});

describe('visibleLoads', () => {
  it('filters, then sorts', () => {
    const leeds1 = aLoad({ id: 1, pickupAddress: 'Leeds LS1', createdAt: '2026-03-01T00:00:00Z' });
    const york = aLoad({
      id: 2,
      pickupAddress: 'York YO1',
      deliveryAddress: 'Hull HU1',
      createdAt: '2026-03-03T00:00:00Z',
    });
    const leeds2 = aLoad({ id: 3, pickupAddress: 'Leeds LS2', createdAt: '2026-03-02T00:00:00Z' });
    expect(visibleLoads([leeds1, york, leeds2], 'leeds', 'newest').map((l) => l.id)).toEqual([
      3, 1,
    ]);
    expect(visibleLoads([leeds1, york, leeds2], '', 'oldest').map((l) => l.id)).toEqual([1, 3, 2]);
  });
});

describe('sort options', () => {
  it('are Newest First (first, the default) and Oldest First', () => {
    expect(LOAD_SORT_OPTIONS.map((o) => o.label)).toEqual(['Newest First', 'Oldest First']);
  });

  it('accepts only the two orders', () => {
    expect(isLoadSortOrder('newest')).toBe(true);
    expect(isLoadSortOrder('oldest')).toBe(true);
    expect(isLoadSortOrder('price')).toBe(false);
  });
});
