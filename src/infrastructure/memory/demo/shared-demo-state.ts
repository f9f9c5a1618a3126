import { upToDate } from './demo-migrations';
import { DEMO_STORAGE_KEY, type DemoState } from './demo-state';
import type { BrowserStorage } from '../../storage/portal-storage';

/**
 * The demo state as this tab knows it, and the copy every tab of the browser shares under one
 * storage key. Other tabs write that copy too, so a change starts from `latest()` (the stored copy
 * when another tab changed it) and never from a stale one. Whether the stored copy changed is told
 * by its text: the text this tab last read or wrote is kept, and only a different text is parsed.
 */
export class SharedDemoState {
  private current: DemoState;
  /** The stored text `current` came from (or the unusable text last found there); null when none. */
  private seenText: string | null = null;

  constructor(
    private readonly storage: BrowserStorage | null,
    seed: () => DemoState,
  ) {
    this.current = this.readStored() ?? this.storeSeed(seed());
  }

  /** This tab's copy, as of its last change or the last other tab's change it heard of. */
  get state(): DemoState {
    return this.current;
  }

  /** The freshest state: what another tab stored since, else this tab's copy. */
  latest(): DemoState {
    this.refresh();
    return this.current;
  }

  /**
   * Adopts what another tab stored since this tab last looked; true when the state changed.
   * Unreadable, foreign or removed data leave this tab's copy in place: its next write restores it.
   */
  refresh(): boolean {
    const text = this.readText();
    if (text === null || text === this.seenText) return false;
    this.seenText = text;
    // Another tab's write, in this version's shape; written back with this tab's next change only,
    // so that hearing a write never answers it with one.
    const stored = parseState(text);
    if (!stored) return false;
    this.current = stored.state;
    return true;
  }

  /** Stores `next` for every tab and makes it this tab's state; false, changing nothing, when refused. */
  write(next: DemoState): boolean {
    const text = JSON.stringify(next);
    try {
      this.storage?.setItem(DEMO_STORAGE_KEY, text);
    } catch {
      return false;
    }
    if (this.storage) this.seenText = text;
    this.current = next;
    return true;
  }

  /**
   * Keeps `next` in this tab only, the storage having refused it: the stored copy stays what it
   * was, so a later write by this tab or another one supersedes it.
   */
  keepUnstored(next: DemoState): void {
    this.current = next;
  }

  private readStored(): DemoState | null {
    this.seenText = this.readText();
    const stored = this.seenText === null ? null : parseState(this.seenText);
    // A state of the version before, migrated: written back at once, so the old text (version 3
    // held passwords as typed) does not stay in the browser's storage.
    if (stored?.migrated) this.write(stored.state);
    return stored?.state ?? null;
  }

  private storeSeed(seeded: DemoState): DemoState {
    // Storage unavailable or full: the demo still runs for this tab.
    this.write(seeded);
    return seeded;
  }

  private readText(): string | null {
    try {
      return this.storage?.getItem(DEMO_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  }
}

/**
 * The stored state when it is readable and of this version or of one it migrates from (then
 * `migrated`); null otherwise (start from the seed).
 */
function parseState(text: string): { state: DemoState; migrated: boolean } | null {
  try {
    return upToDate(JSON.parse(text));
  } catch {
    return null;
  }
}
