import type { Page, Route } from '@playwright/test';
import { signIn } from '../fixtures';
import { expect, takeExpectedErrors, test, tokenOf } from './local-api';

/**
 * Attachments, photos and logos may live on the origins of VITE_filesOriginS, which
 * join img-src and connect-src; any other origin stays refused. A user_photo on a files
 * origin shows in the header and on Edit Profile, and a root-relative one comes from the API.
 * The build's API and files origins are answered here with `page.route`, which only sees what the
 * policy let through, so each test shapes exactly the answers it needs, ones the local API never
 * gives (a root-relative user_photo, an origin nobody listed).
 */

/** A different port is a different origin, and one the policy does not list. */
const unlistedBeside = (origin: string) => `http://127.0.0.1:${Number(new URL(origin).port) + 1}`;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Answers every request to `origin` with the PNG, readable by scripts (CORS) when `cors`; returns
 * the paths asked for.
 */
async function serveFiles(page: Page, origin: string, { cors = true } = {}): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`${origin}/**`, async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await route.fulfill({
      status: 200,
      contentType: 'image/png',
      headers: cors ? { 'Access-Control-Allow-Origin': '*' } : {},
      body: PNG,
    });
  });
  return asked;
}

test('an image and a fetch from the files origin load; from an unlisted origin they are refused', async ({
  page,
  pageErrors,
  cspViolations,
  localApi: { filesOrigin },
}) => {
  const unlistedOrigin = unlistedBeside(filesOrigin);
  const filesAsked = await serveFiles(page, filesOrigin);
  const unlistedAsked = await serveFiles(page, unlistedOrigin);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();

  const outcome = await page.evaluate(
    async ([files, unlisted]) => {
      const violations: { blocked: string; directive: string }[] = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        violations.push({ blocked: e.blockedURI, directive: e.effectiveDirective }),
      );
      const image = (src: string) =>
        new Promise<number>((resolve) => {
          const img = new Image();
          img.onload = () => resolve(img.naturalWidth);
          img.onerror = () => resolve(-1);
          img.src = src;
        });
      const fetched = (url: string) =>
        fetch(url).then(
          (r) => r.status,
          () => -1,
        );
      const result = {
        filesImage: await image(`${files}/photos/dana.png`),
        filesFetch: await fetched(`${files}/attachments/note.pdf`),
        unlistedImage: await image(`${unlisted}/photos/dana.png`),
        unlistedFetch: await fetched(`${unlisted}/attachments/note.pdf`),
      };
      // Violation events are queued as tasks: let them arrive.
      await new Promise((resolve) => setTimeout(resolve, 0));
      return { ...result, violations };
    },
    [filesOrigin, unlistedOrigin] as const,
  );

  expect(outcome).toEqual({
    filesImage: 1,
    filesFetch: 200,
    unlistedImage: -1,
    unlistedFetch: -1,
    // Each refused twice: by index.html's <meta> policy and by the header's.
    violations: [
      { blocked: `${unlistedOrigin}/photos/dana.png`, directive: 'img-src' },
      { blocked: `${unlistedOrigin}/photos/dana.png`, directive: 'img-src' },
      { blocked: `${unlistedOrigin}/attachments/note.pdf`, directive: 'connect-src' },
      { blocked: `${unlistedOrigin}/attachments/note.pdf`, directive: 'connect-src' },
    ],
  });
  expect(filesAsked).toEqual(['/photos/dana.png', '/attachments/note.pdf']);
  expect(unlistedAsked, 'the browser never asked the unlisted origin').toEqual([]);
  // The console reports each refusal, and so does the listener every test has: here they are the
  // outcome asked for, not noise.
  expect(takeExpectedErrors(pageErrors, /Content Security Policy/).length).toBeGreaterThanOrEqual(
    4,
  );
  expect(cspViolations.splice(0).map((v) => v.blockedURI)).toEqual([
    `${unlistedOrigin}/photos/dana.png`,
    `${unlistedOrigin}/photos/dana.png`,
    `${unlistedOrigin}/attachments/note.pdf`,
    `${unlistedOrigin}/attachments/note.pdf`,
  ]);
});

const DANA = {
  email: 'dana@shipper.test',
  first_name: 'Dana',
  last_name: 'Shipper',
  name: 'Dana Shipper',
  phone_number: '7700900123',
  address: '1 Wellington Place, Leeds LS1 4AP',
};

