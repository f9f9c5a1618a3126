import { expect, test, signIn } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * A first visit fetches its route's chunks and no other screen's, and shows something from the
 * HTML on: the splash, kept by the first render until the route's chunks are in, then the page.
 * Never a blank page.
 */

/**
 * Records, from the very start of each page, whether the app's root was ever left empty once the
 * HTML was parsed. While it is parsed, the parser may stop between the root and the splash inside
 * it (more often on a busy machine); that is the HTML on its way, not the app leaving a blank page.
 */
async function watchForBlank(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __blankSeen: boolean };
    w.__blankSeen = false;
    new MutationObserver(() => {
      if (document.readyState === 'loading') return;
      const root = document.getElementById('root');
      if (root && root.childElementCount === 0) w.__blankSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

const blankSeen = (page: Page) => page.evaluate(() => (window as unknown as { __blankSeen: boolean }).__blankSeen);

test('signed in, /history/{id}/bids fetches shell, screen and feature, no other screen, and is never blank', async ({ page }) => {
  await signIn(page);
  await page.goto('/history');
  const firstLoad = page.getByRole('link', { name: /^View details of/ }).first();
  await expect(firstLoad).toBeVisible();
  const href = await firstLoad.getAttribute('href');
  expect(href).toMatch(/^\/history\/[^/]+$/);

  await watchForBlank(page);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto(`${href}/bids`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const fetched = (name: string) => requested.some((p) => p.includes(`/${name}-`));
  for (const name of ['portal-shell', 'bid-history.screen', 'history.module', 'in-memory-attachment-downloader', 'shared-memory.module'])
    expect(fetched(name), `${name} fetched`).toBe(true);
  // Pages of the same feature that this visit does not show stay out.
  expect(fetched('load-details.screen')).toBe(false);
  expect(fetched('dashboard.screen')).toBe(false);
  expect(await blankSeen(page)).toBe(false);
  await expect(page.locator('.boot')).toHaveCount(0);
});

test('signed out, a portal link preloads nothing of the portal and lands on sign-in', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(requested.filter((p) => /portal-shell|dashboard\.screen/.test(p))).toEqual([]);
});

test('signed out, /signup fetches the sign-in screen with the sign-up view, and is never blank', async ({ page }) => {
  await watchForBlank(page);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toBeVisible();
  expect(requested.some((l) => l.includes('/auth.screen-'))).toBe(true);
  expect(requested.some((l) => l.includes('/sign-up.view-'))).toBe(true);
  expect(await blankSeen(page)).toBe(false);
});

test('signed out, /login does not download the sign-up view', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(requested.filter((p) => p.includes('/sign-up.view-'))).toEqual([]);
});

test('the landing page fetches no route chunk and no portal code', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requested.filter((p) => /portal-shell|\.screen-|auth\.module/.test(p))).toEqual([]);
});

test('the landing page paints its headline before fetching anything index.html does not name', async ({ page }) => {
  // The moment of the frame that paints the headline: the first frame after it is in the page.
  await page.addInitScript(() => {
    const w = window as unknown as { __headlineFrame?: number };
    new MutationObserver((_, observer) => {
      if (!document.querySelector('h1')) return;
      observer.disconnect();
      requestAnimationFrame(() => (w.__headlineFrame = performance.now()));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The demo bar's content comes with the demo backend: by then the later downloads are made.
  await expect(page.getByRole('button', { name: 'Demo inbox' })).toBeVisible();
  const { headlineFrame, largest, named, fetched } = await page.evaluate(async () => {
    const entries = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    );
    const path = (url: string) => new URL(url, location.href).pathname;
    return {
      headlineFrame: (window as unknown as { __headlineFrame?: number }).__headlineFrame ?? Number.NaN,
      largest: (entries[entries.length - 1] as PerformanceEntry & { element?: Element }).element?.tagName,
      named: [...document.querySelectorAll<HTMLLinkElement>('head link[href]')]
        .map((link) => path(link.href))
        .concat([...document.scripts].filter((s) => s.src).map((s) => path(s.src))),
      fetched: performance
        .getEntriesByType('resource')
        .map((r) => ({ path: path(r.name), at: r.startTime })),
    };
  });
  expect(largest).toBe('H1');
  const before = fetched.filter((r) => r.at < headlineFrame).map((r) => r.path);
  // On a phone, whatever else downloads before the headline paints shares the bandwidth with it.
  expect(before.filter((p) => !named.includes(p))).toEqual([]);
  expect(before).toContainEqual(expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/));
  expect(fetched.some((r) => r.at >= headlineFrame && r.path.includes('/shared-memory.module-'))).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page says the portal needs JavaScript, and does not claim to be loading', async ({ page }) => {
    await page.goto('/dashboard');
    const splash = page.getByRole('status');
    await expect(splash).toContainText('Bidhaul');
    await expect(page.getByText(/^Bidhaul's customer portal needs JavaScript\./)).toBeVisible();
    // Nothing is loading: the page does not say it is.
    await expect(splash).not.toContainText('Loading the customer portal', { useInnerText: true });
  });
});

test('signed in, the screen downloads beside the portal shell, not after it', async ({ page }) => {
  await signIn(page);
  // The shell's script is held back until the screen's has been asked for. Were the screen asked
  // for only once the shell had rendered it, nothing would be asked for and the hold would end
  // after 10 s with no screen requested.
  let screenAsked = false;
  let askedForScreen: () => void = () => undefined;
  const screenRequested = new Promise<void>((resolve) => {
    askedForScreen = resolve;
  });
  page.on('request', (r) => {
    if (/\/dashboard\.screen-[^/]+\.js$/.test(new URL(r.url()).pathname)) {
      screenAsked = true;
      askedForScreen();
    }
  });
  let askedWhileShellHeld = false;
  await page.route(/\/portal-shell-[^/]+\.js$/, async (route) => {
    await Promise.race([screenRequested, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    askedWhileShellHeld = screenAsked;
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  expect(askedWhileShellHeld).toBe(true);
});
