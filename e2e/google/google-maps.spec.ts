import type { Locator, Page } from '@playwright/test';
import { DEMO_STATE_KEY, chooseOption, signIn } from '../fixtures';
import { FAKE_MAPS_API_KEY } from '../../scripts/e2e-builds.mjs';
import {
  PLACES,
  expect,
  roadRoute,
  test,
  type DrawnMap,
  type FakeGoogle,
  type FakePlace,
} from './fake-google';

/**
 * With a Maps key, address lookups (UK only, a session token per lookup), directions and the map
 * come from Google. In the demo build with a Maps key: the Google adapters
 * against a fake of the Maps JavaScript API that Playwright serves at Google's own URLs, under the
 * page's real Content Security Policy (any violation fails a test, see ../fixtures.ts).
 */

const place = (id: string): FakePlace => {
  const found = PLACES.find((p) => p.id === id);
  if (!found) throw new Error(`no fake place ${id}`);
  return found;
};
const LEEDS_STATION = place('fake-leeds-station');
const LEEDS_AIRPORT = place('fake-leeds-bradford-airport');
const PICCADILLY = place('fake-manchester-piccadilly');
const at = (p: FakePlace) => ({ lat: p.location.latitude, lng: p.location.longitude });

/** The addresses the Maps script was asked from. */
const scriptLoads = (google: FakeGoogle) =>
  google.requests.map((r) => new URL(r.url)).filter((url) => url.pathname === '/maps/api/js');

/** Pickup green, current blue, delivery red, each with its letter. */
const PIN = {
  pickup: { title: 'Pickup', background: '#1b7f3b', glyphText: 'P' },
  current: { title: 'Current location', background: '#0b63c9', glyphText: 'C' },
  delivery: { title: 'Delivery', background: '#c62828', glyphText: 'D' },
};

