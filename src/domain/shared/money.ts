import { formatNumber, isNegative } from './number-text';

/** Money in en-GB, with the record's own currency symbol, else £; never $. */
export function formatMoney(amount: number, currencySymbol?: string | null): string {
  return money(amount, currencySymbol, 2);
}

/** Whole pounds (or the record's own units), for figures that are rounded on purpose: '£180'. */
export function formatWholeMoney(amount: number, currencySymbol?: string | null): string {
  return money(Math.round(amount), currencySymbol, 0);
}

function money(amount: number, currencySymbol: string | null | undefined, decimals: number): string {
  const symbol = currencySymbol?.trim() || '£';
  const sign = isNegative(amount) ? '-' : '';
  return `${sign}${symbol}${formatNumber(Math.abs(amount), decimals, decimals)}`;
}
