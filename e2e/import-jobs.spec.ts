import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, setDemoClockSpeed, signIn, test } from './fixtures';

/** Import from a spreadsheet in the built app, demo mode, as the demo customer. */

/** A day from today as the template writes it, DD-MM-YYYY. */
function dayFromNow(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}

const HEADER = 'From,Pickup Date,pickup_time,Drop-off,weight,qty,Load Type,mode';

function fiveRows(): string {
  const day = dayFromNow(2);
  return [
    HEADER,
    `Leeds,${day},09:00,Manchester,120,2,pallets,auto`,
    `York,${day},09:30,Bristol,40,1,Parcels,auto`,
    // The bad row: a weight that is not a number.
    `Cardiff,${day},10:00,Oxford,heavy,3,Furniture,auto`,
    `Norwich,${day},10:30,Cambridge,15.5,4,Parcels,auto`,
    `Exeter,${day},11:00,Plymouth,200,1,Pallets,auto`,
  ].join('\n');
}

async function openImport(page: Page) {
  await signIn(page);
  await page.goto('/create-job');
  await page.getByRole('link', { name: 'Import jobs' }).click();
  await expect(page).toHaveURL(/\/create-job\/import$/);
  await expect(page.getByRole('heading', { name: 'Import from a spreadsheet' })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table');
const rowNamed = (page: Page, n: number) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(n) }) });

