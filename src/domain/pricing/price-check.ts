import { sameCurrency } from '../load/history-summary';
import { sameLane, similarDistance, type PricedJob, type PriceSubject } from './priced-route';
import { sameVehicleClass } from './vehicle-class';

/**
 * The price check: what the shipper usually paid for jobs like this one, from their own past
 * jobs. A past job is like this one when all of these hold:
 *
 * - the route: the same lane (the same pickup and delivery postcode areas, or towns where a
 *   postcode is missing, either way round), or, where both have coordinates, a straight-line
 *   distance within 20% (at least 10 km) of this one's;
 * - the weight: between half and double this load's (both known);
 * - the vehicle: the same class (van, truck, lorry…) when both name one; a load posted without
 *   a vehicle (Auto mode) rules nothing out;
 * - the currency: the same one, so no sum mixes pounds with anything else.
 *
 * The typical range is the middle half of what those jobs cost (the interquartile range), in
 * whole pounds, and it is given only when at least 3 jobs stand behind it. The number of items is
 * left out on purpose: what a carrier charges follows distance, weight and vehicle, and the same
 * cargo may be one pallet or twenty boxes.
 */

/** Below this many comparable jobs no range is given: a figure from one or two jobs says nothing. */
export const MIN_COMPARABLE_JOBS = 3;
/** A weight between half and double the subject's is alike. */
const WEIGHT_RATIO = 2;

export type PriceCheck =
  | {
      readonly kind: 'range';
      /** Lower and upper quartile of the comparable jobs' amounts, in whole units. */
      readonly low: number;
      readonly high: number;
      /** How many comparable jobs the range rests on (at least 3). */
      readonly jobs: number;
      readonly currencySymbol: string | null;
    }
  | { readonly kind: 'not-enough'; readonly jobs: number };

export interface PriceVerdict {
  readonly kind: 'below' | 'within' | 'above';
  /** Whole units under the low end or over the high end; 0 within the range. */
  readonly difference: number;
}

/** The past jobs like the subject, in the order given. */
export function comparableJobs(subject: PriceSubject, jobs: readonly PricedJob[]): PricedJob[] {
  return jobs.filter(
    (job) =>
      (subject.id === null || job.id !== subject.id) &&
      sameCurrency(subject.currencySymbol, job.currencySymbol) &&
      similarWeight(subject.weightKg, job.weightKg) &&
      sameVehicleClass(subject.vehicleName, job.vehicleName) &&
      (sameLane(subject, job) || similarDistance(subject, job)),
  );
}

/** The typical range of what jobs like the subject cost, or 'not enough' below 3 such jobs. */
export function checkPrice(subject: PriceSubject, jobs: readonly PricedJob[]): PriceCheck {
  const like = comparableJobs(subject, jobs);
  if (like.length < MIN_COMPARABLE_JOBS) return { kind: 'not-enough', jobs: like.length };
  const amounts = like.map((job) => job.amount).sort((a, b) => a - b);
  return {
    kind: 'range',
    low: Math.round(quantile(amounts, 0.25)),
    high: Math.round(quantile(amounts, 0.75)),
    jobs: like.length,
    currencySymbol: subject.currencySymbol,
  };
}

/**
 * Where an amount falls against the range, judged in whole units as the range is shown (a bid of
 * £179.60 against '£180–£240' is within). Null without a range, or for an amount in another
 * currency.
 */
export function priceVerdict(
  check: PriceCheck,
  amount: number,
  currencySymbol: string | null,
): PriceVerdict | null {
  if (check.kind !== 'range' || !Number.isFinite(amount)) return null;
  if (!sameCurrency(check.currencySymbol, currencySymbol)) return null;
  const whole = Math.round(amount);
  if (whole < check.low) return { kind: 'below', difference: check.low - whole };
  if (whole > check.high) return { kind: 'above', difference: whole - check.high };
  return { kind: 'within', difference: 0 };
}

function similarWeight(own: number | null, other: number | null): boolean {
  if (own === null || other === null || !(own > 0) || !(other > 0)) return false;
  return other >= own / WEIGHT_RATIO && other <= own * WEIGHT_RATIO;
}

/** The q-quantile of sorted values, interpolating between neighbours (spreadsheets' QUARTILE.INC). */
function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const lower = sorted[below] ?? 0;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] ?? lower;
  return lower + (upper - lower) * (position - below);
}
