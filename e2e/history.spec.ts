import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { PENDING_BADGE } from '../src/presentation/app/status-palette';
import { createAppTheme } from '../src/presentation/app/theme';
import {
  busyLoadId,
  expect,
  expectNoAxeViolations,
  failNextDemoCall,
  signIn,
  test,
} from './fixtures';

/**
 * The demo seed: history lists every load of the customer, 37 of them: 12
 * still open for bids, 15 completed, 3 in progress, 3 assigned, 4 cancelled.
 */
const HISTORY_COUNT = 37;

const heading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /^Delivery History \(/ });
const countOf = async (page: Page) =>
  Number(/\((\d+) results?\)/.exec((await heading(page).textContent()) ?? '')?.[1]);
const rows = (page: Page) => page.getByTestId('history-row');

/** The fill and text colour a badge (the element holding `label`) is drawn in, as the browser computes them. */
const badgeColours = (label: Locator) =>
  label.evaluate((text) => {
    const badge = text.closest('[data-tone]') ?? text;
    const style = getComputedStyle(badge);
    return { fill: style.backgroundColor, text: style.color };
  });
/** A hex colour as getComputedStyle writes it. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
/** A palette entry as getComputedStyle writes colours. */
const cssColours = ({ bgcolor, color }: { bgcolor: string; color: string }) => ({
  fill: rgb(bgcolor),
  text: rgb(color),
});

/** The fill each marker's disc of the route sketch is drawn in, as the browser computes it. */
const sketchFills = (dialog: Locator) =>
  dialog
    .getByTestId('route-sketch')
    .evaluate((svg) =>
      Object.fromEntries(
        [...svg.querySelectorAll('[data-marker]')].map((marker): [string, string] => [
          marker.getAttribute('data-marker') ?? '',
          getComputedStyle(marker.querySelector('circle:last-of-type') ?? marker).fill,
        ]),
      ),
    );
/** Pickup green and delivery red, in a colour scheme of the theme. */
const markerColours = (scheme: 'light' | 'dark') => {
  const palette = createAppTheme().colorSchemes[scheme]!.palette;
  return { pickup: rgb(palette.success.main), delivery: rgb(palette.error.main) };
};

