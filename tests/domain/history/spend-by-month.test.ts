import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summariseHistory } from '../../../src/domain/load/history-summary';
import { formatMonth, spendByMonth } from '../../../src/domain/load/spend-by-month';

const job = (
  pickupDate: string | null,
  acceptedAmount: number | null,
  status = 'completed',
  currencySymbol: string | null = '£',
) => ({ status, jobStatus: '', acceptedAmount, currencySymbol, pickupDate, createdAt: null });

// Midday on 6 December 2026, local time.
const NOW = new Date(2026, 11, 6, 12);

describe('spend by month', () => {
  it('gives the 12 months up to this one, oldest first, empty months at nothing', () => {
    const spend = spendByMonth([], NOW);
    expect(spend.months.map((m) => m.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    expect(spend.months.every((m) => m.jobs === 0 && m.pence === 0)).toBe(true);
    expect(spend.total).toEqual({ jobs: 0, pence: 0 });
  });

  it('sums each paid job in pence under the month of its date, and counts the jobs', () => {
    const spend = spendByMonth(
      [
        job('2026-12-01', 100.1),
        job('2026-12-05', 200.2),
        job('2026-11-30', 0.3),
        job('2026-03-15', 99.99, 'assigned'),
      ],
      NOW,
    );
    const byMonth = Object.fromEntries(spend.months.map((m) => [m.month, [m.jobs, m.pence]]));
    expect(byMonth['2026-12']).toEqual([2, 30030]);
    expect(byMonth['2026-11']).toEqual([1, 30]);
    expect(byMonth['2026-03']).toEqual([1, 9999]);
    expect(byMonth['2026-04']).toEqual([0, 0]);
    expect(spend.total).toEqual({ jobs: 4, pence: 40059 });
  });

  it('leaves out what was not paid: cancelled jobs, jobs still open, jobs with no accepted amount', () => {
    const spend = spendByMonth(
      [
        job('2026-12-01', 500, 'cancelled'),
        job('2026-12-01', 80, 'pending'),
        job('2026-12-01', null),
      ],
      NOW,
    );
    expect(spend.total).toEqual({ jobs: 0, pence: 0 });
    expect(spend.outside).toEqual({ jobs: 0, pence: 0 });
  });

  it('dates a job without a pickup by its creation, and sets aside the older and the undated', () => {
    const created = { ...job(null, 40), createdAt: '2026-07-09T10:00:00' };
    const spend = spendByMonth([created, job('2025-12-31', 12.5), job(null, 7)], NOW);
    expect(spend.months.find((m) => m.month === '2026-07')).toEqual({
      month: '2026-07',
      jobs: 1,
      pence: 4000,
    });
    expect(spend.outside).toEqual({ jobs: 2, pence: 1950 });
  });

  it('adds the months of jobs booked ahead, up to three, after this one', () => {
    const spend = spendByMonth([job('2027-01-02', 250), job('2027-04-01', 60)], NOW);
    expect(spend.months.map((m) => m.month).slice(-2)).toEqual(['2026-12', '2027-01']);
    expect(spend.months.at(-1)).toEqual({ month: '2027-01', jobs: 1, pence: 25000 });
    expect(spend.months).toHaveLength(13);
    expect(spend.outside).toEqual({ jobs: 1, pence: 6000 });
  });

  it('runs across a new year', () => {
    const spend = spendByMonth([job('2026-02-28', 1)], new Date(2027, 0, 31, 23, 59));
    expect(spend.months[0]?.month).toBe('2026-02');
    expect(spend.months.at(-1)?.month).toBe('2027-01');
    expect(spend.total.pence).toBe(100);
  });

  it('says when the paid jobs are in more than one currency; no symbol and £ are both pounds', () => {
    expect(
      spendByMonth([job('2026-12-01', 1, 'completed', null), job('2026-12-01', 1)], NOW),
    ).toMatchObject({
      mixedCurrencies: false,
      currencySymbol: null,
    });
    expect(
      spendByMonth([job('2026-12-01', 1), job('2026-12-01', 1, 'completed', '€')], NOW)
        .mixedCurrencies,
    ).toBe(true);
  });

  it("adds up to the summary's Total Spent when every paid job falls within the months", () => {
    const day = fc.integer({ min: 0, max: 330 }).map((back) => {
      const date = new Date(2026, 11, 6 - back);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    });
    const amount = fc.integer({ min: 1, max: 500_000 }).map((pence) => pence / 100);
    const status = fc.constantFrom('completed', 'assigned', 'cancelled', 'pending', 'in_progress');
    fc.assert(
      fc.property(fc.array(fc.tuple(day, fc.option(amount), status)), (rows) => {
        const loads = rows.map(([date, paid, s]) => job(date, paid, s));
        const spend = spendByMonth(loads, NOW);
        const summary = summariseHistory(loads);
        expect(spend.total.jobs).toBe(summary.pricedJobs);
        expect(spend.total.pence).toBe(Math.round((summary.totalSpent?.amount ?? 0) * 100));
      }),
    );
  });
});

describe('formatMonth', () => {
  it('writes a month the en-GB way', () => {
    expect(formatMonth('2026-09')).toBe('Sept 2026');
    expect(formatMonth('2027-01')).toBe('Jan 2027');
  });
});
