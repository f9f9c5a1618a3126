import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AddressLookup,
  AddressLookupSession,
  AddressSuggestion,
} from '../../../src/application/ports/address-lookup.port';
import { systemTimers } from '../../../src/infrastructure/platform/system-timers';
import {
  ADDRESS_DEBOUNCE_MS,
  AddressSearchPresenter,
} from '../../../src/presentation/components/address-field/address-search.presenter';
import { LEEDS_PICKED } from '../../support/addresses';

const leeds: AddressSuggestion = { id: 'leeds', primary: 'Leeds', secondary: 'West Yorkshire LS1' };
const result = LEEDS_PICKED;

function fakeLookup(suggest: (q: string) => Promise<AddressSuggestion[]> = async () => [leeds]) {
  const sessions: AddressLookupSession[] = [];
  const lookup: AddressLookup = {
    attribution: 'Powered by Test gazetteer',
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

const timers = systemTimers;

describe('AddressSearchPresenter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 300 ms after typing stops and needs 3 characters', async () => {
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
  });

  it('keeps one session per lookup and starts a new one after a pick', async () => {
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
  });

  it('never lets an older answer overwrite a newer query', async () => {
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
  });

  it('reports a failed lookup instead of throwing', async () => {
    const { lookup } = fakeLookup(async () => {
      throw new Error('offline');
    });
    const search = new AddressSearchPresenter(lookup, timers);
    search.query('Leeds');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    expect(search.failure).toBe('Address suggestions are unavailable; type the full address.');
    expect(search.suggestions).toEqual([]);
  });

  /** A lookup whose answer the test releases. */
  function heldLookup() {
    const answers: Record<
      string,
      { resolve(s: AddressSuggestion[]): void; reject(e: Error): void }
    > = {};
    const { lookup } = fakeLookup(
      (q) => new Promise((resolve, reject) => (answers[q] = { resolve, reject })),
    );
    return { lookup, answers };
  }

  it('drops an answer for text since cut under 3 characters, and shows nothing', async () => {
    const { lookup, answers } = heldLookup();
    const search = new AddressSearchPresenter(lookup, timers);
    search.query('Leeds');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    expect(search.suggestionsQuery.loading).toBe(true);
    search.query('Le');
    expect(search.suggestionsQuery.loading).toBe(false);
    answers.Leeds?.resolve([leeds]);
    await vi.advanceTimersByTimeAsync(0);
    expect(search.suggestions).toEqual([]);
  });

  it('keeps the suggestions shown while more is typed, until the new answer', async () => {
    const { lookup, answers } = heldLookup();
    const search = new AddressSearchPresenter(lookup, timers);
    search.query('Lee');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    answers.Lee?.resolve([leeds]);
    await vi.advanceTimersByTimeAsync(0);
    search.query('Leeds');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    expect(search.suggestionsQuery.loading).toBe(true);
    expect(search.suggestions).toEqual([leeds]);
    answers.Leeds?.resolve([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(search.suggestions).toEqual([]);
    expect(search.suggestionsQuery.loading).toBe(false);
  });

  it('leaving the field drops the lookup due and the one on its way', async () => {
    const { lookup, answers } = heldLookup();
    const search = new AddressSearchPresenter(lookup, timers);
    const stop = search.start();
    search.query('Lee');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    search.query('York');
    stop();
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS * 2);
    expect(answers.York).toBeUndefined();
    answers.Lee?.resolve([leeds]);
    await vi.advanceTimersByTimeAsync(0);
    expect(search.suggestions).toEqual([]);
    expect(search.suggestionsQuery.loading).toBe(false);
  });

  it('a pick drops the lookup on its way; a picked place clears the suggestions', async () => {
    const { lookup, answers } = heldLookup();
    const search = new AddressSearchPresenter(lookup, timers);
    search.query('Lee');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    answers.Lee?.resolve([leeds]);
    await vi.advanceTimersByTimeAsync(0);
    search.query('Leeds');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    await expect(search.pick(leeds)).resolves.toEqual(result);
    answers.Leeds?.resolve([leeds]);
    await vi.advanceTimersByTimeAsync(0);
    expect(search.suggestions).toEqual([]);
  });

  it('the advice to type the full address stays through later typing until a lookup succeeds', async () => {
    const { lookup, answers } = heldLookup();
    const search = new AddressSearchPresenter(lookup, timers);
    search.query('Lee');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    answers.Lee?.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    search.query('Le');
    search.query('Leeds');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    expect(search.failure).not.toBeNull();
    expect(search.suggestions).toEqual([]);
    answers.Leeds?.resolve([leeds]);
    await vi.advanceTimersByTimeAsync(0);
    expect(search.failure).toBeNull();
    expect(search.suggestions).toEqual([leeds]);
  });

  it('a failure of a lookup no longer current does not count', async () => {
    const { lookup, answers } = heldLookup();
    const search = new AddressSearchPresenter(lookup, timers);
    search.query('Lee');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    search.query('York');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    answers.York?.resolve([]);
    await vi.advanceTimersByTimeAsync(0);
    answers.Lee?.reject(new Error('late'));
    await vi.advanceTimersByTimeAsync(0);
    expect(search.failure).toBeNull();
  });

  it('a failed pick hands back nothing and advises typing the full address', async () => {
    const { lookup, sessions } = fakeLookup();
    const search = new AddressSearchPresenter(lookup, timers);
    search.query('Leeds');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    vi.mocked(sessions[0]!.resolve).mockRejectedValueOnce(new Error('offline'));
    await expect(search.pick(leeds)).resolves.toBeNull();
    expect(search.failure).toBe('Address suggestions are unavailable; type the full address.');
    expect(search.suggestions).toEqual([leeds]);
  });
});
