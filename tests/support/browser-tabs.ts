import type { StorageChanges } from '../../src/infrastructure/storage/storage-changes';
import { MemoryStorage } from './memory-storage';

/**
 * Several tabs of one browser over one localStorage: each tab's writes reach the other tabs'
 * listeners as the `storage` event does (here at once, after each single write, so a test sees
 * every intermediate state another tab could).
 */
export function browserTabs() {
  const shared = new MemoryStorage();
  const tabs: { readonly listeners: Set<(key: string | null) => void> }[] = [];

  function openTab(): { storage: Storage; otherTabs: StorageChanges } {
    const tab = { listeners: new Set<(key: string | null) => void>() };
    tabs.push(tab);
    const tell = (key: string | null) => {
      for (const other of tabs) if (other !== tab) other.listeners.forEach((l) => l(key));
    };
    const storage: Storage = {
      get length() {
        return shared.length;
      },
      key: (index) => shared.key(index),
      getItem: (key) => shared.getItem(key),
      setItem(key, value) {
        shared.setItem(key, value);
        tell(key);
      },
      removeItem(key) {
        shared.removeItem(key);
        tell(key);
      },
      clear() {
        shared.clear();
        tell(null);
      },
    };
    const otherTabs: StorageChanges = {
      subscribe(listener) {
        tab.listeners.add(listener);
        return () => tab.listeners.delete(listener);
      },
    };
    return { storage, otherTabs };
  }

  return { shared, openTab };
}
