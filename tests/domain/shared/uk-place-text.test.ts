import { describe, expect, it } from 'vitest';
import { postcodeAreaOf, readUkPlace } from '../../../src/domain/shared/uk-place-text';
import { looseKey } from '../../../src/domain/shared/text';

describe('reading the town and postcode from a UK address line', () => {
  it.each([
    ['12 High Street, Leeds LS1 4AP', 'Leeds', 'LS1 4AP'],
    ['12 High St, Leeds LS1 4AP, UK', 'Leeds', 'LS1 4AP'],
    ['12 High St, Leeds, LS1 4AP, United Kingdom', 'Leeds', 'LS1 4AP'],
    ['4 Deansgate, Manchester m3 2bw', 'Manchester', 'M3 2BW'],
    ['Unit 7, Trafford Park, Manchester M171AA', 'Manchester', 'M17 1AA'],
    ['Armley, Leeds LS12', 'Leeds', 'LS12'],
    ['Leeds LS12', null, null],
    ['1 Wellington Place, Leeds, West Yorkshire LS1 4AP', 'Leeds', 'LS1 4AP'],
    ['Leeds, West Yorkshire LS1', 'Leeds', 'LS1'],
    ['Harbour Road, Ashby-de-la-Zouch, Leicestershire, LE65 1AA', 'Ashby-de-la-Zouch', 'LE65 1AA'],
    ['10 Downing Street, London SW1A 2AA', 'London', 'SW1A 2AA'],
    ['12 High Street, Leeds', 'Leeds', null],
    ['Leeds', 'Leeds', null],
  ])('%s → %s, %s', (address, town, postcode) => {
    expect(readUkPlace(address)).toEqual({ town, postcode });
  });

  it('finds no town in a street line alone, and no place in a lone code', () => {
    expect(readUkPlace('12 High Street')).toEqual({ town: null, postcode: null });
    expect(readUkPlace('12 High Street, LS1 4AP')).toEqual({ town: null, postcode: 'LS1 4AP' });
    expect(readUkPlace('B1')).toEqual({ town: null, postcode: null });
    expect(readUkPlace('Unit B1')).toEqual({ town: null, postcode: null });
    expect(readUkPlace('')).toEqual({ town: null, postcode: null });
  });

  it('gives the postcode area: the letters before the first digit', () => {
    expect(postcodeAreaOf('LS1 4AP')).toBe('LS');
    expect(postcodeAreaOf('m3 2bw')).toBe('M');
    expect(postcodeAreaOf('SW1A')).toBe('SW');
    expect(postcodeAreaOf('Leeds')).toBeNull();
    expect(postcodeAreaOf(null)).toBeNull();
  });

  it('compares names loosely: case, accents, punctuation and spaces aside', () => {
    expect(looseKey(' Stoke-on-Trent ')).toBe(looseKey('stoke on  TRENT'));
    expect(looseKey('Ystradgynlais')).not.toBe(looseKey('Ystrad'));
    expect(looseKey('Bromsgröve')).toBe('bromsgrove');
  });
});
