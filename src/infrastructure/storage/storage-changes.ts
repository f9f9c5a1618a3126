/**
 * Changes another tab (or window) of the same site made to a browser storage: the key it wrote,
 * or null when it cleared the storage. Browsers tell every tab but the one that wrote.
 */
export interface StorageChanges {
  subscribe(listener: (key: string | null) => void): () => void;
}

/**
 * The `storage` events of `target` (the window) that concern `storage`; null where there is no
 * window or no storage (Node, tests), since nothing else can change it there.
 */
export function browserStorageChanges(
  storage: Storage | null,
  target: EventTarget | null = typeof window === 'undefined' ? null : window,
): StorageChanges | null {
  if (!storage || !target) return null;
  return {
    subscribe(listener) {
      const onStorage = (event: Event) => {
        const { storageArea, key } = event as StorageEvent;
        if (storageArea === storage) listener(key);
      };
      target.addEventListener('storage', onStorage);
      return () => target.removeEventListener('storage', onStorage);
    },
  };
}
