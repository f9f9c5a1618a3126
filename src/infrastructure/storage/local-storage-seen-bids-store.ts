import type { BidId } from '../../domain/bid/bid';
import type { LoadId } from '../../domain/load/load';
import type { SeenBidsStore } from '../../application/ports/seen-bids-store.port';
import { InMemorySeenBidsStore } from './in-memory-seen-bids-store';
import { portalKey } from './portal-storage';

const KIND = 'seen-bids';

/** Loads remembered per user: the most recently opened; a load opened longer ago has long closed. */
export const SEEN_LOADS_KEPT = 100;

type Kept = Map<LoadId, readonly BidId[]>;

const isIdList = (value: unknown): value is BidId[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'number');

/**
 * The bids the shipper has been shown, in localStorage, one item per user under the portal's
 * prefix, so 'N new' and the New badges survive a reload, a new tab and the next morning. Sign
 * Out, or another user signing in, removes it with the rest of the kept work. Where storage is
 * unavailable or full, what was shown is still remembered for as long as the page lasts.
 */
export class LocalStorageSeenBidsStore implements SeenBidsStore {
  private readonly inPage = new Map<string, InMemorySeenBidsStore>();
  private parsed: { readonly raw: string | null | undefined; readonly kept: Kept } | null = null;

  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null,
    /** Whose bids: the signed-in user's key, or null when nobody is signed in. */
    private readonly owner: () => string | null,
  ) {}

  seenFor(loadId: LoadId): ReadonlySet<BidId> | null {
    const owner = this.owner();
    if (owner === null) return null;
    const kept = this.read(owner).get(loadId);
    const here = this.inPage.get(owner)?.seenFor(loadId);
    if (!kept && !here) return null;
    return new Set([...(kept ?? []), ...(here ?? [])]);
  }

  markSeen(loadId: LoadId, ids: Iterable<BidId>): void {
    const owner = this.owner();
    if (owner === null) return;
    const shown = [...ids];
    const page = this.inPage.get(owner) ?? new InMemorySeenBidsStore();
    this.inPage.set(owner, page);
    page.markSeen(loadId, shown);

    const kept = this.read(owner);
    const merged = new Set([...(kept.get(loadId) ?? []), ...shown]);
    // Re-inserted last, so the loads dropped when the list is full are the ones opened longest ago.
    kept.delete(loadId);
    kept.set(loadId, [...merged]);
    try {
      this.storage?.setItem(
        portalKey(KIND, owner),
        JSON.stringify([...kept].slice(-SEEN_LOADS_KEPT)),
      );
    } catch {
      // Full or private storage: the page remembers on its own.
    }
  }

  /** A copy of what is kept; the item is parsed again only when its text changed (another tab). */
  private read(owner: string): Kept {
    let raw: string | null | undefined;
    try {
      raw = this.storage?.getItem(portalKey(KIND, owner));
    } catch {
      return new Map();
    }
    if (this.parsed === null || raw !== this.parsed.raw)
      this.parsed = { raw, kept: parseKept(raw) };
    return new Map(this.parsed.kept);
  }
}

function parseKept(raw: string | null | undefined): Kept {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    const kept: Kept = new Map();
    if (!Array.isArray(value)) return kept;
    for (const entry of value) {
      if (Array.isArray(entry) && typeof entry[0] === 'number' && isIdList(entry[1])) {
        kept.set(entry[0], entry[1]);
      }
    }
    return kept;
  } catch {
    // Damaged: as if nothing had been kept.
    return new Map();
  }
}
