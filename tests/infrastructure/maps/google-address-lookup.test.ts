import { describe, expect, it, vi } from 'vitest';
import {
  GoogleAddressLookup,
  type GoogleAddressComponent,
  type GoogleAutocompleteRequest,
  type GooglePlace,
  type GooglePlacePrediction,
  type GooglePlacesLibrary,
  type GoogleSessionToken,
} from '../../../src/infrastructure/maps/google/google-address-lookup';

// Only the loader tests use this; the adapter tests inject a fake loader instead.
const jsApiLoader = vi.hoisted(() => ({
  setOptions: vi.fn<(options: Record<string, unknown>) => void>(),
  importLibrary: vi.fn<(name: string) => Promise<unknown>>(),
}));
vi.mock('@googlemaps/js-api-loader', () => jsApiLoader);

interface PlaceData {
  formattedAddress: string;
  lat: number;
  lng: number;
  components: GoogleAddressComponent[];
  noLocation?: boolean;
}

const component = (longText: string, ...types: string[]): GoogleAddressComponent => ({
  longText,
  shortText: longText,
  types,
});

const LEEDS_OFFICE: PlaceData = {
  formattedAddress: '12 Park Row, Leeds LS1 5HD, UK',
  lat: 53.7986,
  lng: -1.5466,
  components: [
    component('12', 'street_number'),
    component('Park Row', 'route'),
    component('Leeds', 'locality', 'political'),
    component('Leeds', 'postal_town'),
    component('West Yorkshire', 'administrative_area_level_2', 'political'),
    component('England', 'administrative_area_level_1', 'political'),
    component('United Kingdom', 'country', 'political'),
    component('LS1 5HD', 'postal_code'),
  ],
};

const VILLAGE_FARM: PlaceData = {
  formattedAddress: 'Manor Farm, Church Lane, Bolton Percy, York YO23 7AN, UK',
  lat: 53.8654,
  lng: -1.1918,
  components: [
    component('Church Lane', 'route'),
    component('York', 'postal_town'),
    component('North Yorkshire', 'administrative_area_level_2', 'political'),
    component('England', 'administrative_area_level_1', 'political'),
    component('YO23 7AN', 'postal_code'),
  ],
};

/** A fake google.maps.places library made of plain objects, recording every call. */
function fakePlaces(places: Record<string, PlaceData>) {
  const calls = {
    loads: [] as { apiKey: string; library: string }[],
    autocomplete: [] as GoogleAutocompleteRequest[],
    /** The session token each fetchFields call was billed under (null: no session). */
    fetchFields: [] as { placeId: string; token: GoogleSessionToken | null; fields: string[] }[],
  };
  let tokenCount = 0;
  const failures = { autocomplete: null as Error | null, details: null as Error | null };

  class FakePlace implements GooglePlace {
    constructor(
      private readonly placeId: string,
      private readonly token: GoogleSessionToken | null,
    ) {}

    async fetchFields({ fields }: { fields: string[] }): Promise<{ place: GooglePlace }> {
      calls.fetchFields.push({ placeId: this.placeId, token: this.token, fields });
      if (failures.details) throw failures.details;
      const data = places[this.placeId];
      if (!data) throw new Error(`NOT_FOUND: ${this.placeId}`);
      const place: GooglePlace = {
        formattedAddress: data.formattedAddress,
        location: data.noLocation ? null : { lat: () => data.lat, lng: () => data.lng },
        addressComponents: data.components,
        fetchFields: async () => ({ place }),
      };
      return { place };
    }
  }

  const library: GooglePlacesLibrary = {
    AutocompleteSessionToken: class {
      readonly n = ++tokenCount;
    },
    AutocompleteSuggestion: {
      async fetchAutocompleteSuggestions(request) {
        calls.autocomplete.push(request);
        if (failures.autocomplete) throw failures.autocomplete;
        const suggestions = Object.entries(places).map(([placeId, data]) => {
          const [main = '', ...rest] = data.formattedAddress.split(', ');
          const placePrediction: GooglePlacePrediction = {
            placeId,
            text: { text: data.formattedAddress },
            mainText: { text: main },
            secondaryText: { text: rest.join(', ') },
            toPlace: () => new FakePlace(placeId, request.sessionToken),
          };
          return { placePrediction };
        });
        return { suggestions: [...suggestions, { placePrediction: null }] };
      },
    },
    Place: class extends FakePlace {
      constructor({ id }: { id: string }) {
        super(id, null);
      }
    },
  };

  const load = async (apiKey: string, name: 'places') => {
    calls.loads.push({ apiKey, library: name });
    return library;
  };
  return { load, calls, failures };
}

