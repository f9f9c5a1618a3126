import { checkCoordinate, type LatLng, type MaybeLatLng } from '../shared/geo';

/** The points a route map draws: pickup and delivery, and the driver's position when known. */
export interface RoutePoints {
  readonly pickup: LatLng;
  readonly delivery: LatLng;
  readonly current: LatLng | null;
}

export type RouteMarkerKind = 'pickup' | 'current' | 'delivery';

/**
 * The letter each route marker carries in every drawing (map, sketch, legend, stop list), so
 * the meaning never rests on colour alone.
 */
export const MARKER_GLYPHS: Readonly<Record<RouteMarkerKind, string>> = {
  pickup: 'P',
  current: 'C',
  delivery: 'D',
};

export type RouteCheck =
  | { readonly kind: 'missing' }
  | { readonly kind: 'invalid' }
  | {
      readonly kind: 'ok';
      readonly points: RoutePoints;
      /** A driver position was sent but is not a valid coordinate (it is left off the map). */
      readonly currentInvalid: boolean;
    };

/**
 * Spec §2.9 and decisions Q6: a route needs valid pickup and delivery coordinates. A missing one
 * gives 'Map unavailable - missing coordinates' (checked first), a non-finite or out-of-range one
 * 'Invalid coordinates provided'. The driver's position is optional: missing means not shown.
 */
export function checkRoute(
  pickup: MaybeLatLng | null | undefined,
  delivery: MaybeLatLng | null | undefined,
  current?: MaybeLatLng | null,
): RouteCheck {
  const from = checkCoordinate(pickup);
  const to = checkCoordinate(delivery);
  if (from.kind === 'missing' || to.kind === 'missing') return { kind: 'missing' };
  if (from.kind === 'invalid' || to.kind === 'invalid') return { kind: 'invalid' };
  const here = current ? checkCoordinate(current) : ({ kind: 'missing' } as const);
  return {
    kind: 'ok',
    points: {
      pickup: from.point,
      delivery: to.point,
      current: here.kind === 'ok' ? here.point : null,
    },
    currentInvalid: here.kind === 'invalid',
  };
}

/** Spec §8 map messages. */
export const MAP_MESSAGES = {
  missingCoordinates: 'Map unavailable - missing coordinates',
  invalidCoordinates: 'Invalid coordinates provided',
  failedToLoad: 'Map failed to load',
} as const;
