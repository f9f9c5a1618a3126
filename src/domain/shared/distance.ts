import { formatNumber } from './number-text';

/** Kilometres in a statute mile. */
export const KM_PER_MILE = 1.609344;

/**
 * A distance for a UK shipper, in miles: '127 miles', '3.4 miles', '1 mile'. One decimal under
 * 10 miles, where a tenth is still a useful difference; whole miles above. Distances are
 * computed in kilometres (geo.ts) and only shown in miles.
 */
export function formatMiles(km: number): string {
  const miles = km / KM_PER_MILE;
  const text = formatNumber(miles, 0, Math.abs(miles) < 10 ? 1 : 0);
  return `${text} ${text === '1' ? 'mile' : 'miles'}`;
}
