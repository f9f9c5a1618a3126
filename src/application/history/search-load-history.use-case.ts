import type { Load } from '../../domain/load/load';
import { SCREEN_PAGE_SIZE, type LoadRepository } from '../ports/load-repository.port';
import { readAllPages } from '../shared/read-all-pages';

/** The history screen asks for 10 loads a page; 20 stays the call's own default. */
export const HISTORY_PAGE_SIZE = SCREEN_PAGE_SIZE;
/** At most this many pages (1,000 jobs) are read for one search; beyond it the result says so. */
export const MAX_HISTORY_PAGES = 100;

export interface LoadHistory {
  /**
   * Every load the search matched, in the server's order, each once: the server owns the list,
   * so loads still open for bids are listed too.
   */
  readonly loads: readonly Load[];
  /** False when the search had more than MAX_HISTORY_PAGES pages and only those were read. */
  readonly complete: boolean;
}

/**
 * The history search (POST customer/loads/list with q, page, per_page 10). The server pages, but
 * the status and date filters apply in the browser, so the search reads every page: counts,
 * summary cards and the CSV then describe the whole filtered result, not one page of it. `signal`
 * stops a search a newer one replaced.
 */
export class SearchLoadHistory {
  constructor(private readonly loads: LoadRepository) {}

  async execute(q: string, signal: AbortSignal): Promise<LoadHistory> {
    const query = q.trim();
    const { items, complete } = await readAllPages(
      (page) => this.loads.search({ q: query, page, perPage: HISTORY_PAGE_SIZE, signal }),
      { maxPages: MAX_HISTORY_PAGES, parallel: 4, signal },
    );
    return { loads: items, complete };
  }
}
