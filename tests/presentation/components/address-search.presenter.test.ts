import { describe, expect, it, vi } from 'vitest';
import type {
  AddressLookup,
  AddressLookupSession,
  AddressResult,
  AddressSuggestion,
} from '../../../src/application/ports/address-lookup.port';
import {
  ADDRESS_DEBOUNCE_MS,
  AddressSearchPresenter,
} from '../../../src/presentation/components/address-field/address-search.presenter';

const leeds: AddressSuggestion = { id: 'leeds', primary: 'Leeds', secondary: 'West Yorkshire LS1' };
const result: AddressResult = {
  address: 'Leeds, West Yorkshire LS1',
  latitude: 53.8,
  longitude: -1.55,
  cityName: 'Leeds',
  zipcode: 'LS1',
  stateName: 'West Yorkshire',
  isFromDropdown: true,
};

function fakeLookup(suggest: (q: string) => Promise<AddressSuggestion[]> = async () => [leeds]) {
  const sessions: AddressLookupSession[] = [];
  const lookup: AddressLookup = {
    sourceName: 'Test gazetteer',
    startSession: () => {
      const session: AddressLookupSession = {
        suggest: vi.fn(suggest),
        resolve: vi.fn(async () => result),
      };
      sessions.push(session);
      return session;
    },
  };
  return { lookup, sessions };
}

const timers = {
  set: (cb: () => void, ms: number) => setTimeout(cb, ms),
  clear: (h: unknown) => clearTimeout(h as number),
};

describe('AddressSearchPresenter', () => {
  it('waits 300 ms after typing stops and needs 3 characters', async () => {
    vi.useFakeTimers();
    const { lookup, sessions } = fakeLookup();
    const search = new AddressSearchPresenter(lookup, timers);
    search.query('Le');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS * 2);
    expect(sessions).toHaveLength(0);
    search.query('Lee');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS - 1);
    expect(sessions).toHaveLength(0);
    search.query('Leed');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    expect(sessions[0]?.suggest).toHaveBeenCalledTimes(1);
    expect(sessions[0]?.suggest).toHaveBeenCalledWith('Leed');
    expect(search.suggestions).toEqual([leeds]);
    vi.useRealTimers();
  });

  it('keeps one session per lookup and starts a new one after a pick', async () => {
    vi.useFakeTimers();
    const { lookup, sessions } = fakeLookup();
    const search = new AddressSearchPresenter(lookup, timers);
    search.query('Leeds');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    search.query('Leeds c');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    expect(sessions).toHaveLength(1);
    await expect(search.pick(leeds)).resolves.toEqual(result);
    expect(sessions[0]?.resolve).toHaveBeenCalledWith(leeds);
    search.query('York');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    expect(sessions).toHaveLength(2);
    vi.useRealTimers();
  });

  it('never lets an older answer overwrite a newer query', async () => {
    vi.useFakeTimers();
    const answers: Record<string, (s: AddressSuggestion[]) => void> = {};
    const { lookup } = fakeLookup((q) => new Promise((resolve) => (answers[q] = resolve)));
    const search = new AddressSearchPresenter(lookup, timers);
    search.query('Lee');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    search.query('York');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    answers.York?.([{ id: 'york', primary: 'York', secondary: 'North Yorkshire YO1' }]);
    await vi.advanceTimersByTimeAsync(0);
    answers.Lee?.([leeds]);
    await vi.advanceTimersByTimeAsync(0);
    expect(search.suggestions.map((s) => s.id)).toEqual(['york']);
    vi.useRealTimers();
  });

  it('reports a failed lookup instead of throwing', async () => {
    vi.useFakeTimers();
    const { lookup } = fakeLookup(async () => {
      throw new Error('offline');
    });
    const search = new AddressSearchPresenter(lookup, timers);
    search.query('Leeds');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    expect(search.failed).toBe(true);
    expect(search.suggestions).toEqual([]);
    vi.useRealTimers();
  });
});
