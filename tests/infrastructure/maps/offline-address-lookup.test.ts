import { describe, expect, it } from 'vitest';
import { OfflineAddressLookup } from '../../../src/infrastructure/maps/offline/offline-address-lookup';

const session = () => new OfflineAddressLookup().startSession();

async function first(query: string) {
  const s = session();
  const [suggestion] = await s.suggest(query);
  expect(suggestion, query).toBeDefined();
  if (!suggestion) throw new Error(`no suggestion for ${query}`);
  return { suggestion, result: await s.resolve(suggestion) };
}

describe('OfflineAddressLookup', () => {
  it('says what its suggestions are, in the note under the field', () => {
    expect(new OfflineAddressLookup().attribution).toBe('UK address suggestions');
  });

  it.each(['', 'm', 'ma', '  ma  ', 'L1', '!!'])(
    'suggests nothing below 3 characters (%j)',
    async (q) => {
      expect(await session().suggest(q)).toEqual([]);
    },
  );

  it("suggests Manchester first for 'man'", async () => {
    const suggestions = await session().suggest('man');
    expect(suggestions[0]).toMatchObject({ primary: 'Manchester' });
    expect(suggestions.map((s) => s.primary)).toContain('Mansfield');
  });

  it('ranks prefix matches before word-prefix before substring matches', async () => {
    const names = (await session().suggest('ham')).map((s) => s.primary);
    expect(names.slice(0, 2)).toEqual(['Hamilton', 'Hammersmith']);
    expect(names).toContain('Birmingham');
    expect(names.indexOf('Birmingham')).toBeGreaterThan(names.indexOf('Hammersmith'));
    expect((await session().suggest('keynes'))[0]?.primary).toBe('Milton Keynes');
  });

  it("finds Leeds for the postcode district 'LS1'", async () => {
    const { suggestion, result } = await first('LS1');
    expect(suggestion).toMatchObject({ primary: 'Leeds', secondary: 'West Yorkshire LS1' });
    expect(result).toEqual({
      address: 'Leeds, West Yorkshire LS1',
      latitude: 53.8008,
      longitude: -1.5491,
      cityName: 'Leeds',
      zipcode: 'LS1',
      stateName: 'West Yorkshire',
      isFromDropdown: true,
    });
  });

  it('resolves a postcode-district entry to the town it belongs to', async () => {
    const { result } = await first('ancoats');
    expect(result).toMatchObject({
      address: 'Ancoats, Manchester M4',
      cityName: 'Manchester',
      zipcode: 'M4',
      stateName: 'Greater Manchester',
    });
  });

  it('places a typed street address in the town it names', async () => {
    const { suggestion, result } = await first('12 High Street, Leeds');
    expect(suggestion).toMatchObject({
      primary: '12 High Street',
      secondary: 'Leeds, West Yorkshire LS1',
    });
    expect(result).toEqual({
      address: '12 High Street, Leeds LS1',
      latitude: 53.8008,
      longitude: -1.5491,
      cityName: 'Leeds',
      zipcode: 'LS1',
      stateName: 'West Yorkshire',
      isFromDropdown: true,
    });
  });

  it('places a typed street address by its postcode district', async () => {
    const { suggestion, result } = await first('Unit 4 Canal Road LS12');
    expect(suggestion.primary).toBe('Unit 4 Canal Road');
    expect(result).toMatchObject({
      address: 'Unit 4 Canal Road, Armley, Leeds LS12',
      cityName: 'Leeds',
      zipcode: 'LS12',
      stateName: 'West Yorkshire',
    });
    expect(result.latitude).toBeCloseTo(53.8, 1);
    expect(result.longitude).toBeCloseTo(-1.6, 1);
  });

  it('keeps a full typed postcode and uses the last place named', async () => {
    const { result } = await first('14 London Road, Sheffield S2 4LA');
    expect(result).toMatchObject({
      address: '14 London Road, Sheffield S2 4LA',
      cityName: 'Sheffield',
      zipcode: 'S2 4LA',
      stateName: 'South Yorkshire',
      latitude: 53.3811,
      longitude: -1.4701,
    });
  });

  it.each([
    ['14 Albion Street, Leeds', '14 Albion Street', 'Leeds, West Yorkshire LS1'],
    [
      'Unit 3 Trafford Park, Manchester',
      'Unit 3 Trafford Park',
      'Manchester, Greater Manchester M1',
    ],
    [
      'Unit 3 Trafford Park Manchester',
      'Unit 3 Trafford Park',
      'Manchester, Greater Manchester M1',
    ],
    ['Unit 3 Trafford Park, M17', 'Unit 3 Trafford Park', 'Manchester, Greater Manchester M17'],
    [
      'Unit 3, Trafford Park, M17 1AA',
      'Unit 3, Trafford Park',
      'Manchester, Greater Manchester M17 1AA',
    ],
  ])(
    'offers a street before a town or postcode district it knows: %j',
    async (typed, primary, secondary) => {
      expect((await session().suggest(typed))[0]).toMatchObject({ primary, secondary });
    },
  );

  it('offers nothing for a street alone, with no town or postcode it knows', async () => {
    expect(await session().suggest('Unit 3 Trafford Park')).toEqual([]);
  });

  it('does not take a street named after a town for the town', async () => {
    expect(await session().suggest('14 London Road')).toEqual([]);
  });

  it('completes the town typed after the last comma', async () => {
    const suggestions = await session().suggest('5 Mill Lane, Bri');
    expect(suggestions.length).toBeGreaterThan(1);
    expect(suggestions.every((s) => s.primary === '5 Mill Lane')).toBe(true);
    expect(suggestions.map((s) => s.secondary)).toContain('Bristol, Bristol BS1');
  });

  it('offers every town of an ambiguous name', async () => {
    const suggestions = await session().suggest('5 Mill Lane, Newport');
    expect(suggestions.map((s) => s.secondary)).toEqual([
      'Newport, Gwent NP20',
      'Newport, Isle of Wight PO30',
    ]);
  });

  it('returns at most 6 suggestions', async () => {
    for (const q of ['new', 'ham', 'bri', 'ton', 'ley', 'shire']) {
      expect((await session().suggest(q)).length).toBeLessThanOrEqual(6);
    }
    expect(await session().suggest('new')).toHaveLength(6);
  });

  it('matches case- and punctuation-insensitively', async () => {
    const ids = async (q: string) => (await session().suggest(q)).map((s) => s.id);
    expect(await ids('MANCHESTER')).toEqual(await ids('manchester'));
    expect((await session().suggest('kings lynn'))[0]?.primary).toBe("King's Lynn");
    expect((await session().suggest("KING'S LYNN!"))[0]?.primary).toBe("King's Lynn");
    expect((await session().suggest('st. albans'))[0]?.primary).toBe('St Albans');
    expect((await session().suggest('stoke on trent'))[0]?.primary).toBe('Stoke-on-Trent');
    expect((await session().suggest('ls 1'))[0]?.primary).toBe('Leeds');
  });

  it('rejects an id it did not issue', async () => {
    await expect(
      session().resolve({ id: 'google-place-id', primary: 'x', secondary: 'y' }),
    ).rejects.toThrow(/Unknown offline address suggestion/);
  });
});
