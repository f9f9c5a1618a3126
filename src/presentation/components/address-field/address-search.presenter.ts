import { makeAutoObservable, runInAction } from 'mobx';
import type {
  AddressLookup,
  AddressLookupSession,
  AddressResult,
  AddressSuggestion,
} from '../../../application/ports/address-lookup.port';

/** Spec §5 / §9: suggestions start at 3 typed characters, after a 300 ms pause. */
export const ADDRESS_MIN_CHARS = 3;
export const ADDRESS_DEBOUNCE_MS = 300;

export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Address search behind one field: debounced suggestions, one lookup session per pick (a Places
 * session token with Google), and a newer query always wins over an older answer.
 */
export class AddressSearchPresenter {
  suggestions: readonly AddressSuggestion[] = [];
  searching = false;
  failed = false;
  private session: AddressLookupSession | null = null;
  private timer: unknown = null;
  private seq = 0;

  constructor(
    private readonly lookup: AddressLookup,
    private readonly timers: Timers = browserTimers,
  ) {
    makeAutoObservable<this, 'lookup' | 'timers' | 'session' | 'timer' | 'seq'>(
      this,
      { lookup: false, timers: false, session: false, timer: false, seq: false },
      { autoBind: true },
    );
  }

  get sourceName(): string {
    return this.lookup.sourceName;
  }

  /** The user typed: schedule a lookup, or clear suggestions under 3 characters. */
  query(text: string): void {
    this.cancelTimer();
    this.seq += 1;
    if (text.trim().length < ADDRESS_MIN_CHARS) {
      this.suggestions = [];
      this.searching = false;
      return;
    }
    const seq = this.seq;
    this.timer = this.timers.set(() => void this.fetch(text, seq), ADDRESS_DEBOUNCE_MS);
  }

  /** Resolves a picked suggestion; the lookup session ends with it. */
  async pick(suggestion: AddressSuggestion): Promise<AddressResult | null> {
    this.cancelTimer();
    this.seq += 1;
    const session = this.currentSession();
    this.session = null;
    try {
      const result = await session.resolve(suggestion);
      runInAction(() => {
        this.suggestions = [];
        this.failed = false;
      });
      return result;
    } catch {
      runInAction(() => {
        this.failed = true;
      });
      return null;
    }
  }

  /** Nothing to start; the disposer ends what is pending when the field goes. */
  start(): () => void {
    return this.dispose;
  }

  dispose(): void {
    this.cancelTimer();
    this.seq += 1;
  }

  private async fetch(text: string, seq: number): Promise<void> {
    this.timer = null;
    this.searching = true;
    try {
      const found = await this.currentSession().suggest(text.trim());
      runInAction(() => {
        if (seq !== this.seq) return;
        this.suggestions = found;
        this.failed = false;
        this.searching = false;
      });
    } catch {
      runInAction(() => {
        if (seq !== this.seq) return;
        this.suggestions = [];
        this.failed = true;
        this.searching = false;
      });
    }
  }

  private currentSession(): AddressLookupSession {
    this.session ??= this.lookup.startSession();
    return this.session;
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }
}
