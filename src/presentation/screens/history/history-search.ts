import { makeAutoObservable } from 'mobx';
import type {
  LoadHistory,
  SearchLoadHistory,
} from '../../../application/history/search-load-history.use-case';
import type { CancelTimer, Timers } from '../../../application/ports/timers.port';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import { Query } from '../../async/query';

/** A search runs once typing has paused this long, not on every key. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface HistorySearchOptions {
  readonly search: SearchLoadHistory;
  readonly timers: Timers;
  /** A search for other words starts: its results begin on page 1. */
  readonly onNewWords: () => void;
  /** An answer is on screen (called again for the same answer is harmless). */
  readonly onAnswered: () => void;
}

/**
 * The History search box and the search it runs on the server: typing waits for a pause, a newer
 * search aborts the one still reading pages, and leaving the screen aborts it too.
 */
export class HistorySearch {
  /** The text in the search box. */
  text = '';
  /** The search the shown results answer (or the one in flight). */
  searched = '';
  readonly results: Query<LoadHistory, string>;
  private cancelPause: CancelTimer | null = null;

  constructor(private readonly options: HistorySearchOptions) {
    this.results = new Query({
      fetch: (q, signal) => options.search.execute(q, signal),
      errorMessage: (error) => errorMessage('customerLoads', error),
    });
    makeAutoObservable<this, 'options' | 'cancelPause'>(
      this,
      { results: false, options: false, cancelPause: false },
      { autoBind: true },
    );
  }

  /** The search of the address, before the first run. */
  restore(text: string): void {
    this.text = text;
    this.searched = text.trim();
  }

  /** Runs the search of `searched` (the first load, a refresh or a retry). */
  async run(): Promise<void> {
    // The jobs a failed search replaced do not come back while the next search runs.
    if (this.results.error !== null) this.results.reset();
    await this.results.run(this.searched);
    // Whichever run answered last, what is on screen is the newest answer: safe to repeat.
    if (this.results.status.kind === 'succeeded') this.options.onAnswered();
  }

  /** Typing: the search runs once the user has paused; a failed search runs again then too. */
  type(text: string): void {
    this.text = text;
    this.cancelPending();
    this.cancelPause = this.options.timers.after(SEARCH_DEBOUNCE_MS, () => {
      this.cancelPause = null;
      if (this.text.trim() !== this.searched || this.results.error !== null) void this.runNow();
    });
  }

  /** Searches for the text in the box at once (Refresh, or the pause after typing). */
  runNow(): Promise<void> {
    this.cancelPending();
    const words = this.text.trim();
    if (words !== this.searched) {
      this.searched = words;
      this.options.onNewWords();
    }
    return this.run();
  }

  /** Leaving the screen: no search waits for a pause, and the one reading pages is aborted. */
  stop(): void {
    this.cancelPending();
    this.results.cancel();
  }

  private cancelPending(): void {
    this.cancelPause?.();
    this.cancelPause = null;
  }
}
