import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPrice,
  comparableJobs,
  MIN_COMPARABLE_JOBS,
  priceVerdict,
  type PriceCheck,
} from '../../../src/domain/pricing/price-check';
import {
  usualPriceText,
  verdictBasis,
  verdictDifference,
  verdictLabel,
  NOT_ENOUGH_PAST_JOBS,
} from '../../../src/domain/pricing/price-check-texts';
import type { PricedJob, PriceSubject } from '../../../src/domain/pricing/priced-route';
import { aJob, BIRMINGHAM, BRISTOL, LEEDS, LINCOLN, withoutPoint } from './priced-job-fixture';

const subject: PriceSubject = {
  id: 99,
  pickup: LEEDS,
  delivery: BIRMINGHAM,
  weightKg: 480,
  vehicleName: 'Luton van with tail lift',
  currencySymbol: '£',
};

const jobs = (...amounts: number[]) => amounts.map((amount, i) => aJob({ id: i + 1, amount }));

describe('which past jobs are like this one', () => {
  it('keeps jobs on the lane or at a similar distance, of a similar weight and vehicle class', () => {
    const like = [
      aJob({ id: 1 }),
      aJob({ id: 2, pickup: BIRMINGHAM, delivery: LEEDS }),
      aJob({ id: 3, delivery: LINCOLN }),
      aJob({ id: 4, weightKg: 240, vehicleName: 'Small van' }),
      aJob({ id: 5, weightKg: 960, vehicleName: null }),
    ];
    const unlike = [
      aJob({ id: 6, delivery: BRISTOL }),
      aJob({ id: 7, weightKg: 239 }),
      aJob({ id: 8, weightKg: 961 }),
      aJob({ id: 9, weightKg: null }),
      aJob({ id: 10, vehicleName: '7.5 tonne truck' }),
      aJob({ id: 11, currencySymbol: '€' }),
      aJob({ id: 99 }),
    ];
    expect(comparableJobs(subject, [...unlike, ...like]).map((j) => j.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('matches by lane text when list data carry no coordinates', () => {
    const textOnly = aJob({ pickup: withoutPoint(LEEDS), delivery: withoutPoint(BIRMINGHAM) });
    expect(comparableJobs(subject, [textOnly])).toHaveLength(1);
    const elsewhere = aJob({ pickup: withoutPoint(LEEDS), delivery: withoutPoint(LINCOLN) });
    expect(comparableJobs(subject, [elsewhere])).toHaveLength(0);
  });

  it('compares nothing for a subject without a weight', () => {
    expect(checkPrice({ ...subject, weightKg: null }, jobs(1, 2, 3, 4))).toEqual({
      kind: 'not-enough',
      jobs: 0,
    });
  });
});

describe('the typical range', () => {
  it('is the interquartile range in whole pounds, with how many jobs it rests on', () => {
    expect(checkPrice(subject, jobs(180, 190, 200, 240, 300))).toEqual({
      kind: 'range',
      low: 190,
      high: 240,
      jobs: 5,
      currencySymbol: '£',
    });
    // Between neighbours it interpolates: 4 jobs → quartiles at positions 0.75 and 2.25.
    expect(checkPrice(subject, jobs(100, 200, 300, 400))).toMatchObject({ low: 175, high: 325 });
  });

  it('is not given from fewer than 3 comparable jobs', () => {
    expect(checkPrice(subject, jobs(180, 240))).toEqual({ kind: 'not-enough', jobs: 2 });
    expect(checkPrice(subject, [])).toEqual({ kind: 'not-enough', jobs: 0 });
  });

  it('reads as the screens say it', () => {
    const check = checkPrice(subject, jobs(180, 180, 180, 200, 240, 240, 250));
    expect(usualPriceText(check)).toBe('Jobs like this usually cost you £180–£240 (7 jobs)');
    expect(verdictBasis(check)).toBe('From 7 of your past jobs like this: £180–£240');
    const few = checkPrice(subject, jobs(180));
    expect(usualPriceText(few)).toBe(NOT_ENOUGH_PAST_JOBS);
    expect(NOT_ENOUGH_PAST_JOBS).toBe('Not enough past jobs like this to compare yet');
  });

  it('keeps the records’ own currency symbol', () => {
    const euro = { ...subject, currencySymbol: '€' };
    const check = checkPrice(
      euro,
      jobs(1180, 1200, 1240).map((j) => ({ ...j, currencySymbol: '€' })),
    );
    expect(usualPriceText(check)).toBe('Jobs like this usually cost you €1,190–€1,220 (3 jobs)');
  });
});

describe('a bid against the range', () => {
  const range = checkPrice(subject, jobs(180, 180, 200, 240, 240));

  it('is below, within or above, with the difference in whole pounds', () => {
    expect(priceVerdict(range, 156.4, '£')).toEqual({ kind: 'below', difference: 24 });
    expect(priceVerdict(range, 179.6, '£')).toEqual({ kind: 'within', difference: 0 });
    expect(priceVerdict(range, 240.49, null)).toEqual({ kind: 'within', difference: 0 });
    expect(priceVerdict(range, 271, '£')).toEqual({ kind: 'above', difference: 31 });
  });

  it('reads as the bid card says it', () => {
    const below = priceVerdict(range, 156, '£')!;
    expect([verdictLabel(below), verdictDifference(below, '£')]).toEqual([
      'Below your usual',
      '£24 under',
    ]);
    const above = priceVerdict(range, 271, '£')!;
    expect([verdictLabel(above), verdictDifference(above, '£')]).toEqual([
      'Above your usual',
      '£31 over',
    ]);
    const within = priceVerdict(range, 200, '£')!;
    expect([verdictLabel(within), verdictDifference(within, '£')]).toEqual([
      'Within your usual',
      null,
    ]);
  });

  it('says nothing without a range, or for a bid in another currency', () => {
    expect(priceVerdict(checkPrice(subject, jobs(1, 2)), 100, '£')).toBeNull();
    expect(priceVerdict(range, 100, '€')).toBeNull();
    expect(priceVerdict(range, Number.NaN, '£')).toBeNull();
  });
});

describe('properties of the rule', () => {
  const amount = fc.double({ min: 1, max: 5000, noNaN: true });
  const job = fc
    .record({
      id: fc.integer({ min: 1, max: 1000 }),
      amount,
      weightKg: fc.option(fc.integer({ min: 1, max: 3000 }), { nil: null }),
      vehicleName: fc.constantFrom(null, 'Small van', 'Luton van', '7.5 tonne truck'),
      route: fc.constantFrom<[typeof LEEDS, typeof LEEDS]>(
        [LEEDS, BIRMINGHAM],
        [BIRMINGHAM, LEEDS],
        [LEEDS, BRISTOL],
        [withoutPoint(LEEDS), withoutPoint(BIRMINGHAM)],
        [LEEDS, LINCOLN],
      ),
    })
    .map(({ route: [pickup, delivery], ...rest }): PricedJob => ({
      ...aJob(rest),
      pickup,
      delivery,
    }));
  const history = fc.array(job, { maxLength: 25 });
  const rank = { below: 0, within: 1, above: 2 } as const;
  const signed = (check: PriceCheck, value: number) => {
    const verdict = priceVerdict(check, value, '£');
    if (!verdict) return null;
    return {
      rank: rank[verdict.kind],
      signed: verdict.kind === 'below' ? -verdict.difference : verdict.difference,
    };
  };

  it('never gives a range from fewer than 3 comparable jobs, and counts them right', () => {
    fc.assert(
      fc.property(history, (past) => {
        const check = checkPrice(subject, past);
        const count = comparableJobs(subject, past).length;
        expect(check.jobs).toBe(count);
        expect(check.kind === 'range').toBe(count >= MIN_COMPARABLE_JOBS);
      }),
    );
  });

  it('gives a range inside what the comparable jobs cost, low ≤ high', () => {
    fc.assert(
      fc.property(history, (past) => {
        const check = checkPrice(subject, past);
        if (check.kind !== 'range') return;
        const amounts = comparableJobs(subject, past).map((j) => j.amount);
        expect(check.low).toBeLessThanOrEqual(check.high);
        expect(check.low).toBeGreaterThanOrEqual(Math.round(Math.min(...amounts)));
        expect(check.high).toBeLessThanOrEqual(Math.round(Math.max(...amounts)));
      }),
    );
  });

  it('does not depend on the order of the past jobs', () => {
    fc.assert(
      fc.property(
        history.chain((past) =>
          fc.tuple(fc.constant(past), fc.shuffledSubarray(past, { minLength: past.length })),
        ),
        ([past, shuffled]) => {
          expect(checkPrice(subject, shuffled)).toEqual(checkPrice(subject, past));
        },
      ),
    );
  });

  it('is monotone in the amount: a higher bid never reads lower', () => {
    fc.assert(
      fc.property(history, amount, amount, (past, a, b) => {
        const check = checkPrice(subject, past);
        const [lower, higher] = a <= b ? [a, b] : [b, a];
        const first = signed(check, lower);
        const second = signed(check, higher);
        if (check.kind !== 'range') {
          expect([first, second]).toEqual([null, null]);
          return;
        }
        expect(first!.rank).toBeLessThanOrEqual(second!.rank);
        expect(first!.signed).toBeLessThanOrEqual(second!.signed);
      }),
    );
  });
});
