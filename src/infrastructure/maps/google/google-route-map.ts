import type {
  InteractiveRouteMap,
  MapSurface,
  RouteMapStatus,
  RoutePoints,
} from '../../../application/ports/route-map.port';
import { midpoint, type LatLng } from '../../../domain/shared/geo';
import { MARKER_GLYPHS, type RouteMarkerKind } from '../../../domain/trip/trip-route';
import { loadGoogleLibrary } from './google-maps-loader';

// The parts of google.maps ('maps', 'routes', 'marker' libraries) the route map uses.

export interface GoogleMapOptions {
  center: LatLng;
  zoom: number;
  mapId: string;
  clickableIcons: boolean;
  streetViewControl: boolean;
  mapTypeControl: boolean;
  gestureHandling: 'cooperative';
}

/** An opaque `google.maps.Map`. */
export type GoogleMap = object;

/** Anything drawn on the map that `setMap(null)` removes (Polyline, DirectionsRenderer). */
export interface GoogleOverlay {
  setMap(map: GoogleMap | null): void;
}

export interface GooglePolylineOptions {
  map: GoogleMap;
  path: LatLng[];
  geodesic: boolean;
  strokeColor: string;
  strokeOpacity: number;
  strokeWeight: number;
}

export interface GoogleMapsLibrary {
  Map: new (element: MapSurface, options: GoogleMapOptions) => GoogleMap;
  Polyline: new (options: GooglePolylineOptions) => GoogleOverlay;
}

export interface GoogleDirectionsRequest {
  origin: LatLng;
  destination: LatLng;
  travelMode: 'DRIVING';
  avoidHighways: boolean;
  avoidTolls: boolean;
  provideRouteAlternatives: boolean;
  region: string;
}

/** An opaque `google.maps.DirectionsResult`. */
export type GoogleDirectionsResult = object;

export interface GoogleDirectionsRendererOptions {
  map: GoogleMap;
  directions: GoogleDirectionsResult;
  suppressMarkers: boolean;
  preserveViewport: boolean;
  polylineOptions: { strokeColor: string; strokeWeight: number; strokeOpacity: number };
}

export interface GoogleRoutesLibrary {
  DirectionsService: new () => {
    route(request: GoogleDirectionsRequest): Promise<GoogleDirectionsResult>;
  };
  DirectionsRenderer: new (options: GoogleDirectionsRendererOptions) => GoogleOverlay;
}

export interface GooglePinOptions {
  background: string;
  borderColor: string;
  glyphColor: string;
  glyphText: string;
}

export interface GoogleMarkerOptions {
  map: GoogleMap;
  position: LatLng;
  title: string;
  content: Node;
  zIndex: number;
}

export interface GoogleMarker {
  map: GoogleMap | null;
}

export interface GoogleMarkerLibrary {
  AdvancedMarkerElement: new (options: GoogleMarkerOptions) => GoogleMarker;
  /** The pin is an element itself (its `element` property is deprecated). */
  PinElement: new (options: GooglePinOptions) => HTMLElement;
}

export interface GoogleRouteMapLibraries {
  maps: GoogleMapsLibrary;
  routes: GoogleRoutesLibrary;
  marker: GoogleMarkerLibrary;
}

export type GoogleRouteMapLoader = <K extends keyof GoogleRouteMapLibraries>(
  apiKey: string,
  name: K,
) => Promise<GoogleRouteMapLibraries[K]>;

/** The map opens at zoom 12, centred at the midpoint of pickup and delivery. */
export const ROUTE_MAP_ZOOM = 12;
/**
 * Advanced markers need a map ID; Google's `DEMO_MAP_ID` serves until a project map ID is
 * configured.
 */
export const ROUTE_MAP_ID = 'DEMO_MAP_ID';

/** Marker colours: pickup green, current blue, delivery red, as the legend's. */
export const MARKER_COLOURS: Readonly<Record<RouteMarkerKind, string>> = {
  pickup: '#1b7f3b',
  current: '#0b63c9',
  delivery: '#c62828',
};
const ROUTE_COLOUR = '#0b5cad';

declare global {
  interface Window {
    /** Called by the Maps JavaScript API when the key is refused (invalid, restricted referrer). */
    gm_authFailure?: () => void;
  }
}

const defaultLoader: GoogleRouteMapLoader = (apiKey, name) => loadGoogleLibrary(apiKey, name);

/**
 * Google adapter of the route map, used when a Maps key is configured: the Maps JavaScript API
 * loaded on first use, Directions in driving mode with highways and tolls allowed, pickup,
 * current and delivery markers, and a straight line between pickup and delivery when directions
 * fail, so the route still shows.
 */
