import type { Page } from '@playwright/test';
import { busyLoadId, expect, publishAutoLoad, reportErrorsOf, signIn, test } from './fixtures';

/**
 * Demo mode in two tabs of one browser: each tab runs the demo backend over the one localStorage
 * key they share. A load published in one tab shows in the other's next fetch, and a bid then
 * rejected in the other tab, neither tab reloaded in between, does not undo the publish: after a
 * reload both tabs show both.
 */
const myLoadsRow = (page: Page, loadNo: string) =>
  page.getByTestId('my-loads-row').filter({ hasText: loadNo });

async function expectBoth(page: Page, busyId: number, loadNo: string, rejectedBidder: string) {
  await page.getByRole('tab', { name: 'My Loads' }).click();
  await expect(myLoadsRow(page, loadNo)).toHaveCount(1);
  await page.goto(`/bids?load=${busyId}`);
  await page.getByRole('tab', { name: 'Rejected Bids (5)' }).click();
  await expect(
    page.getByRole('article', { name: rejectedBidder }).getByText('Rejected', { exact: true }),
  ).toBeVisible();
}

test('two tabs show one marketplace: a load published in one and a bid rejected in the other both stay', async ({
  page: tabA,
  context,
  pageErrors,
}) => {
  await signIn(tabA);
  const busyId = await busyLoadId(tabA);
  const tabB = await context.newPage();
  reportErrorsOf(tabB, pageErrors, 'tab B');
  // Tab B is open on My Loads before tab A publishes; neither tab reloads until the end.
  await tabB.goto('/my-loads');
  await expect(myLoadsRow(tabB, 'BH-10412')).toHaveCount(1);

  // Collected the day after tomorrow at 09:30.
  const pickup = new Date(Date.now() + 2 * 24 * 3600_000);
  pickup.setHours(9, 30, 0, 0);
  const loadNo = `BH-${await publishAutoLoad(tabA, pickup)}`;

  // Without a reload, tab B's next fetch shows tab A's load.
  await tabB.getByRole('button', { name: 'Refresh' }).click();
  await expect(myLoadsRow(tabB, loadNo)).toHaveCount(1);

  await tabB.getByRole('button', { name: 'Select Bid for BH-10412' }).click();
  await expect(tabB).toHaveURL(new RegExp(`/bids\\?load=${busyId}$`));
  const card = tabB.getByTestId('bid-card').nth(2);
  const bidder = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('button', { name: `Reject bid from ${bidder}` }).click();
  // The rejection waits 10 s for an Undo before it is sent.
  await expect(tabB.getByRole('tab', { name: 'Rejected Bids (5)' })).toBeVisible({
    timeout: 20_000,
  });

  for (const tab of [tabA, tabB]) {
    await tab.reload();
    await expectBoth(tab, busyId, loadNo, bidder);
  }
});
