import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from '../../../application/ports/clock.port';
import {
  HISTORY_PAGE_SIZE,
  type SearchLoadHistory,
} from '../../../application/history/search-load-history.use-case';
import { toCsv } from '../../../domain/load/csv-export';
import {
  applyHistoryFilters,
  isDateFilter,
  isStatusFilter,
  type HistoryDateFilter,
  type HistoryStatusFilter,
} from '../../../domain/load/history-filters';
import { summariseHistory, type HistorySummary } from '../../../domain/load/history-summary';
import type { Load } from '../../../domain/load/load';
import { isoDateOf } from '../../../domain/shared/date-time';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import { paginate, type Page } from '../../../domain/shared/pagination';
import { withListKeys, type Keyed } from '../../../domain/shared/record-key';
import {
  IDLE,
  LOADING,
  SUCCEEDED,
  failed,
  type RequestStatus,
} from '../../../domain/shared/request-status';
import type { FileSaver } from './file-saver';
import {
  HISTORY_CSV_HEADER,
  historyCsvRecord,
  historyRowOf,
  type HistoryRow,
} from './history-rows';

/** Spec §4 / §9: a search runs 300 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The list's state as it travels in the address (`?q=…&status=…&date=…&page=…`). */
export interface HistoryListState {
  readonly q: string;
  readonly status: HistoryStatusFilter;
  readonly date: HistoryDateFilter;
  readonly page: number;
}

/**
 * Load History (spec §2.10). The search runs on the server (every page of it, see
 * SearchLoadHistory); the status and date filters, the summary, the page and the CSV are worked
 * out here from that result, so every count describes the filtered jobs (decisions Q3–Q5).
 */
export class HistoryPresenter {
  /** The text in the search box. */
  query = '';
  /** The search the shown results answer (or the one in flight). */
  searchedQuery = '';
  statusFilter: HistoryStatusFilter = 'all';
  dateFilter: HistoryDateFilter = 'all';
  page = 1;
  request: RequestStatus = IDLE;
  /** Keyed: a load the server sent without an id is still its own row. */
  loads: readonly Keyed<Load>[] = [];
  /** False when the search had more jobs than are read at once. */
  complete = true;
  /** The load of the route dialog (kept while it closes) and whether the dialog is open. */
  mapLoadKey: string | null = null;
  mapOpen = false;
  private running = false;
  private ticket = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly searchHistory: SearchLoadHistory,
    private readonly clock: Clock,
    private readonly files: FileSaver,
  ) {
    makeAutoObservable<this, 'searchHistory' | 'clock' | 'files' | 'running' | 'ticket' | 'timer'>(
      this,
      {
        searchHistory: false,
        clock: false,
        files: false,
        running: false,
        ticket: false,
        timer: false,
      },
      { autoBind: true },
    );
  }

  /** Takes the list's state from the address; call before `start`. */
  restore(state: Partial<HistoryListState>): void {
    if (this.running) return;
    this.query = state.q ?? '';
    this.searchedQuery = this.query.trim();
    if (state.status && isStatusFilter(state.status)) this.statusFilter = state.status;
    if (state.date && isDateFilter(state.date)) this.dateFilter = state.date;
    if (state.page && Number.isInteger(state.page) && state.page > 0) this.page = state.page;
  }

  start(): () => void {
    if (!this.running) {
      this.running = true;
      void this.fetch();
    }
    return this.stop;
  }

  stop(): void {
    this.running = false;
    this.clearTimer();
    // Answers still on their way are ignored from now on.
    this.ticket += 1;
  }

  /** Typing: the search runs once the user has paused for 300 ms (spec §4). */
  setQuery(text: string): void {
    this.query = text;
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.query.trim() !== this.searchedQuery || this.request.kind === 'failed')
        this.runSearch();
    }, SEARCH_DEBOUNCE_MS);
  }

  /** Spec §4: Refresh refetches at once. */
  refresh(): void {
    this.clearTimer();
    this.runSearch();
  }

  setStatusFilter(value: HistoryStatusFilter): void {
    this.statusFilter = value;
    this.page = 1;
  }

  setDateFilter(value: HistoryDateFilter): void {
    this.dateFilter = value;
    this.page = 1;
  }

  goToPage(page: number): void {
    this.page = Math.min(Math.max(1, Math.floor(page)), this.pageOfRows.meta.lastPage);
  }

  openMap(key: string): void {
    this.mapLoadKey = key;
    this.mapOpen = true;
  }

  closeMap(): void {
    this.mapOpen = false;
  }

  /** Decisions Q5: the filtered history (every page of it) as a CSV file. */
  exportCsv(): void {
    const csv = toCsv(HISTORY_CSV_HEADER, this.filtered.map(historyCsvRecord));
    this.files.save(
      new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      `load-history-${isoDateOf(this.clock.now())}.csv`,
    );
  }

  /** Decisions Q4: both filters applied to the search's results. */
  get filtered(): Keyed<Load>[] {
    return applyHistoryFilters(
      this.loads,
      { status: this.statusFilter, date: this.dateFilter },
      this.clock.now(),
    );
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
   * Spec §2.10 'Delivery History (n results)'. The count shows only once the search has answered:
   * while one runs, or after one failed, no number on screen is known to be true.
   */
  get heading(): string {
    if (this.request.kind !== 'succeeded') return 'Delivery History';
    return `Delivery History (${this.resultCount} ${this.resultCount === 1 ? 'result' : 'results'})`;
  }

  get isFirstLoad(): boolean {
    return this.request.kind === 'loading' && this.loads.length === 0;
  }

  get isEmpty(): boolean {
    return this.request.kind === 'succeeded' && this.resultCount === 0;
  }

  get errorText(): string | null {
    return this.request.kind === 'failed' ? this.request.message : null;
  }

  get canExport(): boolean {
    return this.request.kind !== 'failed' && this.resultCount > 0;
  }

  get mapLoad(): Load | null {
    return this.loads.find((l) => l.key === this.mapLoadKey) ?? null;
  }

  /** The state to mirror in the address bar. */
  get listState(): HistoryListState {
    return {
      q: this.searchedQuery,
      status: this.statusFilter,
      date: this.dateFilter,
      page: this.page,
    };
  }

  private runSearch(): void {
    const changed = this.query.trim() !== this.searchedQuery;
    this.searchedQuery = this.query.trim();
    if (changed) this.page = 1;
    void this.fetch();
  }

  private async fetch(): Promise<void> {
    const ticket = ++this.ticket;
    const q = this.searchedQuery;
    this.request = LOADING;
    try {
      const result = await this.searchHistory.execute(q);
      runInAction(() => {
        if (ticket !== this.ticket) return;
        this.loads = withListKeys(result.loads);
        this.complete = result.complete;
        this.request = SUCCEEDED;
        this.page = Math.min(
          this.page,
          Math.max(1, Math.ceil(this.filtered.length / HISTORY_PAGE_SIZE)),
        );
      });
    } catch (error) {
      runInAction(() => {
        if (ticket !== this.ticket) return;
        this.loads = [];
        this.request = failed(errorMessage('customerLoads', error));
      });
    }
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