describe('GoogleAddressLookup', () => {
  it('names Google as its source', () => {
    expect(new GoogleAddressLookup('key', fakePlaces({}).load).attribution).toBe('Powered by Google');
  });

  it('does not load Google or search below 3 characters', async () => {
    const fake = fakePlaces({ a: LEEDS_OFFICE });
    const session = new GoogleAddressLookup('key', fake.load).startSession();
    expect(await session.suggest('  Le ')).toEqual([]);
    expect(fake.calls.loads).toEqual([]);
    expect(fake.calls.autocomplete).toEqual([]);
  });

  it('loads the places library once with the API key', async () => {
    const fake = fakePlaces({ a: LEEDS_OFFICE });
    const lookup = new GoogleAddressLookup('secret-key', fake.load);
    await lookup.startSession().suggest('Park Row');
    await lookup.startSession().suggest('Park Row');
    expect(fake.calls.loads).toEqual([{ apiKey: 'secret-key', library: 'places' }]);
  });

  it('restricts autocomplete to the UK and maps predictions to suggestions', async () => {
    const fake = fakePlaces({ 'place-1': LEEDS_OFFICE });
    const suggestions = await new GoogleAddressLookup('key', fake.load)
      .startSession()
      .suggest('  12 Park Row ');
    expect(fake.calls.autocomplete[0]).toMatchObject({
      input: '12 Park Row',
      includedRegionCodes: ['gb'],
    });
    expect(suggestions).toEqual([
      { id: 'place-1', primary: '12 Park Row', secondary: 'Leeds LS1 5HD, UK' },
    ]);
  });

  it('uses one session token for suggest and resolve, and a new one per session', async () => {
    const fake = fakePlaces({ 'place-1': LEEDS_OFFICE });
    const lookup = new GoogleAddressLookup('key', fake.load);

    const first = lookup.startSession();
    await first.suggest('12 Par');
    const [picked] = await first.suggest('12 Park Row');
    if (!picked) throw new Error('no suggestion');
    await first.resolve(picked);

    const second = lookup.startSession();
    const [again] = await second.suggest('12 Park Row');
    if (!again) throw new Error('no suggestion');
    await second.resolve(again);

    const [t1, t2, t3] = fake.calls.autocomplete.map((r) => r.sessionToken);
    expect(t1).toBeDefined();
    expect(t2).toBe(t1);
    expect(fake.calls.fetchFields[0]?.token).toBe(t1);
    expect(t3).toBeDefined();
    expect(t3).not.toBe(t1);
    expect(fake.calls.fetchFields[1]?.token).toBe(t3);
  });

  it('starts a fresh token after a session has been concluded by resolve', async () => {
    const fake = fakePlaces({ 'place-1': LEEDS_OFFICE });
    const session = new GoogleAddressLookup('key', fake.load).startSession();
    const [picked] = await session.suggest('12 Park Row');
    if (!picked) throw new Error('no suggestion');
    await session.resolve(picked);
    await session.suggest('12 Park Row');
    const [t1, t2] = fake.calls.autocomplete.map((r) => r.sessionToken);
    expect(t2).not.toBe(t1);
  });

  it('maps place details to an address result', async () => {
    const fake = fakePlaces({ 'place-1': LEEDS_OFFICE });
    const session = new GoogleAddressLookup('key', fake.load).startSession();
    const [picked] = await session.suggest('12 Park Row');
    if (!picked) throw new Error('no suggestion');
    expect(await session.resolve(picked)).toEqual({
      address: '12 Park Row, Leeds LS1 5HD, UK',
      latitude: 53.7986,
      longitude: -1.5466,
      cityName: 'Leeds',
      zipcode: 'LS1 5HD',
      stateName: 'England',
      isFromDropdown: true,
    });
    expect(fake.calls.fetchFields[0]?.fields).toEqual(
      expect.arrayContaining(['formattedAddress', 'location', 'addressComponents']),
    );
  });

  it('falls back to postal_town when there is no locality', async () => {
    const fake = fakePlaces({ farm: VILLAGE_FARM });
    const session = new GoogleAddressLookup('key', fake.load).startSession();
    const [picked] = await session.suggest('Manor Farm');
    if (!picked) throw new Error('no suggestion');
    expect(await session.resolve(picked)).toMatchObject({
      cityName: 'York',
      zipcode: 'YO23 7AN',
      stateName: 'England',
      latitude: 53.8654,
      longitude: -1.1918,
    });
  });

  it('resolves a suggestion from elsewhere by place id, without a session token', async () => {
    const fake = fakePlaces({ farm: VILLAGE_FARM });
    const session = new GoogleAddressLookup('key', fake.load).startSession();
    const result = await session.resolve({ id: 'farm', primary: 'Manor Farm', secondary: 'York' });
    expect(result.cityName).toBe('York');
    expect(fake.calls.fetchFields).toEqual([
      { placeId: 'farm', token: null, fields: expect.any(Array) as unknown },
    ]);
  });

  it('propagates autocomplete, details and loading errors', async () => {
    const fake = fakePlaces({ 'place-1': LEEDS_OFFICE });
    const session = new GoogleAddressLookup('key', fake.load).startSession();
    const [picked] = await session.suggest('12 Park Row');
    if (!picked) throw new Error('no suggestion');

    fake.failures.autocomplete = new Error('OVER_QUERY_LIMIT');
    await expect(session.suggest('12 Park Row')).rejects.toThrow('OVER_QUERY_LIMIT');

    fake.failures.details = new Error('REQUEST_DENIED');
    await expect(session.resolve(picked)).rejects.toThrow('REQUEST_DENIED');

    let attempts = 0;
    const failingLoad = async (): Promise<GooglePlacesLibrary> => {
      attempts += 1;
      throw new Error('script failed to load');
    };
    const lookup = new GoogleAddressLookup('key', failingLoad);
    await expect(lookup.startSession().suggest('Park Row')).rejects.toThrow('script failed');
    await expect(lookup.startSession().suggest('Park Row')).rejects.toThrow('script failed');
    expect(attempts).toBe(2); // a failed load is retried, not cached
  });

  it('rejects a place without a location', async () => {
    const fake = fakePlaces({ nowhere: { ...LEEDS_OFFICE, noLocation: true } });
    const session = new GoogleAddressLookup('key', fake.load).startSession();
    const [picked] = await session.suggest('12 Park Row');
    if (!picked) throw new Error('no suggestion');
    await expect(session.resolve(picked)).rejects.toThrow(/no location/);
  });
});

