import { describe, expect, it } from 'vitest';
import {
  LocalStorageSeenBidsStore,
  SEEN_LOADS_KEPT,
} from '../../../src/infrastructure/storage/local-storage-seen-bids-store';
import {
  LocalStorageWork,
  PORTAL_STORAGE_PREFIX,
} from '../../../src/infrastructure/storage/portal-storage';
import { MemoryStorage } from '../../support/memory-storage';

const DANA = 'dana@shipper.test';
const SAM = 'sam@carter.test';

/** A store whose signed-in user the test changes, as the session would. */
function storeOver(storage: MemoryStorage | null) {
  const signedIn: { user: string | null } = { user: DANA };
  return { signedIn, store: new LocalStorageSeenBidsStore(storage, () => signedIn.user) };
}

const asSorted = (ids: ReadonlySet<number> | null) => (ids ? [...ids].sort((a, b) => a - b) : null);

describe('LocalStorageSeenBidsStore', () => {
  it('remembers what was shown across pages: a new store over the same storage reads it', () => {
    const storage = new MemoryStorage();
    storeOver(storage).store.markSeen(10412, [3, 1]);
    storeOver(storage).store.markSeen(10412, [2, 3]);

    const { store: reloaded } = storeOver(storage);
    expect(asSorted(reloaded.seenFor(10412))).toEqual([1, 2, 3]);
    expect(reloaded.seenFor(10407)).toBeNull();
    expect(storage.keys()).toEqual([`${PORTAL_STORAGE_PREFIX}seen-bids:${DANA}`]);
  });

  it('sees what another tab marked after it had read', () => {
    const storage = new MemoryStorage();
    const { store: here } = storeOver(storage);
    expect(here.seenFor(10412)).toBeNull();
    storeOver(storage).store.markSeen(10412, [8]);
    expect(asSorted(here.seenFor(10412))).toEqual([8]);
  });

  it('keeps each user apart, and nothing for nobody signed in', () => {
    const storage = new MemoryStorage();
    const { signedIn, store } = storeOver(storage);
    store.markSeen(10412, [1]);
    signedIn.user = SAM;
    expect(store.seenFor(10412)).toBeNull();
    store.markSeen(10412, [9]);
    expect(asSorted(store.seenFor(10412))).toEqual([9]);
    signedIn.user = null;
    store.markSeen(10412, [5]);
    expect(store.seenFor(10412)).toBeNull();
    signedIn.user = DANA;
    expect(asSorted(store.seenFor(10412))).toEqual([1]);
  });

  it('is cleared with the rest of the kept work on Sign Out', () => {
    const storage = new MemoryStorage();
    storeOver(storage).store.markSeen(10412, [1, 2]);
    new LocalStorageWork(storage).clearAll();
    expect(storeOver(storage).store.seenFor(10412)).toBeNull();
  });

  it(`keeps the ${SEEN_LOADS_KEPT} loads opened most recently`, () => {
    const storage = new MemoryStorage();
    const { store } = storeOver(storage);
    for (let load = 1; load <= SEEN_LOADS_KEPT; load++) store.markSeen(load, [load]);
    // Opening the first load again makes it recent; the second is now the oldest and goes.
    store.markSeen(1, [1000]);
    store.markSeen(SEEN_LOADS_KEPT + 1, [7]);

    const { store: reloaded } = storeOver(storage);
    expect(asSorted(reloaded.seenFor(1))).toEqual([1, 1000]);
    expect(reloaded.seenFor(2)).toBeNull();
    expect(asSorted(reloaded.seenFor(3))).toEqual([3]);
    expect(asSorted(reloaded.seenFor(SEEN_LOADS_KEPT + 1))).toEqual([7]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', JSON.stringify({ 10412: [1] })],
    ['ids that are not numbers', JSON.stringify([[10412, ['1']]])],
  ])('reads %s as nothing seen', (_label, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(`${PORTAL_STORAGE_PREFIX}seen-bids:${DANA}`, raw);
    expect(storeOver(storage).store.seenFor(10412)).toBeNull();
  });

  it('remembers for the page when storage is full, unreadable or missing', () => {
    const full = new MemoryStorage();
    full.failWrites = true;
    const { store: onFull } = storeOver(full);
    onFull.markSeen(10412, [4]);
    expect(asSorted(onFull.seenFor(10412))).toEqual([4]);

    const unreadable = new MemoryStorage();
    unreadable.failReads = true;
    const { store: onUnreadable } = storeOver(unreadable);
    onUnreadable.markSeen(10412, [5]);
    expect(asSorted(onUnreadable.seenFor(10412))).toEqual([5]);

    const { store: none } = storeOver(null);
    none.markSeen(10412, [6]);
    expect(asSorted(none.seenFor(10412))).toEqual([6]);
  });
});
