import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMiles, KM_PER_MILE } from '../../../src/domain/shared/distance';
import { haversineKm } from '../../../src/domain/shared/geo';

const intlMiles = (decimals: number) =>
  new Intl.NumberFormat('en-GB', {
    style: 'unit',
    unit: 'mile',
    unitDisplay: 'long',
    maximumFractionDigits: decimals,
  });

describe('distances in miles', () => {
  it.each([
    [0, '0 miles'],
    [KM_PER_MILE, '1 mile'],
    [2 * KM_PER_MILE, '2 miles'],
    [5.5, '3.4 miles'],
    [15.9, '9.9 miles'],
    [16.08, '10 miles'],
    [100, '62 miles'],
    [1000, '621 miles'],
    [2000, '1,243 miles'],
  ])('%f km reads "%s"', (km, text) => {
    expect(formatMiles(km)).toBe(text);
  });

  it('Leeds to Birmingham, as the crow flies, is about 92 miles', () => {
    const leeds = { lat: 53.8008, lng: -1.5491 };
    const birmingham = { lat: 52.4862, lng: -1.8904 };
    expect(formatMiles(haversineKm(leeds, birmingham))).toBe('92 miles');
  });

  it("matches Intl's long mile unit: one decimal under 10 miles, whole miles above", () => {
    const short = intlMiles(1);
    const long = intlMiles(0);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 20_000, noNaN: true }), (km) => {
        const miles = km / KM_PER_MILE;
        expect(formatMiles(km)).toBe((miles < 10 ? short : long).format(miles));
      }),
      { numRuns: 2000 },
    );
  });
});