function inTwoDays(): string {
  const d = new Date(Date.now() + 2 * 24 * 3600_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Types `text` a key at a time, waiting for each lookup the presenter makes (after 3 characters). */
async function typeSlowly(field: Locator, text: string, lookups: () => number): Promise<void> {
  for (const key of text) {
    const before = lookups();
    await field.press(key);
    const typed = (await field.inputValue()).trim();
    if (typed.length >= 3) await expect.poll(lookups).toBe(before + 1);
  }
}

interface DemoPlace {
  address: string;
  lat: number;
  lng: number;
  city: string;
  region: string;
  postcode: string;
}
interface DemoLoad {
  id: number;
  pickup: DemoPlace;
  delivery: DemoPlace;
}

async function demoLoad(page: Page, id: number): Promise<DemoLoad> {
  const load = await page.evaluate(
    ([key, loadId]) => {
      const raw = localStorage.getItem(key);
      const loads = raw ? (JSON.parse(raw) as { loads: DemoLoad[] }).loads : [];
      return loads.find((l) => l.id === loadId) ?? null;
    },
    [DEMO_STATE_KEY, id] as const,
  );
  if (!load) throw new Error(`no demo load ${id}`);
  return load;
}

/** Opens the first ongoing trip's route dialog; returns the dialog and the trip's load. */
async function openOngoingRoute(page: Page): Promise<{ dialog: Locator; load: DemoLoad }> {
  await signIn(page);
  await page.goto('/trips?tab=ongoing');
  const card = page.getByRole('tabpanel').getByRole('article').first();
  const reference = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const load = await demoLoad(page, Number(reference.replace(/\D/g, '')));
  await card.getByRole('button', { name: `View Route of ${reference}` }).click();
  return { dialog: page.getByRole('dialog', { name: `Route of ${reference}` }), load };
}

/** The map once its markers are down and the adapter has settled on a route. */
async function settledMap(page: Page, google: FakeGoogle): Promise<DrawnMap> {
  await expect.poll(async () => (await google.drawn())?.routes.length ?? 0).toBe(1);
  const drawn = await google.drawn();
  if (!drawn) throw new Error('no map');
  await expect(page.getByRole('region', { name: 'Route map' })).toBeVisible();
  return drawn;
}

function expectOnSegment(point: { lat: number; lng: number }, a: DemoPlace, b: DemoPlace) {
  for (const axis of ['lat', 'lng'] as const) {
    expect(point[axis]).toBeGreaterThanOrEqual(Math.min(a[axis], b[axis]));
    expect(point[axis]).toBeLessThanOrEqual(Math.max(a[axis], b[axis]));
  }
  // Across the line from a to b, within the demo's rounding.
  const cross = (b.lat - a.lat) * (point.lng - a.lng) - (b.lng - a.lng) * (point.lat - a.lat);
  expect(Math.abs(cross)).toBeLessThan(1e-3);
}

test.describe('Google Maps mode: lookups, directions and the map from Google', () => {
  // Each test has its own page and demo data: the two CI workers can share them out.
  test.describe.configure({ mode: 'parallel' });

  test('address lookup: UK only, one session token per lookup, and the picked place goes with the load', async ({
    page,
    google,
  }) => {
    await signIn(page);
    await page.getByRole('tab', { name: 'Create Job' }).click();
    await page.getByRole('button', { name: 'Use Auto Mode' }).click();
    const pickup = page.getByRole('combobox', { name: /Pickup address/ });
    const delivery = page.getByRole('combobox', { name: /Delivery address/ });
    await expect(page.getByText('Powered by Google')).toBeVisible();

    // One lookup, several keystrokes: every request restricted to the UK, all with one token.
    await typeSlowly(pickup, 'Leeds', () => google.autocomplete.length);
    expect(google.autocomplete.map((r) => r.input)).toEqual(['Lee', 'Leed', 'Leeds']);
    const [first] = google.autocomplete;
    expect(first?.sessionToken).toBeTruthy();
    for (const request of google.autocomplete) {
      expect(request).toEqual({
        input: request.input,
        sessionToken: first?.sessionToken,
        includedRegionCodes: ['gb'],
        regionCode: 'gb',
        languageCode: 'en-GB',
      });
    }
    const listbox = page.getByRole('listbox', { name: 'Pickup address suggestions' });
    // The shipper's own Leeds addresses come first, as a group; Google's suggestions follow it.
    await expect(
      listbox.getByRole('group', { name: 'Recent addresses' }).getByRole('option').first(),
    ).toContainText('Leeds');
    const options = listbox.locator('xpath=./*[@role="option"]');
    await expect(options).toHaveText([
      `${LEEDS_STATION.mainText}${LEEDS_STATION.secondaryText}`,
      `${LEEDS_AIRPORT.mainText}${LEEDS_AIRPORT.secondaryText}`,
    ]);
    // Picking ends the lookup: the details request carries the same token.
    await options.first().click();
    await expect(pickup).toHaveValue(LEEDS_STATION.formattedAddress);
    expect(google.details).toEqual([
      {
        placeId: LEEDS_STATION.id,
        sessionToken: first?.sessionToken,
        fieldMask: 'formattedAddress,location,addressComponents',
      },
    ]);

    // The next lookup in the same field is a new session.
    await pickup.fill('Leeds Bradford');
    await expect.poll(() => google.autocomplete.length).toBe(4);
    const second = google.autocomplete[3]?.sessionToken;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first?.sessionToken);
    await page.getByRole('option', { name: new RegExp(LEEDS_AIRPORT.mainText) }).click();
    await expect(pickup).toHaveValue(LEEDS_AIRPORT.formattedAddress);
    expect(google.details[1]).toMatchObject({ placeId: LEEDS_AIRPORT.id, sessionToken: second });

    // Another field, another session.
    await delivery.fill('Piccadilly');
    await expect.poll(() => google.autocomplete.length).toBe(5);
    const third = google.autocomplete[4]?.sessionToken;
    expect([first?.sessionToken, second]).not.toContain(third);
    await page.getByRole('option', { name: new RegExp(PICCADILLY.mainText) }).click();
    await expect(delivery).toHaveValue(PICCADILLY.formattedAddress);
    expect(google.details[2]).toMatchObject({ placeId: PICCADILLY.id, sessionToken: third });

    await page.getByLabel(/^Pickup date/).fill(inTwoDays());
    await page.getByLabel(/^Pickup time/).fill('09:30');
    await page.getByLabel(/^Weight \(kg\)/).fill('120.5');
    await page.getByLabel(/^Number of items/).fill('3');
    await chooseOption(page.getByRole('combobox', { name: /Load type/ }), 'Pallets');
    await page.getByRole('button', { name: 'Create Load' }).click();
    await expect(page).toHaveURL(/\/bids\?load=\d+$/);

    // What was published: city is the locality or postal town, state the first-level
    // area, with the postcode and the coordinates, all from the picked place.
    const load = await demoLoad(page, Number(new URL(page.url()).searchParams.get('load')));
    expect(load.pickup).toEqual({
      address: LEEDS_AIRPORT.formattedAddress,
      lat: 53.8659,
      lng: -1.6606,
      city: 'Yeadon',
      region: 'England',
      postcode: 'LS19 7TU',
    });
    expect(load.delivery).toEqual({
      address: PICCADILLY.formattedAddress,
      lat: 53.4774,
      lng: -2.2309,
      city: 'Manchester',
      region: 'England',
      postcode: 'M1 2BN',
    });

    // Its route on Load Details is drawn at the picked places, with no driver yet.
    await page.goto(`/history/${load.id}`);
    await page.getByRole('button', { name: 'View on Map' }).click();
    const drawn = await settledMap(page, google);
    expect(drawn.markers).toEqual([
      { ...PIN.pickup, position: at(LEEDS_AIRPORT), zIndex: 1 },
      { ...PIN.delivery, position: at(PICCADILLY), zIndex: 1 },
    ]);
  });

  test('the route map draws the driving route with pickup, current and delivery markers for an ongoing trip', async ({
    page,
    google,
  }) => {
    const { dialog, load } = await openOngoingRoute(page);
    const drawn = await settledMap(page, google);
    const pickup = { lat: load.pickup.lat, lng: load.pickup.lng };
    const delivery = { lat: load.delivery.lat, lng: load.delivery.lng };

    // The map opens at zoom 12 at the midpoint of pickup and delivery; driving, highways and
    // tolls allowed.
    expect(drawn.options).toMatchObject({ zoom: 12, mapId: expect.any(String) });
    expect(drawn.options.center.lat).toBeCloseTo((pickup.lat + delivery.lat) / 2, 6);
    expect(drawn.options.center.lng).toBeCloseTo((pickup.lng + delivery.lng) / 2, 6);
    expect(google.directions).toEqual([
      {
        origin: `${pickup.lat},${pickup.lng}`,
        destination: `${delivery.lat},${delivery.lng}`,
        travelMode: 'DRIVING',
        avoidHighways: false,
        avoidTolls: false,
      },
    ]);
    // The three libraries come from one script, asked with the key, for the UK, as the loader's
    // bootstrap asks it.
    const [script, ...again] = scriptLoads(google);
    expect(again).toEqual([]);
    expect(Object.fromEntries(script?.searchParams ?? [])).toEqual({
      key: FAKE_MAPS_API_KEY,
      v: 'weekly',
      region: 'GB',
      language: 'en-GB',
      libraries: 'maps,routes,marker',
      callback: 'google.maps.__ib__',
    });
    const road = roadRoute(`${pickup.lat},${pickup.lng}`, `${delivery.lat},${delivery.lng}`);
    expect(drawn.routes).toEqual([
      { kind: 'directions', path: road.map(([lat, lng]) => ({ lat, lng })) },
    ]);

    const [p, d, c] = drawn.markers;
    expect(drawn.markers).toHaveLength(3);
    expect(p).toEqual({ ...PIN.pickup, position: pickup, zIndex: 1 });
    expect(d).toEqual({ ...PIN.delivery, position: delivery, zIndex: 1 });
    expect(c).toMatchObject({ ...PIN.current, zIndex: 2 });
    expectOnSegment(c?.position ?? pickup, load.pickup, load.delivery);

    const legend = dialog.getByRole('list', { name: 'Map legend' });
    await expect(legend.getByRole('listitem')).toHaveText(['PPickup', 'CCurrent', 'DDelivery']);
    await expect(dialog.getByText(/straight line/)).toHaveCount(0);

    // Closing the dialog takes its markers and route off the map.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(await google.drawn()).toMatchObject({ markers: [], routes: [] });
  });

  test('when Directions fail, a straight line joins pickup and delivery, with the same markers', async ({
    page,
    google,
  }) => {
    google.directionsFail = true;
    const { dialog, load } = await openOngoingRoute(page);
    const drawn = await settledMap(page, google);
    const pickup = { lat: load.pickup.lat, lng: load.pickup.lng };
    const delivery = { lat: load.delivery.lat, lng: load.delivery.lng };
    expect(google.directions).toHaveLength(1);
    expect(drawn.routes).toEqual([{ kind: 'polyline', path: [pickup, delivery] }]);
    expect(drawn.markers.map((m) => m.title)).toEqual([
      PIN.pickup.title,
      PIN.delivery.title,
      PIN.current.title,
    ]);
    expect(drawn.markers[0]?.position).toEqual(pickup);
    expect(drawn.markers[1]?.position).toEqual(delivery);
    await expect(
      dialog.getByText('Directions are unavailable, so a straight line joins pickup and delivery.'),
    ).toBeVisible();
    await expect(
      dialog.getByRole('list', { name: 'Map legend' }).getByRole('listitem'),
    ).toHaveCount(3);
  });

  test('when the Maps script does not load, the map says so, and the next map tries again', async ({
    page,
    google,
    pageErrors,
  }) => {
    google.scriptFails = true;
    const { dialog } = await openOngoingRoute(page);
    const alert = dialog.getByRole('alert');
    // The maps script failed: its own message and advice.
    await expect.soft(alert).toContainText('Failed to load');
    await expect.soft(alert).toContainText('Check your API key and network.');
    await expect(alert).toBeVisible();
    expect(await google.drawn()).toBeNull();
    // The browser reports the failed script on the console: the expected outcome here.
    const failedScript = (e: string) => e.includes('net::ERR_FAILED');
    expect(pageErrors.filter(failedScript)).toHaveLength(1);
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !failedScript(e)));

    google.scriptFails = false;
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page
      .getByRole('tabpanel')
      .getByRole('article')
      .first()
      .getByRole('button', { name: /View Route/ })
      .click();
    const drawn = await settledMap(page, google);
    expect(drawn.markers).toHaveLength(3);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    expect(scriptLoads(google)).toHaveLength(2);
  });

  test("Google's requests carry the portal's origin as referrer, so a referrer-restricted key works", async ({
    page,
    google,
    baseURL,
  }) => {
    // Sign-up's address field needs no session: the quickest way to the Maps script and Places.
    await page.goto('/signup');
    await page.getByRole('combobox', { name: 'Address' }).fill('Leeds');
    await expect.poll(() => google.autocomplete.length).toBe(1);
    const referrers = google.requests.map((r) => [new URL(r.url).pathname, r.referer]);
    expect(referrers).toEqual([
      ['/maps/api/js', `${baseURL}/`],
      ['/v1/places:autocomplete', `${baseURL}/`],
    ]);
  });
});
