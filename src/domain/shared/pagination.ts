/** Where a page sits in its list, in the core's language. */
export interface PageMeta {
  readonly currentPage: number;
  readonly perPage: number;
  readonly total: number;
  readonly lastPage: number;
  /** 1-based index of the first item on the page; 0 when empty. */
  readonly from: number;
  /** 1-based index of the last item on the page; 0 when empty. */
  readonly to: number;
}

export interface Page<T> {
  readonly items: readonly T[];
  readonly meta: PageMeta;
}

export type PageItem =
  | { readonly kind: 'page'; readonly page: number }
  | { readonly kind: 'ellipsis'; readonly after: number };

/**
 * The page numbers of My Loads and History: first, last and current ±1, with an ellipsis wherever
 * pages are skipped. Empty when there is one page or fewer (pagination is then hidden).
 */
export function compactPageWindow(current: number, lastPage: number): PageItem[] {
  if (lastPage <= 1) return [];
  const page = clamp(current, 1, lastPage);
  const wanted = new Set([1, lastPage, page - 1, page, page + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= lastPage).sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((p, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous > 1)
      items.push({ kind: 'ellipsis', after: previous });
    items.push({ kind: 'page', page: p });
  });
  return items;
}

/** The bids' page numbers: a sliding window of `size` consecutive pages around the current one. */
export function slidingPageWindow(current: number, lastPage: number, size = 5): number[] {
  if (lastPage <= 1) return [];
  const count = Math.min(size, lastPage);
  const page = clamp(current, 1, lastPage);
  const start = clamp(page - Math.floor(count / 2), 1, lastPage - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** Slices a client-side list into a page with its meta (pages are 1-based). */
export function paginate<T>(items: readonly T[], page: number, perPage: number): Page<T> {
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const currentPage = clamp(page, 1, lastPage);
  const start = (currentPage - 1) * perPage;
  const slice = items.slice(start, start + perPage);
  return {
    items: slice,
    meta: {
      currentPage,
      perPage,
      total,
      lastPage,
      from: slice.length ? start + 1 : 0,
      to: slice.length ? start + slice.length : 0,
    },
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
