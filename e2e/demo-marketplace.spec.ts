import type { Page } from '@playwright/test';
import { chooseOption, expect, signIn, test } from './fixtures';

/**
 * Issue 11, decisions D5: the demo marketplace lives. Publish a load, watch simulated drivers bid
 * on the Bids screen, accept one, and follow the trip from Upcoming through Ongoing to Completed
 * with the demo clock running fast (the `__BIDHAUL_DEMO__` hook exists in demo mode only).
 */
const pad = (n: number) => String(n).padStart(2, '0');

async function setClockSpeed(page: Page, speed: number): Promise<void> {
  await page.waitForFunction(() => window.__BIDHAUL_DEMO__ !== undefined);
  await page.evaluate((s) => window.__BIDHAUL_DEMO__?.setClockSpeed(s), speed);
}

async function pickAddress(page: Page, label: RegExp, query: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).fill(query);
  await page.getByRole('listbox').getByRole('option').first().click();
}

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
  const pickup = new Date(Date.now() + 75 * 60_000);
  await page.getByRole('tab', { name: 'Create Job' }).click();
  await page.getByRole('button', { name: 'Use Auto Mode' }).click();
  await pickAddress(page, /Pickup address/, 'Leeds');
  await pickAddress(page, /Delivery address/, 'Manchester');
  await page
    .getByLabel(/^Pickup date/)
    .fill(`${pickup.getFullYear()}-${pad(pickup.getMonth() + 1)}-${pad(pickup.getDate())}`);
  await page
    .getByLabel(/^Pickup time/)
    .fill(`${pad(pickup.getHours())}:${pad(pickup.getMinutes())}`);
  await page.getByLabel(/^Weight \(kg\)/).fill('240');
  await page.getByLabel(/^Number of items/).fill('4');
  await chooseOption(page.getByRole('combobox', { name: /Load type/ }), 'Pallets');
  await page.getByRole('button', { name: 'Create Load' }).click();
  await expect(page).toHaveURL(/\/bids\?load=\d+$/);
  const loadId = Number(new URL(page.url()).searchParams.get('load'));

  // Drivers answer: at 60× a minute of demo time passes every second. Open the load afresh from
  // My Loads until three bids are there.
  await setClockSpeed(page, 60);
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
  await setClockSpeed(page, 1500);
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
