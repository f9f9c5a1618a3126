import type { Response } from '@playwright/test';
import { bidCard, publishOnSelectABid } from '../http/select-a-bid';
import { expect, takeExpectedErrors, test } from './own-api';

/**
 * Live bids against an API the test owns (issue 26): one started without events, where the
 * portal polls, and one restarted under the open page, where the portal reconnects. The
 * `http` project's API is shared by the whole run, so neither can be done there
 * (e2e/http/live-bids.spec.ts).
 */

const EVENTS = /\/api\/v1\/customer\/events$/;

/** The event stream answered as open (200). */
const streamOpened = (response: Response) => EVENTS.test(response.url()) && response.ok();

test('with --no-events, a bid added through the dev route shows within 31 s', async ({
  page,
  startApi,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  const api = await startApi({ events: false });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (EVENTS.test(r.url()) && r.method() === 'GET') asked.push(r.url());
  });
  const refused = page.waitForResponse(EVENTS);
  const loadId = await publishOnSelectABid(page, api.dev, 'no-events');
  expect((await refused).status(), 'the API has no events').toBe(404);

  await api.dev.addBid(loadId, 2468);
  await expect(bidCard(page, '£2,468.00'), 'the bid, shown by the 30 s refresh').toBeVisible({
    timeout: 31_000,
  });
  expect(asked, 'the stream was asked for once, never again').toHaveLength(1);
  expect(takeExpectedErrors(pageErrors, /status of 404/)).toHaveLength(1);
});

test('after the API restarts, the stream comes back and a bid added then shows within 3 s', async ({
  page,
  startApi,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  const api = await startApi();
  // What the restart cut off or refused, by address: each is also a console error.
  const cutOff: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /net::ERR_/.test(m.text())) cutOff.push(m.location().url);
  });
  const opened = page.waitForResponse(streamOpened);
  const loadId = await publishOnSelectABid(page, api.dev, 'restart');
  await opened;

  // Waiting from before the restart, so a quick reconnect is not missed.
  const reopened = page.waitForResponse(streamOpened, { timeout: 35_000 });
  await api.restart();
  // The portal retries from 1 s up to 30 s, with jitter: it may take a few tries.
  await reopened;

  await api.dev.addBid(loadId, 5678);
  await expect(bidCard(page, '£5,678.00'), 'the new bid, over the stream opened again').toBeVisible(
    { timeout: 3_000 },
  );
  const failed = takeExpectedErrors(pageErrors, /Failed to load resource: net::ERR_/);
  expect(failed).toHaveLength(cutOff.length);
  expect(
    cutOff.filter((url) => !url.startsWith(`${api.origin}/`)),
    'only calls to the API failed, as it restarted',
  ).toEqual([]);
});
