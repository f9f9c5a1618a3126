import { describe, expect, it } from 'vitest';
import { sameAddressText } from '../../../src/domain/repeat/same-address';

describe('sameAddressText: a looked-up address is an exact match of a kept text', () => {
  it('ignores case, punctuation, spacing and a closing country', () => {
    expect(
      sameAddressText('Unit 7, Cross Green, Leeds LS9 0SG', 'unit 7 cross green  leeds ls9 0sg'),
    ).toBe(true);
    expect(
      sameAddressText(
        '48 Broad Street, Birmingham B1 2HF, UK',
        '48 Broad Street, Birmingham B1 2HF',
      ),
    ).toBe(true);
    expect(
      sameAddressText(
        '10 Market Street, Bristol BS1 1AA',
        '10 Market Street, Bristol BS1 1AA, United Kingdom',
      ),
    ).toBe(true);
  });

  it('is not a match when any word or number differs, or one adds to the other', () => {
    expect(sameAddressText('Leeds, West Yorkshire LS1', 'Leeds')).toBe(false);
    expect(sameAddressText('12 High Street, Leeds LS1', '12 High Street, Leeds')).toBe(false);
    expect(sameAddressText('12 High Street, Leeds LS1', '14 High Street, Leeds LS1')).toBe(false);
    expect(sameAddressText('', '')).toBe(false);
  });
});
