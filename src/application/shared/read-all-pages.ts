import type { Page } from '../../domain/shared/pagination';
import { uniqueById } from '../../domain/shared/record-key';

/** What has been read of a paged list so far. */
export interface PagesRead<T> {
  /** Every record of the pages read, in the server's order, each once. */
  readonly items: readonly T[];
  /** How many records the server says the list holds in all. */
  readonly total: number;
  /** The last page to read has been read. */
  readonly done: boolean;
  /** False when the list held more than `maxItems` records and only those are read. */
  readonly complete: boolean;
}

export interface PageReading {
  /**
   * Records asked for in each page. A server may answer with fewer (a cap of its own): its
   * `per_page` and `last_page` are then followed, so every record is still read.
   */
  readonly perPage: number;
  /** At most about this many records are read, whole pages of them. */
  readonly maxItems: number;
  /** Pages asked for at once after the first. */
  readonly parallel: number;
  /** Stops what is still to be read (a newer search, or the screen was left). */
  readonly signal: AbortSignal;
}

/**
 * Reads a list the server pages, all of it, handing on what has been read after the first page
 * and after each batch of the rest (a few pages at a time), so a screen can show the first rows
 * while the others come. A page that fails is asked for once more before the whole read fails
 * (one lost answer on a shaky network should not fail a read of fifty pages); an aborted read
 * stops at once. A record that moved between pages while they were read is kept once.
 */
export async function* readPages<T extends { readonly id: number | null }>(
  readPage: (page: number, perPage: number) => Promise<Page<T>>,
  { perPage, maxItems, parallel, signal }: PageReading,
): AsyncGenerator<PagesRead<T>, void, undefined> {
  const read = (page: number) => withOneRetry(() => readPage(page, perPage), signal);
  const first = await read(1);
  const served = first.meta.perPage > 0 ? Math.min(first.meta.perPage, perPage) : perPage;
  const maxPages = Math.max(1, Math.ceil(maxItems / served));
  const lastPage = Math.min(first.meta.lastPage, maxPages);
  const pages: Page<T>[] = [first];
  const soFar = (done: boolean): PagesRead<T> => ({
    items: uniqueById(pages.flatMap((p) => p.items)),
    total: first.meta.total,
    done,
    complete: first.meta.lastPage <= maxPages,
  });
  yield soFar(lastPage <= 1);
  for (let start = 2; start <= lastPage; start += parallel) {
    const count = Math.min(parallel, lastPage - start + 1);
    const batch = Array.from({ length: count }, (_, i) => start + i);
    pages.push(...(await Promise.all(batch.map(read))));
    yield soFar(start + count > lastPage);
  }
}

/** The whole of a paged list, once every page is read. */
export async function readAllPages<T extends { readonly id: number | null }>(
  readPage: (page: number, perPage: number) => Promise<Page<T>>,
  reading: PageReading,
): Promise<PagesRead<T>> {
  let last: PagesRead<T> = { items: [], total: 0, done: true, complete: true };
  for await (const part of readPages(readPage, reading)) last = part;
  return last;
}

async function withOneRetry<T>(call: () => Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (signal.aborted) throw error;
    return call();
  }
}
