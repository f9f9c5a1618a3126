import type { Page } from '@playwright/test';
import { expect, takeExpectedErrors, test } from './own-api';
import { bidCard, publishOnSelectABid, secondTab } from '../http/select-a-bid';

/**
 * Several tabs of one browser on an API started without events: one tab reads the open load on
 * its timer and hands what it read to the others, so more tabs do not mean more requests; when
 * it closes, another takes over. With events, see e2e/http/live-tabs.spec.ts.
 */

test('without events, two tabs on one load read its bids once each, then one tab every 30 s', async ({
  page,
  context,
  startApi,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const api = await startApi({ events: false });
  // The customer is new: the one load they publish is the only one whose bids are read.
  const bidReads: string[] = [];
  const started = Date.now();
  context.on('request', (r) => {
    if (r.method() === 'GET' && /\/loads\/\d+\/bids\b/.test(r.url())) {
      const tabName = r.frame().page() === page ? 'first' : 'second';
      bidReads.push(`${tabName} tab at ${Math.round((Date.now() - started) / 1000)} s`);
    }
  });
  const loadId = await publishOnSelectABid(page, api.dev, 'tabs-poll');
  const tab = await secondTab(context, loadId, pageErrors);
  const opened = Date.now();

  // A bid placed now is shown by both within the next timed read.
  await api.dev.addBid(loadId, 4444);
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
  startApi,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  const api = await startApi({ events: false });
  const loadId = await publishOnSelectABid(page, api.dev, 'tabs-handover');
  const bidReads: Page[] = [];
  context.on('request', (r) => {
    if (r.method() === 'GET' && /\/loads\/\d+\/bids\b/.test(r.url()))
      bidReads.push(r.frame().page());
  });
  // Both tabs are on screen (two windows): the one opened last reads for both.
  const tab = await secondTab(context, loadId, pageErrors);

  await tab.close();
  await api.dev.addBid(loadId, 5555);
  await expect(bidCard(page, '£5,555.00'), 'within 35 s of the close').toBeVisible({
    timeout: 35_000,
  });
  expect(bidReads.at(-1), 'read by the tab left open').toBe(page);
  expect(takeExpectedErrors(pageErrors, /status of 404/)).toHaveLength(1);
});
