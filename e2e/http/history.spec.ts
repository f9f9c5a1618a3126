import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';

/**
 * History lists every load the server returns for the customer (`customer/loads/list`), the ones
 * still open for bids beside the past ones. The seeded demo customer is only read here, so its 37
 * loads stay as seeded (12 open, 15 completed, 3 in progress, 3 assigned, 4 cancelled): trips on
 * the move may complete as other tests move the API's clock on, so only the total is exact.
 */

const heading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /^Delivery History \(/ });

test('History lists the loads still open for bids and the past ones', async ({ page }) => {
  await signIn(page);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(heading(page)).toHaveText('Delivery History (37 results)');

  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('BH-10412');
  await expect(heading(page)).toHaveText('Delivery History (1 result)');
  const open = page.getByTestId('history-row').first();
  await expect(open.getByTestId('job-id')).toHaveText('BH-10412');
  await expect(open.getByText('Pending', { exact: true })).toBeVisible();
  await expect(
    open.getByRole('link', { name: /^Bids Available: view the \d+ bids of BH-10412$/ }),
  ).toBeVisible();
  await expect(open.getByRole('link', { name: 'Select Bid for BH-10412' })).toBeVisible();

  await search.fill('');
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Completed' });
  await expect(heading(page)).toHaveText(/^Delivery History \((1[5-9]|2\d) results\)$/);
  const past = page.getByTestId('history-row');
  await expect(past.first()).toBeVisible();
  for (const row of await past.all()) {
    await expect(row.getByText('Completed', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: /^Select Bid for/ })).toHaveCount(0);
  }
});
