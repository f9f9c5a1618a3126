import { makeAutoObservable } from 'mobx';
import type { Clock } from '../../../application/ports/clock.port';
import type { CancelTimer, Timers } from '../../../application/ports/timers.port';
import {
  HISTORY_PAGE_SIZE,
  MAX_HISTORY_JOBS,
  type LoadHistory,
  type SearchLoadHistory,
} from '../../../application/history/search-load-history.use-case';
import { toCsv } from '../../../domain/load/csv-export';
import {
  applyHistoryFilters,
  byHistoryDate,
  isDateFilter,
  isStatusFilter,
  type HistoryDateFilter,
  type HistoryStatusFilter,
} from '../../../domain/load/history-filters';
import { summariseHistory, type HistorySummary } from '../../../domain/load/history-summary';
import type { Load } from '../../../domain/load/load';
import { isoDateOf } from '../../../domain/shared/date-time';
import { formatNumber } from '../../../domain/shared/number-text';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import { paginate, type Page } from '../../../domain/shared/pagination';
import { withListKeys, type Keyed } from '../../../domain/shared/record-key';
import type { FileSaver } from '../../../application/ports/file-saver.port';
import {
  HISTORY_CSV_HEADER,
  historyCsvRecord,
  historyRowOf,
  type HistoryRow,
} from './history-rows';
import { inParts, Query } from '../../async/query';

/** A search runs once typing has paused this long, not on every key. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The list's state as it travels in the address (`?q=…&status=…&date=…&page=…`). */
export interface HistoryListState {
  readonly q: string;
  readonly status: HistoryStatusFilter;
  readonly date: HistoryDateFilter;
  readonly page: number;
}

