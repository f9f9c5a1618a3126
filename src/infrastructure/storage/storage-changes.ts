/**
 * Changes another tab (or window) of the same site made to a browser storage: the key it wrote,
 * or null when it cleared the storage, or when anything may have changed. Browsers tell every tab
 * but the one that wrote.
 */
export interface StorageChanges {
  subscribe(listener: (key: string | null) => void): () => void;
}

/**
 * The `storage` events of `target` (the window) that concern `storage`; null where there is no
 * window or no storage (Node, tests), since nothing else can change it there. A page the browser
 * restores from its back/forward cache may have missed changes while it was away (another tab
 * signed out, or in as someone else): it hears null, so everything is read again.
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
      const onPageShow = (event: Event) => {
        if ((event as PageTransitionEvent).persisted) listener(null);
      };
      target.addEventListener('storage', onStorage);
      target.addEventListener('pageshow', onPageShow);
      return () => {
        target.removeEventListener('storage', onStorage);
        target.removeEventListener('pageshow', onPageShow);
      };
    },
  };
}
