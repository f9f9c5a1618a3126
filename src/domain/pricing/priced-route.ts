import type { LoadId } from '../load/load';
import { haversineKm, type LatLng } from '../shared/geo';
import { looseKey } from '../shared/text';
import { postcodeAreaOf } from '../shared/uk-place-text';

/** One end of a job, as far as the price check knows it. */
export interface PricedStop {
  readonly address: string;
  /** The town, picked or read from the address; null when unknown. */
  readonly town: string | null;
  /** The postcode (or its outward code), picked or read from the address; null when unknown. */
  readonly postcode: string | null;
  /** Null when the record carries no usable coordinates. */
  readonly point: LatLng | null;
}

export interface PricedRoute {
  readonly pickup: PricedStop;
  readonly delivery: PricedStop;
}

/** The load a price is checked for: a posted load, or the Create Job form as filled so far. */
export interface PriceSubject extends PricedRoute {
  /** Its own id, so a load is never compared with itself; null for a form not yet published. */
  readonly id: LoadId | null;
  readonly weightKg: number | null;
  readonly vehicleName: string | null;
  /** Null means pounds. */
  readonly currencySymbol: string | null;
}

/** A past job of the shipper with the amount it cost them. */
export interface PricedJob extends PriceSubject {
  readonly amount: number;
}

/**
 * Whether two stops are the same place: the same postcode area ('LS' for LS1…LS29) when both
 * postcodes are known, else the same town when both towns are known.
 */
export function samePlace(a: PricedStop, b: PricedStop): boolean {
  const areaA = postcodeAreaOf(a.postcode);
  const areaB = postcodeAreaOf(b.postcode);
  if (areaA && areaB) return areaA === areaB;
  const townA = a.town ? looseKey(a.town) : '';
  const townB = b.town ? looseKey(b.town) : '';
  return townA !== '' && townA === townB;
}

/** The same lane: the same two places, either way round (a return run costs about the same). */
export function sameLane(a: PricedRoute, b: PricedRoute): boolean {
  return (
    (samePlace(a.pickup, b.pickup) && samePlace(a.delivery, b.delivery)) ||
    (samePlace(a.pickup, b.delivery) && samePlace(a.delivery, b.pickup))
  );
}

/** Straight-line kilometres from pickup to delivery; null without both coordinates. */
export function routeKm(route: PricedRoute): number | null {
  const { pickup, delivery } = route;
  return pickup.point && delivery.point ? haversineKm(pickup.point, delivery.point) : null;
}

/** Distances within this share of each other, or within the floor for short runs, are alike. */
export const DISTANCE_TOLERANCE = 0.2;
export const DISTANCE_FLOOR_KM = 10;

/** A similar distance: within 20% (at least 10 km) of the subject's; unknown distances never are. */
export function similarDistance(subject: PricedRoute, job: PricedRoute): boolean {
  const own = routeKm(subject);
  const other = routeKm(job);
  if (own === null || other === null) return false;
  return Math.abs(other - own) <= Math.max(DISTANCE_FLOOR_KM, own * DISTANCE_TOLERANCE);
}
