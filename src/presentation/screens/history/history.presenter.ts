import { makeAutoObservable } from 'mobx';
import type { Clock } from '../../../application/ports/clock.port';
import type { Timers } from '../../../application/ports/timers.port';
import {
  HISTORY_PAGE_SIZE,
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
import { paginate, type Page } from '../../../domain/shared/pagination';
import { withListKeys, type Keyed } from '../../../domain/shared/record-key';
import type { FileSaver } from '../../../application/ports/file-saver.port';
import type { HistoryListState } from './history-list-state';
import {
  HISTORY_CSV_HEADER,
  historyCsvRecord,
  historyRowOf,
  type HistoryRow,
} from './history-rows';
import { HistorySearch } from './history-search';

export interface HistoryDeps {
  readonly searchHistory: SearchLoadHistory;
  readonly clock: Clock;
  readonly files: FileSaver;
  readonly timers: Timers;
}

/**
 * Load History. The search runs on the server (every page of it, see SearchLoadHistory); the
 * status and date filters, the summary, the page and the CSV are worked out here from that
 * result, so every count describes the filtered jobs.
 */
export class HistoryPresenter {
  statusFilter: HistoryStatusFilter = 'all';
  dateFilter: HistoryDateFilter = 'all';
  page = 1;
  /** The load of the route dialog (kept while it closes) and whether the dialog is open. */
  mapLoadKey: string | null = null;
  mapOpen = false;
  readonly search: HistorySearch;
  private running = false;

  constructor(private readonly deps: HistoryDeps) {
    this.search = new HistorySearch({
      search: deps.searchHistory,
      timers: deps.timers,
      onNewWords: () => this.goToPage(1),
      onAnswered: () => this.goToPage(this.page),
    });
    makeAutoObservable<this, 'deps' | 'running'>(
      this,
      { deps: false, running: false, search: false },
      { autoBind: true },
    );
  }

  /** Takes the list's state from the address; call before `start`. */
  restore(state: Partial<HistoryListState>): void {
    if (this.running) return;
    this.search.restore(state.q ?? '');
    if (state.status && isStatusFilter(state.status)) this.statusFilter = state.status;
    if (state.date && isDateFilter(state.date)) this.dateFilter = state.date;
    if (state.page && Number.isInteger(state.page) && state.page > 0) this.page = state.page;
  }

  start(): () => void {
    if (!this.running) {
      this.running = true;
      void this.search.run();
    }
    return this.stop;
  }

  /** Leaving the screen: the search reading pages is aborted, and none waits for a pause. */
  stop(): void {
    this.running = false;
    this.search.stop();
  }

  /** Typing: the search runs once the user has paused for 300 ms. */
  setQuery(text: string): void {
    this.search.type(text);
  }

  /** Refresh asks the server again at once. */
  refresh(): void {
    void this.search.runNow();
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
    const results = this.search.results;
    return results.error === null && results.data ? withListKeys(results.data.loads) : [];
  }

  /** False when the search had more jobs than are read at once. */
  get complete(): boolean {
    return this.search.results.data?.complete ?? true;
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
   * 'Delivery History (n results)'. The count shows only once the search has answered: while one
   * runs, or after one failed, no number on screen is known to be true.
   */
  get heading(): string {
    if (this.search.results.status.kind !== 'succeeded') return 'Delivery History';
    return `Delivery History (${this.resultCount} ${this.resultCount === 1 ? 'result' : 'results'})`;
  }

  /** 'Loading history…' in place of the table: a search runs and no row is there to keep. */
  get loadingWithNoRows(): boolean {
    return this.search.results.status.kind === 'loading' && this.loads.length === 0;
  }

  get isEmpty(): boolean {
    return this.search.results.status.kind === 'succeeded' && this.resultCount === 0;
  }

  get canExport(): boolean {
    return this.search.results.status.kind !== 'failed' && this.resultCount > 0;
  }

  get mapLoad(): Load | null {
    return this.loads.find((l) => l.key === this.mapLoadKey) ?? null;
  }

  /** The state to mirror in the address bar. */
  get listState(): HistoryListState {
    return {
      q: this.search.searched,
      status: this.statusFilter,
      date: this.dateFilter,
      page: this.page,
    };
  }
}
