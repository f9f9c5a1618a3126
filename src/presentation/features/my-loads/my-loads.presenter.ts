import { makeAutoObservable, runInAction } from 'mobx';
import type { ListActiveLoads } from '../../../application/my-loads/list-active-loads.use-case';
import { SCREEN_PAGE_SIZE } from '../../../application/ports/load-repository.port';
import {
  DEFAULT_LOAD_SORT,
  visibleLoads,
  type LoadSortOrder,
} from '../../../domain/load/active-load-list';
import type { Load } from '../../../domain/load/load';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import { paginate, type Page } from '../../../domain/shared/pagination';
import {
  IDLE,
  LOADING,
  SUCCEEDED,
  failed,
  type RequestStatus,
} from '../../../domain/shared/request-status';

/**
 * Spec §2.6 My Active Loads: the customer's active loads, searched, sorted and paged here, ten to
 * a page (decisions Q13).
 */
export class MyLoadsPresenter {
  loads: readonly Load[] = [];
  status: RequestStatus = IDLE;
  /** True once a fetch has succeeded: the list (or the empty state) can be shown. */
  loaded = false;
  query = '';
  sort: LoadSortOrder = DEFAULT_LOAD_SORT;
  requestedPage = 1;
  private running = false;
  private request = 0;

  constructor(private readonly listActiveLoads: ListActiveLoads) {
    makeAutoObservable<this, 'listActiveLoads' | 'running' | 'request'>(
      this,
      { listActiveLoads: false, running: false, request: false },
      { autoBind: true },
    );
  }

  start(): () => void {
    if (!this.running) {
      this.running = true;
      void this.refresh();
    }
    return this.stop;
  }

  stop(): void {
    this.running = false;
    this.request += 1;
  }

  async refresh(): Promise<void> {
    const request = ++this.request;
    this.status = LOADING;
    try {
      const loads = await this.listActiveLoads.execute();
      runInAction(() => {
        if (request !== this.request) return;
        this.loads = loads;
        this.loaded = true;
        this.status = SUCCEEDED;
      });
    } catch (error) {
      runInAction(() => {
        if (request !== this.request) return;
        this.status = failed(errorMessage('activeLoads', error));
      });
    }
  }

  setQuery(query: string): void {
    this.query = query;
    this.requestedPage = 1;
  }

  clearQuery(): void {
    this.setQuery('');
  }

  setSort(sort: LoadSortOrder): void {
    this.sort = sort;
    this.requestedPage = 1;
  }

  goToPage(page: number): void {
    this.requestedPage = page;
  }

  get isLoading(): boolean {
    return this.status.kind === 'loading';
  }

  /** 'Loading Loads...' shows only before the first list arrives; a refresh keeps the rows. */
  get showLoading(): boolean {
    return this.isLoading && !this.loaded;
  }

  get errorText(): string | null {
    return this.status.kind === 'failed' ? this.status.message : null;
  }

  get total(): number {
    return this.loads.length;
  }

  get matching(): readonly Load[] {
    return visibleLoads(this.loads, this.query, this.sort);
  }

  get currentPage(): Page<Load> {
    return paginate(this.matching, this.requestedPage, SCREEN_PAGE_SIZE);
  }

  get rows(): readonly Load[] {
    return this.currentPage.items;
  }

  get page(): number {
    return this.currentPage.meta.currentPage;
  }

  get lastPage(): number {
    return this.currentPage.meta.lastPage;
  }

  /** The empty state: a list arrived and nothing in it matches. */
  get isEmpty(): boolean {
    return this.loaded && this.matching.length === 0;
  }

  get isSearching(): boolean {
    return this.query.trim() !== '';
  }

  /** 'Showing 1–10 of 12 loads' (the matching loads when searching). */
  get rangeText(): string {
    const { from, to, total } = this.currentPage.meta;
    const noun = this.isSearching ? 'matching loads' : 'loads';
    return total === 0 ? '' : `Showing ${from}–${to} of ${total} ${noun}`;
  }
}
