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
 * A route needs valid pickup and delivery coordinates. A missing one gives 'Map unavailable -
 * missing coordinates' (checked first), a non-finite or out-of-range one 'Invalid coordinates
 * provided'; coordinates are never corrected, signs included. The driver's position is optional:
 * missing means not shown.
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

/** The route map's messages, in the spec's words where it gives them. */
export const MAP_MESSAGES = {
  missingCoordinates: 'Map unavailable - missing coordinates',
  invalidCoordinates: 'Invalid coordinates provided',
  /** The maps script loaded, but the map failed. */
  failedToLoad: 'Map failed to load',
  /** Under 'Failed to load {service}': what a maps script needs. */
  scriptAdvice: 'Check your API key and network.',
  /** The same for a service without a key (the offline sketch's code is only our own). */
  scriptAdviceWithoutKey: 'Check your network connection.',
} as const;

/** While the map loads, 'Loading' followed by the maps service name and an ellipsis. */
export function mapLoadingText(serviceName: string): string {
  return `Loading ${serviceName}…`;
}

/** The maps script failed to load ('Failed to load Google Maps'). */
export function scriptFailedText(serviceName: string): string {
  return `Failed to load ${serviceName}`;
}