export class GoogleRouteMap implements InteractiveRouteMap {
  readonly kind = 'interactive';

  constructor(
    private readonly apiKey: string,
    private readonly load: GoogleRouteMapLoader = defaultLoader,
  ) {}

  show(
    surface: MapSurface,
    points: RoutePoints,
    onStatus: (status: RouteMapStatus) => void,
  ): () => void {
    const session = new DrawSession(onStatus);
    session.report({ kind: 'loading' });
    // A refused key is reported after the script has loaded: the map failed, not the script.
    const restoreAuthHook = hookAuthFailure(() => session.report({ kind: 'failed', cause: 'map' }));
    this.draw(surface, points, session).catch(() =>
      session.report({ kind: 'failed', cause: 'map' }),
    );
    return () => {
      session.dispose();
      restoreAuthHook();
    };
  }

  private async draw(
    surface: MapSurface,
    points: RoutePoints,
    session: DrawSession,
  ): Promise<void> {
    const libraries = await Promise.all([
      this.load(this.apiKey, 'maps'),
      this.load(this.apiKey, 'routes'),
      this.load(this.apiKey, 'marker'),
    ]).catch((): null => null);
    if (!session.active) return;
    if (!libraries) {
      session.report({ kind: 'failed', cause: 'script' });
      return;
    }
    const [maps, routes, marker] = libraries;
    const { pickup, delivery, current } = points;
    const map = new maps.Map(surface, {
      center: midpoint(pickup, delivery),
      zoom: ROUTE_MAP_ZOOM,
      mapId: ROUTE_MAP_ID,
      clickableIcons: false,
      streetViewControl: false,
      mapTypeControl: false,
      gestureHandling: 'cooperative',
    });
    const pin = (kind: RouteMarkerKind, position: LatLng, title: string, zIndex: number) => {
      const content = new marker.PinElement({
        background: MARKER_COLOURS[kind],
        borderColor: '#ffffff',
        glyphColor: '#ffffff',
        glyphText: MARKER_GLYPHS[kind],
      });
      session.trackMarker(
        new marker.AdvancedMarkerElement({ map, position, title, content, zIndex }),
      );
    };
    pin('pickup', pickup, 'Pickup', 1);
    pin('delivery', delivery, 'Delivery', 1);
    if (current) pin('current', current, 'Current location', 2);

    const directions = await new routes.DirectionsService()
      .route({
        origin: pickup,
        destination: delivery,
        travelMode: 'DRIVING',
        avoidHighways: false,
        avoidTolls: false,
        provideRouteAlternatives: false,
        region: 'gb',
      })
      .catch((): null => null);
    if (!session.active) return;
    if (directions) {
      session.trackOverlay(
        new routes.DirectionsRenderer({
          map,
          directions,
          suppressMarkers: true,
          preserveViewport: true,
          polylineOptions: { strokeColor: ROUTE_COLOUR, strokeWeight: 5, strokeOpacity: 0.85 },
        }),
      );
      session.report({ kind: 'ready', route: 'directions' });
      return;
    }
    session.trackOverlay(
      new maps.Polyline({
        map,
        path: [pickup, delivery],
        geodesic: true,
        strokeColor: ROUTE_COLOUR,
        strokeOpacity: 0.85,
        strokeWeight: 4,
      }),
    );
    session.report({ kind: 'ready', route: 'straight-line' });
  }
}

/** One `show` call: reports until disposed, then removes what it drew. */
class DrawSession {
  active = true;
  private readonly overlays: GoogleOverlay[] = [];
  private readonly markers: GoogleMarker[] = [];

  constructor(private readonly onStatus: (status: RouteMapStatus) => void) {}

  report(status: RouteMapStatus): void {
    if (this.active) this.onStatus(status);
  }

  trackOverlay(overlay: GoogleOverlay): void {
    this.overlays.push(overlay);
  }

  trackMarker(marker: GoogleMarker): void {
    this.markers.push(marker);
  }

  dispose(): void {
    this.active = false;
    for (const overlay of this.overlays) overlay.setMap(null);
    for (const marker of this.markers) marker.map = null;
    this.overlays.length = 0;
    this.markers.length = 0;
  }
}

/** Reports a refused key through Google's global `gm_authFailure` hook while a map is shown. */
function hookAuthFailure(onFailure: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const previous = window.gm_authFailure;
  const hook = () => {
    onFailure();
    previous?.();
  };
  window.gm_authFailure = hook;
  return () => {
    if (window.gm_authFailure === hook) window.gm_authFailure = previous;
  };
}
