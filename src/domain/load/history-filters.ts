import { isoDateOf, parseDate, parseTime, type IsoDate } from '../shared/date-time';
import type { Load } from './load';
import { statusBadge, type StatusBadge } from './status-badge';

/** The five states a load shows in history, one badge colour each. */
export type HistoryStatus = 'completed' | 'in_progress' | 'assigned' | 'cancelled' | 'pending';

const GROUPS: Record<string, HistoryStatus> = {
  completed: 'completed',
  delivered: 'completed',
  in_progress: 'in_progress',
  picked_up: 'in_progress',
  en_route: 'in_progress',
  in_transit: 'in_progress',
  assigned: 'assigned',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  pending: 'pending',
};

/** When `status` and `job_status` disagree, the one further along wins. */
const PRECEDENCE: readonly HistoryStatus[] = [
  'cancelled',
  'completed',
  'in_progress',
  'assigned',
  'pending',
];

function groupOf(value: string | null | undefined): HistoryStatus | null {
  const key = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return GROUPS[key] ?? null;
}

/**
 * A load's history state from its `status` and `job_status`: the furthest-along of the two known
 * values; a load with neither known is Pending.
 */
export function historyStatusOf(load: Pick<Load, 'status' | 'jobStatus'>): HistoryStatus {
  const found = [groupOf(load.status), groupOf(load.jobStatus)];
  return PRECEDENCE.find((group) => found.includes(group)) ?? 'pending';
}

/**
 * Whether a load is still open for bids: it shows Pending (a pending status, or one the portal
 * does not know, which the bids screen treats as open too), so its bids can still be decided.
 */
export function isOpenForBids(load: Pick<Load, 'status' | 'jobStatus'>): boolean {
  return historyStatusOf(load) === 'pending';
}

/** The badge (label + tone, text always shown) of a load in history and details. */
export function historyBadgeOf(load: Pick<Load, 'status' | 'jobStatus'>): StatusBadge {
  return statusBadge(historyStatusOf(load));
}

/** In Bid History an empty job status shows Assigned. */
export function bidHistoryBadge(jobStatus: string | null | undefined): StatusBadge {
  if ((jobStatus ?? '').trim() === '') return statusBadge('assigned');
  return statusBadge(groupOf(jobStatus) ?? 'pending');
}

/**
 * The history status filter, its five options as the spec lists them. Loads still open for bids
 * are listed under All Statuses; there is no Pending option, since My Loads lists exactly those.
 */
export type HistoryStatusFilter = 'all' | Exclude<HistoryStatus, 'pending'>;

export const STATUS_FILTERS: readonly {
  readonly value: HistoryStatusFilter;
  readonly label: string;
}[] = [
  { value: 'all', label: 'All Statuses' },
  { value: 'completed', label: 'Completed' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'assigned', label: 'Assigned' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** The history date filter; a week runs Monday to Sunday, as in the UK. */
export type HistoryDateFilter = 'all' | 'today' | 'this_week' | 'this_month';

export const DATE_FILTERS: readonly {
  readonly value: HistoryDateFilter;
  readonly label: string;
}[] = [
  { value: 'all', label: 'All Dates' },
  { value: 'today', label: 'Today' },
  { value: 'this_week', label: 'This Week' },
  { value: 'this_month', label: 'This Month' },
];

export function isStatusFilter(value: unknown): value is HistoryStatusFilter {
  return STATUS_FILTERS.some((f) => f.value === value);
}

export function isDateFilter(value: unknown): value is HistoryDateFilter {
  return DATE_FILTERS.some((f) => f.value === value);
}

/**
 * The date a load is listed under in history (the Date column and the date filter): its pickup
 * date, else the local calendar date it was created.
 */
export function historyDateOf(load: Pick<Load, 'pickupDate' | 'createdAt'>): IsoDate | null {
  if (load.pickupDate) return load.pickupDate;
  const created = load.createdAt?.trim();
  if (!created) return null;
  // An instant (with a time) is listed under its local calendar date; a bare date as written.
  if (/^\d{4}-\d{2}-\d{2}[T ]\d/.test(created)) {
    const instant = new Date(created.replace(' ', 'T'));
    if (!Number.isNaN(instant.getTime())) return isoDateOf(instant);
  }
  return parseDate(created);
}

/**
 * History in the order of the date its Date column shows, newest first: the pickup date (the
 * later pickup time first on one day), else the creation date; a load with no date last. Loads
 * alike keep the server's order.
 */
export function byHistoryDate<T extends Pick<Load, 'pickupDate' | 'pickupTime' | 'createdAt'>>(
  loads: readonly T[],
): T[] {
  const keyed = loads.map((load) => ({
    load,
    date: historyDateOf(load) ?? '',
    time: (load.pickupDate && parseTime(load.pickupTime)) || '',
  }));
  // Zero-padded ISO dates and HH:MM times sort as text; the sort is stable.
  keyed.sort((a, b) => b.date.localeCompare(a.date) || b.time.localeCompare(a.time));
  return keyed.map((k) => k.load);
}

/** The first and last calendar dates (inclusive, local) a date filter admits; null for All Dates. */
export function dateRangeOf(
  filter: HistoryDateFilter,
  now: Date,
): { from: IsoDate; to: IsoDate } | null {
  const y = now.getFullYear();
  const m = now.getMonth();
  const d = now.getDate();
  switch (filter) {
    case 'all':
      return null;
    case 'today':
      return { from: isoDateOf(now), to: isoDateOf(now) };
    case 'this_week': {
      // en-GB weeks start on Monday: getDay() is 0 for Sunday.
      const sinceMonday = (now.getDay() + 6) % 7;
      return {
        from: isoDateOf(new Date(y, m, d - sinceMonday)),
        to: isoDateOf(new Date(y, m, d - sinceMonday + 6)),
      };
    }
    case 'this_month':
      return { from: isoDateOf(new Date(y, m, 1)), to: isoDateOf(new Date(y, m + 1, 0)) };
  }
}

export interface HistoryFilters {
  readonly status: HistoryStatusFilter;
  readonly date: HistoryDateFilter;
}

/** Both filters apply together; a load with no date passes only All Dates. */
export function applyHistoryFilters<
  T extends Pick<Load, 'status' | 'jobStatus' | 'pickupDate' | 'createdAt'>,
>(loads: readonly T[], filters: HistoryFilters, now: Date): T[] {
  const range = dateRangeOf(filters.date, now);
  return loads.filter((load) => {
    if (filters.status !== 'all' && historyStatusOf(load) !== filters.status) return false;
    if (!range) return true;
    const date = historyDateOf(load);
    return date !== null && date >= range.from && date <= range.to;
  });
}
