import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { fillManualLoad, publishManualLoad } from './load-form';
import { expect, PDF, signInAs, test } from './local-api';

/**
 * A load from publishing to its trip, over the API: a manual load with an image and a PDF, a
 * simulated driver's bid (the API's clock moved on rather than waited for), the bid accepted, the
 * trip in My Trips, and the load's details reading both files from the files origin under the
 * production Content Security Policy (any violation fails the test, e2e/fixtures.ts).
 */

/** The image shown, decoded, and the address it came from. */
async function loadedImage(img: Locator): Promise<string> {
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  return (await img.getAttribute('src')) ?? '';
}

test('publish a manual load with two files, accept a bid, follow the trip and open its files', async ({
  page,
  localApi,
}) => {
  await signInAs(page, await localApi.newCustomer('journey'));

  await fillManualLoad(page);
  await publishManualLoad(page);
  await expect(page).toHaveURL(/\/bids\?load=\d+$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your job has been successfully published!' }),
  ).toBeVisible();
  const loadId = new URL(page.url()).searchParams.get('load') ?? '';
  const jobId = `BH-${loadId}`;

  // The first simulated bids are due within a minute of publishing.
  await localApi.advanceClock(60_000);
  await page.reload();
  const card = page.getByTestId('bid-card').first();
  const bidder = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  // A bidder's picture is a root-relative address on the API's server, not the portal's.
  expect(await loadedImage(card.locator('img'))).toMatch(
    new RegExp(`^${localApi.origin}/storage/avatars/`),
  );
  await card.getByRole('button', { name: `Accept bid from ${bidder}` }).click();
  await page
    .getByRole('dialog', { name: 'Accept this bid?' })
    .getByRole('button', { name: 'Accept bid' })
    .click();

  await expect(page).toHaveURL(/\/trips$/);
  const trip = page.getByRole('article', { name: `#TRP-${loadId}` });
  await expect(trip).toBeVisible();
  await expect(trip.getByText('Driver Assigned')).toBeVisible();
  // The API names the accepted bid in the trip: the portal marks the trip it became.
  await expect(trip.getByText('Just booked')).toBeVisible();

  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(jobId);
  const row = page.getByTestId('history-row').filter({ hasText: jobId });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: `View details of ${jobId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/history/${loadId}$`));
  await expect(page.getByTestId('details-job-id')).toHaveText(jobId);

  await page.getByRole('button', { name: 'Preview parcel-photo.png' }).click();
  const preview = page.getByRole('dialog', { name: 'Attachment Preview (1 of 2)' });
  expect(
    await loadedImage(preview.getByRole('img', { name: 'Preview of parcel-photo.png' })),
  ).toMatch(new RegExp(`^${localApi.filesOrigin}/files/`));
  await preview.getByRole('button', { name: 'Next' }).click();
  const second = page.getByRole('dialog', { name: 'Attachment Preview (2 of 2)' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    second.getByRole('button', { name: 'Download delivery-note.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('delivery-note.pdf');
  expect(readFileSync(await download.path()).equals(readFileSync(PDF))).toBe(true);
  await expect(second.getByText('Download failed')).toHaveCount(0);
});