test.describe('Import from a spreadsheet', () => {
  test('a 5-row CSV with one bad row: fixed in place, 5 published, found in My Loads', async ({
    page,
  }) => {
    await openImport(page);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'jobs.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(fiveRows()),
    });

    // Matched by name and synonym, whatever the case, spaces and underscores.
    await expect(page.getByLabel('From')).toHaveValue('pickup_address');
    await expect(page.getByLabel('Drop-off')).toHaveValue('delivery_address');
    await expect(page.getByLabel('qty')).toHaveValue('items');

    await expect(table(page).getByRole('rowheader')).toHaveCount(5);
    const bad = rowNamed(page, 3);
    await expect(bad).toContainText('Weight (kg): Enter a weight above 0 kg');
    for (const n of [1, 2, 4, 5]) await expect(rowNamed(page, n)).toContainText('Ready');
    await expect(page.getByRole('button', { name: 'Publish 4 jobs' })).toBeEnabled();
    await expectNoAxeViolations(page, 'import with an error');

    // The error is linked to its cell's input, and the row is checked again at once.
    const weight = page.getByRole('textbox', { name: 'Row 3 weight (kg)' });
    await expect(weight).toHaveAccessibleDescription('Weight (kg): Enter a weight above 0 kg');
    await weight.fill('75');
    await weight.press('Enter');
    await expect(bad).toContainText('Ready');
    await expect(page.getByRole('status').filter({ hasText: '5 rows' })).toHaveText(
      '5 rows: 5 ready, 0 to fix',
    );

    await page.getByRole('button', { name: 'Publish 5 jobs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish 5 jobs?' });
    await expect(dialog).toContainText('5 jobs will be published and cannot be edited.');
    await expect(dialog).toContainText('No rows are skipped.');
    await expectNoAxeViolations(page, 'import confirmation');
    await dialog.getByRole('button', { name: 'Publish 5 jobs' }).click();

    const summary = page.getByRole('heading', { name: '5 published, 0 not published' });
    await expect(summary).toBeVisible();
    const links = page.getByRole('list', { name: 'Published jobs' }).getByRole('link');
    await expect(links).toHaveCount(5);
    const numbers = await links.allTextContents();
    for (const loadNo of numbers) expect(loadNo).toMatch(/^BH-\d+$/);
    await expectNoAxeViolations(page, 'import summary');

    // Every one of them is an active load, waiting for bids.
    await page.getByRole('tab', { name: 'My Loads' }).click();
    for (const loadNo of numbers) {
      await page.getByRole('searchbox', { name: 'Search' }).fill(loadNo);
      await expect(page.getByTestId('my-loads-row').first()).toContainText(loadNo);
    }

    // Simulated drivers bid on an imported job as on any other: at 60× a minute passes a second.
    await setDemoClockSpeed(page, 60);
    const last = numbers.at(-1) ?? '';
    await expect(async () => {
      await page.getByRole('tab', { name: 'My Loads' }).click();
      await page.getByRole('searchbox', { name: 'Search' }).fill(last);
      await page
        .getByRole('button', { name: new RegExp(`Select Bid.*${last}`) })
        .first()
        .click();
      expect(await page.getByTestId('bid-card').count()).toBeGreaterThanOrEqual(1);
    }).toPass({ timeout: 40_000, intervals: [2_000] });
  });

  test('3 rows pasted from a spreadsheet, tab-separated, are published', async ({ page }) => {
    // On a phone, in dark mode: the rows are cards there, and must stay a table to a screen reader.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page);
    await page.goto('/my-loads');
    await page.getByRole('link', { name: 'Import jobs' }).click();
    await expect(page).toHaveURL(/\/create-job\/import$/);

    const day = dayFromNow(3);
    // Without a header row: the cells are read in the template's column order.
    const pasted = [
      ['Leeds', day, '08:00', 'Sheffield', '', '', '10', '1', 'Parcels'],
      ['Derby', day, '08:15', 'Leicester', '', '', '20', '2', 'Parcels'],
      ['Bath', day, '08:30', 'Salisbury', '', '', '30', '3', 'Pallets'],
    ]
      .map((cells) => cells.join('\t'))
      .join('\n');
    await page.getByLabel('Paste rows').fill(pasted);
    await page.getByRole('button', { name: 'Import pasted rows' }).click();

    await expect(table(page).getByRole('rowheader')).toHaveCount(3);
    await expect(table(page).getByText('Ready', { exact: true })).toHaveCount(3);
    await expect(rowNamed(page, 2)).toContainText('Derby → Leicester');
    await expectNoAxeViolations(page, 'import rows on a phone, dark');
    await page.getByRole('button', { name: 'Publish 3 jobs' }).click();
    await page
      .getByRole('dialog', { name: 'Publish 3 jobs?' })
      .getByRole('button', { name: 'Publish 3 jobs' })
      .click();
    await expect(page.getByRole('heading', { name: '3 published, 0 not published' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Published jobs' }).getByRole('link')).toHaveCount(
      3,
    );
    await expect(page.getByRole('button', { name: 'Download rows not published' })).toHaveCount(0);
  });

  test('publishing 200 jobs leaves the page responsive: no task blocks it for 200 ms', async ({
    page,
  }) => {
    // Every task of the main thread over 50 ms, as the browser reports it, from the page's start.
    await page.addInitScript(() => {
      const w = window as unknown as { longTasks: { start: number; duration: number }[] };
      w.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          w.longTasks.push({ start: entry.startTime, duration: entry.duration });
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    await openImport(page);
    const day = dayFromNow(2);
    const towns = ['Leeds', 'York', 'Bristol', 'Norwich', 'Exeter', 'Derby', 'Bath', 'Oxford'];
    const rows = Array.from({ length: 200 }, (_, i) => {
      const from = towns[i % towns.length];
      const to = towns[(i + 3) % towns.length];
      return `${from},${day},09:00,${to},${10 + i},1,Parcels,auto`;
    });
    await page.locator('input[type="file"]').setInputFiles({
      name: 'monday.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([HEADER, ...rows].join('\n')),
    });
    await expect(page.getByRole('button', { name: 'Publish 200 jobs' })).toBeEnabled({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Publish 200 jobs' }).click();
    const started = await page.evaluate(() => performance.now());
    await page
      .getByRole('dialog', { name: 'Publish 200 jobs?' })
      .getByRole('button', { name: 'Publish 200 jobs' })
      .click();
    await expect(page.getByRole('heading', { name: '200 published, 0 not published' })).toBeVisible(
      { timeout: 120_000 },
    );

    const whilePublishing = await page.evaluate(
      (from) =>
        (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks
          .filter((task) => task.start >= from)
          .map((task) => Math.round(task.duration)),
      started,
    );
    expect(
      Math.max(0, ...whilePublishing),
      `long tasks: ${whilePublishing.join(', ')}`,
    ).toBeLessThan(200);
  });

  test('the template downloads with its header row; a .xlsx is turned away', async ({ page }) => {
    await openImport(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('bidhaul-import-template.csv');
    const text = (await readFile(await download.path())).toString('utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'pickup_address,pickup_date,pickup_time,delivery_address,delivery_date,delivery_time,' +
        'weight_kg,items,load_type,vehicle,instructions,mode,allow_external',
    );
    expect(lines).toHaveLength(3);

    await page.locator('input[type="file"]').setInputFiles({
      name: 'jobs.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('PK'),
    });
    await expect(page.getByRole('alert')).toHaveText('Save the sheet as CSV and import that.');
  });
});
