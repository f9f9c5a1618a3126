import { numberFormat } from './intl-format';

const gbp = numberFormat({ style: 'currency', currency: 'GBP' });
const plain = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money in en-GB, with the record's own currency symbol, else £; never $ (decisions Q2). */
export function formatMoney(amount: number, currencySymbol?: string | null): string {
  const symbol = currencySymbol?.trim();
  if (!symbol || symbol === '£') return gbp().format(amount);
  const sign = amount < 0 ? '-' : '';
  return `${sign}${symbol}${plain().format(Math.abs(amount))}`;
}

const gbpWhole = numberFormat({
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const plainWhole = numberFormat({ maximumFractionDigits: 0 });

/** Whole pounds (or the record's own units), for figures that are rounded on purpose: '£180'. */
export function formatWholeMoney(amount: number, currencySymbol?: string | null): string {
  const whole = Math.round(amount);
  const symbol = currencySymbol?.trim();
  if (!symbol || symbol === '£') return gbpWhole().format(whole);
  const sign = whole < 0 ? '-' : '';
  return `${sign}${symbol}${plainWhole().format(Math.abs(whole))}`;
}
