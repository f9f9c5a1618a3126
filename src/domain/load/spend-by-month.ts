import { formatDate } from '../shared/date-time';
import { historyDateOf } from './history-filters';
import { sameCurrency, spentOn } from './history-summary';
import type { Load } from './load';

/** A calendar month, `YYYY-MM`. */
export type IsoMonth = string;

/** The chart covers this many months, up to the current one. */
export const SPEND_MONTHS = 12;
/** Jobs booked this many months ahead at most add their months after the current one. */
const MONTHS_AHEAD = 3;

/** What the shipper paid in one calendar month, for the jobs listed under it. */
export interface MonthSpend {
  readonly month: IsoMonth;
  /** Jobs with an accepted amount that counts as spent. */
  readonly jobs: number;
  readonly pence: number;
}

export interface SpendByMonth {
  /** Oldest first; a month without a paid job is there, at 0. */
  readonly months: readonly MonthSpend[];
  /** The months' sum. */
  readonly total: { readonly jobs: number; readonly pence: number };
  /** Paid jobs the months leave out: listed under an earlier month (or one far ahead), or undated. */
  readonly outside: { readonly jobs: number; readonly pence: number };
  /** The paid jobs' currency; null is pounds. */
  readonly currencySymbol: string | null;
  /** Paid jobs in more than one currency: no month's sum is honest, so none is drawn. */
  readonly mixedCurrencies: boolean;
}

type Spendable = Pick<
  Load,
  'status' | 'jobStatus' | 'acceptedAmount' | 'currencySymbol' | 'pickupDate' | 'createdAt'
>;

/**
 * What the shipper spent in each of the last 12 months, from the jobs given (the filtered list).
 * A job counts as History's Total Spent counts it (its accepted amount, unless cancelled or still
 * open), in the month of the date the list shows for it (pickup, else creation). The months end
 * with the current one, or up to 3 months later when paid jobs are booked for then, so a booking
 * ahead does not drop out. Sums run in pence, so no float drift.
 */
export function spendByMonth(loads: readonly Spendable[], now: Date): SpendByMonth {
  const paid = loads.flatMap((load) => {
    const figure = spentOn(load);
    return figure ? [{ figure, month: historyDateOf(load)?.slice(0, 7) ?? null }] : [];
  });
  const currencySymbol = paid[0]?.figure.currencySymbol ?? null;
  const mixedCurrencies = paid.some((p) => !sameCurrency(p.figure.currencySymbol, currencySymbol));

  const current = monthOf(now.getFullYear(), now.getMonth());
  const ahead = addMonths(current, MONTHS_AHEAD);
  const latest = paid.reduce(
    (last, p) => (p.month && p.month > last && p.month <= ahead ? p.month : last),
    current,
  );
  const first = addMonths(current, 1 - SPEND_MONTHS);
  const sums = new Map<IsoMonth, { jobs: number; pence: number }>();
  for (let month = first; month <= latest; month = addMonths(month, 1)) {
    sums.set(month, { jobs: 0, pence: 0 });
  }
  const outside = { jobs: 0, pence: 0 };
  for (const { figure, month } of paid) {
    const sum = (month !== null && sums.get(month)) || outside;
    sum.jobs += 1;
    sum.pence += Math.round(figure.amount * 100);
  }
  const months = [...sums].map(([month, sum]) => ({ month, ...sum }));
  return {
    months,
    total: {
      jobs: months.reduce((n, m) => n + m.jobs, 0),
      pence: months.reduce((n, m) => n + m.pence, 0),
    },
    outside,
    currencySymbol,
    mixedCurrencies,
  };
}

function monthOf(year: number, monthIndex: number): IsoMonth {
  const date = new Date(year, monthIndex, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

function addMonths(month: IsoMonth, count: number): IsoMonth {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return monthOf(y, m - 1 + count);
}

/** "Sept 2026" for `2026-09`: its first day as dates are written, without the day. */
export function formatMonth(month: IsoMonth): string {
  return formatDate(`${month}-01`).replace(/^1 /, '');
}
