import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidderKind, ratingTone } from '../../../src/domain/bid/bid';

describe('bidderKind (role 4 Driver, 2 or 3 Company, else Bidder)', () => {
  it.each([
    [4, 'Driver'],
    [2, 'Company'],
    [3, 'Company'],
    [5, 'Bidder'],
    [1, 'Bidder'],
    [0, 'Bidder'],
    [null, 'Bidder'],
    [undefined, 'Bidder'],
  ] as const)('role %s is %s', (roleId, label) => {
    expect(bidderKind(roleId)).toBe(label);
  });

  it('labels every other role Bidder', () => {
    fc.assert(
      fc.property(
        fc.integer().filter((n) => ![2, 3, 4].includes(n)),
        (roleId) => bidderKind(roleId) === 'Bidder',
      ),
    );
  });
});

describe('ratingTone (4.5 or more green, above 0 blue, else grey)', () => {
  it.each([
    [5, 'green'],
    [4.5, 'green'],
    [4.49, 'blue'],
    [3, 'blue'],
    [0.01, 'blue'],
    [0, 'grey'],
    [-1, 'grey'],
  ] as const)('%s is %s', (avg, tone) => {
    expect(ratingTone(avg)).toBe(tone);
  });

  it('is green from 4.5, blue above 0, grey otherwise', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 10, noNaN: true }), (avg) => {
        const expected = avg >= 4.5 ? 'green' : avg > 0 ? 'blue' : 'grey';
        return ratingTone(avg) === expected;
      }),
    );
  });
});
