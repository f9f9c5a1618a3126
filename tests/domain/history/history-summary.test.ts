import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatFigure, summariseHistory } from '../../../src/domain/load/history-summary';

const job = (
  status: string,
  acceptedAmount: number | null,
  currencySymbol: string | null = '£',
) => ({
  status,
  jobStatus: '',
  acceptedAmount,
  currencySymbol,
});

describe('history summary cards (spent from accepted bids, — when unknown)', () => {
  it('counts jobs and completed ones, and sums accepted amounts of the jobs that carry one', () => {
    const summary = summariseHistory([
      job('completed', 100.1),
      job('delivered', 200.2),
      job('assigned', 99.7),
      job('in_progress', null),
      job('cancelled', 500),
    ]);
    expect(summary).toMatchObject({
      totalJobs: 5,
      completed: 2,
      pricedJobs: 3,
      mixedCurrencies: false,
    });
    expect(formatFigure(summary.totalSpent)).toBe('£400.00');
    expect(formatFigure(summary.averageCost)).toBe('£133.33');
  });

  it('counts a load still open for bids as a job, but never its amount: no bid is accepted yet', () => {
    const summary = summariseHistory([
      job('completed', 100),
      job('assigned', 300),
      job('pending', null),
      // An open load's figure (say a budget the server sends) is no money spent.
      job('pending', 40),
    ]);
    expect(summary).toMatchObject({ totalJobs: 4, completed: 1, pricedJobs: 2 });
    expect(formatFigure(summary.totalSpent)).toBe('£400.00');
    expect(formatFigure(summary.averageCost)).toBe('£200.00');
  });

  it("shows '—', never a false £0.00, when no job carries an accepted amount", () => {
    const summary = summariseHistory([job('completed', null), job('cancelled', 80)]);
    expect(summary.totalSpent).toBeNull();
    expect(summary.averageCost).toBeNull();
    expect(formatFigure(summary.totalSpent)).toBe('—');
    expect(summariseHistory([])).toMatchObject({
      totalJobs: 0,
      completed: 0,
      totalSpent: null,
      averageCost: null,
    });
  });

  it('keeps a record’s own currency, and refuses a total across currencies', () => {
    expect(
      formatFigure(
        summariseHistory([job('completed', 10, '€'), job('completed', 20, '€')]).totalSpent,
      ),
    ).toBe('€30.00');
    expect(
      formatFigure(
        summariseHistory([job('completed', 10, null), job('completed', 20, '£')]).totalSpent,
      ),
    ).toBe('£30.00');
    const mixed = summariseHistory([job('completed', 10, '€'), job('completed', 20, '£')]);
    expect(mixed).toMatchObject({
      mixedCurrencies: true,
      totalSpent: null,
      averageCost: null,
      pricedJobs: 2,
    });
  });

  it('adds in pence: no floating-point drift', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_00 }), { minLength: 1, maxLength: 60 }),
        (pence) => {
          const summary = summariseHistory(pence.map((p) => job('completed', p / 100)));
          const total = pence.reduce((a, b) => a + b, 0);
          expect(summary.totalSpent?.amount).toBe(total / 100);
          expect(summary.averageCost?.amount).toBe(Math.round(total / pence.length) / 100);
        },
      ),
    );
  });
});
