import type { Page } from '@playwright/test';
import { expect, test } from './local-api';
import { bidCard, publishOnSelectABid, secondTab } from './select-a-bid';

/**
 * Several tabs of one browser share the API's event stream: one of them holds it for all, and
 * another takes it when that one closes. Without events, see e2e/http-own-api/live-tabs.spec.ts.
 */

const EVENTS = /\/api\/v1\/customer\/events$/;

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
  await expect
    .poll(() => asked(tab), { message: 'the second tab connects in its place', timeout: 5_000 })
    .toBe(1);
  await localApi.addBid(loadId, 3333);
  await expect(bidCard(tab, '£3,333.00')).toBeVisible({ timeout: 3_000 });
});
