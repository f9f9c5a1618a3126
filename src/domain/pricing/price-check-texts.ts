import { formatWholeMoney } from '../shared/money';
import type { PriceCheck, PriceVerdict } from './price-check';

/** Said instead of a range when fewer than 3 past jobs are like this one: never a made-up figure. */
export const NOT_ENOUGH_PAST_JOBS = 'Not enough past jobs like this to compare yet';

const VERDICT_LABELS: Record<PriceVerdict['kind'], string> = {
  below: 'Below your usual',
  within: 'Within your usual',
  above: 'Above your usual',
};

/** The label on a bid: 'Below your usual', 'Within your usual' or 'Above your usual'. */
export function verdictLabel(verdict: PriceVerdict): string {
  return VERDICT_LABELS[verdict.kind];
}

/** '£24 under' or '£31 over' beside the label; null within the range. */
export function verdictDifference(
  verdict: PriceVerdict,
  currencySymbol: string | null,
): string | null {
  if (verdict.kind === 'within') return null;
  const amount = formatWholeMoney(verdict.difference, currencySymbol);
  return verdict.kind === 'below' ? `${amount} under` : `${amount} over`;
}

/** '£180–£240' */
export function rangeText(check: Extract<PriceCheck, { kind: 'range' }>): string {
  return `${formatWholeMoney(check.low, check.currencySymbol)}–${formatWholeMoney(check.high, check.currencySymbol)}`;
}

/** What a bid's label rests on: 'From 7 of your past jobs like this: £180–£240'. */
export function verdictBasis(check: PriceCheck): string {
  if (check.kind !== 'range') return NOT_ENOUGH_PAST_JOBS;
  return `From ${check.jobs} of your past jobs like this: ${rangeText(check)}`;
}

/** The Job Summary and Create Job line: 'Jobs like this usually cost you £180–£240 (7 jobs)'. */
export function usualPriceText(check: PriceCheck): string {
  if (check.kind !== 'range') return NOT_ENOUGH_PAST_JOBS;
  return `Jobs like this usually cost you ${rangeText(check)} (${check.jobs} jobs)`;
}
