import { describe, expect, it, vi } from 'vitest';
import { browserStorageChanges } from '../../../src/infrastructure/storage/storage-changes';
import { MemoryStorage } from '../../support/memory-storage';

/** A `storage` event as a browser fires it in the other tabs of the site. */
function storageEvent(key: string | null, storageArea: Storage | null): Event {
  return Object.assign(new Event('storage'), { key, storageArea });
}

describe('browserStorageChanges', () => {
  it('passes on the keys another tab wrote in this storage, or null when it cleared it', () => {
    const storage = new MemoryStorage();
    const window = new EventTarget();
    const heard = vi.fn();
    browserStorageChanges(storage, window)?.subscribe(heard);

    window.dispatchEvent(storageEvent('bidhaul:demo-marketplace', storage));
    window.dispatchEvent(storageEvent(null, storage));

    expect(heard.mock.calls).toEqual([['bidhaul:demo-marketplace'], [null]]);
  });

  it('ignores changes to another storage (sessionStorage), and stops when unsubscribed', () => {
    const storage = new MemoryStorage();
    const window = new EventTarget();
    const heard = vi.fn();
    const stop = browserStorageChanges(storage, window)?.subscribe(heard);

    window.dispatchEvent(storageEvent('token', new MemoryStorage()));
    stop?.();
    window.dispatchEvent(storageEvent('token', storage));

    expect(heard).not.toHaveBeenCalled();
  });

  it('a page restored from the back/forward cache re-reads everything (null): it heard nothing while it was away', () => {
    const storage = new MemoryStorage();
    const window = new EventTarget();
    const heard = vi.fn();
    browserStorageChanges(storage, window)?.subscribe(heard);

    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(heard).not.toHaveBeenCalled();
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(heard.mock.calls).toEqual([[null]]);
  });

  it('is none without a storage or a window (Node)', () => {
    expect(browserStorageChanges(null, new EventTarget())).toBeNull();
    expect(browserStorageChanges(new MemoryStorage(), null)).toBeNull();
    expect(browserStorageChanges(new MemoryStorage())).toBeNull();
  });
});
