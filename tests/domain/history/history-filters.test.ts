import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyHistoryFilters,
  bidHistoryBadge,
  byHistoryDate,
  dateRangeOf,
  historyBadgeOf,
  historyDateOf,
  historyStatusOf,
  isOpenForBids,
  type HistoryDateFilter,
} from '../../../src/domain/load/history-filters';

const load = (
  status: string,
  jobStatus = '',
  pickupDate: string | null = null,
  createdAt: string | null = null,
) => ({
  status,
  jobStatus,
  pickupDate,
  createdAt,
});

describe('history status mapping (status badges)', () => {
  it.each([
    ['completed', '', 'Completed', 'success'],
    ['delivered', '', 'Completed', 'success'],
    ['in_progress', '', 'In Progress', 'info'],
    ['picked_up', '', 'In Progress', 'info'],
    ['en_route', '', 'In Progress', 'info'],
    ['in_transit', '', 'In Progress', 'info'],
    ['assigned', '', 'Assigned', 'assigned'],
    ['cancelled', '', 'Cancelled', 'error'],
    ['Canceled', '', 'Cancelled', 'error'],
    ['pending', '', 'Pending', 'warning'],
    ['In Progress', '', 'In Progress', 'info'],
    ['something-new', '', 'Pending', 'warning'],
    ['', '', 'Pending', 'warning'],
    ['in_progress', 'delivered', 'Completed', 'success'],
    ['assigned', 'en_route', 'In Progress', 'info'],
    ['completed', 'cancelled', 'Cancelled', 'error'],
    ['', 'picked_up', 'In Progress', 'info'],
  ])('status %j with job status %j shows %s (%s)', (status, jobStatus, label, tone) => {
    expect(historyBadgeOf(load(status, jobStatus))).toEqual({ label, tone });
  });

  it('bid history: an empty job status shows Assigned, others map as usual', () => {
    expect(bidHistoryBadge('')).toEqual({ label: 'Assigned', tone: 'assigned' });
    expect(bidHistoryBadge('   ')).toEqual({ label: 'Assigned', tone: 'assigned' });
    expect(bidHistoryBadge(null)).toEqual({ label: 'Assigned', tone: 'assigned' });
    expect(bidHistoryBadge('delivered')).toEqual({ label: 'Completed', tone: 'success' });
    expect(bidHistoryBadge('pending')).toEqual({ label: 'Pending', tone: 'warning' });
    expect(bidHistoryBadge('mystery')).toEqual({ label: 'Pending', tone: 'warning' });
  });

  it('a load showing Pending is open for bids; one further along is not', () => {
    expect(isOpenForBids(load('pending', 'pending'))).toBe(true);
    expect(isOpenForBids(load('pending', ''))).toBe(true);
    expect(isOpenForBids(load('', 'pending'))).toBe(true);
    expect(isOpenForBids(load('expired', ''))).toBe(true);
    expect(isOpenForBids(load('', ''))).toBe(true);
    expect(isOpenForBids(load('pending', 'assigned'))).toBe(false);
    expect(isOpenForBids(load('cancelled', ''))).toBe(false);
    expect(historyStatusOf(load('expired'))).toBe('pending');
  });

  it('All Statuses keeps open loads; every other option leaves them out', () => {
    const loads = [load('pending'), load('completed'), load('cancelled')];
    const now = new Date('2026-03-04T12:00:00');
    expect(applyHistoryFilters(loads, { status: 'all', date: 'all' }, now)).toHaveLength(3);
    for (const status of ['completed', 'in_progress', 'assigned', 'cancelled'] as const)
      expect(
        applyHistoryFilters(loads, { status, date: 'all' }, now).map((l) => l.status),
      ).not.toContain('pending');
  });
});