describe('loadGoogleLibrary', () => {
  async function freshLoader() {
    vi.resetModules();
    jsApiLoader.setOptions.mockClear();
    jsApiLoader.importLibrary.mockClear();
    return (await import('../../../src/infrastructure/maps/google/google-maps-loader'))
      .loadGoogleLibrary;
  }

  it('configures the API once with the key, then imports the requested libraries', async () => {
    const places = { name: 'places library' };
    jsApiLoader.importLibrary.mockResolvedValue(places);
    const load = await freshLoader();
    await expect(load<typeof places>('abc', 'places')).resolves.toBe(places);
    await load('abc', 'routes');
    expect(jsApiLoader.setOptions).toHaveBeenCalledTimes(1);
    expect(jsApiLoader.setOptions).toHaveBeenCalledWith(expect.objectContaining({ key: 'abc' }));
    expect(jsApiLoader.importLibrary.mock.calls).toEqual([['places'], ['routes']]);
  });

  it('refuses an empty key and a second, different key', async () => {
    jsApiLoader.importLibrary.mockResolvedValue({});
    const load = await freshLoader();
    await expect(load(' ', 'maps')).rejects.toThrow(/API key is missing/);
    await load('abc', 'maps');
    await expect(load('other', 'maps')).rejects.toThrow(/different API key/);
  });

  it('propagates a failed library import', async () => {
    jsApiLoader.importLibrary.mockRejectedValue(
      new Error('google.maps.importLibrary is not installed.'),
    );
    const load = await freshLoader();
    await expect(load('abc', 'marker')).rejects.toThrow(/not installed/);
  });
});
