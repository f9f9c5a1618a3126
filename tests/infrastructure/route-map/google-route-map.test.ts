// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  MapSurface,
  RouteMapStatus,
  RoutePoints,
} from '../../../src/application/ports/route-map.port';
import {
  GoogleRouteMap,
  MARKER_COLOURS,
  ROUTE_MAP_ZOOM,
  type GoogleDirectionsRendererOptions,
  type GoogleDirectionsRequest,
  type GoogleMapOptions,
  type GoogleMarkerOptions,
  type GooglePinOptions,
  type GooglePolylineOptions,
  type GoogleRouteMapLibraries,
  type GoogleRouteMapLoader,
} from '../../../src/infrastructure/maps/google/google-route-map';

// Only the default-loader test uses this; the others inject a fake loader.
const jsApiLoader = vi.hoisted(() => ({
  setOptions: vi.fn<(options: Record<string, unknown>) => void>(),
  importLibrary: vi.fn<(name: string) => Promise<unknown>>(),
}));
vi.mock('@googlemaps/js-api-loader', () => jsApiLoader);

const LEEDS = { lat: 53.8, lng: -1.55 };
const MANCHESTER = { lat: 53.48, lng: -2.24 };
const HALFWAY = { lat: 53.64, lng: -1.9 };
const KEY = 'AIzaFakeKeyForTests_123456';

/** Google's `PinElement` is the pin's element itself (its `element` property is deprecated). */
class FakePinElement extends HTMLElement {
  static readonly made: GooglePinOptions[] = [];
  constructor(options: GooglePinOptions) {
    super();
    FakePinElement.made.push(options);
    this.dataset.pin = options.background;
    this.textContent = options.glyphText;
  }
}
customElements.define('fake-gmp-pin', FakePinElement);

/** A fake `google.maps` that records what the adapter draws; no network. */
function fakeGoogle(
  options: {
    directions?: 'ok' | 'fail';
    loadFails?: boolean;
    holdDirections?: boolean;
    mapFails?: boolean;
  } = {},
) {
  FakePinElement.made.length = 0;
  const record = {
    maps: [] as { surface: MapSurface; options: GoogleMapOptions }[],
    pins: FakePinElement.made,
    markers: [] as (Omit<GoogleMarkerOptions, 'map'> & { map: object | null })[],
    requests: [] as GoogleDirectionsRequest[],
    renderers: [] as (GoogleDirectionsRendererOptions & { removed: boolean })[],
    polylines: [] as (GooglePolylineOptions & { removed: boolean })[],
    loaded: [] as [string, string][],
  };
  let releaseDirections: () => void = () => undefined;
  const result = { routes: ['M62'] };
  const libraries: GoogleRouteMapLibraries = {
    maps: {
      Map: class {
        constructor(surface: MapSurface, opts: GoogleMapOptions) {
          if (options.mapFails) throw new Error('map init failed');
          record.maps.push({ surface, options: opts });
        }
      },
      Polyline: class {
        private readonly entry: GooglePolylineOptions & { removed: boolean };
        constructor(opts: GooglePolylineOptions) {
          this.entry = { ...opts, removed: false };
          record.polylines.push(this.entry);
        }
        setMap(map: object | null) {
          this.entry.removed = map === null;
        }
      },
    },
    routes: {
      DirectionsService: class {
        route(request: GoogleDirectionsRequest) {
          record.requests.push(request);
          const answer = () =>
            options.directions === 'fail'
              ? Promise.reject(new Error('ZERO_RESULTS'))
              : Promise.resolve(result);
          if (!options.holdDirections) return answer();
          return new Promise<object>((resolve, reject) => {
            releaseDirections = () => void answer().then(resolve, reject);
          });
        }
      },
      DirectionsRenderer: class {
        private readonly entry: GoogleDirectionsRendererOptions & { removed: boolean };
        constructor(opts: GoogleDirectionsRendererOptions) {
          this.entry = { ...opts, removed: false };
          record.renderers.push(this.entry);
        }
        setMap(map: object | null) {
          this.entry.removed = map === null;
        }
      },
    },
    marker: {
      PinElement: FakePinElement,
      AdvancedMarkerElement: class {
        map: object | null;
        constructor(opts: GoogleMarkerOptions) {
          this.map = opts.map;
          const entry: Omit<GoogleMarkerOptions, 'map'> & { map: object | null } = { ...opts };
          record.markers.push(entry);
          Object.defineProperty(this, 'map', {
            get: () => entry.map,
            set: (value: object | null) => {
              entry.map = value;
            },
          });
        }
      },
    },
  };
  const load: GoogleRouteMapLoader = (apiKey, name) => {
    record.loaded.push([apiKey, name]);
    return options.loadFails
      ? Promise.reject(new Error('script error'))
      : Promise.resolve(libraries[name]);
  };
  return { record, load, releaseDirections: () => releaseDirections(), result };
}

