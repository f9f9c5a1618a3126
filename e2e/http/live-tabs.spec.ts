import type { BrowserContext, Page } from '@playwright/test';
import { reportErrorsOf } from '../fixtures';
import { fillManualLoad, publishManualLoad } from './load-form';
import { expect, signInAs, takeExpectedErrors, test, type LocalApi } from './local-api';

/**
 * Several tabs of one browser share the live updates: one of them holds the API's event stream
 * for all, and where the API has no events one of them reads the open load on its timer and
 * hands what it read to the others, so more tabs do not mean more requests.
 */

const EVENTS = /\/api\/v1\/customer\/events$/;

/** The API's own answer when it has no events (as one started with --no-events gives), for every tab. */
async function withoutEvents(context: BrowserContext, page: Page): Promise<void> {
  await context.route(EVENTS, (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': new URL(page.url()).origin },
      body: JSON.stringify({ message: 'This server sends no live updates.' }),
    }),
  );
}

/** A new customer's load, published in `page`, which is left on Select a Bid for it. */
async function publishOnSelectABid(page: Page, localApi: LocalApi, label: string): Promise<number> {
  await signInAs(page, await localApi.newCustomer(label));
  await fillManualLoad(page);
  await publishManualLoad(page);
  await expect(page).toHaveURL(/\/bids\?load=\d+$/);
  return Number(new URL(page.url()).searchParams.get('load'));
}

/** A second tab of the same browser on the same load's Select a Bid. */
async function secondTab(
  context: BrowserContext,
  loadId: number,
  pageErrors: string[],
): Promise<Page> {
  const tab = await context.newPage();
  reportErrorsOf(tab, pageErrors, 'second tab');
  await tab.goto(`/bids?load=${loadId}`);
  await expect(tab.getByRole('heading', { name: /Select a Bid/ })).toBeVisible();
  return tab;
}

const bidCard = (page: Page, amount: string) =>
  page.getByTestId('bid-card').filter({ hasText: amount });

test('two tabs share one event stream, and the other takes it when the first closes', async ({
  page,
  context,
  localApi,
  pageErrors,
}) => {
  // Which tab asked for the stream, each time (the first tab may ask more than once on its way
  // to Select a Bid: each screen that listens opens it, and leaving one closes it).
  const streams: Page[] = [];
  context.on('request', (r) => {
    if (EVENTS.test(r.url())) streams.push(r.frame().page());
  });
  const asked = (tab: Page) => streams.filter((p) => p === tab).length;
  const loadId = await publishOnSelectABid(page, localApi, 'tabs-live');
  await expect.poll(() => asked(page), 'the first tab connects').toBeGreaterThan(0);
  const tab = await secondTab(context, loadId, pageErrors);

  await localApi.addBid(loadId, 2222);
  await expect(bidCard(tab, '£2,222.00'), 'the second tab hears it too').toBeVisible({
    timeout: 3_000,
  });
  await expect(bidCard(page, '£2,222.00')).toBeVisible({ timeout: 3_000 });
  expect(asked(tab), 'one connection for the browser: the second tab has none').toBe(0);

  await page.close();
  await expect.poll(() => asked(tab), 'the second tab connects in its place').toBe(1);
  await localApi.addBid(loadId, 3333);
  await expect(bidCard(tab, '£3,333.00')).toBeVisible({ timeout: 3_000 });
});

test('without events, two tabs on one load read its bids once each, then one tab every 30 s', async ({
  page,
  context,
  localApi,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await withoutEvents(context, page);
  // The customer is new: the one load they publish is the only one whose bids are read.
  const bidReads: string[] = [];
  const started = Date.now();
  context.on('request', (r) => {
    if (r.method() === 'GET' && /\/loads\/\d+\/bids\b/.test(r.url())) {
      const tabName = r.frame().page() === page ? 'first' : 'second';
      bidReads.push(`${tabName} tab at ${Math.round((Date.now() - started) / 1000)} s`);
    }
  });
  const loadId = await publishOnSelectABid(page, localApi, 'tabs-poll');
  const tab = await secondTab(context, loadId, pageErrors);
  const opened = Date.now();

  // A bid placed now is shown by both within the next timed read.
  await localApi.addBid(loadId, 4444);
  await expect(bidCard(tab, '£4,444.00')).toBeVisible({ timeout: 31_000 });
  await expect(bidCard(page, '£4,444.00')).toBeVisible();

  await page.waitForTimeout(65_000 - (Date.now() - opened));
  expect(bidReads.length, bidReads.join(', ')).toBeLessThanOrEqual(4);
  expect(bidReads.length, 'and one tab kept reading').toBeGreaterThanOrEqual(3);
  expect(takeExpectedErrors(pageErrors, /status of 404/)).toHaveLength(1);
});

test('without events, closing the tab that reads leaves the other reading, up to date', async ({
  page,
  context,
  localApi,
  pageErrors,
}) => {
  await page.goto('/login');
  await withoutEvents(context, page);
  const loadId = await publishOnSelectABid(page, localApi, 'tabs-handover');
  const bidReads: Page[] = [];
  context.on('request', (r) => {
    if (r.method() === 'GET' && /\/loads\/\d+\/bids\b/.test(r.url()))
      bidReads.push(r.frame().page());
  });
  // Both tabs are on screen (two windows): the one opened last reads for both.
  const tab = await secondTab(context, loadId, pageErrors);

  await tab.close();
  await localApi.addBid(loadId, 5555);
  await expect(bidCard(page, '£5,555.00'), 'within 35 s of the close').toBeVisible({
    timeout: 35_000,
  });
  expect(bidReads.at(-1), 'read by the tab left open').toBe(page);
  expect(takeExpectedErrors(pageErrors, /status of 404/)).toHaveLength(1);
});
