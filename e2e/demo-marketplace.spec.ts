import type { Page } from '@playwright/test';
import { expect, publishAutoLoad, setDemoClockSpeed, signIn, test } from './fixtures';

/**
 * The demo marketplace lives. Publish a load, watch simulated drivers bid
 * on the Bids screen, accept one, and follow the trip from Upcoming through Ongoing to Completed
 * with the demo clock running fast (the `__BIDHAUL_DEMO__` hook exists in demo mode only).
 */

/** Shows the trips screen afresh (a new fetch) by leaving it and coming back. */
async function reopenTrips(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await page.getByRole('tab', { name: 'My Trips' }).click();
}

test('a published load draws bids, and its trip moves from Upcoming to Ongoing to Completed', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page);

  // Publish an auto load collected a little over an hour from now.
  const loadId = await publishAutoLoad(page);

  // Drivers answer: at 60× a minute of demo time passes every second. Open the load afresh from
  // My Loads until three bids are there.
  await setDemoClockSpeed(page, 60);
  await expect(async () => {
    await page.getByRole('tab', { name: 'My Loads' }).click();
    await page
      .getByRole('button', { name: new RegExp(`Select Bid.*BH-${loadId}`) })
      .first()
      .click();
    expect(await page.getByTestId('bid-card').count()).toBeGreaterThanOrEqual(3);
  }).toPass({ timeout: 40_000, intervals: [2_000] });
  const firstCard = page.getByTestId('bid-card').first();
  await expect(firstCard.getByRole('button', { name: /^Accept bid from / })).toBeVisible();

  // Accept one: the trip is upcoming with its driver.
  await firstCard.getByRole('button', { name: /^Accept bid from / }).click();
  await page
    .getByRole('dialog', { name: 'Accept this bid?' })
    .getByRole('button', { name: 'Accept bid' })
    .click();
  await expect(page).toHaveURL(/\/trips$/);
  await expect(
    page
      .getByRole('tabpanel', { name: /Upcoming/ })
      .getByRole('article', { name: `#TRP-${loadId}` }),
  ).toBeVisible();

  // Fast clock: collection time comes, the driver sets off, then delivers.
  await setDemoClockSpeed(page, 1500);
  for (const [group, text] of [
    ['Ongoing', 'Driver is on the way'],
    ['Completed', 'Delivered successfully'],
  ] as const) {
    await expect(async () => {
      await reopenTrips(page);
      await page.getByRole('tab', { name: new RegExp(group) }).click();
      const card = page
        .getByRole('tabpanel', { name: new RegExp(group) })
        .getByRole('article', { name: `#TRP-${loadId}` });
      await expect(card.getByText(text)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 60_000, intervals: [1_000] });
  }
});
