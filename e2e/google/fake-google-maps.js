// A small stand-in for the Maps JavaScript API. The Google project's tests serve it in place of
// https://maps.googleapis.com/maps/api/js (see fake-google.ts), so the portal's own loader
// (@googlemaps/js-api-loader) and adapters run unchanged. It offers what the adapters use:
//   places  AutocompleteSessionToken, AutocompleteSuggestion, Place (the Places API (New) classes)
//   maps    Map, Polyline          routes  DirectionsService, DirectionsRenderer
//   marker  AdvancedMarkerElement, PinElement
// Like the real API it goes back to Google's hosts for its data, so the page's Content Security
// Policy judges the same origins under the same directives: Places by fetch() from
// places.googleapis.com (connect-src), Directions by a JSONP <script> from maps.googleapis.com
// (script-src), a map tile <img> from maps.googleapis.com (img-src), Google's font stylesheet
// from fonts.googleapis.com and an inline <style> (style-src).
// Options and requests with a property the real API does not know are refused, loudly.
// What the newest map shows is read with window.__fakeGoogleMaps.drawn().
(() => {
  'use strict';
  const params = new URL(document.currentScript.src).searchParams;
  const KEY = params.get('key');
  const LANGUAGE = params.get('language') ?? 'en';

  /** Refuses an object with a property `known` does not list, as the real API does. */
  function checkKeys(what, object, known) {
    for (const name of Object.keys(object ?? {})) {
      if (!known.includes(name)) {
        const message = `InvalidValueError: ${what}: unknown property ${name}`;
        console.error(message);
        throw new Error(message);
      }
    }
  }

  class LatLng {
    #lat;
    #lng;
    constructor(lat, lng) {
      this.#lat = lat;
      this.#lng = lng;
    }
    lat() {
      return this.#lat;
    }
    lng() {
      return this.#lng;
    }
    toJSON() {
      return { lat: this.#lat, lng: this.#lng };
    }
  }
  const literal = (point) =>
    point instanceof LatLng ? point.toJSON() : { lat: point.lat, lng: point.lng };

  // --- places ---------------------------------------------------------------------------------

  /** The id each token is sent as; the token object itself stays opaque, as Google's is. */
  const tokenIds = new WeakMap();
  let tokens = 0;
  class AutocompleteSessionToken {
    constructor() {
      tokens += 1;
      tokenIds.set(this, `fake-session-${tokens}`);
    }
  }

  async function places(path, init) {
    const response = await fetch(`https://places.googleapis.com/v1/${path}`, {
      ...init,
      headers: { 'X-Goog-Api-Key': KEY, ...init.headers },
    });
    if (!response.ok) throw new Error(`MapsRequestError: PLACES ${path}: ${response.status}`);
    return response.json();
  }

  const PLACE_FIELDS = ['id', 'formattedAddress', 'location', 'addressComponents', 'displayName'];
  /** A place made by `toPlace()` sends its prediction's session token with its first details request. */
  const placeSessions = new WeakMap();

  class Place {
    constructor(options) {
      checkKeys('PlaceOptions', options, ['id', 'requestedLanguage', 'requestedRegion']);
      this.id = options.id;
    }
    async fetchFields(request) {
      checkKeys('FetchFieldsRequest', request, ['fields']);
      for (const field of request.fields) checkKeys('fields', { [field]: true }, PLACE_FIELDS);
      const query = new URLSearchParams({ languageCode: LANGUAGE });
      const session = placeSessions.get(this);
      if (session) query.set('sessionToken', session);
      placeSessions.delete(this);
      const body = await places(`places/${encodeURIComponent(this.id)}?${query}`, {
        headers: { 'X-Goog-FieldMask': request.fields.join(',') },
      });
      if (request.fields.includes('formattedAddress'))
        this.formattedAddress = body.formattedAddress ?? null;
      if (request.fields.includes('location')) {
        this.location = body.location
          ? new LatLng(body.location.latitude, body.location.longitude)
          : null;
      }
      if (request.fields.includes('addressComponents'))
        this.addressComponents = body.addressComponents ?? [];
      return { place: this };
    }
  }

  const text = (formattable) => (formattable ? { text: formattable.text, matches: [] } : null);

  class AutocompleteSuggestion {
    static async fetchAutocompleteSuggestions(request) {
      checkKeys('AutocompleteRequest', request, [
        'input',
        'sessionToken',
        'includedRegionCodes',
        'includedPrimaryTypes',
        'region',
        'language',
        'locationBias',
        'locationRestriction',
        'origin',
        'inputOffset',
      ]);
      const sessionToken = request.sessionToken ? tokenIds.get(request.sessionToken) : undefined;
      if (request.sessionToken && !sessionToken) {
        throw new Error('InvalidValueError: sessionToken: not an AutocompleteSessionToken');
      }
      const body = await places('places:autocomplete', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          input: request.input,
          sessionToken,
          includedRegionCodes: request.includedRegionCodes,
          regionCode: request.region,
          languageCode: request.language ?? LANGUAGE,
        }),
      });
      const suggestions = (body.suggestions ?? []).map(({ placePrediction: p }) => ({
        placePrediction: p && {
          placeId: p.placeId,
          text: text(p.text),
          mainText: text(p.structuredFormat?.mainText),
          secondaryText: text(p.structuredFormat?.secondaryText),
          types: p.types ?? [],
          toPlace() {
            const place = new Place({ id: p.placeId });
            if (sessionToken) placeSessions.set(place, sessionToken);
            return place;
          },
        },
      }));
      return { suggestions };
    }
  }

  // --- maps -----------------------------------------------------------------------------------

  const maps = [];
  /** Polylines and directions renderers, each with the map it is on (null once removed). */
  const overlays = [];
  let styled = false;

  /** Once per page, as the real API does: Google's fonts and its own inline styles. */
  function addStyles() {
    if (styled) return;
    styled = true;
    const fonts = document.createElement('link');
    fonts.rel = 'stylesheet';
    fonts.href = 'https://fonts.googleapis.com/css?family=Roboto:300,400,500,700&display=swap';
    const style = document.createElement('style');
    style.textContent =
      '.fake-google-map{position:relative;width:100%;height:100%;overflow:hidden}' +
      'gmp-advanced-marker{position:absolute}' +
      'gmp-pin{display:grid;place-items:center;width:24px;height:24px;border-radius:50%;border:2px solid;font:700 12px Roboto,sans-serif}';
    document.head.append(fonts, style);
  }

  class FakeMap {
    constructor(element, options) {
      checkKeys('MapOptions', options, [
        'center',
        'zoom',
        'mapId',
        'clickableIcons',
        'streetViewControl',
        'mapTypeControl',
        'fullscreenControl',
        'zoomControl',
        'gestureHandling',
        'disableDefaultUI',
        'colorScheme',
      ]);
      if (!(element instanceof HTMLElement))
        throw new Error('InvalidValueError: Map: not an Element');
      addStyles();
      this.options = { ...options, center: literal(options.center) };
      this.div = document.createElement('div');
      this.div.className = 'fake-google-map';
      const tile = document.createElement('img');
      tile.alt = '';
      tile.src = `https://maps.googleapis.com/maps/vt?pb=!1m4!1m3!1i${options.zoom}!2i0!3i0&key=${KEY}`;
      this.div.append(tile);
      element.append(this.div);
      maps.push(this);
    }
  }

  class Overlay {
    constructor(kind, path, options) {
      this.kind = kind;
      this.path = path;
      this.options = options;
      this.map = null;
      overlays.push(this);
      this.setMap(options.map ?? null);
    }
    setMap(map) {
      this.map = map;
    }
  }

  class Polyline extends Overlay {
    constructor(options) {
      checkKeys('PolylineOptions', options, [
        'map',
        'path',
        'geodesic',
        'strokeColor',
        'strokeOpacity',
        'strokeWeight',
        'clickable',
        'zIndex',
      ]);
      super('polyline', options.path.map(literal), options);
    }
  }

  // --- routes ---------------------------------------------------------------------------------

  let jsonpCalls = 0;
  /** As the real API fetches directions: a <script> whose answer calls back into `_xdc_`. */
  function jsonp(path, query) {
    return new Promise((resolve, reject) => {
      jsonpCalls += 1;
      const name = `_fake${jsonpCalls}`;
      const callbacks = (window._xdc_ ??= {});
      const script = document.createElement('script');
      const done = () => {
        delete callbacks[name];
        script.remove();
      };
      callbacks[name] = (answer) => {
        done();
        resolve(answer);
      };
      script.onerror = () => {
        done();
        reject(new Error(`MapsNetworkError: ${path}`));
      };
      const url = new URL(path, 'https://maps.googleapis.com');
      for (const [name_, value] of Object.entries(query))
        url.searchParams.set(name_, String(value));
      url.searchParams.set('callback', `_xdc_.${name}`);
      url.searchParams.set('key', KEY);
      script.src = url.href;
      document.head.append(script);
    });
  }

  class DirectionsService {
    async route(request) {
      checkKeys('DirectionsRequest', request, [
        'origin',
        'destination',
        'travelMode',
        'avoidHighways',
        'avoidTolls',
        'avoidFerries',
        'provideRouteAlternatives',
        'region',
        'waypoints',
        'optimizeWaypoints',
        'unitSystem',
        'drivingOptions',
      ]);
      const at = (point) => `${literal(point).lat},${literal(point).lng}`;
      const answer = await jsonp('/maps/api/js/DirectionsService.Route', {
        origin: at(request.origin),
        destination: at(request.destination),
        travelMode: request.travelMode,
        avoidHighways: Boolean(request.avoidHighways),
        avoidTolls: Boolean(request.avoidTolls),
        alternatives: Boolean(request.provideRouteAlternatives),
        region: request.region ?? '',
      });
      if (answer.status !== 'OK')
        throw new Error(`MapsRequestError: DIRECTIONS_ROUTE: ${answer.status}`);
      return {
        request,
        routes: answer.routes.map((route) => ({
          summary: route.summary,
          legs: route.legs,
          overview_path: route.overview_path.map(([lat, lng]) => new LatLng(lat, lng)),
        })),
      };
    }
  }

  class DirectionsRenderer extends Overlay {
    constructor(options) {
      checkKeys('DirectionsRendererOptions', options, [
        'map',
        'directions',
        'suppressMarkers',
        'preserveViewport',
        'polylineOptions',
        'routeIndex',
      ]);
      super('directions', options.directions.routes[0].overview_path.map(literal), options);
    }
  }

  // --- marker ---------------------------------------------------------------------------------

  class PinElement extends HTMLElement {
    constructor(options = {}) {
      super();
      checkKeys('PinElementOptions', options, [
        'background',
        'borderColor',
        'glyphColor',
        'glyphText',
        'glyphSrc',
        'scale',
        'glyph',
      ]);
      this.background = options.background ?? null;
      this.borderColor = options.borderColor ?? null;
      this.glyphColor = options.glyphColor ?? null;
      this.glyphText = options.glyphText ?? null;
      this.glyph = options.glyph ?? null;
      this.style.background = this.background ?? '';
      this.style.borderColor = this.borderColor ?? '';
      this.style.color = this.glyphColor ?? '';
      this.textContent = this.glyphText ?? (typeof this.glyph === 'string' ? this.glyph : '');
    }
    /** The real API still answers this (deprecated: the pin is the element now). */
    get element() {
      return this;
    }
  }

  class AdvancedMarkerElement extends HTMLElement {
    #map = null;
    constructor(options = {}) {
      super();
      checkKeys('AdvancedMarkerElementOptions', options, [
        'map',
        'position',
        'title',
        'content',
        'zIndex',
        'gmpClickable',
        'gmpDraggable',
        'collisionBehavior',
      ]);
      this.position = literal(options.position);
      this.title = options.title ?? '';
      this.zIndex = options.zIndex ?? null;
      this.content = options.content ?? new PinElement();
      this.append(this.content);
      this.map = options.map ?? null;
    }
    get map() {
      return this.#map;
    }
    set map(map) {
      this.#map = map;
      if (map) map.div.append(this);
      else this.remove();
    }
  }
  customElements.define('gmp-pin', PinElement);
  customElements.define('gmp-advanced-marker', AdvancedMarkerElement);

  // --- the namespace --------------------------------------------------------------------------

  const libraries = {
    core: { LatLng },
    places: { AutocompleteSessionToken, AutocompleteSuggestion, Place },
    maps: { Map: FakeMap, Polyline, LatLng },
    routes: { DirectionsService, DirectionsRenderer },
    marker: { AdvancedMarkerElement, PinElement },
  };
  // The loader's bootstrap made window.google.maps; the real API fills it in the same way.
  window.google.maps.importLibrary = async (name) => {
    const library = libraries[name];
    if (!library) throw new Error(`The fake Maps JavaScript API has no library ${name}`);
    return library;
  };

  window.__fakeGoogleMaps = {
    /** The newest map as it stands: its options, the markers and the routes on it. */
    drawn() {
      const map = maps.at(-1);
      if (!map) return null;
      return {
        options: map.options,
        markers: [...map.div.querySelectorAll('gmp-advanced-marker')].map((marker) => ({
          title: marker.title,
          position: marker.position,
          zIndex: marker.zIndex,
          background: marker.content.background ?? null,
          glyphText: marker.content.glyphText ?? null,
        })),
        routes: overlays
          .filter((overlay) => overlay.map === map)
          .map((overlay) => ({ kind: overlay.kind, path: overlay.path })),
      };
    },
  };

  // The loader waits for the callback it named in the script's address.
  const callback = params
    .get('callback')
    ?.split('.')
    .reduce((owner, name) => owner?.[name], window);
  if (typeof callback !== 'function')
    throw new Error('The Maps script was loaded without its callback');
  callback();
})();
