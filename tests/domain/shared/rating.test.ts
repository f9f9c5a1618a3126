import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_RATING, reviewCount, shownRating } from '../../../src/domain/shared/rating';

describe('a rating as every screen shows it', () => {
  it.each([
    [4.44, '4.44', 'blue'],
    [4.4, '4.40', 'blue'],
    [5, '5.00', 'green'],
    [4.5, '4.50', 'green'],
    // The colour goes by the figure shown: 4.499 reads 4.50, green as 4.50 is.
    [4.499, '4.50', 'green'],
    [4.494, '4.49', 'blue'],
    [3.456, '3.46', 'blue'],
    [0.01, '0.01', 'blue'],
  ] as const)('%s shows as %s, %s', (avg, text, tone) => {
    expect(shownRating(avg)).toEqual({ text, tone, rated: true });
  });

  it.each([[0], [-1], [0.004], [null], [undefined]])("%s is 'No rating yet', grey", (avg) => {
    expect(shownRating(avg)).toEqual({ text: NO_RATING, tone: 'grey', rated: false });
  });

  it('has two decimals, and is green from 4.50 shown, blue above 0 (the spec colour rule)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.005, max: 5, noNaN: true }), (avg) => {
        const { text, tone } = shownRating(avg);
        expect(text).toMatch(/^\d\.\d{2}$/);
        expect(tone).toBe(Number(text) >= 4.5 ? 'green' : 'blue');
      }),
    );
  });

  it("counts reviews: '1 review', '12 reviews'", () => {
    expect(reviewCount(1)).toBe('1 review');
    expect(reviewCount(0)).toBe('0 reviews');
    expect(reviewCount(12)).toBe('12 reviews');
  });
});