const surface: MapSurface = document.createElement('div');

async function show(points: RoutePoints, fake: ReturnType<typeof fakeGoogle>) {
  const statuses: RouteMapStatus[] = [];
  const dispose = new GoogleRouteMap(KEY, fake.load).show(surface, points, (s) => statuses.push(s));
  await vi.waitFor(() => expect(statuses.length).toBeGreaterThan(1));
  return { statuses, dispose };
}

afterEach(() => {
  delete window.gm_authFailure;
});

describe('GoogleRouteMap (the map when a Maps key is set)', () => {
  it('is the interactive adapter', () => {
    expect(new GoogleRouteMap(KEY).kind).toBe('interactive');
  });

  it('loads the maps, routes and marker libraries with the key, saying loading first', async () => {
    const fake = fakeGoogle();
    const { statuses } = await show({ pickup: LEEDS, delivery: MANCHESTER, current: null }, fake);
    expect(statuses[0]).toEqual({ kind: 'loading' });
    expect(fake.record.loaded).toEqual([
      [KEY, 'maps'],
      [KEY, 'routes'],
      [KEY, 'marker'],
    ]);
  });

  it('opens at zoom 12 centred at the midpoint of pickup and delivery', async () => {
    const fake = fakeGoogle();
    await show({ pickup: LEEDS, delivery: MANCHESTER, current: HALFWAY }, fake);
    expect(fake.record.maps).toHaveLength(1);
    expect(fake.record.maps[0]?.surface).toBe(surface);
    expect(fake.record.maps[0]?.options).toMatchObject({
      zoom: ROUTE_MAP_ZOOM,
      center: { lat: 53.64, lng: -1.895 },
    });
    expect(ROUTE_MAP_ZOOM).toBe(12);
  });

  it('asks for driving directions with highways and tolls allowed, and draws them', async () => {
    const fake = fakeGoogle();
    const { statuses } = await show({ pickup: LEEDS, delivery: MANCHESTER, current: null }, fake);
    expect(fake.record.requests).toEqual([
      expect.objectContaining({
        origin: LEEDS,
        destination: MANCHESTER,
        travelMode: 'DRIVING',
        avoidHighways: false,
        avoidTolls: false,
      }),
    ]);
    expect(fake.record.renderers).toEqual([
      expect.objectContaining({
        directions: fake.result,
        suppressMarkers: true,
        preserveViewport: true,
      }),
    ]);
    expect(fake.record.polylines).toEqual([]);
    expect(statuses.at(-1)).toEqual({ kind: 'ready', route: 'directions' });
  });

  it('marks pickup green, current blue and delivery red', async () => {
    const fake = fakeGoogle();
    await show({ pickup: LEEDS, delivery: MANCHESTER, current: HALFWAY }, fake);
    const byTitle = Object.fromEntries(fake.record.markers.map((m) => [m.title, m]));
    expect(byTitle.Pickup).toMatchObject({
      position: LEEDS,
      content: { dataset: { pin: MARKER_COLOURS.pickup } },
    });
    expect(byTitle['Current location']).toMatchObject({
      position: HALFWAY,
      content: { dataset: { pin: MARKER_COLOURS.current } },
    });
    expect(byTitle.Delivery).toMatchObject({
      position: MANCHESTER,
      content: { dataset: { pin: MARKER_COLOURS.delivery } },
    });
    expect(MARKER_COLOURS).toEqual({ pickup: '#1b7f3b', current: '#0b63c9', delivery: '#c62828' });
  });

  it('puts a letter on each pin, P, C and D, so the meaning never rests on colour alone', async () => {
    const fake = fakeGoogle();
    await show({ pickup: LEEDS, delivery: MANCHESTER, current: HALFWAY }, fake);
    expect(fake.record.pins.map((pin) => pin.glyphText)).toEqual(['P', 'D', 'C']);
    const shown = fake.record.markers.map((m) => [m.title, (m.content as HTMLElement).textContent]);
    expect(shown).toEqual([
      ['Pickup', 'P'],
      ['Delivery', 'D'],
      ['Current location', 'C'],
    ]);
    expect(fake.record.markers.every((m) => m.content instanceof FakePinElement)).toBe(true);
  });

  it('draws no current marker when the position is unknown', async () => {
    const fake = fakeGoogle();
    await show({ pickup: LEEDS, delivery: MANCHESTER, current: null }, fake);
    expect(fake.record.markers.map((m) => m.title)).toEqual(['Pickup', 'Delivery']);
  });

  it('falls back to a straight line with the markers when directions fail', async () => {
    const fake = fakeGoogle({ directions: 'fail' });
    const { statuses } = await show(
      { pickup: LEEDS, delivery: MANCHESTER, current: HALFWAY },
      fake,
    );
    expect(statuses.at(-1)).toEqual({ kind: 'ready', route: 'straight-line' });
    expect(fake.record.renderers).toEqual([]);
    expect(fake.record.polylines).toEqual([expect.objectContaining({ path: [LEEDS, MANCHESTER] })]);
    expect(fake.record.markers.map((m) => m.title)).toEqual([
      'Pickup',
      'Delivery',
      'Current location',
    ]);
  });

  it('reports a script failure when the Maps script does not load', async () => {
    const fake = fakeGoogle({ loadFails: true });
    const { statuses } = await show({ pickup: LEEDS, delivery: MANCHESTER, current: null }, fake);
    expect(statuses).toEqual([{ kind: 'loading' }, { kind: 'failed', cause: 'script' }]);
    expect(fake.record.maps).toEqual([]);
  });

  it('reports a map failure when the map fails after the script loaded', async () => {
    const fake = fakeGoogle({ mapFails: true });
    const { statuses } = await show({ pickup: LEEDS, delivery: MANCHESTER, current: null }, fake);
    expect(statuses).toEqual([{ kind: 'loading' }, { kind: 'failed', cause: 'map' }]);
  });

  it('reports failed when Google refuses the key (gm_authFailure), and restores the hook on dispose', async () => {
    const previous = vi.fn();
    window.gm_authFailure = previous;
    const fake = fakeGoogle();
    const { statuses, dispose } = await show(
      { pickup: LEEDS, delivery: MANCHESTER, current: null },
      fake,
    );
    window.gm_authFailure?.();
    // The script loaded; Google refused the key (referrer restrictions, a disabled API).
    expect(statuses.at(-1)).toEqual({ kind: 'failed', cause: 'map' });
    expect(previous).toHaveBeenCalledOnce();
    dispose();
    expect(window.gm_authFailure).toBe(previous);
  });

  it('removes what it drew on dispose, and reports nothing after', async () => {
    const fake = fakeGoogle();
    const { statuses, dispose } = await show(
      { pickup: LEEDS, delivery: MANCHESTER, current: HALFWAY },
      fake,
    );
    dispose();
    expect(fake.record.renderers.every((r) => r.removed)).toBe(true);
    expect(fake.record.markers.every((m) => m.map === null)).toBe(true);
    const count = statuses.length;
    await Promise.resolve();
    expect(statuses).toHaveLength(count);
  });

  it('draws nothing when disposed while the directions are on their way', async () => {
    const fake = fakeGoogle({ holdDirections: true });
    const statuses: RouteMapStatus[] = [];
    const dispose = new GoogleRouteMap(KEY, fake.load).show(
      surface,
      { pickup: LEEDS, delivery: MANCHESTER, current: null },
      (s) => statuses.push(s),
    );
    await vi.waitFor(() => expect(fake.record.requests).toHaveLength(1));
    dispose();
    fake.releaseDirections();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.record.renderers).toEqual([]);
    expect(statuses).toEqual([{ kind: 'loading' }]);
    expect(fake.record.markers.every((m) => m.map === null)).toBe(true);
  });

  it('loads through @googlemaps/js-api-loader by default, configured for the UK', async () => {
    jsApiLoader.importLibrary.mockRejectedValue(new Error('offline'));
    const statuses: RouteMapStatus[] = [];
    new GoogleRouteMap(KEY).show(
      surface,
      { pickup: LEEDS, delivery: MANCHESTER, current: null },
      (s) => statuses.push(s),
    );
    await vi.waitFor(() => expect(statuses.at(-1)).toEqual({ kind: 'failed', cause: 'script' }));
    expect(jsApiLoader.setOptions).toHaveBeenCalledWith(
      expect.objectContaining({ key: KEY, region: 'GB' }),
    );
    expect(jsApiLoader.importLibrary.mock.calls.map(([name]) => name)).toEqual([
      'maps',
      'routes',
      'marker',
    ]);
  });
});