/**
 * The portal's API, just enough for sign-in, the dashboard and Edit Profile, the user's photo
 * at `headerPhoto` (Edit Profile's reads it root-relative).
 */
async function serveApi(page: Page, apiOrigin: string, headerPhoto: string): Promise<void> {
  const json = (route: Route, body: unknown) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify(body),
    });
  await page.route(`${apiOrigin}/**`, async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname.replace('/api/v1', '');
    if (request.method() === 'OPTIONS') {
      await route.fulfill({
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': 'authorization, content-type, accept',
          'Access-Control-Allow-Methods': 'GET, POST',
        },
      });
    } else if (path === '/signin') {
      await json(route, { access_token: 'tok-csp', data: { ...DANA, user_photo: headerPhoto } });
    } else if (path === '/customer/dashboard') {
      await json(route, {
        active_jobs: 0,
        completed: 0,
        user: { ...DANA, user_photo: headerPhoto },
      });
    } else if (path === '/customer/profile/detail') {
      // Root-relative: a file on the API's own server.
      await json(route, { data: { ...DANA, user_photo: '/storage/photos/dana-profile.png' } });
    } else if (path.startsWith('/storage/')) {
      await route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
    } else {
      await json(route, { data: [] });
    }
  });
}

/** The `<img>` an Avatar shows, once the browser has decoded it. */
async function shownImage(page: Page, selector: string): Promise<string> {
  const img = page.locator(selector);
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBe(1);
  return (await img.getAttribute('src')) ?? '';
}

test('a user_photo on the files origin shows in the header and a root-relative one on Edit Profile', async ({
  page,
  localApi: { origin: apiOrigin, filesOrigin },
}) => {
  const headerPhoto = `${filesOrigin}/photos/dana.png`;
  await serveApi(page, apiOrigin, headerPhoto);
  // No CORS headers: a photo is a plain image load (no crossorigin attribute, no fetch), so a
  // storage host need not allow the portal's origin for it to show.
  const filesAsked = await serveFiles(page, filesOrigin, { cors: false });

  await page.goto('/login');
  await page.getByLabel('Email').fill(DANA.email);
  await page.locator('input[type="password"]').fill('Secret123!');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await shownImage(page, 'header a[href="/profile/edit"] img')).toBe(headerPhoto);

  await page.getByRole('link', { name: /Edit profile/ }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  expect(await shownImage(page, '[data-testid="profile-photo"] img')).toBe(
    `${apiOrigin}/storage/photos/dana-profile.png`,
  );

  expect(filesAsked).toContain('/photos/dana.png');
});

/**
 * A file still downloading when its user signs out belongs to nobody who is here: the download is
 * aborted, and nothing is saved, even once the next user has signed in.
 */
test('a download in flight at Sign Out is aborted and never saved', async ({
  page,
  localApi,
  pageErrors,
}) => {
  await signIn(page);
  const list = await page.request.post(`${localApi.origin}/api/v1/customer/loads/list`, {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    form: { q: '', page: '1', per_page: '100' },
  });
  const items = (
    (await list.json()) as { message: { items: { id: number; attachments?: unknown[] }[] } }
  ).message.items;
  const withFiles = items.find((load) => (load.attachments?.length ?? 0) > 0);
  expect(withFiles, 'the seed has a load with attachments').toBeDefined();

  let held: Route | null = null;
  await page.route(`${localApi.filesOrigin}/**`, (route) => {
    held = route;
  });
  // When the file request failed: the downloader's own deadline would abort it too, but only
  // after 15 s, so the abort must come at the sign-out, well before that.
  const failed = page
    .waitForEvent('requestfailed', (request) => request.url().startsWith(localApi.filesOrigin))
    .then((request) => ({ request, at: Date.now() }));
  let saved = 0;
  page.on('download', () => {
    saved += 1;
  });

  await page.goto(`/history/${withFiles!.id}`);
  await page.getByRole('button', { name: 'Download delivery-note.pdf' }).first().click();
  await expect.poll(() => held !== null).toBe(true);
  const signedOut = Date.now();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  const { request, at } = await failed;
  expect(request.failure()?.errorText).toBe('net::ERR_ABORTED');
  expect(at - signedOut).toBeLessThan(5_000);

  await signIn(page);
  // The file host answers at last: nobody is waiting for it.
  await held!
    .fulfill({ status: 200, contentType: 'application/pdf', body: '%PDF-1.4' })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(saved).toBe(0);
  takeExpectedErrors(pageErrors, /net::ERR_ABORTED|Failed to load resource/);
});