async function choose(page: Page, label: 'Status' | 'Date', option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

async function openHistory(page: Page) {
  await signIn(page);
  await page.goto('/history');
  await expect(heading(page)).toHaveText(`Delivery History (${HISTORY_COUNT} results)`);
}

/** The single completed load picked up today: the newest completed one, with a PNG and a PDF. */
async function openNewestCompleted(page: Page) {
  await openHistory(page);
  await choose(page, 'Status', 'Completed');
  await choose(page, 'Date', 'Today');
  await expect(heading(page)).toHaveText('Delivery History (1 result)');
  await rows(page)
    .first()
    .getByRole('link', { name: /^View details of/ })
    .click();
  await expect(page).toHaveURL(/\/history\/\d+$/);
  await expect(page.getByTestId('details-job-id')).toBeVisible();
}

/** The seed's busy load, BH-10412, runs from Dana's depot to her Birmingham showroom. */
const BIRMINGHAM = '48 Broad Street, Birmingham B1 2HF';

// No colour transitions mid-check for axe; the theme honours reduced motion.
test.use({ reducedMotion: 'reduce' });

// The seed dates its loads from the moment of sign-in, and the Date filter reads the page's
// clock: a test running across midnight would see 'today' become yesterday. The page's clock
// starts at midday of the test's day and runs on from there.
test.beforeEach(async ({ page }) => {
  const midday = new Date();
  midday.setUTCHours(12, 0, 0, 0);
  await page.clock.install({ time: midday });
});

const cellTexts = async (row: Locator) => row.locator('td').allTextContents();

test.describe('Load History (demo mode)', () => {
  test('search and both filters change the results and the count', async ({ page }) => {
    await openHistory(page);
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByRole('navigation', { name: 'Load history pages' })).toBeVisible();
    await expectNoAxeViolations(page, 'history list');

    await choose(page, 'Status', 'Completed');
    await expect(heading(page)).toHaveText('Delivery History (15 results)');
    for (const status of await rows(page).locator('td:nth-child(6)').allTextContents())
      expect(status).toBe('Completed');
    await expect(page).toHaveURL(/status=completed/);

    await choose(page, 'Date', 'This Month');
    const thisMonth = await countOf(page);
    expect(thisMonth).toBeGreaterThanOrEqual(1);
    expect(thisMonth).toBeLessThanOrEqual(15);
    await choose(page, 'Date', 'Today');
    await expect(heading(page)).toHaveText('Delivery History (1 result)');
    await choose(page, 'Date', 'This Week');
    expect(await countOf(page)).toBeGreaterThanOrEqual(1);

    await choose(page, 'Status', 'All Statuses');
    await choose(page, 'Date', 'All Dates');
    await expect(heading(page)).toHaveText(`Delivery History (${HISTORY_COUNT} results)`);

    const jobId = (await rows(page).nth(3).getByTestId('job-id').textContent()) ?? '';
    await page.getByRole('searchbox', { name: 'Search' }).fill(jobId);
    await expect(heading(page)).toHaveText('Delivery History (1 result)');
    await expect(rows(page).first().getByTestId('job-id')).toHaveText(jobId);
    await expect(page).toHaveURL(new RegExp(`q=${jobId}`));

    await page.getByRole('searchbox', { name: 'Search' }).fill('no such job anywhere');
    await expect(page.getByText('No Results Found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms or filters')).toBeVisible();
    await expect(heading(page)).toHaveText('Delivery History (0 results)');
  });

  test('Export CSV downloads the filtered rows, matching the table', async ({ page }) => {
    await openHistory(page);
    await choose(page, 'Status', 'Cancelled');
    await expect(heading(page)).toHaveText('Delivery History (4 results)');
    const table = await Promise.all((await rows(page).all()).map(cellTexts));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^load-history-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Job ID,Date,Pickup,Delivery,Driver,Weight (kg),Items,Vehicle,Status,Cost',
    );
    expect(lines).toHaveLength(5);
    lines.slice(1).forEach((line, i) => {
      const cells = table[i] ?? [];
      // Job ID cell may also hold the Bids Available badge; the date cell is exact.
      expect(cells[0]?.startsWith(line.split(',')[0] ?? '-')).toBe(true);
      expect(line).toContain(`,${cells[1]},`);
      expect(line).toContain(',Cancelled,');
      expect(line.endsWith(`,${cells[6]}`)).toBe(true);
    });
  });

  test('a page that fails once is asked again, and the list shows as if nothing happened', async ({
    page,
  }) => {
    await openHistory(page);
    await failNextDemoCall(page, 'customerLoads');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(heading(page)).toHaveText(`Delivery History (${HISTORY_COUNT} results)`);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a failed history fetch shows a red box above the list', async ({ page }) => {
    await openHistory(page);
    // The page is asked again once before the search fails: both tries fail.
    await failNextDemoCall(page, 'customerLoads');
    await failNextDemoCall(page, 'customerLoads');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('alert')).toHaveText(/Failed to fetch customer loads/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(heading(page)).toHaveText(`Delivery History (${HISTORY_COUNT} results)`);
  });

  test('a job clicked while a search is still pausing opens, on a slow network too', async ({
    page,
  }) => {
    await signIn(page);
    // Load Details downloads slowly, so the search answers while its screen is still on the way.
    await page.route(/\/assets\/load-details\.screen-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/history');
    await expect(heading(page)).toHaveText(`Delivery History (${HISTORY_COUNT} results)`);
    await page.getByRole('searchbox', { name: 'Search' }).fill('L');
    await rows(page)
      .first()
      .getByRole('link', { name: /^View details of/ })
      .click();
    // The search answered long before the screen arrived, and did not send the shipper back.
    await expect(page.getByTestId('details-job-id')).toBeVisible();
    await expect(page).toHaveURL(/\/history\/\d+$/);
  });

  test('details of a completed load show every card, and Back to History keeps the filters', async ({
    page,
  }) => {
    await openNewestCompleted(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Load Details' })).toBeVisible();
    for (const card of [
      'Route Details',
      'Load Information',
      'Timeline',
      'Attachments',
      'Driver Information',
      'Additional Information',
      'Actions',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: card })).toBeVisible();
    }
    await expect(page.getByTestId('timeline-completed')).toBeVisible();
    const info = page.getByRole('region', { name: 'Load Information' });
    // The shipper's words for the spec's 'My Bid' and 'Status Label' fields.
    await expect(info.getByText('Your Price', { exact: true })).toBeVisible();
    await expect(info.getByText('Status', { exact: true })).toBeVisible();
    await expect(info.getByText(/My Bid|Status Label/)).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Driver Information' }).getByText('Registration Number'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Additional Information' }).getByText('Priority'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Preview parcel-photo.png' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Preview delivery-note.pdf' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Report Issue' })).toHaveAttribute(
      'href',
      /^mailto:.+\?subject=Issue%20with%20load%20BH-/,
    );
    await expect(page.getByRole('link', { name: /^Contact Driver/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expectNoAxeViolations(page, 'load details');

    await page.getByRole('button', { name: 'View on Map' }).click();
    const map = page.getByRole('dialog', { name: /^Route of BH-/ });
    await expect(map).toBeVisible();
    expect(await sketchFills(map)).toEqual(markerColours('light'));
    await map.getByRole('button', { name: 'Close' }).click();
    await expect(map).toBeHidden();

    await page.getByRole('link', { name: 'Back to History' }).click();
    await expect(page).toHaveURL(/\/history\?status=completed&date=today$/);
    await expect(heading(page)).toHaveText('Delivery History (1 result)');
  });

  test('the preview dialog pages between the image and the PDF, and downloads', async ({
    page,
  }) => {
    await openNewestCompleted(page);
    await page.getByRole('button', { name: 'Preview parcel-photo.png' }).click();
    const dialog = page.getByRole('dialog', { name: 'Attachment Preview (1 of 2)' });
    await expect(dialog).toBeVisible();
    const image = dialog.getByRole('img', { name: 'Preview of parcel-photo.png' });
    await expect(image).toBeVisible();
    expect(
      await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await expect(dialog.getByText('0.5 KB')).toBeVisible();
    await expectNoAxeViolations(page, 'attachment preview');

    await dialog.getByRole('button', { name: 'Next' }).click();
    const second = page.getByRole('dialog', { name: 'Attachment Preview (2 of 2)' });
    // Next is now disabled: the focus moves to Previous instead of leaving the dialog.
    await expect(second.getByRole('button', { name: 'Previous' })).toBeFocused();
    await expect(second.getByText('Preview not available for this file type')).toBeVisible();
    await expect(second.getByText('0.7 KB')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: 'Attachment Preview (1 of 2)' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(second).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      second.getByRole('button', { name: 'Download delivery-note.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('delivery-note.pdf');
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await failNextDemoCall(page, 'downloadAttachment');
    await second.getByRole('button', { name: 'Download delivery-note.pdf' }).click();
    await expect(second.getByText('Download failed')).toBeVisible();
  });

  test('Bid History lists the load’s real bids, read-only', async ({ page }) => {
    await openNewestCompleted(page);
    const jobId = (await page.getByTestId('details-job-id').textContent()) ?? '';
    const link = page.getByRole('link', { name: /^View Bid History \(\d+\)$/ });
    const count = Number(/\((\d+)\)/.exec((await link.textContent()) ?? '')?.[1]);
    await link.click();
    await expect(page).toHaveURL(/\/history\/\d+\/bids$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bid History' })).toBeVisible();
    await expect(page.getByTestId('bid-history-job-id')).toHaveText(jobId);
    const items = page.getByTestId('bid-history-item');
    await expect(items).toHaveCount(Math.min(count, 10));
    await expect(items.filter({ hasText: 'Accepted' })).toHaveCount(1);
    await expect(page.getByText(`of ${count} bids`)).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Accept|Reject)$/ })).toHaveCount(0);
    await expectNoAxeViolations(page, 'bid history');
  });

  test('searching for a load still open for bids finds it, Pending, with a way to its bids', async ({
    page,
  }) => {
    await openHistory(page);
    const id = await busyLoadId(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('BH-10412');
    await expect(heading(page)).toHaveText('Delivery History (1 result)');
    const row = rows(page).first();
    await expect(row.getByTestId('job-id')).toHaveText('BH-10412');
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    // Pending reads as yellow: a yellow fill with dark text, as the page draws it.
    expect(await badgeColours(row.getByText('Pending', { exact: true }))).toEqual(
      cssColours(PENDING_BADGE.light),
    );
    await expect(row.getByRole('link', { name: /^Bids Available/ })).toBeVisible();
    await expectNoAxeViolations(page, 'history with an open load');

    await row.getByRole('link', { name: 'Select Bid for BH-10412' }).click();
    await expect(page).toHaveURL(new RegExp(`/bids\\?load=${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Select a Bid' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Accept bid from / }).first()).toBeVisible();
  });

  test('a row names its route by town and has labelled buttons that fit and work, at 1280 and 375 px', async ({
    page,
  }) => {
    await openHistory(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('BH-10412');
    await expect(heading(page)).toHaveText('Delivery History (1 result)');
    const row = rows(page).first();
    const route = row.getByTestId('route');
    await expect(route).toMatchAriaSnapshot('- paragraph: Leeds LS9 to Birmingham B1');
    const delivery = route.getByText('Birmingham B1', { exact: true });
    await delivery.hover();
    await expect(page.getByRole('tooltip')).toHaveText(BIRMINGHAM);
    await expect(delivery).toHaveAccessibleDescription(BIRMINGHAM);

    const details = row.getByRole('link', { name: 'View details of BH-10412' });
    const map = row.getByRole('button', { name: 'View on map: BH-10412' });
    const postAgain = row.getByRole('link', { name: 'Post again: BH-10412' });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(row.getByRole('cell')).toHaveCount(width === 1280 ? 8 : 0);
      await expect(details).toHaveText('View details');
      await expect(map).toHaveText('View on map');
      await expect(postAgain).toHaveText('Post again');
      // A label needs no hint, so nothing pops out past the card's edge.
      await postAgain.hover();
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      const box = (await row.boundingBox())!;
      for (const button of [details, map, postAgain]) {
        const b = (await button.boundingBox())!;
        expect(b.x).toBeGreaterThanOrEqual(box.x);
        expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      if (width === 1280) {
        const table = page.getByRole('table').locator('xpath=..');
        expect(await table.evaluate((t) => t.scrollWidth - t.clientWidth)).toBeLessThanOrEqual(0);
      }
    }
    await expectNoAxeViolations(page, 'history cards at 375 px');

    // The route dialog gives the distance in miles.
    await map.click();
    const dialog = page.getByRole('dialog', { name: 'Route of BH-10412' });
    await expect(dialog.getByText(/Straight-line distance: \d+ miles\./)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await details.click();
    await expect(page).toHaveURL(/\/history\/\d+$/);
    await expect(page.getByTestId('details-job-id')).toHaveText('BH-10412');
    await page.goBack();
    await postAgain.click();
    await expect(page).toHaveURL(/\/create-job$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Copied from BH-10412' })).toBeVisible();
  });

  test('the Bids Available badge opens that load’s Bid History', async ({ page }) => {
    await openHistory(page);
    const badge = rows(page)
      .first()
      .getByRole('link', { name: /^Bids Available/ });
    await badge.click();
    await expect(page).toHaveURL(/\/history\/\d+\/bids$/);
    await expect(page.getByTestId('bid-history-item').first()).toBeVisible();
  });
});

test.describe('Load History in dark mode (demo mode)', () => {
  test.use({ colorScheme: 'dark' });

  test('list, details and bid history pass axe', async ({ page }) => {
    await openNewestCompleted(page);
    await expectNoAxeViolations(page, 'load details (dark)');
    // The dark scheme's marker colours: the route sketch takes them from CSS, with no render.
    await page.getByRole('button', { name: 'View on Map' }).click();
    const map = page.getByRole('dialog', { name: /^Route of BH-/ });
    expect(await sketchFills(map)).toEqual(markerColours('dark'));
    await expectNoAxeViolations(page, 'route map (dark)');
    await map.getByRole('button', { name: 'Close' }).click();
    await expect(map).toBeHidden();
    await page.getByRole('link', { name: /^View Bid History/ }).click();
    await expect(page.getByTestId('bid-history-item').first()).toBeVisible();
    await expectNoAxeViolations(page, 'bid history (dark)');
    await page.getByRole('link', { name: 'Back to History' }).click();
    await expect(heading(page)).toHaveText(`Delivery History (${HISTORY_COUNT} results)`);
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await expectNoAxeViolations(page, 'history list (dark)');
    // The dark scheme's pending badge: the theme switches it in CSS, with no render.
    const pending = rows(page).getByText('Pending', { exact: true }).first();
    expect(await badgeColours(pending)).toEqual(cssColours(PENDING_BADGE.dark));
  });
});
