import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quotePrice, roadDistanceKm } from '../../../src/infrastructure/memory/demo/price-model';

const km = fc.double({ min: 0, max: 1500, noNaN: true });
const kg = fc.double({ min: 0, max: 26_000, noNaN: true });
const spread = fc.double({ min: 0.8, max: 1.3, noNaN: true });

describe('the demo price model (amounts grow with distance and weight)', () => {
  it('never falls as the road distance grows', () => {
    fc.assert(
      fc.property(km, km, kg, spread, (a, b, weight, s) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        expect(quotePrice(far, weight, s)).toBeGreaterThanOrEqual(quotePrice(near, weight, s));
      }),
    );
  });

  it('never falls as the weight grows', () => {
    fc.assert(
      fc.property(km, kg, kg, spread, (distance, a, b, s) => {
        const [light, heavy] = a <= b ? [a, b] : [b, a];
        expect(quotePrice(distance, heavy, s)).toBeGreaterThanOrEqual(
          quotePrice(distance, light, s),
        );
      }),
    );
  });

  it('grows strictly over a meaningful difference, in whole pence', () => {
    fc.assert(
      fc.property(km, kg, (distance, weight) => {
        expect(quotePrice(distance + 10, weight)).toBeGreaterThan(quotePrice(distance, weight));
        expect(quotePrice(distance, weight + 100)).toBeGreaterThan(quotePrice(distance, weight));
        const price = quotePrice(distance, weight);
        expect(Math.round(price * 100) / 100).toBe(price);
        expect(price).toBeGreaterThan(0);
      }),
    );
  });

  it('scales with the bidder spread and takes roads as longer than the straight line', () => {
    expect(quotePrice(100, 500, 1.2)).toBeGreaterThan(quotePrice(100, 500, 0.9));
    expect(roadDistanceKm(100)).toBeGreaterThan(100);
  });
});
