import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidderKind } from '../../../src/domain/bid/bid';

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
