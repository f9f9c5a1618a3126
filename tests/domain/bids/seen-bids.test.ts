import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bid } from '../../../src/domain/bid/bid';
import { newBidIds, unseenBidCount } from '../../../src/domain/bid/seen-bids';

function bid(id: number | null): Bid {
  return {
    id,
    loadId: 1,
    amount: 100,
    currencySymbol: '£',
    status: 'pending',
    note: null,
    placedAt: null,
    acceptedAt: null,
    rejectedAt: null,
    bidder: { name: `Bidder ${id}`, roleId: 4, avatarUrl: null },
    rating: { avg: 4, count: 10 },
    vehicleName: null,
  };
}

describe('new bids', () => {
  it('is empty on the first look, then lists the bids not seen before', () => {
    expect(newBidIds([bid(1), bid(2)], null).size).toBe(0);
    expect([...newBidIds([bid(1), bid(2), bid(3)], new Set([1, 3]))]).toEqual([2]);
    // A bid without an id cannot be recognised from one look to the next: never new.
    expect([...newBidIds([bid(null), bid(2)], new Set([2]))]).toEqual([]);
  });
});

describe("'N new' from a bid count (the dashboard, My Loads)", () => {
  it('counts the bids beyond those shown; none for a load never shown, never below 0', () => {
    expect(unseenBidCount(20, null)).toBe(0);
    expect(unseenBidCount(22, new Set(Array.from({ length: 20 }, (_, i) => i + 1)))).toBe(2);
    expect(unseenBidCount(0, new Set([1, 2]))).toBe(0);
  });

  it('agrees with the New bids of the full list whenever bids are only ever added', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        (shown, added) => {
          const seen = new Set(Array.from({ length: shown }, (_, i) => i + 1));
          const listed = Array.from({ length: shown + added }, (_, i) => bid(i + 1));
          expect(unseenBidCount(listed.length, seen)).toBe(newBidIds(listed, seen).size);
        },
      ),
    );
  });
});
