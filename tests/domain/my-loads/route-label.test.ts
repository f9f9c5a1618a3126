import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BID_HISTORY_ADDRESS_LENGTH,
  LIST_ADDRESS_LENGTH,
  stopLabel,
  townAndDistrict,
} from '../../../src/domain/load/route-label';
import { truncate } from '../../../src/domain/shared/text';
import { STREETS } from '../../../src/infrastructure/memory/demo/demo-catalogue';
import { UK_GAZETTEER } from '../../../src/infrastructure/maps/offline/uk-gazetteer';

describe('a stop named by its town and postcode district', () => {
  it.each([
    // The demo seed's regular runs.
    ['Unit 7, Cross Green Industrial Estate, Leeds LS9 0SG', 'Leeds LS9'],
    ['48 Broad Street, Birmingham B1 2HF', 'Birmingham B1'],
    ['14 Clifton Moor Gate, York YO30 4WY', 'York YO30'],
    // As Google writes them, with the country at the end.
    ['10 Downing Street, London SW1A 2AA, UK', 'London SW1A'],
    ['1 Angel Lane, London, EC1A 1BB, United Kingdom', 'London EC1A'],
    // As the offline gazetteer writes a picked town or district.
    ['Leeds, West Yorkshire LS1', 'Leeds LS1'],
    ['Armley, Leeds LS12', 'Leeds LS12'],
    ['12 Canal Road, Armley, Leeds LS12', 'Leeds LS12'],
    // Postcodes typed without their space or in lower case.
    ['Unit 7, Trafford Park, Manchester M171AA', 'Manchester M17'],
    ['4 Deansgate, Manchester m3 2bw', 'Manchester M3'],
    // A county between the town and the postcode is passed over.
    ['Harbour Road, Ashby-de-la-Zouch, Leicestershire, LE65 1AA', 'Ashby-de-la-Zouch LE65'],
    ['2 Bridge Street, Newcastle upon Tyne NE1 3AB', 'Newcastle upon Tyne NE1'],
    // No postcode: the town alone.
    ['12 High Street, Leeds', 'Leeds'],
  ])('%s → %s', (address, label) => {
    expect(townAndDistrict(address)).toBe(label);
    expect(stopLabel(address, LIST_ADDRESS_LENGTH)).toEqual({
      short: label,
      full: address,
      shortened: true,
    });
  });

  it.each([
    // No comma sets the town apart from the street.
    ['48 Broad Street Birmingham B1 2HF'],
    ['Broad Street Birmingham B1 2HF'],
    // A street, an estate or a business where the town should be.
    ['Unit 7, Cross Green Industrial Estate, LS9 0SG'],
    ['Acme Ltd, LS9 0SG'],
    ['Unit 4, Riverside Business Park, B1 2HF'],
    // No town at all.
    ['12 High Street, LS1 4AP'],
    ['12 High Street'],
    ['B1'],
    [''],
  ])('%s has no town to trust', (address) => {
    expect(townAndDistrict(address)).toBeNull();
  });

  it('falls back to the spec cut: 20 characters in the lists, 25 in the bid history header', () => {
    const street = '48 Broad Street Birmingham B1 2HF';
    expect(stopLabel(street, LIST_ADDRESS_LENGTH)).toEqual({
      short: '48 Broad Street Birm…',
      full: street,
      shortened: true,
    });
    expect(stopLabel(street, BID_HISTORY_ADDRESS_LENGTH).short).toBe(
      '48 Broad Street Birmingha…',
    );
    expect(LIST_ADDRESS_LENGTH).toBe(20);
    expect(BID_HISTORY_ADDRESS_LENGTH).toBe(25);
  });

  it('shows a short address whole, and a missing one as a dash', () => {
    expect(stopLabel('Leeds LS9 0SG', LIST_ADDRESS_LENGTH)).toEqual({
      short: 'Leeds LS9 0SG',
      full: 'Leeds LS9 0SG',
      shortened: false,
    });
    // The label would say no more than the address does.
    expect(stopLabel('Leeds', LIST_ADDRESS_LENGTH)).toEqual({
      short: 'Leeds',
      full: 'Leeds',
      shortened: false,
    });
    expect(stopLabel('   ', LIST_ADDRESS_LENGTH)).toEqual({
      short: '—',
      full: '—',
      shortened: false,
    });
    expect(stopLabel('  12 High  Street,\n Leeds ', LIST_ADDRESS_LENGTH).full).toBe(
      '12 High Street, Leeds',
    );
  });
});

const letters = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...'ABCDEFGHIJKLMNOPRSTUWYZ'), { minLength: min, maxLength: max })
    .map((chars) => chars.join(''));
/** An outward code: LS9, B1, M17, SW1A, EC1A, W1D. */
const outwardCode = fc
  .tuple(letters(1, 2), fc.integer({ min: 1, max: 99 }), fc.option(letters(1, 1), { nil: '' }))
  .map(([area, n, tail]) => `${area}${n > 9 && tail ? n % 10 : n}${tail}`);
const inwardCode = fc
  .tuple(fc.integer({ min: 0, max: 9 }), letters(2, 2))
  .map(([n, tail]) => `${n}${tail}`);
const towns = UK_GAZETTEER.map((place) => place.town ?? place.name);

describe('route labels over many addresses (property)', () => {
  it('recognises any outward code after a town, with or without the inward code and a country', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.constantFrom(...STREETS),
        fc.constantFrom(...towns),
        outwardCode,
        fc.option(inwardCode, { nil: null }),
        fc.constantFrom('', ', UK', ', United Kingdom'),
        fc.boolean(),
        (n, street, town, outward, inward, country, commaBeforeCode) => {
          const postcode = inward ? `${outward} ${inward}` : outward;
          const address = `${n} ${street}, ${town}${commaBeforeCode ? ',' : ''} ${postcode}${country}`;
          expect(townAndDistrict(address)).toBe(`${town} ${outward}`);
        },
      ),
    );
  });

  it('names every gazetteer town in a seed-style address, none mistaken for a street', () => {
    for (const place of UK_GAZETTEER) {
      const town = place.town ?? place.name;
      const address = `12 ${STREETS[0]}, ${town} ${place.postcodeDistrict} 4AB`;
      expect(stopLabel(address, LIST_ADDRESS_LENGTH).short).toBe(
        `${town} ${place.postcodeDistrict}`,
      );
    }
  });

  it('gives the town alone when the address has no postcode', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STREETS), fc.constantFrom(...towns), (street, town) => {
        expect(townAndDistrict(`7 ${street}, ${town}`)).toBe(town);
      }),
    );
  });

  it('without a comma, falls back to the address cut to the given length', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).filter((s) => !/[,\n]/.test(s)),
        fc.constantFrom(LIST_ADDRESS_LENGTH, BID_HISTORY_ADDRESS_LENGTH),
        (text, length) => {
          const full = text.trim().replace(/\s+/g, ' ');
          const label = stopLabel(text, length);
          // A town alone (no street, no postcode) is the whole text, so nothing is cut.
          if (full !== '') expect(label.short).toBe(truncate(full, length));
        },
      ),
    );
  });

  it('keeps the whole address, and says shortened exactly when the label differs from it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const label = stopLabel(text, LIST_ADDRESS_LENGTH);
        expect(label.shortened).toBe(label.short !== label.full);
        if (text.trim() !== '') expect(label.full).toBe(text.trim().replace(/\s+/g, ' '));
      }),
    );
  });
});