describe('history dates', () => {
  it('lists a load under its pickup date, else the local date it was created', () => {
    expect(historyDateOf(load('completed', '', '2026-03-04', '2026-02-01T10:00:00Z'))).toBe(
      '2026-03-04',
    );
    expect(historyDateOf(load('completed', '', null, '2026-02-01T10:00:00'))).toBe('2026-02-01');
    expect(historyDateOf(load('completed', '', null, '01-02-2026'))).toBe('2026-02-01');
    expect(historyDateOf(load('completed', '', null, 'not a date'))).toBeNull();
    expect(historyDateOf(load('completed', '', null, '2026-02-01 23:30:00'))).toBe('2026-02-01');
    expect(historyDateOf(load('completed', '', null, '2026-02-01'))).toBe('2026-02-01');
    expect(historyDateOf(load('completed'))).toBeNull();
  });

  // Fixed clocks (local time): 2026-03-04 is a Wednesday; 2026-03-01 a Sunday; 2026-03-02 a Monday.
  it.each([
    ['2026-03-04T12:00:00', 'today', '2026-03-04', '2026-03-04'],
    ['2026-03-04T12:00:00', 'this_week', '2026-03-02', '2026-03-08'],
    ['2026-03-02T00:00:00', 'this_week', '2026-03-02', '2026-03-08'],
    ['2026-03-08T23:59:59', 'this_week', '2026-03-02', '2026-03-08'],
    ['2026-03-01T09:00:00', 'this_week', '2026-02-23', '2026-03-01'],
    ['2025-12-31T10:00:00', 'this_week', '2025-12-29', '2026-01-04'],
    ['2026-02-14T10:00:00', 'this_month', '2026-02-01', '2026-02-28'],
    ['2028-02-14T10:00:00', 'this_month', '2028-02-01', '2028-02-29'],
    ['2026-12-31T23:59:00', 'this_month', '2026-12-01', '2026-12-31'],
  ] as const)(
    'at %s, %s runs from %s to %s (en-GB weeks, Monday to Sunday)',
    (now, filter, from, to) => {
      expect(dateRangeOf(filter, new Date(now))).toEqual({ from, to });
    },
  );

  it('All Dates has no range', () => {
    expect(dateRangeOf('all', new Date('2026-03-04T12:00:00'))).toBeNull();
  });

  it('a week is always the seven days Monday to Sunday around now', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (now) => {
          const range = dateRangeOf('this_week', now);
          if (!range) throw new Error('no range');
          const from = new Date(`${range.from}T12:00:00`);
          const to = new Date(`${range.to}T12:00:00`);
          expect(from.getDay()).toBe(1);
          expect(to.getDay()).toBe(0);
          expect(Math.round((to.getTime() - from.getTime()) / 86_400_000)).toBe(6);
          const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12);
          expect(today >= from && today <= to).toBe(true);
        },
      ),
    );
  });
});

describe('applyHistoryFilters (both filters apply)', () => {
  const now = new Date('2026-03-04T12:00:00'); // Wednesday
  const loads = [
    { id: 1, ...load('completed', 'delivered', '2026-03-04') }, // today
    { id: 2, ...load('cancelled', 'cancelled', '2026-03-02') }, // Monday this week
    { id: 3, ...load('completed', '', '2026-03-01') }, // last Sunday, this month
    { id: 4, ...load('in_progress', 'en_route', '2026-03-08') }, // Sunday this week
    { id: 5, ...load('assigned', 'assigned', '2026-03-09') }, // next Monday, this month
    { id: 6, ...load('completed', '', '2026-02-28') }, // last month
    { id: 7, ...load('completed', '', null) }, // no date
  ];
  const ids = (
    status: Parameters<typeof applyHistoryFilters>[1]['status'],
    date: HistoryDateFilter,
  ) => applyHistoryFilters(loads, { status, date }, now).map((l) => l.id);

  it.each([
    ['all', 'all', [1, 2, 3, 4, 5, 6, 7]],
    ['all', 'today', [1]],
    ['all', 'this_week', [1, 2, 4]],
    ['all', 'this_month', [1, 2, 3, 4, 5]],
    ['completed', 'all', [1, 3, 6, 7]],
    ['completed', 'this_week', [1]],
    ['completed', 'this_month', [1, 3]],
    ['cancelled', 'this_week', [2]],
    ['in_progress', 'all', [4]],
    ['assigned', 'today', []],
  ] as const)('status %s and date %s keep %j', (status, date, expected) => {
    expect(ids(status, date)).toEqual(expected);
  });
});

describe('byHistoryDate: the rows in the order of the date they show', () => {
  const row = (
    id: string,
    pickupDate: string | null,
    pickupTime: string | null,
    createdAt: string,
  ) => ({
    id,
    pickupDate,
    pickupTime,
    createdAt,
  });

  it('puts the newest date first: the pickup date, else the creation date; no date last', () => {
    const rows = [
      row('posted-last', '2026-03-01', '09:00', '2026-02-27T10:00:00'),
      row('collected-last', '2026-03-06', '08:00', '2026-02-20T10:00:00'),
      row('no-pickup', null, null, '2026-03-03T10:00:00'),
      row('undated', null, null, ''),
      row('same-day-earlier', '2026-03-06', '07:30', '2026-02-25T10:00:00'),
    ];
    expect(byHistoryDate(rows).map((r) => r.id)).toEqual([
      'collected-last',
      'same-day-earlier',
      'no-pickup',
      'posted-last',
      'undated',
    ]);
  });

  it('keeps the server order of loads alike, and never the other way round', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            day: fc.integer({ min: 1, max: 28 }),
            hour: fc.integer({ min: 0, max: 23 }),
          }),
        ),
        (cells) => {
          const rows = cells.map((c, i) =>
            row(String(i), `2026-02-${String(c.day).padStart(2, '0')}`, `${c.hour}:00`, ''),
          );
          const sorted = byHistoryDate(rows);
          for (let i = 1; i < sorted.length; i++) {
            const [a, b] = [sorted[i - 1]!, sorted[i]!];
            const key = (r: typeof a) => `${r.pickupDate} ${r.pickupTime!.padStart(5, '0')}`;
            expect(key(a) >= key(b)).toBe(true);
            if (key(a) === key(b)) expect(Number(a.id)).toBeLessThan(Number(b.id));
          }
        },
      ),
    );
  });
});
