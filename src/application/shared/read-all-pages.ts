import type { Page } from '../../domain/shared/pagination';
import { uniqueById } from '../../domain/shared/record-key';

export interface AllPages<T> {
  /** Every record of the pages read, in the server's order, each once. */
  readonly items: readonly T[];
  /** False when there were more than `maxPages` pages and only those were read. */
  readonly complete: boolean;
}

export interface PageReading {
  /** At most this many pages are read. */
  readonly maxPages: number;
  /** Pages asked for at once after the first. */
  readonly parallel: number;
  /** Stops what is still to be read (a newer search, or the screen was left). */
  readonly signal: AbortSignal;
}

/**
 * Reads a list the server pages, all of it: the first page, then the rest a few at a time. A page
 * that fails is asked for once more before the whole read fails (one lost answer on a shaky
 * network should not fail a search of fifty pages); an aborted read stops at once. A record that
 * moved between pages while they were read is kept once.
 */
export async function readAllPages<T extends { readonly id: number | null }>(
  readPage: (page: number) => Promise<Page<T>>,
  { maxPages, parallel, signal }: PageReading,
): Promise<AllPages<T>> {
  const read = (page: number) => withOneRetry(() => readPage(page), signal);
  const first = await read(1);
  const lastPage = Math.min(first.meta.lastPage, maxPages);
  const pages: Page<T>[] = [first];
  for (let start = 2; start <= lastPage; start += parallel) {
    const count = Math.min(parallel, lastPage - start + 1);
    const batch = Array.from({ length: count }, (_, i) => start + i);
    pages.push(...(await Promise.all(batch.map(read))));
  }
  return {
    items: uniqueById(pages.flatMap((p) => p.items)),
    complete: first.meta.lastPage <= maxPages,
  };
}

async function withOneRetry<T>(call: () => Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (signal?.aborted) throw error;
    return call();
  }
}
