import { formatMoney } from '../shared/money';
import { historyStatusOf, type HistoryStatus } from './history-filters';
import type { Load } from './load';

export interface MoneyFigure {
  readonly amount: number;
  /** The records' own currency symbol (decisions Q2); null means £. */
  readonly currencySymbol: string | null;
}

/** Spec §2.10 summary cards, decisions Q3: money only from accepted amounts the data carry. */
export interface HistorySummary {
  readonly totalJobs: number;
  readonly completed: number;
  /** Jobs whose accepted amount is known and counts as spent (not cancelled). */
  readonly pricedJobs: number;
  /** Null when no job carries an accepted amount, or their currencies differ. */
  readonly totalSpent: MoneyFigure | null;
  readonly averageCost: MoneyFigure | null;
  /** True when priced jobs are in more than one currency (no single total is honest). */
  readonly mixedCurrencies: boolean;
}

type Summarised = Pick<Load, 'status' | 'jobStatus' | 'acceptedAmount' | 'currencySymbol'>;

/** No money is spent on a cancelled job, nor on one still open for bids (none is accepted yet). */
const UNPAID: readonly HistoryStatus[] = ['cancelled', 'pending'];

/**
 * Total Jobs counts every job listed. Total Spent sums the accepted amounts of the jobs that carry
 * one, unpaid jobs excepted; Avg Cost divides it by those jobs. Sums run in pence, so no float
 * drift.
 */
export function summariseHistory(loads: readonly Summarised[]): HistorySummary {
  const priced = loads.filter(
    (l) =>
      l.acceptedAmount !== null &&
      Number.isFinite(l.acceptedAmount) &&
      !UNPAID.includes(historyStatusOf(l)),
  );
  const symbols = new Set(priced.map((l) => normaliseSymbol(l.currencySymbol)));
  const mixedCurrencies = symbols.size > 1;
  const base = {
    totalJobs: loads.length,
    completed: loads.filter((l) => historyStatusOf(l) === 'completed').length,
    pricedJobs: priced.length,
    mixedCurrencies,
  };
  if (!priced.length || mixedCurrencies) return { ...base, totalSpent: null, averageCost: null };
  const currencySymbol = [...symbols][0] ?? null;
  const pence = priced.reduce((sum, l) => sum + Math.round((l.acceptedAmount ?? 0) * 100), 0);
  return {
    ...base,
    totalSpent: { amount: pence / 100, currencySymbol },
    averageCost: { amount: Math.round(pence / priced.length) / 100, currencySymbol },
  };
}

/** A money figure in en-GB, or '—' when unknown (never a false £0.00). */
export function formatFigure(figure: MoneyFigure | null): string {
  return figure ? formatMoney(figure.amount, figure.currencySymbol) : '—';
}

function normaliseSymbol(symbol: string | null): string | null {
  const trimmed = symbol?.trim();
  return !trimmed || trimmed === '£' ? null : trimmed;
}
