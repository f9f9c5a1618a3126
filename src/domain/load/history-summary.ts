import { formatMoney } from '../shared/money';
import { historyStatusOf, type HistoryStatus } from './history-filters';
import type { Load } from './load';

export interface MoneyFigure {
  readonly amount: number;
  /** The records' own currency symbol; null means £. */
  readonly currencySymbol: string | null;
}

/** The history summary cards; money comes only from accepted amounts the data carry. */
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
 * What a job cost the shipper: its accepted amount in its own currency, when the data carry one;
 * null for a job with none, and for unpaid jobs, so the cards never guess.
 */
export function spentOn(load: Summarised): MoneyFigure | null {
  const { acceptedAmount } = load;
  if (acceptedAmount === null || !Number.isFinite(acceptedAmount)) return null;
  if (UNPAID.includes(historyStatusOf(load))) return null;
  return { amount: acceptedAmount, currencySymbol: normaliseSymbol(load.currencySymbol) };
}

/** Whether two records are in the same currency: no symbol, an empty one and '£' are all pounds. */
export function sameCurrency(a: string | null, b: string | null): boolean {
  return normaliseSymbol(a) === normaliseSymbol(b);
}

/**
 * Total Jobs counts every job listed. Total Spent sums the accepted amounts of the jobs that carry
 * one, unpaid jobs excepted; Avg Cost divides it by those jobs. Sums run in pence, so no float
 * drift.
 */
export function summariseHistory(loads: readonly Summarised[]): HistorySummary {
  const priced = loads.map(spentOn).filter((figure) => figure !== null);
  const symbols = new Set(priced.map((figure) => figure.currencySymbol));
  const mixedCurrencies = symbols.size > 1;
  const base = {
    totalJobs: loads.length,
    completed: loads.filter((l) => historyStatusOf(l) === 'completed').length,
    pricedJobs: priced.length,
    mixedCurrencies,
  };
  if (!priced.length || mixedCurrencies) return { ...base, totalSpent: null, averageCost: null };
  const currencySymbol = [...symbols][0] ?? null;
  const pence = priced.reduce((sum, figure) => sum + Math.round(figure.amount * 100), 0);
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
