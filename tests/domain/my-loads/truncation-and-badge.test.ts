import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIST_ADDRESS_LENGTH } from '../../../src/domain/load/route-label';
import { bidCountLabel } from '../../../src/domain/load/load';
import { truncate } from '../../../src/domain/shared/text';

describe('address truncation on the dashboard and list (20 characters)', () => {
  it('is 20 characters', () => {
    expect(LIST_ADDRESS_LENGTH).toBe(20);
  });

  it.each([
    ['12 Wellington Street, Leeds LS1 4AP', '12 Wellington Street…'],
    ['4 Deansgate, Manchester', '4 Deansgate, Manches…'],
    ['Exactly twenty chars', 'Exactly twenty chars'],
    ['Short', 'Short'],
    ['', ''],
  ])('"%s" shows as "%s"', (address, shown) => {
    expect(truncate(address, LIST_ADDRESS_LENGTH)).toBe(shown);
  });

  it('drops the blank before the ellipsis', () => {
    expect(truncate('Unit 7 Riverside Way Business Park', LIST_ADDRESS_LENGTH)).toBe(
      'Unit 7 Riverside Way…',
    );
    expect(truncate('Unit 7, Canal Basin, Leeds', LIST_ADDRESS_LENGTH)).toBe(
      'Unit 7, Canal Basin,…',
    );
  });

  it('keeps a prefix of at most 20 characters, and whole text up to 20', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 80 }), (text) => {
        const shown = truncate(text, LIST_ADDRESS_LENGTH);
        if (Array.from(text).length <= LIST_ADDRESS_LENGTH) {
          expect(shown).toBe(text);
        } else {
          expect(shown.endsWith('…')).toBe(true);
          const kept = shown.slice(0, -1);
          expect(Array.from(kept).length).toBeLessThanOrEqual(LIST_ADDRESS_LENGTH);
          expect(text.startsWith(kept)).toBe(true);
        }
      }),
    );
  });

  it('never splits a character outside the basic plane', () => {
    const shown = truncate('📦📦📦📦📦📦📦📦📦📦📦📦📦📦📦📦📦📦📦📦📦', LIST_ADDRESS_LENGTH);
    expect(Array.from(shown)).toHaveLength(21);
    expect(shown).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('bid badge wording (Bid, Bids or Awaiting bids)', () => {
  it.each([
    [0, 'Awaiting bids'],
    [1, '1 Bid'],
    [2, '2 Bids'],
    [14, '14 Bids'],
    [-1, 'Awaiting bids'],
  ])('%i bids reads "%s"', (count, label) => {
    expect(bidCountLabel(count)).toBe(label);
  });

  it('is singular only for one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10_000 }), (n) => {
        expect(bidCountLabel(n)).toBe(`${n} Bids`);
      }),
    );
  });
});
