import { fillManualLoad, publishManualLoad } from './load-form';
import { expect, signInAs, takeExpectedErrors, test, tokenOf } from './local-api';

/**
 * Bids arrive live over the API's event stream (`GET /customer/events`): a bid placed while
 * Select a Bid is open shows within 3 s, with no reload and no 30 s wait. Where the API has no
 * events (404), the screen polls as before and does not ask for the stream again.
 */

const EVENTS = /\/api\/v1\/customer\/events$/;

test('a bid placed while Select a Bid is open shows within 3 s, over a stream sent with the token', async ({
  page,
  localApi,
}) => {
  const streamAsked = page.waitForRequest(EVENTS);
  const streamOpen = page.waitForResponse(EVENTS);
  await signInAs(page, await localApi.newCustomer('live'));
  await fillManualLoad(page);
  await publishManualLoad(page);
  await expect(page).toHaveURL(/\/bids\?load=\d+$/);
  const loadId = Number(new URL(page.url()).searchParams.get('load'));

  const request = await streamAsked;
  const headers = await request.allHeaders();
  expect(headers.authorization).toBe(`Bearer ${await tokenOf(page)}`);
  expect(headers.accept).toBe('text/event-stream');
  expect((await streamOpen).status()).toBe(200);

  await localApi.addBid(loadId, 4321);
  await expect(
    page.getByTestId('bid-card').filter({ hasText: '£4,321.00' }),
    'the new bid, shown without a reload',
  ).toBeVisible({ timeout: 3_000 });
  await expect(
    page.getByTestId('new-bids-region'),
    'the polite live region says so, once',
  ).toHaveText('1 new bid');
  await expect(page.getByTestId('new-bids-region')).toHaveAttribute('aria-live', 'polite');
});

test('without events (404) the screen asks for the stream once and polls every 30 s', async ({
  page,
  localApi,
  pageErrors,
}) => {
  // The API answers as one started with --no-events does (tests/local-api/events.test.ts), here
  // for this page alone: the API is shared by every test of the run.
  await page.route(EVENTS, (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': new URL(page.url()).origin },
      body: JSON.stringify({ message: 'This server sends no live updates.' }),
    }),
  );
  const asked: string[] = [];
  page.on('request', (r) => {
    if (EVENTS.test(r.url()) && r.method() === 'GET') asked.push(r.url());
  });
  await page.clock.install();
  await signInAs(page, await localApi.newCustomer('no-events'));
  await fillManualLoad(page);
  await publishManualLoad(page);
  await expect(page).toHaveURL(/\/bids\?load=\d+$/);
  const loadId = new URL(page.url()).searchParams.get('load') ?? '';
  await expect.poll(() => asked.length, 'the stream is asked for').toBe(1);

  // From here the page's time moves only as the test moves it.
  await page.clock.pauseAt(Date.now() + 1_000);
  const bidReads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/loads/${loadId}/bids`)) bidReads.push(r.url());
  });
  await localApi.addBid(Number(loadId), 1234);
  const card = page.getByTestId('bid-card').filter({ hasText: '£1,234.00' });
  await page.clock.runFor(10_000);
  await expect(card, 'nothing reads before the 30 s refresh').toHaveCount(0);
  expect(bidReads).toHaveLength(0);
  await page.clock.runFor(20_000);
  await expect(card, 'the 30 s refresh shows the bid').toBeVisible();

  // Minutes later: still polling, and the stream was never asked for again.
  const before = bidReads.length;
  await page.clock.runFor(5 * 60_000);
  await expect.poll(() => bidReads.length).toBeGreaterThan(before);
  expect(asked).toHaveLength(1);
  expect(takeExpectedErrors(pageErrors, /status of 404/)).toHaveLength(1);
});

test('after 30 s without the stream the screen says so, not before, and not once it is back', async ({
  page,
  localApi,
  pageErrors,
}) => {
  // The API's stream fails as a server being restarted does: the portal keeps trying.
  await page.route(EVENTS, (route) =>
    route.fulfill({
      status: 503,
      headers: { 'Access-Control-Allow-Origin': new URL(page.url()).origin },
      body: '',
    }),
  );
  const listening = page.waitForRequest(EVENTS);
  await page.clock.install();
  await signInAs(page, await localApi.newCustomer('paused'));
  await fillManualLoad(page);
  await publishManualLoad(page);
  await expect(page).toHaveURL(/\/bids\?load=\d+$/);
  await listening;
  // The 30 s start when Select a Bid begins to listen, as it shows the load: the clock stops only
  // once it does. (The dashboard listened before it, so the stream's first request is no mark, and
  // a screen still loading when the clock stops would wait for it: React's reveal is timed.)
  await expect(page.getByRole('region', { name: 'Job Summary' })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1_000);

  const notice = page.getByTestId('live-paused');
  await page.clock.runFor(20_000);
  await expect(notice, 'a short drop shows nothing').toHaveCount(0);
  await page.clock.runFor(10_000);
  await expect(notice).toHaveText('Live updates paused. Reconnecting…');

  await page.unroute(EVENTS);
  await page.clock.runFor(30_000);
  await expect(notice, 'the stream is back').toHaveCount(0);
  expect(takeExpectedErrors(pageErrors, /status of 503/).length).toBeGreaterThan(0);
});
