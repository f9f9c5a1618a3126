import { sameCurrency } from '../load/history-summary';
import { formatMoney } from '../shared/money';
import type { PriceCheck } from './price-check';
import { rangeText } from './price-check-texts';

/**
 * Where one bid's price sits among the load's open bids, as a bar from the lowest to the highest
 * of them, with the shipper's usual range shaded on it. Fractions run from 0 (the lowest open bid)
 * to 1 (the highest).
 */
export interface PricePosition {
  readonly amount: number;
  readonly currencySymbol: string | null;
  readonly lowest: number;
  readonly highest: number;
  /** Where the bid's own price is marked. */
  readonly at: number;
  /**
   * The usual range as it falls on the bar, cut to its ends: a range wholly below the lowest bid
   * is a sliver at the start (0 to 0), one wholly above the highest a sliver at the end.
   */
  readonly usual: { readonly from: number; readonly to: number } | null;
  /** The usual range itself, in whole units, as the Job Summary says it. */
  readonly usualCheck: Extract<PriceCheck, { kind: 'range' }> | null;
}

interface Priced {
  readonly amount: number;
  readonly currencySymbol: string | null;
}

/**
 * The bar for `bid` among `openBids` (the load's open bids, the bid among them). None when fewer
 * than two open bids share the bid's currency: one price alone has nowhere to sit. The usual range
 * shows only where the price check found one in the same currency.
 */
export function pricePosition(
  bid: Priced,
  openBids: readonly Priced[],
  check: PriceCheck | null,
): PricePosition | null {
  if (!Number.isFinite(bid.amount)) return null;
  const amounts = openBids
    .filter((other) => sameCurrency(other.currencySymbol, bid.currencySymbol))
    .map((other) => other.amount)
    .filter(Number.isFinite);
  if (amounts.length < 2) return null;
  const lowest = Math.min(...amounts);
  const highest = Math.max(...amounts);
  const along = (value: number) => fractionAlong(value, lowest, highest);
  const usualCheck =
    check?.kind === 'range' && sameCurrency(check.currencySymbol, bid.currencySymbol)
      ? check
      : null;
  return {
    amount: bid.amount,
    currencySymbol: bid.currencySymbol,
    lowest,
    highest,
    at: along(bid.amount),
    usual: usualCheck ? { from: along(usualCheck.low), to: along(usualCheck.high) } : null,
    usualCheck,
  };
}

/**
 * The bar in words, for its accessible name: 'Where £226.56 sits: lowest bid £198.00, highest
 * £301.50, your usual £238–£252'; without a usual range it ends after the highest.
 */
export function pricePositionName(position: PricePosition): string {
  const money = (amount: number) => formatMoney(amount, position.currencySymbol);
  const words = `Where ${money(position.amount)} sits: lowest bid ${money(position.lowest)}, highest ${money(position.highest)}`;
  return position.usualCheck ? `${words}, your usual ${rangeText(position.usualCheck)}` : words;
}

/** 0 at `low`, 1 at `high`, kept within; all bids at one price put it in the middle. */
function fractionAlong(value: number, low: number, high: number): number {
  if (high === low) return value < low ? 0 : value > high ? 1 : 0.5;
  return Math.min(1, Math.max(0, (value - low) / (high - low)));
}