/** The list state an address names; what it does not name, or names wrongly, is left out. */
export function readListState(params: URLSearchParams): Partial<HistoryListState> {
  const status = params.get('status');
  const date = params.get('date');
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    ...(isStatusFilter(status) ? { status } : {}),
    ...(isDateFilter(date) ? { date } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

/** The address of a list state; defaults are left out, so a fresh list has a bare /history. */
export function writeListState(state: HistoryListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.status !== 'all') params.set('status', state.status);
  if (state.date !== 'all') params.set('date', state.date);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export interface HistoryDeps {
  readonly searchHistory: SearchLoadHistory;
  readonly clock: Clock;
  readonly files: FileSaver;
  readonly timers: Timers;
}

/**
 * Load History. The search runs on the server (every page of it, see SearchLoadHistory): typing
 * waits for a pause, and a newer search, or leaving the screen, aborts the one still reading. The
 * status and date filters, the summary, the page and the CSV are worked out here from its result,
 * so every count describes the filtered jobs. The list's state travels in the address.
 */
export class HistoryPresenter {
  /** The text in the search box. */
  text = '';
  /** The search the shown results answer (or the one in flight). */
  searched = '';
  statusFilter: HistoryStatusFilter = 'all';
  dateFilter: HistoryDateFilter = 'all';
  page = 1;
  /** The load of the route dialog (kept while it closes) and whether the dialog is open. */
  mapLoadKey: string | null = null;
  mapOpen = false;
  readonly results: Query<LoadHistory, string>;
  private running = false;
  private cancelPause: CancelTimer | null = null;
  /** The words of the last search read whole. */
  private shownWords: string | null = null;

  constructor(private readonly deps: HistoryDeps) {
    this.results = new Query({
      // The first rows show as soon as the first page is read. A refresh of the words already on
      // screen shows its answer whole: in parts, the list would shrink and grow again.
      fetch: (q, signal, show) => {
        const whole = this.results.data?.done === true && this.shownWords === q;
        return inParts(deps.searchHistory.execute(q, signal), whole ? ignorePart : show);
      },
      errorMessage: (error) => errorMessage('customerLoads', error),
    });
    makeAutoObservable<this, 'deps' | 'running' | 'cancelPause' | 'shownWords'>(
      this,
      { deps: false, running: false, cancelPause: false, shownWords: false, results: false },
      { autoBind: true },
    );
  }

  /** Takes the list's state from the address; call before `start`. */
  restore(state: Partial<HistoryListState>): void {
    if (this.running) return;
    this.text = state.q ?? '';
    this.searched = this.text.trim();
    if (state.status && isStatusFilter(state.status)) this.statusFilter = state.status;
    if (state.date && isDateFilter(state.date)) this.dateFilter = state.date;
    if (state.page && Number.isInteger(state.page) && state.page > 0) this.page = state.page;
  }

  start(): () => void {
    if (!this.running) {
      this.running = true;
      void this.runSearch();
    }
    return this.stop;
  }

  /** Leaving the screen: the search reading pages is aborted, and none waits for a pause. */
  stop(): void {
    this.running = false;
    this.cancelPending();
    this.results.cancel();
  }

  /** Typing: the search runs once the user has paused; a failed search runs again then too. */
  setQuery(text: string): void {
    this.text = text;
    this.cancelPending();
    this.cancelPause = this.deps.timers.after(SEARCH_DEBOUNCE_MS, () => {
      this.cancelPause = null;
      if (this.text.trim() !== this.searched || this.results.error !== null) void this.refresh();
    });
  }

  /** Searches for the text in the box at once (Refresh, or the pause after typing). */
  refresh(): Promise<void> {
    this.cancelPending();
    const words = this.text.trim();
    if (words !== this.searched) {
      this.searched = words;
      // Other words: their results begin on page 1.
      this.goToPage(1);
    }
    return this.runSearch();
  }

  setStatusFilter(value: HistoryStatusFilter): void {
    this.statusFilter = value;
    this.page = 1;
  }

  setDateFilter(value: HistoryDateFilter): void {
    this.dateFilter = value;
    this.page = 1;
  }

  /** A page of the filtered results; one past either end is the nearest end. */
  goToPage(page: number): void {
    const lastPage = Math.max(1, Math.ceil(this.filtered.length / HISTORY_PAGE_SIZE));
    this.page = Math.min(Math.max(1, Math.floor(page)), lastPage);
  }

  openMap(key: string): void {
    this.mapLoadKey = key;
    this.mapOpen = true;
  }

  closeMap(): void {
    this.mapOpen = false;
  }

  /**
   * The filtered history, every page of it, as a CSV file a spreadsheet reads as UTF-8 and in
   * which no cell runs as a formula (decision Q5).
   */
  exportCsv(): void {
    const csv = toCsv(HISTORY_CSV_HEADER, this.filtered.map(historyCsvRecord));
    this.deps.files.save(
      new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      `load-history-${isoDateOf(this.deps.clock.now())}.csv`,
    );
  }

  /** The search's loads, each keyed (one without an id is still its own row); none once it failed. */
  get loads(): readonly Keyed<Load>[] {
    const { error, data } = this.results;
    return error === null && data ? withListKeys(data.loads) : [];
  }

  /** The shown loads are the first part of the search, the rest still being read. */
  get partial(): boolean {
    const { data } = this.results;
    return this.results.loading && data !== undefined && !data.done;
  }

  /**
   * 'Reading your history… 1,200 of 5,000 jobs' while the rest of the search arrives, counting
   * towards what will be read: a search that matched more than that ends at the cap, and says so.
   */
  get readingText(): string | null {
    const { data } = this.results;
    if (!this.partial || !data) return null;
    const toRead = Math.min(data.total, MAX_HISTORY_JOBS);
    return `Reading your history… ${formatCount(data.loads.length)} of ${formatCount(toRead)} jobs`;
  }

  /** Said when the search matched more jobs than are read at once. */
  get cutOffText(): string | null {
    const { data } = this.results;
    if (!data?.done || data.complete) return null;
    return `Only the newest ${formatCount(data.loads.length)} of ${formatCount(data.total)} matching jobs are shown. Search for a job ID, address or driver to narrow the list.`;
  }

  get searching(): boolean {
    return this.results.loading;
  }

  /**
   * The status and date filters, both applied to the search's results, in the order of the date
   * the rows show, newest first.
   */
  get filtered(): Keyed<Load>[] {
    const filters = { status: this.statusFilter, date: this.dateFilter };
    return byHistoryDate(applyHistoryFilters(this.loads, filters, this.deps.clock.now()));
  }

  get summary(): HistorySummary {
    return summariseHistory(this.filtered);
  }

  get pageOfRows(): Page<HistoryRow> {
    const page = paginate(this.filtered, this.page, HISTORY_PAGE_SIZE);
    return { items: page.items.map((load) => historyRowOf(load, load.key)), meta: page.meta };
  }

  get rows(): readonly HistoryRow[] {
    return this.pageOfRows.items;
  }

  get resultCount(): number {
    return this.filtered.length;
  }

  /**
   * 'Delivery History (n results)', and '(n results so far)' while the rest is read. The count
   * shows only once the search has answered: while another runs, or after one failed, no number
   * on screen is known to be true.
   */
  get heading(): string {
    const results = `${formatCount(this.resultCount)} ${this.resultCount === 1 ? 'result' : 'results'}`;
    if (this.partial) return `Delivery History (${results} so far)`;
    if (this.results.status.kind !== 'succeeded') return 'Delivery History';
    return `Delivery History (${results})`;
  }

  /** 'Loading history…' in place of the table: a search runs and no row is there to keep. */
  get loadingWithNoRows(): boolean {
    return this.results.loading && this.loads.length === 0;
  }

  get isEmpty(): boolean {
    return this.results.status.kind === 'succeeded' && this.resultCount === 0;
  }

  /** The CSV waits for the whole search: a file of a part would pass for the whole. */
  get canExport(): boolean {
    return this.results.error === null && !this.partial && this.resultCount > 0;
  }

  get mapLoad(): Load | null {
    return this.loads.find((l) => l.key === this.mapLoadKey) ?? null;
  }

  /** The state to mirror in the address bar. */
  get listState(): HistoryListState {
    return {
      q: this.searched,
      status: this.statusFilter,
      date: this.dateFilter,
      page: this.page,
    };
  }

  /** Runs the search of `searched` (the first load, a refresh or a retry). */
  private async runSearch(): Promise<void> {
    // The jobs a failed search replaced do not come back while the next search runs.
    if (this.results.error !== null) this.results.reset();
    const words = this.searched;
    await this.results.run(words);
    // Whichever run answered last, what is on screen is the newest answer: the page stays within it.
    if (this.results.status.kind === 'succeeded') {
      this.shownWords = words;
      this.goToPage(this.page);
    }
  }

  private cancelPending(): void {
    this.cancelPause?.();
    this.cancelPause = null;
  }
}

function ignorePart(): void {}

/** A count as a UK reader writes it: 1,200. */
function formatCount(count: number): string {
  return formatNumber(count, 0, 0);
}
