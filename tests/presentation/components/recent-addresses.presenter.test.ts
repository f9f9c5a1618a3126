import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  PastAddressReader,
  RecentAddressBook,
} from '../../../src/application/repeat/past-addresses';
import { recentAddresses } from '../../../src/domain/repeat/recent-addresses';
import { systemTimers } from '../../../src/infrastructure/platform/system-timers';
import { OfflineAddressLookup } from '../../../src/infrastructure/maps/offline/offline-address-lookup';
import {
  ADDRESS_DEBOUNCE_MS,
  AddressSearchPresenter,
  type AddressOption,
} from '../../../src/presentation/components/address-field/address-search.presenter';
import { aLoad } from '../../domain/my-loads/load-fixture';

const DEPOT = 'Unit 7, Cross Green Industrial Estate, Leeds LS9 0SG';
const BIRMINGHAM = '48 Broad Street, Birmingham B1 2HF';
const YORK = '14 Clifton Moor Gate, York YO30 4WY';
const PROFILE = '1 Wellington Place, Leeds LS1 4AP';

const LOADS = [
  aLoad({
    id: 1,
    createdAt: '2026-02-01T09:00:00Z',
    pickupAddress: DEPOT,
    pickupLocation: { lat: 53.787, lng: -1.506 },
    pickupRegion: 'West Yorkshire',
    deliveryAddress: BIRMINGHAM,
    deliveryLocation: { lat: 52.478, lng: -1.91 },
    // The record carries no county for this stop.
    deliveryRegion: null,
  }),
  aLoad({
    id: 2,
    createdAt: '2026-02-08T09:00:00Z',
    pickupAddress: DEPOT,
    pickupLocation: { lat: 53.787, lng: -1.506 },
    pickupRegion: 'West Yorkshire',
    // No coordinates in the data: known only as text.
    deliveryAddress: YORK,
    deliveryLocation: null,
  }),
];
const PAST: RecentAddressBook = { entries: (typed) => recentAddresses(LOADS, PROFILE, typed) };

/** A reader answering `past` (or failing), counting reads and holds. */
function reader(past: () => Promise<RecentAddressBook> = async () => PAST) {
  const calls = { reads: 0, holds: 0, releases: 0 };
  const read: PastAddressReader = {
    pastLoads: async () => [],
    hold: () => {
      calls.holds += 1;
      return () => (calls.releases += 1);
    },
    read: () => {
      calls.reads += 1;
      return past();
    },
  };
  return { read, calls };
}

const texts = (options: readonly AddressOption[]) =>
  options.map((o) =>
    o.kind === 'recent' ? `recent: ${o.entry.address}` : `lookup: ${o.suggestion.primary}`,
  );

