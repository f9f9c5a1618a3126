import type { Page } from '@playwright/test';
import { busyLoadId, chooseOption, expect, signIn, test } from './fixtures';

/**
 * Demo mode in two tabs of one browser: each tab runs the demo backend over the one localStorage
 * key they share. A load published in one tab shows in the other's next fetch, and a bid then
 * rejected in the other tab, neither tab reloaded in between, does not undo the publish: after a
 * reload both tabs show both.
 */
const pad = (n: number) => String(n).padStart(2, '0');

async function publishAutoLoad(page: Page): Promise<string> {
  const pickup = new Date(Date.now() + 2 * 24 * 3600_000);
  await page.getByRole('tab', { name: 'Create Job' }).click();
  await page.getByRole('button', { name: 'Use Auto Mode' }).click();
  for (const [label, town] of [
    [/Pickup address/, 'Leeds'],
    [/Delivery address/, 'Manchester'],
  ] as const) {
    await page.getByRole('combobox', { name: label }).fill(town);
    await page.getByRole('listbox').getByRole('option').first().click();
  }
  await page
    .getByLabel(/^Pickup date/)
    .fill(`${pickup.getFullYear()}-${pad(pickup.getMonth() + 1)}-${pad(pickup.getDate())}`);
  await page.getByLabel(/^Pickup time/).fill('09:30');
  await page.getByLabel(/^Weight \(kg\)/).fill('240');
  await page.getByLabel(/^Number of items/).fill('4');
  await chooseOption(page.getByRole('combobox', { name: /Load type/ }), 'Pallets');
  await page.getByRole('button', { name: 'Create Load' }).click();
  await expect(page).toHaveURL(/\/bids\?load=\d+$/);
  return `BH-${new URL(page.url()).searchParams.get('load')}`;
}

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
  tabB.on('pageerror', (e) => pageErrors.push(`tab B pageerror: ${e.message}`));
  tabB.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning')
      pageErrors.push(`tab B console.${m.type()}: ${m.text()}`);
  });
  // Tab B is open on My Loads before tab A publishes; neither tab reloads until the end.
  await tabB.goto('/my-loads');
  await expect(myLoadsRow(tabB, 'BH-10412')).toHaveCount(1);

  const loadNo = await publishAutoLoad(tabA);

  // Without a reload, tab B's next fetch shows tab A's load.
  await tabB.getByRole('button', { name: 'Refresh' }).click();
  await expect(myLoadsRow(tabB, loadNo)).toHaveCount(1);

  await tabB.getByRole('button', { name: 'Select Bid for BH-10412' }).click();
  await expect(tabB).toHaveURL(new RegExp(`/bids\\?load=${busyId}$`));
  const card = tabB.getByTestId('bid-card').nth(2);
  const bidder = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('button', { name: `Reject bid from ${bidder}` }).click();
  await expect(tabB.getByRole('tab', { name: 'Rejected Bids (5)' })).toBeVisible();

  for (const tab of [tabA, tabB]) {
    await tab.reload();
    await expectBoth(tab, busyId, loadNo, bidder);
  }
});
