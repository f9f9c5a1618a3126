import type { StoredWork } from '../../application/ports/stored-work.port';

/** Every item the portal stores besides the session keys starts with this prefix. */
export const PORTAL_STORAGE_PREFIX = 'bidhaul:portal:';

/** The key of one user's item of a kind, e.g. `bidhaul:portal:create-job-draft:dana@example.com`. */
export function portalKey(kind: string, owner: string): string {
  return `${PORTAL_STORAGE_PREFIX}${kind}:${owner}`;
}

/** What the storage adapters use of a browser storage; tests hand in one of their own. */
export type BrowserStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * One user's item of a kind, kept as JSON. Reading is defensive: a missing or damaged item, or one
 * `parse` does not accept, is none. Storage that refuses a write or a removal leaves the page
 * working: the write says so, the removal had nothing to remove either.
 */
export class PortalItem<T> {
  constructor(
    private readonly storage: BrowserStorage | null,
    private readonly keyFor: (owner: string) => string,
    private readonly parse: (value: unknown) => T | null,
  ) {}

  read(owner: string): T | null {
    try {
      const raw = this.storage?.getItem(this.keyFor(owner));
      return raw ? this.parse(JSON.parse(raw)) : null;
    } catch {
      return null;
    }
  }

  /** Whether the item was kept: not where storage is missing, full or private. */
  protected keep(owner: string, json: unknown): boolean {
    if (!this.storage) return false;
    try {
      this.storage.setItem(this.keyFor(owner), JSON.stringify(json));
      return true;
    } catch {
      return false;
    }
  }

  clear(owner: string): void {
    try {
      this.storage?.removeItem(this.keyFor(owner));
    } catch {
      // Nothing was stored either.
    }
  }
}

function ownerOf(key: string): string | null {
  const rest = key.slice(PORTAL_STORAGE_PREFIX.length);
  const colon = rest.indexOf(':');
  return colon < 0 ? null : rest.slice(colon + 1);
}

/** The portal's items in localStorage, each kept for its owner only. */
export class LocalStorageWork implements StoredWork {
  constructor(private readonly storage: Storage | null) {}

  clearAll(): void {
    this.remove(() => true);
  }

  keepOnly(owner: string): void {
    this.remove((key) => ownerOf(key) !== owner);
  }

  private remove(shouldGo: (key: string) => boolean): void {
    if (!this.storage) return;
    try {
      const keys: string[] = [];
      for (let i = 0; i < this.storage.length; i++) {
        const key = this.storage.key(i);
        if (key?.startsWith(PORTAL_STORAGE_PREFIX) && shouldGo(key)) keys.push(key);
      }
      keys.forEach((key) => this.storage?.removeItem(key));
    } catch {
      // Storage unavailable: nothing was stored either.
    }
  }
}
