import type { LatLng } from '../../domain/shared/geo';
import type { RoutePoints } from '../../domain/trip/trip-route';
import { portKey } from './port-key';

export type { RoutePoints };

/** A map adapter's progress: its script loading, then ready or failed. */
export type RouteMapStatus =
  | { readonly kind: 'loading' }
  /** `directions`: the road route is drawn; `straight-line`: directions failed, a straight line is. */
  | { readonly kind: 'ready'; readonly route: 'directions' | 'straight-line' }
  /**
   * `script`: the maps service's script did not load (a bad key or no network); `map`: it loaded,
   * but the map failed (the key refused, say for its referrer restrictions).
   */
  | { readonly kind: 'failed'; readonly cause: 'script' | 'map' };

/** Where an interactive map draws: an element the view owns and sizes. */
export type MapSurface = HTMLElement;

/** A map drawn by a maps service (Google, when a key is configured) into a surface. */
export interface InteractiveRouteMap {
  readonly kind: 'interactive';
  /**
   * Draws the route with pickup (green), current (blue) and delivery (red) markers, reporting
   * its status; returns a disposer that stops further reports and releases the map.
   */
  show(
    surface: MapSurface,
    points: RoutePoints,
    onStatus: (status: RouteMapStatus) => void,
  ): () => void;
}

/** A point of a route sketch in the sketch's own box (x right, y down). */
export interface SketchPoint {
  readonly x: number;
  readonly y: number;
  readonly at: LatLng;
}

/** A route laid out for drawing without tiles: the same points, projected into a box. */
export interface RouteSketch {
  readonly width: number;
  readonly height: number;
  readonly pickup: SketchPoint;
  readonly delivery: SketchPoint;
  readonly current: SketchPoint | null;
  /** Straight-line distance from pickup to delivery. */
  readonly distanceKm: number;
}

/** A map without a maps service (no key configured): a straight-line sketch the view draws. */
export interface SketchRouteMap {
  readonly kind: 'sketch';
  /** Lays the route out in a box of `size` (a default landscape box when not given). */
  sketch(
    points: RoutePoints,
    size?: { readonly width: number; readonly height: number },
  ): RouteSketch;
}

/** The route preview map of trips and loads, Google or offline by configuration. */
export type RouteMap = InteractiveRouteMap | SketchRouteMap;

/** The maps service the configuration picks: Google with a key, else offline. */
export interface MapService {
  /** Shown while its code loads ('Loading Google Maps…') and when that fails. */
  readonly name: string;
  /** Whether it runs on an API key, so advice on a failure names the key only when there is one. */
  readonly usesApiKey: boolean;
}

/**
 * How the screens get the map: loaded on demand, so no map code is in a screen's first chunk
 * (the map code loads only when a dialog opens). The service is known before its code arrives.
 */
export interface RouteMapLoader {
  readonly service: MapService;
  load(): Promise<RouteMap>;
}
export const RouteMapLoader = portKey<RouteMapLoader>('RouteMapLoader');
