import type { Load } from '../../domain/load/load';
import { uniqueById } from '../../domain/shared/record-key';
import type { Page } from '../../domain/shared/pagination';
import { SCREEN_PAGE_SIZE, type LoadRepository } from '../ports/load-repository.port';

/** Spec §7 / §9, decisions Q13: the history screen asks for 10 loads a page. */
export const HISTORY_PAGE_SIZE = SCREEN_PAGE_SIZE;
/** At most this many pages (1,000 jobs) are read for one search; beyond it the result says so. */
export const MAX_HISTORY_PAGES = 100;
/** Pages requested at once after the first. */
const PARALLEL_PAGES = 4;

export interface LoadHistory {
  /**
   * Every load the search matched, in the server's order, each once: the server owns the list,
   * so loads still open for bids are listed too (decisions Q23).
   */
  readonly loads: readonly Load[];
  /** False when the search had more than MAX_HISTORY_PAGES pages and only those were read. */
  readonly complete: boolean;
}

/**
 * The history search (spec §2.10, §7 customer/loads/list with q, page, per_page 10). The server
 * pages, but the status and date filters apply in the browser (decisions Q4), so the search reads
 * every page: counts, summary cards and the CSV then describe the whole filtered result, not one
 * page of it.
 */
export class SearchLoadHistory {
  constructor(private readonly loads: LoadRepository) {}

  async execute(q: string): Promise<LoadHistory> {
    const query = q.trim();
    const first = await this.page(query, 1);
    const lastPage = Math.min(first.meta.lastPage, MAX_HISTORY_PAGES);
    const pages: Page<Load>[] = [first];
    for (let start = 2; start <= lastPage; start += PARALLEL_PAGES) {
      const batch = range(start, Math.min(lastPage, start + PARALLEL_PAGES - 1));
      pages.push(...(await Promise.all(batch.map((page) => this.page(query, page)))));
    }
    // A load created while the pages were read shifts later pages by one: keep each load once.
    return {
      loads: uniqueById(pages.flatMap((p) => p.items)),
      complete: first.meta.lastPage <= MAX_HISTORY_PAGES,
    };
  }

  private page(q: string, page: number): Promise<Page<Load>> {
    return this.loads.search({ q, page, perPage: HISTORY_PAGE_SIZE });
  }
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
