import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney, formatWholeMoney } from '../../../src/domain/shared/money';
import { formatNumber } from '../../../src/domain/shared/number-text';

const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-GB', options);

/** Prices and weights as they come: any double, and decimals that sit exactly on a half. */
const amount = fc.oneof(
  fc.double({ min: -5e12, max: 5e12, noNaN: true }),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => cents / 100),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 1000 + 0.0005),
  fc.constantFrom(0, -0, 1.005, 2.5, -2.5, 0.05, 999_999.995, Infinity, -Infinity, Number.NaN),
);

describe('numbers written the en-GB way', () => {
  it("match Intl.NumberFormat's output for every count of decimals", () => {
    const ranges = [
      [0, 0],
      [0, 1],
      [0, 3],
      [2, 2],
      [1, 3],
    ] as const;
    const formats = ranges.map(([min, max]) =>
      intl({ minimumFractionDigits: min, maximumFractionDigits: max }),
    );
    fc.assert(
      fc.property(amount, (value) => {
        ranges.forEach(([min, max], i) =>
          expect(formatNumber(value, min, max), `${value} with ${min}–${max}`).toBe(
            formats[i]!.format(value),
          ),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it("write pounds as Intl's GBP currency does", () => {
    const gbp = intl({ style: 'currency', currency: 'GBP' });
    const wholeGbp = intl({ style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
    fc.assert(
      fc.property(amount, (value) => {
        expect(formatMoney(value)).toBe(gbp.format(value));
        expect(formatWholeMoney(value)).toBe(wholeGbp.format(Math.round(value)));
      }),
      { numRuns: 2000 },
    );
  });

  it('examples', () => {
    expect(formatNumber(1234.56, 0, 1)).toBe('1,234.6');
    expect(formatNumber(1.005, 2, 2)).toBe('1.01');
    expect(formatNumber(-0.001, 0, 1)).toBe('-0');
    expect(formatMoney(-5)).toBe('-£5.00');
    expect(formatMoney(12.5, '€')).toBe('€12.50');
  });
});
