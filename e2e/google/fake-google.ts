import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Request, Route } from '@playwright/test';
import { expect, test as base } from '../fixtures';

/**
 * Google's side of the Maps JavaScript API, played by Playwright: the page asks Google's real
 * URLs (so its Content Security Policy judges them), and this answers them. The Maps script is
 * fake-google-maps.js; Places (autocomplete, details), Directions and the map's tile and fonts
 * are answered here from a few UK places, and every request is recorded for the test.
 */
const SCRIPT = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'fake-google-maps.js'),
  'utf8',
);
/** A 1 × 1 transparent PNG, for the map tile. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GOOGLE_HOST = /(^|\.)(googleapis\.com|gstatic\.com|google\.com|ggpht\.com)$/;
/** Answers to cross-origin requests from the page (Places uses fetch). */
const CORS = { 'Access-Control-Allow-Origin': '*' };

interface AddressComponent {
  longText: string;
  shortText: string;
  types: string[];
}

export interface FakePlace {
  id: string;
  mainText: string;
  secondaryText: string;
  formattedAddress: string;
  location: { latitude: number; longitude: number };
  addressComponents: AddressComponent[];
}

const component = (longText: string, shortText: string, ...types: string[]) => ({
  longText,
  shortText,
  types: [...types, 'political'].filter((t, i, all) => all.indexOf(t) === i),
});
const ENGLAND = component('England', 'England', 'administrative_area_level_1');
const UK = component('United Kingdom', 'GB', 'country');

/** A few UK places, with the address components Google gives them. */
export const PLACES: readonly FakePlace[] = [
  {
    id: 'fake-leeds-station',
    mainText: 'Leeds Station',
    secondaryText: 'New Station Street, Leeds, UK',
    formattedAddress: 'New Station St, Leeds LS1 4DY, UK',
    location: { latitude: 53.7954, longitude: -1.5475 },
    addressComponents: [
      { longText: 'New Station Street', shortText: 'New Station St', types: ['route'] },
      component('Leeds', 'Leeds', 'postal_town'),
      component('West Yorkshire', 'West Yorkshire', 'administrative_area_level_2'),
      ENGLAND,
      UK,
      { longText: 'LS1 4DY', shortText: 'LS1 4DY', types: ['postal_code'] },
    ],
  },
  {
    // A village address: its locality (Yeadon) is not its postal town (Leeds).
    id: 'fake-leeds-bradford-airport',
    mainText: 'Leeds Bradford Airport',
    secondaryText: 'Whitehouse Lane, Yeadon, Leeds, UK',
    formattedAddress: 'Whitehouse Ln, Yeadon, Leeds LS19 7TU, UK',
    location: { latitude: 53.8659, longitude: -1.6606 },
    addressComponents: [
      { longText: 'Whitehouse Lane', shortText: 'Whitehouse Ln', types: ['route'] },
      component('Yeadon', 'Yeadon', 'locality'),
      component('Leeds', 'Leeds', 'postal_town'),
      component('West Yorkshire', 'West Yorkshire', 'administrative_area_level_2'),
      ENGLAND,
      UK,
      { longText: 'LS19 7TU', shortText: 'LS19 7TU', types: ['postal_code'] },
    ],
  },
  {
    id: 'fake-manchester-piccadilly',
    mainText: 'Manchester Piccadilly',
    secondaryText: 'Station Approach, Manchester, UK',
    formattedAddress: 'Station Approach, Manchester M1 2BN, UK',
    location: { latitude: 53.4774, longitude: -2.2309 },
    addressComponents: [
      { longText: 'Station Approach', shortText: 'Station Approach', types: ['route'] },
      component('Manchester', 'Manchester', 'locality'),
      component('Manchester', 'Manchester', 'postal_town'),
      component('Greater Manchester', 'Greater Manchester', 'administrative_area_level_2'),
      ENGLAND,
      UK,
      { longText: 'M1 2BN', shortText: 'M1 2BN', types: ['postal_code'] },
    ],
  },
];

export interface AutocompleteRequest {
  input: string;
  sessionToken: string | null;
  includedRegionCodes: string[];
  regionCode: string | null;
  languageCode: string | null;
}

export interface DetailsRequest {
  placeId: string;
  sessionToken: string | null;
  fieldMask: string;
}

export interface DirectionsRequest {
  origin: string;
  destination: string;
  travelMode: string;
  avoidHighways: boolean;
  avoidTolls: boolean;
}

/** A request that reached one of Google's hosts: where, and the referrer it carried. */
export interface GoogleRequest {
  url: string;
  referer: string | null;
}

export interface DrawnMap {
  options: { center: { lat: number; lng: number }; zoom: number; mapId: string };
  markers: {
    title: string;
    position: { lat: number; lng: number };
    zIndex: number | null;
    background: string | null;
    glyphText: string | null;
  }[];
  routes: { kind: 'directions' | 'polyline'; path: { lat: number; lng: number }[] }[];
}

declare global {
  interface Window {
    __fakeGoogleMaps?: { drawn(): DrawnMap | null };
  }
}

/** The route Directions gives: pickup, a bend (so it is no straight line), delivery. */
export function roadRoute(origin: string, destination: string): [number, number][] {
  const [a, b] = [origin, destination].map((p) => p.split(',').map(Number) as [number, number]);
  if (!a || !b) throw new Error('no origin or destination');
  return [a, [(a[0] + b[0]) / 2 + 0.05, (a[1] + b[1]) / 2 - 0.05], b];
}

