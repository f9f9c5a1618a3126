/** A point that may be partly unknown: null means missing. */
export interface MaybeLatLng {
  readonly lat: number | null;
  readonly lng: number | null;
}

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

export type CoordinateCheck =
  | { readonly kind: 'ok'; readonly point: LatLng }
  | { readonly kind: 'missing' }
  | { readonly kind: 'invalid' };

/**
 * Coordinates are used as given, never corrected; missing ones and non-finite or
 * out-of-range ones are told apart, as each has its own message.
 */
export function checkCoordinate(point: MaybeLatLng | null | undefined): CoordinateCheck {
  if (!point || point.lat === null || point.lng === null) return { kind: 'missing' };
  const { lat, lng } = point;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return { kind: 'invalid' };
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return { kind: 'invalid' };
  return { kind: 'ok', point: { lat, lng } };
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The map is centred at the midpoint of pickup and delivery. */
export function midpoint(a: LatLng, b: LatLng): LatLng {
  return { lat: (a.lat + b.lat) / 2, lng: (a.lng + b.lng) / 2 };
}

/** The point a fraction `t` (0..1) of the way from `a` to `b`, on a straight line. */
export function interpolate(a: LatLng, b: LatLng, t: number): LatLng {
  const f = Math.min(1, Math.max(0, t));
  // a·(1−f) + b·f is exact at both ends, unlike a + (b−a)·f.
  return { lat: a.lat * (1 - f) + b.lat * f, lng: a.lng * (1 - f) + b.lng * f };
}
