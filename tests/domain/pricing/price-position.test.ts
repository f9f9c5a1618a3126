import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PriceCheck } from '../../../src/domain/pricing/price-check';
import { pricePosition, pricePositionName } from '../../../src/domain/pricing/price-position';

const pounds = (...amounts: number[]) => amounts.map((amount) => ({ amount, currencySymbol: '£' }));
const usual: PriceCheck = { kind: 'range', low: 238, high: 252, jobs: 7, currencySymbol: '£' };
const open = pounds(198, 226.56, 245, 301.5);
const bid = { amount: 226.56, currencySymbol: '£' };

describe('where a bid sits among the open bids', () => {
  it('runs from the lowest to the highest open bid, with the usual range shaded on it', () => {
    const position = pricePosition(bid, open, usual);
    expect(position).toMatchObject({ lowest: 198, highest: 301.5 });
    // (226.56 - 198) / 103.5, (238 - 198) / 103.5, (252 - 198) / 103.5
    expect(position?.at).toBeCloseTo(0.27594, 4);
    expect(position?.usual?.from).toBeCloseTo(0.38647, 4);
    expect(position?.usual?.to).toBeCloseTo(0.52174, 4);
  });

  it('marks the lowest bid at the start and the highest at the end', () => {
    expect(pricePosition(pounds(198)[0]!, open, usual)?.at).toBe(0);
    expect(pricePosition(pounds(301.5)[0]!, open, usual)?.at).toBe(1);
  });

  it('cuts a usual range beyond the bids to the bar: a sliver at the end it lies past', () => {
    const below: PriceCheck = { ...usual, low: 150, high: 180 };
    expect(pricePosition(bid, open, below)?.usual).toEqual({ from: 0, to: 0 });
    const across: PriceCheck = { ...usual, low: 150, high: 400 };
    expect(pricePosition(bid, open, across)?.usual).toEqual({ from: 0, to: 1 });
    const above: PriceCheck = { ...usual, low: 320, high: 340 };
    expect(pricePosition(bid, open, above)?.usual).toEqual({ from: 1, to: 1 });
  });

  it('shades nothing without a range, or with one in another currency', () => {
    expect(pricePosition(bid, open, null)?.usual).toBeNull();
    expect(pricePosition(bid, open, { kind: 'not-enough', jobs: 2 })?.usual).toBeNull();
    expect(pricePosition(bid, open, { ...usual, currencySymbol: '€' })?.usual).toBeNull();
  });

  it('shows no bar for a load with one open bid, counting only bids in the same currency', () => {
    expect(pricePosition(bid, pounds(226.56), usual)).toBeNull();
    const euros = [{ amount: 250, currencySymbol: '€' }];
    expect(pricePosition(bid, [...pounds(226.56), ...euros], usual)).toBeNull();
    // No symbol is pounds.
    expect(
      pricePosition(bid, [...pounds(226.56), { amount: 250, currencySymbol: null }], usual),
    ).not.toBeNull();
  });

  it('puts every bid in the middle when all open bids ask the same', () => {
    expect(pricePosition(bid, pounds(226.56, 226.56), usual)).toMatchObject({
      at: 0.5,
      usual: { from: 1, to: 1 },
    });
  });

  it('keeps every mark and band within the bar, in order', () => {
    const amount = fc.double({ min: 1, max: 10_000, noNaN: true });
    fc.assert(
      fc.property(
        fc.array(amount, { minLength: 2 }),
        fc.nat(),
        amount,
        amount,
        (amounts, i, a, b) => {
          const own = amounts[i % amounts.length]!;
          const check: PriceCheck = { ...usual, low: Math.min(a, b), high: Math.max(a, b) };
          const position = pricePosition(
            { amount: own, currencySymbol: '£' },
            pounds(...amounts),
            check,
          );
          expect(position).not.toBeNull();
          const { at, usual: band } = position!;
          for (const f of [at, band!.from, band!.to]) expect(f >= 0 && f <= 1).toBe(true);
          expect(band!.from).toBeLessThanOrEqual(band!.to);
        },
      ),
    );
  });
});

describe('the bar in words', () => {
  it('names the price, the lowest and highest bids and the usual range', () => {
    expect(pricePositionName(pricePosition(bid, open, usual)!)).toBe(
      'Where £226.56 sits: lowest bid £198.00, highest £301.50, your usual £238–£252',
    );
  });

  it('ends after the highest without a usual range', () => {
    expect(pricePositionName(pricePosition(bid, open, null)!)).toBe(
      'Where £226.56 sits: lowest bid £198.00, highest £301.50',
    );
  });

  it("writes the bids' own currency", () => {
    const euros = [
      { amount: 90, currencySymbol: '€' },
      { amount: 120.5, currencySymbol: '€' },
    ];
    expect(pricePositionName(pricePosition(euros[0]!, euros, usual)!)).toBe(
      'Where €90.00 sits: lowest bid €90.00, highest €120.50',
    );
  });
});