describe('AddressSearchPresenter: recent addresses', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the past addresses at the first focus only, and lists them newest first, the profile last', async () => {
    const { read, calls } = reader();
    const search = new AddressSearchPresenter(new OfflineAddressLookup(), systemTimers, read);
    const dispose = search.start();
    expect(calls).toEqual({ reads: 0, holds: 1, releases: 0 });
    expect(search.options).toEqual([]);
    expect(search.focus('')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(texts(search.options)).toEqual([
      `recent: ${DEPOT}`,
      `recent: ${YORK}`,
      `recent: ${BIRMINGHAM}`,
      `recent: ${PROFILE}`,
    ]);
    // With 3 characters or more typed the list does not open by itself.
    expect(search.focus('Lee')).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.reads).toBe(1);
    dispose();
    dispose();
    expect(calls.releases).toBe(1);
  });

  it('typing filters them (any case, anywhere) and they stay above the lookup suggestions', async () => {
    const { read } = reader();
    const search = new AddressSearchPresenter(new OfflineAddressLookup(), systemTimers, read);
    search.start();
    search.focus('');
    await vi.advanceTimersByTimeAsync(0);
    search.query('le');
    expect(texts(search.options)).toEqual([`recent: ${DEPOT}`, `recent: ${PROFILE}`]);
    search.query('LEEDS');
    expect(texts(search.options)).toEqual([`recent: ${DEPOT}`, `recent: ${PROFILE}`]);
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    const options = texts(search.options);
    expect(options.slice(0, 2)).toEqual([`recent: ${DEPOT}`, `recent: ${PROFILE}`]);
    expect(options.slice(2).length).toBeGreaterThan(0);
    expect(options.slice(2).every((o) => o.startsWith('lookup: '))).toBe(true);
    search.query('clifton');
    expect(texts(search.options).filter((o) => o.startsWith('recent'))).toEqual([
      `recent: ${YORK}`,
    ]);
  });

  it('a picked address with a known place, county included, fills at once, without a lookup', async () => {
    const lookup = new OfflineAddressLookup();
    const session = vi.spyOn(lookup, 'startSession');
    const search = new AddressSearchPresenter(lookup, systemTimers, reader().read);
    search.focus('');
    await vi.advanceTimersByTimeAsync(0);
    const depot = search.recent.entries[0]!;
    await expect(search.pickRecent(depot)).resolves.toEqual({
      address: DEPOT,
      latitude: 53.787,
      longitude: -1.506,
      cityName: 'Leeds',
      stateName: 'West Yorkshire',
      zipcode: 'LS9 0SG',
      isFromDropdown: true,
    });
    expect(session).not.toHaveBeenCalled();
  });

  it('one whose load gave no county is looked up, so the county is not sent empty', async () => {
    const lookup = new OfflineAddressLookup();
    const session = vi.spyOn(lookup, 'startSession');
    const search = new AddressSearchPresenter(lookup, systemTimers, reader().read);
    search.focus('');
    await vi.advanceTimersByTimeAsync(0);
    const birmingham = search.recent.entries.find((e) => e.address === BIRMINGHAM)!;
    expect(birmingham.place).toBeNull();
    const picked = await search.pickRecent(birmingham);
    expect(session).toHaveBeenCalled();
    expect(picked?.stateName).toBe('West Midlands');
  });

  it('one known only as text is looked up once: an exact match fills its place, else the text stays', async () => {
    const search = new AddressSearchPresenter(
      new OfflineAddressLookup(),
      systemTimers,
      reader().read,
    );
    search.focus('');
    await vi.advanceTimersByTimeAsync(0);
    const profile = search.recent.entries.find((e) => e.fromProfile)!;
    expect(profile.place).toBeNull();
    await expect(search.pickRecent(profile)).resolves.toMatchObject({
      address: PROFILE,
      cityName: 'Leeds',
      zipcode: 'LS1 4AP',
    });
    await expect(
      search.pickRecent({ address: '12 High Street, Leeds', place: null, fromProfile: false }),
    ).resolves.toBeNull();
  });

  it('typing after such a pick, before the lookup answers, keeps what is typed', async () => {
    const search = new AddressSearchPresenter(
      new OfflineAddressLookup(),
      systemTimers,
      reader().read,
    );
    search.focus('');
    await vi.advanceTimersByTimeAsync(0);
    const york = search.recent.entries.find((e) => e.address === YORK)!;
    const picking = search.pickRecent(york);
    search.query('14 Clifton Moor Gate, York YO30 4WZ');
    await expect(picking).resolves.toBeNull();
  });

  it('a failed read lists none, and the next focus reads again', async () => {
    let fail = true;
    const { read, calls } = reader(async () => {
      if (fail) throw new Error('offline');
      return PAST;
    });
    const search = new AddressSearchPresenter(new OfflineAddressLookup(), systemTimers, read);
    search.focus('');
    await vi.advanceTimersByTimeAsync(0);
    expect(search.options).toEqual([]);
    expect(search.failure).toBeNull();
    fail = false;
    search.focus('');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.reads).toBe(2);
    expect(search.options).toHaveLength(4);
  });

  it('without a reader (a field on its own) there is nothing recent', async () => {
    const search = new AddressSearchPresenter(new OfflineAddressLookup(), systemTimers);
    search.start();
    search.focus('');
    await vi.advanceTimersByTimeAsync(0);
    expect(search.recent.entries).toEqual([]);
  });
});