export class FakeGoogle {
  readonly requests: GoogleRequest[] = [];
  readonly autocomplete: AutocompleteRequest[] = [];
  readonly details: DetailsRequest[] = [];
  readonly directions: DirectionsRequest[] = [];
  /** Requests to Google this fake does not know: the portal started using something new. */
  readonly unknown: string[] = [];
  /** The Maps script does not load (network failure). */
  scriptFails = false;
  /** Directions answers ZERO_RESULTS. */
  directionsFail = false;

  constructor(private readonly page: Page) {}

  async install(): Promise<void> {
    await this.page.route(
      (url) => GOOGLE_HOST.test(url.hostname),
      (route) => this.answer(route),
    );
  }

  /** What the newest map shows now (null before any map). */
  drawn(): Promise<DrawnMap | null> {
    return this.page.evaluate(() => window.__fakeGoogleMaps?.drawn() ?? null);
  }

  private async answer(route: Route): Promise<void> {
    const request = route.request();
    const url = new URL(request.url());
    this.requests.push({
      url: request.url(),
      referer: (await request.allHeaders()).referer ?? null,
    });
    const where = `${url.hostname}${url.pathname}`;
    if (where === 'maps.googleapis.com/maps/api/js') {
      if (this.scriptFails) return route.abort('failed');
      return route.fulfill({ contentType: 'text/javascript', body: SCRIPT });
    }
    if (where === 'maps.googleapis.com/maps/api/js/DirectionsService.Route') {
      return route.fulfill({ contentType: 'text/javascript', body: this.route(url.searchParams) });
    }
    if (where === 'maps.googleapis.com/maps/vt') {
      return route.fulfill({ contentType: 'image/png', body: PIXEL });
    }
    if (where === 'fonts.googleapis.com/css') {
      return route.fulfill({ contentType: 'text/css', body: '' });
    }
    if (where === 'places.googleapis.com/v1/places:autocomplete') {
      return route.fulfill({ headers: CORS, json: this.suggest(request) });
    }
    const details = /^places\.googleapis\.com\/v1\/places\/([^/]+)$/.exec(where);
    if (details?.[1]) {
      const place = this.place(decodeURIComponent(details[1]), url.searchParams, request);
      return place
        ? route.fulfill({ headers: CORS, json: place })
        : route.fulfill({ status: 404, headers: CORS, json: { error: { status: 'NOT_FOUND' } } });
    }
    this.unknown.push(request.url());
    return route.abort('blockedbyclient');
  }

  private suggest(request: Request) {
    const body = request.postDataJSON() as Partial<AutocompleteRequest>;
    const input = body.input ?? '';
    this.autocomplete.push({
      input,
      sessionToken: body.sessionToken ?? null,
      includedRegionCodes: body.includedRegionCodes ?? [],
      regionCode: body.regionCode ?? null,
      languageCode: body.languageCode ?? null,
    });
    const words = input.toLowerCase().split(/\s+/).filter(Boolean);
    const found = PLACES.filter((p) => {
      const haystack = `${p.mainText} ${p.secondaryText}`.toLowerCase();
      return words.every((word) => haystack.includes(word));
    });
    return {
      suggestions: found.map((p) => ({
        placePrediction: {
          placeId: p.id,
          text: { text: `${p.mainText}, ${p.secondaryText}` },
          structuredFormat: {
            mainText: { text: p.mainText },
            secondaryText: { text: p.secondaryText },
          },
          types: ['establishment'],
        },
      })),
    };
  }

  private place(id: string, query: URLSearchParams, request: Request) {
    this.details.push({
      placeId: id,
      sessionToken: query.get('sessionToken'),
      fieldMask: request.headers()['x-goog-fieldmask'] ?? '',
    });
    const place = PLACES.find((p) => p.id === id);
    return (
      place && {
        id: place.id,
        formattedAddress: place.formattedAddress,
        location: place.location,
        addressComponents: place.addressComponents,
      }
    );
  }

  private route(query: URLSearchParams): string {
    const request: DirectionsRequest = {
      origin: query.get('origin') ?? '',
      destination: query.get('destination') ?? '',
      travelMode: query.get('travelMode') ?? '',
      avoidHighways: query.get('avoidHighways') === 'true',
      avoidTolls: query.get('avoidTolls') === 'true',
    };
    this.directions.push(request);
    const answer = this.directionsFail
      ? { status: 'ZERO_RESULTS', routes: [] }
      : {
          status: 'OK',
          routes: [
            {
              summary: 'M62',
              legs: [{ distance: { text: '72 km', value: 72_000 } }],
              overview_path: roadRoute(request.origin, request.destination),
            },
          ],
        };
    const callback = query.get('callback') ?? '';
    if (!/^_xdc_\.\w+$/.test(callback)) throw new Error(`no JSONP callback: ${callback}`);
    return `${callback}(${JSON.stringify(answer)});`;
  }
}

/**
 * The Google project's `test`: every page answers Google's URLs with the fake, and a request to
 * Google the fake does not know fails the test.
 */
export const test = base.extend<{ google: FakeGoogle }>({
  google: [
    async ({ page }, use) => {
      const google = new FakeGoogle(page);
      await google.install();
      await use(google);
      expect(google.unknown, 'requests to Google the fake does not answer').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
