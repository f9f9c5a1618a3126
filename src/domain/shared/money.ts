import { numberFormat } from './intl-format';

const gbp = numberFormat({ style: 'currency', currency: 'GBP' });
const plain = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Decisions Q2: en-GB formatting; a record's own currency symbol when present, else £.
 */
export function formatMoney(amount: number, currencySymbol?: string | null): string {
  const symbol = currencySymbol?.trim();
  if (!symbol || symbol === '£') return gbp().format(amount);
  const sign = amount < 0 ? '-' : '';
  return `${sign}${symbol}${plain().format(Math.abs(amount))}`;
}
