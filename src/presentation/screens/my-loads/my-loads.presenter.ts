import { makeAutoObservable } from 'mobx';
import type {
  ActiveLoadList,
  ListActiveLoadsWithNewBids,
} from '../../../application/my-loads/list-active-loads-with-new-bids';
import type { LiveUpdates } from '../../../application/ports/live-updates.port';
import { SCREEN_PAGE_SIZE } from '../../../application/ports/load-repository.port';
import type { Timers } from '../../../application/ports/timers.port';
import {
  DEFAULT_LOAD_SORT,
  LOAD_SORT_OPTIONS,
  visibleLoads,
  type LoadSortOrder,
} from '../../../domain/load/active-load-list';
import type { Load } from '../../../domain/load/load';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import { paginate, type Page } from '../../../domain/shared/pagination';
import { LiveRefresh } from '../../async/live-refresh';
import { Query } from '../../async/query';
import { activeLoadRows, type ActiveLoadRow } from './active-load-row';

/**
 * My Active Loads: the customer's active loads, searched, sorted and paged here, ten to a page like
 * every list screen (the API's own default page of 20 is for calls, not screens), each with its
 * bids not seen yet as of the last fetch. While the live channel is open, a hint that a load or its
 * bids changed reads the list again (at most once a second), so the bid counts and statuses follow.
 */
export class MyLoadsPresenter {
  query = '';
  sort: LoadSortOrder = DEFAULT_LOAD_SORT;
  requestedPage = 1;
  readonly list: Query<ActiveLoadList>;
  readonly liveRefresh: LiveRefresh;

  constructor(listActiveLoads: ListActiveLoadsWithNewBids, live: LiveUpdates, timers: Timers) {
    this.list = new Query({
      fetch: (_, signal) => listActiveLoads.execute(signal),
      errorMessage: (error) => errorMessage('activeLoads', error),
    });
    // When to read is the channel's to say (a hint, the channel back), so the read is called back.
    this.liveRefresh = new LiveRefresh({
      live,
      timers,
      topic: { kind: 'loads' },
      read: () => void this.refresh(),
    });
    makeAutoObservable(this, { list: false, liveRefresh: false }, { autoBind: true });
  }

  /** Loads the list and hears its hints; a second start while shown does nothing (StrictMode). */
  start(): () => void {
    if (!this.liveRefresh.started) {
      this.liveRefresh.start();
      void this.refresh();
    }
    return this.stop;
  }

  /** Leaving the screen: no hints, and the request still on its way is aborted and dropped. */
  stop(): void {
    this.liveRefresh.stop();
    this.list.cancel();
  }

  refresh(): Promise<void> {
    this.liveRefresh.ran();
    return this.list.run();
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

  get total(): number {
    return this.list.data?.loads.length ?? 0;
  }

  get matching(): readonly Load[] {
    return visibleLoads(this.list.data?.loads ?? [], this.query, this.sort);
  }

  get currentPage(): Page<Load> {
    return paginate(this.matching, this.requestedPage, SCREEN_PAGE_SIZE);
  }

  /** The page shown, each load with its bids not seen yet. */
  get rows(): readonly ActiveLoadRow[] {
    const list = this.list.data;
    return list ? activeLoadRows(this.currentPage.items, list.newBids) : [];
  }

  get page(): number {
    return this.currentPage.meta.currentPage;
  }

  get lastPage(): number {
    return this.currentPage.meta.lastPage;
  }

  /** The empty state: a list arrived and nothing in it matches. */
  get isEmpty(): boolean {
    return this.list.loaded && this.matching.length === 0;
  }

  get isSearching(): boolean {
    return this.query.trim() !== '';
  }

  /** What the table's caption reads out: which page of how many, and in what order. */
  get tableCaption(): string {
    const order = LOAD_SORT_OPTIONS.find((o) => o.value === this.sort)?.label ?? '';
    return `Active loads, page ${this.page} of ${this.lastPage}, ${order.toLowerCase()}`;
  }

  /** 'Showing 1–10 of 12 jobs' (the matching jobs when searching). */
  get rangeText(): string {
    const { from, to, total } = this.currentPage.meta;
    const noun = this.isSearching ? 'matching jobs' : 'jobs';
    return total === 0 ? '' : `Showing ${from}–${to} of ${total} ${noun}`;
  }
}
