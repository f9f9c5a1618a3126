import { describe, expect, it } from 'vitest';
import { justBookedBidOf } from '../../../src/presentation/app/just-booked';

describe('justBookedBidOf', () => {
  it('reads the accepted bid a history entry carries', () => {
    expect(justBookedBidOf({ justBookedBidId: 77 })).toBe(77);
  });

  it.each([
    ['no state', null],
    ['another page’s state', { from: '/history' }],
    ['a text id', { justBookedBidId: '77' }],
    ['a fraction', { justBookedBidId: 7.5 }],
    ['zero', { justBookedBidId: 0 }],
    ['a string', 'justBookedBidId'],
  ])('finds none in %s', (_, state) => {
    expect(justBookedBidOf(state)).toBeNull();
  });
});
