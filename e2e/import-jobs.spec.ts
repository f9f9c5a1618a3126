import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
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

/** What the page records of its long tasks (an init script), and the observer that records them. */
interface LongTaskWindow {
  longTasks: { start: number; duration: number }[];
  longTaskObserver: PerformanceObserver;
}

/**
 * How many times the floor's tap (the median of 8) the longest task of publishing 200 jobs may
 * take. The floor does in React and MUI alone what confirming does to the page (closes a dialog,
 * turns 200 rows to "Waiting to publish", shows the progress); the page also keeps the import and,
 * in demo mode, runs the backend, whose every answer stores the whole marketplace. On a 2-core
 * AMD EPYC, over 45 runs (quiet, beside other jobs, with 2 and 4 busy loops), its longest task
 * came to at most 15× the floor (185 ms against 12.6), mostly under 7×; publishing the 200 rows
 * without yielding between them, to 120 to 175×.
 */
const FLOOR_FACTOR = 20;

/**
 * The floor (scripts/perf-floors/mui-rows/), a page with nothing of ours served with the demo
 * build, in a tab of its own.
 */
async function openFloor(context: BrowserContext): Promise<Page> {
  const floor = await context.newPage();
  await floor.goto('/floors/mui-rows/');
  await expect(
    floor,
    'no floor page: run node scripts/e2e-builds.mjs demo to build it beside the app',
  ).toHaveTitle('Floor: 200 rows on a bare MUI page');
  return floor;
}

/** Taps the floor's confirm `count` times; how long each took, as the floor page timed it. */
async function floorTaps(floor: Page, count: number): Promise<number[]> {
  await floor.bringToFront();
  for (let i = 0; i < count; i += 1) {
    await floor.getByRole('button', { name: 'Continue' }).click();
    await floor
      .getByRole('dialog', { name: 'Post 200 deliveries?' })
      .getByRole('button', { name: 'Post' })
      .click();
    await expect(floor.getByRole('dialog')).toHaveCount(0);
    await floor.getByRole('button', { name: 'Start over' }).click();
    await expect(floor.getByText('Rows: 200 of 200 ready')).toBeVisible();
  }
  return floor.evaluate(() =>
    ((window as unknown as { floorTaps?: number[] }).floorTaps ?? []).splice(0),
  );
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (i: number) => sorted[i] ?? Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
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

  test('Import more jobs: every row of the next sheet is published, and My Loads grows by each', async ({
    page,
  }) => {
    const day = dayFromNow(3);
    const sheet = (routes: string[][]) =>
      [HEADER, ...routes.map(([from, to]) => `${from},${day},09:00,${to},10,1,Parcels,auto`)].join(
        '\n',
      );
    const count = page.locator('h1 + [data-testid="loads-count"]');
    const activeLoads = async () => {
      await page.getByRole('tab', { name: 'My Loads' }).click();
      await expect(count).toHaveText(/^\d+ in total$/);
      return Number((await count.textContent())?.match(/\d+/)?.[0]);
    };
    const publish = async (csv: string, rows: number) => {
      await page.locator('input[type="file"]').setInputFiles({
        name: 'jobs.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      const label = `Publish ${rows} jobs`;
      await page.getByRole('button', { name: label }).click();
      await page
        .getByRole('dialog', { name: `${label}?` })
        .getByRole('button', { name: label })
        .click();
      await expect(
        page.getByRole('heading', { name: `${rows} published, 0 not published` }),
      ).toBeVisible();
    };

    await signIn(page);
    const before = await activeLoads();
    await page.goto('/create-job/import');
    await publish(
      sheet([
        ['Leeds', 'Manchester'],
        ['York', 'Bristol'],
      ]),
      2,
    );
    await page.getByRole('button', { name: 'Import more jobs' }).click();
    await publish(
      sheet([
        ['Derby', 'Leicester'],
        ['Norwich', 'Cambridge'],
        ['Exeter', 'Plymouth'],
      ]),
      3,
    );
    await expect(page.getByRole('list', { name: 'Published jobs' }).getByRole('link')).toHaveCount(
      3,
    );
    expect(await activeLoads()).toBe(before + 5);
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

  // @timed: `npm test` runs it after every other test, so no other test's work is timed with it.
  test('publishing 200 jobs leaves the page responsive: no task over 20× the floor tap @timed', async ({
    page,
    context,
  }) => {
    // Every task of the main thread over 50 ms, as the browser reports it, from the page's start.
    await page.addInitScript(() => {
      const w = window as unknown as LongTaskWindow;
      w.longTasks = [];
      w.longTaskObserver = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          w.longTasks.push({ start: entry.startTime, duration: entry.duration });
        }
      });
      w.longTaskObserver.observe({ type: 'longtask', buffered: true });
    });
    const floor = await openFloor(context);
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
    const confirm = page
      .getByRole('dialog', { name: 'Publish 200 jobs?' })
      .getByRole('button', { name: 'Publish 200 jobs' });
    await expect(confirm).toBeVisible();

    // The floor, in the same browser just before and just after: machines differ (and so does a
    // busy host from a quiet one), so the page is judged against what React and MUI cost the same
    // tap there and then.
    const taps = await floorTaps(floor, 4);
    await page.bringToFront();
    // From the tap that confirms: opening the dialog is another interaction.
    const started = await page.evaluate(() => performance.now());
    await confirm.click();
    await expect(page.getByRole('heading', { name: '200 published, 0 not published' })).toBeVisible(
      { timeout: 120_000 },
    );
    const whilePublishing = await page.evaluate((from) => {
      const w = window as unknown as LongTaskWindow;
      // Entries the observer has not been handed yet.
      for (const entry of w.longTaskObserver.takeRecords()) {
        w.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
      return w.longTasks
        .filter((task) => task.start >= from)
        .map((task) => Math.round(task.duration));
    }, started);
    taps.push(...(await floorTaps(floor, 4)));
    expect(taps, 'the floor page timed every tap').toHaveLength(8);

    const floorMs = median(taps);
    const longest = Math.max(0, ...whilePublishing);
    const figures =
      `long tasks ${whilePublishing.join(', ')} ms; the floor's taps ` +
      `${taps.map(Math.round).join(', ')} ms, median ${Math.round(floorMs)} ms`;
    // Kept with a passing run too (the JSON and HTML reports), to see how near the limit it came.
    test.info().annotations.push({ type: 'publishing 200 jobs', description: figures });
    expect(longest, `${figures}, × ${FLOOR_FACTOR}`).toBeLessThan(FLOOR_FACTOR * floorMs);
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
