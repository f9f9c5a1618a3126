import type { Load } from '../../domain/load/load';
import { SCREEN_PAGE_SIZE, type LoadRepository } from '../ports/load-repository.port';
import { readAllPages, readPages } from '../shared/read-all-pages';

/** The history screen shows 10 loads a page; 20 stays the call's own default. */
export const HISTORY_PAGE_SIZE = SCREEN_PAGE_SIZE;
/** A read that gathers every page asks for this many loads at once: 5,000 jobs in 50 requests. */
export const HISTORY_READ_PAGE_SIZE = 100;
/** A search reads at most this many jobs; beyond it the screen says how many it read. */
export const MAX_HISTORY_JOBS = 10_000;
/**
 * The price check and the recent addresses look at the newest this many jobs: enough for what
 * jobs like one usually cost and for the last addresses, at a cost that does not grow with the
 * work.
 */
export const RECENT_JOBS = 1_000;

/** A history search as read so far. */
export interface LoadHistory {
  /**
   * The loads the search matched, read so far, in the server's order, each once: the server owns
   * the list, so loads still open for bids are listed too.
   */
  readonly loads: readonly Load[];
  /** How many loads the search matched in all. */
  readonly total: number;
  /** Every load to read has been read. */
  readonly done: boolean;
  /** False when the search matched more than MAX_HISTORY_JOBS and only those are read. */
  readonly complete: boolean;
}

/**
 * The history search (POST customer/loads/list with q, page and per_page). The server pages, but
 * the status and date filters apply in the browser, so the search reads every page, 100 loads at
 * a time: counts, summary cards and the CSV then describe the whole filtered result. It hands on
 * what it has read after the first page and after each few more, so the screen shows the first
 * rows at once. `signal` stops a search a newer one replaced.
 */
export class SearchLoadHistory {
  constructor(private readonly loads: LoadRepository) {}

  async *execute(q: string, signal: AbortSignal): AsyncGenerator<LoadHistory, void, undefined> {
    const query = q.trim();
    const parts = readPages(
      (page, perPage) => this.loads.search({ q: query, page, perPage, signal }),
      {
        perPage: HISTORY_READ_PAGE_SIZE,
        maxItems: MAX_HISTORY_JOBS,
        parallel: 4,
        signal,
      },
    );
    for await (const { items, ...part } of parts) yield { loads: items, ...part };
  }
}

/** The shipper's newest jobs (RECENT_JOBS of them), for the price check and recent addresses. */
export async function recentLoads(
  loads: LoadRepository,
  signal: AbortSignal,
): Promise<readonly Load[]> {
  const { items } = await readAllPages(
    (page, perPage) => loads.search({ q: '', page, perPage, signal }),
    { perPage: HISTORY_READ_PAGE_SIZE, maxItems: RECENT_JOBS, parallel: 4, signal },
  );
  return items;
}
