import type { Load } from './load';

/** Created descending (Newest First, the default) or ascending (Oldest First). */
export type LoadSortOrder = 'newest' | 'oldest';

export const DEFAULT_LOAD_SORT: LoadSortOrder = 'newest';

export const LOAD_SORT_OPTIONS: readonly {
  readonly value: LoadSortOrder;
  readonly label: string;
}[] = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
];

export function isLoadSortOrder(value: string): value is LoadSortOrder {
  return LOAD_SORT_OPTIONS.some((option) => option.value === value);
}

/**
 * The My Loads search ('Search load no, pickup, delivery...'): the load number (or display id), the
 * pickup address or the delivery address contains the query, ignoring case and surrounding blanks.
 * An empty query matches every load.
 */
export function matchesLoadQuery(load: Load, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('en-GB');
  if (!needle) return true;
  return [load.loadNo, load.displayId, load.pickupAddress, load.deliveryAddress].some((field) =>
    field.toLocaleLowerCase('en-GB').includes(needle),
  );
}

/**
 * Sorts by creation time. Loads whose creation time is unknown or unreadable come after the
 * dated ones in either order; ties (and undated loads) follow the id in the same direction, and
 * loads without an id come after those with one, in the order received.
 */
export function sortLoads(loads: readonly Load[], order: LoadSortOrder): Load[] {
  const direction = order === 'newest' ? -1 : 1;
  return [...loads].sort((a, b) => {
    const [ta, tb] = [createdTime(a), createdTime(b)];
    if (ta !== null && tb !== null && ta !== tb) return (ta - tb) * direction;
    if (ta === null && tb !== null) return 1;
    if (ta !== null && tb === null) return -1;
    if (a.id === null || b.id === null) return Number(a.id === null) - Number(b.id === null);
    return (a.id - b.id) * direction;
  });
}

/** The list My Loads shows: the loads matching `query`, in `order`. */
export function visibleLoads(loads: readonly Load[], query: string, order: LoadSortOrder): Load[] {
  return sortLoads(
    loads.filter((load) => matchesLoadQuery(load, query)),
    order,
  );
}

function createdTime(load: Load): number | null {
  if (!load.createdAt) return null;
  const time = Date.parse(load.createdAt);
  return Number.isNaN(time) ? null : time;
}
