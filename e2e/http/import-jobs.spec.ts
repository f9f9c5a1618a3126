import type { Route } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures';
import { expect, signInAs, takeExpectedErrors, test, tokenOf } from './local-api';

/** A day from today as DD-MM-YYYY. */
function dayFromNow(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}

/**
 * An import in HTTP mode: one `POST customer/loads/store` per ready row, each with an
 * Idempotency-Key of its own, and no store call for the row that is not ready.
 */
test('an import of 4 ready rows sends exactly 4 store calls, each with its own key', async ({
  page,
  localApi,
}) => {
  const customer = await localApi.newCustomer('import');
  await signInAs(page, customer);

  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/customer/loads/store')) {
      keys.push(request.headers()['idempotency-key'] ?? '');
    }
  });

  const day = dayFromNow(2);
  const csv = [
    'pickup_address,pickup_date,pickup_time,delivery_address,weight_kg,items,load_type,vehicle,mode,allow_external',
    `Leeds,${day},09:00,Manchester,120,2,Pallets,,auto,no`,
    `York,${day},09:30,Bristol,40,1,Parcels,Small van,manual,yes`,
    `Derby,${day},10:00,Leicester,15,4,Parcels,,,`,
    `Bath,${day},10:30,Salisbury,8,1,Furniture,Medium van,manual,no`,
    // Not ready: no load type is called that, so it is skipped and never sent.
    `Exeter,${day},11:00,Plymouth,200,1,Crates,,auto,no`,
  ].join('\n');

  await page.goto('/create-job/import');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'jobs.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByRole('button', { name: 'Publish 4 jobs' })).toBeEnabled();
  await page.getByRole('button', { name: 'Publish 4 jobs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish 4 jobs?' });
  await expect(dialog).toContainText('1 row is skipped.');
  await dialog.getByRole('button', { name: 'Publish 4 jobs' }).click();

  await expect(page.getByRole('heading', { name: '4 published, 1 not published' })).toBeVisible();
  const links = page.getByRole('list', { name: 'Published jobs' }).getByRole('link');
  await expect(links).toHaveCount(4);
  // Named by the number the API gave each load.
  for (const name of await links.allTextContents()) expect(name).toMatch(/^BH-\d+$/);
  expect(keys).toHaveLength(4);
  expect(new Set(keys).size).toBe(4);
  for (const key of keys) expect(key).toMatch(/\S/);
});

/**
 * The store calls held on their way: the progress bar names where the import is, no more than two
 * are out at once, and Pause sends nothing more until Resume.
 */
test('publishing shows its progress, two at a time, and pauses', async ({ page, localApi }) => {
  const customer = await localApi.newCustomer('import-pause');
  await signInAs(page, customer);
  const held: Route[] = [];
  await page.route('**/customer/loads/store', (route) => {
    held.push(route);
  });
  const release = async () => {
    for (const route of held.splice(0)) await route.continue();
  };

  const day = dayFromNow(2);
  const csv = [
    'from,pickup date,pickup time,to,weight,qty,load type',
    `Leeds,${day},09:00,Manchester,120,2,Pallets`,
    `York,${day},09:30,Bristol,40,1,Parcels`,
    `Derby,${day},10:00,Leicester,15,4,Parcels`,
    `Bath,${day},10:30,Salisbury,8,1,Furniture`,
  ].join('\n');
  await page.goto('/create-job/import');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'jobs.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Publish 4 jobs' }).click();
  await page
    .getByRole('dialog', { name: 'Publish 4 jobs?' })
    .getByRole('button', { name: 'Publish 4 jobs' })
    .click();

  const bar = page.getByRole('progressbar', { name: 'Publishing 1 of 4…' });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(bar).toHaveAttribute('aria-valuetext', '0 of 4 jobs');
  await expect.poll(() => held.length).toBe(2);
  await expect(page.getByRole('status').filter({ hasText: 'Publishing' })).toHaveText(
    'Publishing 1 of 4…',
  );

  await page.getByRole('button', { name: 'Pause' }).click();
  await release();
  const paused = page.getByRole('progressbar', { name: 'Paused after 2 of 4' });
  await expect(paused).toHaveAttribute('aria-valuenow', '50');
  expect(held).toHaveLength(0);
  await expectNoAxeViolations(page, 'import paused');

  await page.getByRole('button', { name: 'Resume' }).click();
  await expect.poll(() => held.length).toBe(2);
  await release();
  await expect(page.getByRole('heading', { name: '4 published, 0 not published' })).toBeVisible();
});

/**
 * The page reloads while two rows are on their way: the API made both loads, but their answers
 * never reached the page. The import comes back and sends those two again with the same keys, so
 * the API answers with the loads it made: four jobs, not six.
 */
test('a reload mid-publish resumes, and a row the API already made is not made twice', async ({
  page,
  localApi,
}) => {
  const customer = await localApi.newCustomer('import-reload');
  await signInAs(page, customer);
  const keys: string[] = [];
  let withhold = true;
  await page.route('**/customer/loads/store', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!withhold) return route.continue();
    // The API makes the load; the page never hears.
    await route.fetch();
  });

  const day = dayFromNow(2);
  const csv = [
    'from,pickup date,pickup time,to,weight,qty,load type',
    `Leeds,${day},09:00,Manchester,120,2,Pallets`,
    `York,${day},09:30,Bristol,40,1,Parcels`,
    `Derby,${day},10:00,Leicester,15,4,Parcels`,
    `Bath,${day},10:30,Salisbury,8,1,Furniture`,
  ].join('\n');
  await page.goto('/create-job/import');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'jobs.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Publish 4 jobs' }).click();
  await page
    .getByRole('dialog', { name: 'Publish 4 jobs?' })
    .getByRole('button', { name: 'Publish 4 jobs' })
    .click();
  await expect.poll(() => keys.length).toBe(2);

  withhold = false;
  await page.reload();
  await expect(page.getByRole('heading', { name: '4 published, 0 not published' })).toBeVisible();
  expect(keys).toHaveLength(6);
  // The two without an answer went again with the keys they first went with.
  expect(keys.slice(2, 4)).toEqual(keys.slice(0, 2));
  expect(new Set(keys).size).toBe(4);

  await page.getByRole('tab', { name: 'My Loads' }).click();
  await expect(page.getByTestId('loads-count')).toHaveText(/^4/);
});

/**
 * The session ends mid-import (the API answers a publish with 401): the portal signs out to
 * /login remembering the import, and the same customer signing in again finds it going on, each
 * row published once.
 */
test('a 401 mid-import: sign in again and it resumes, no row published twice', async ({
  page,
  localApi,
  pageErrors,
}) => {
  const customer = await localApi.newCustomer('import-expiry');
  await signInAs(page, customer);
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/customer/loads/store')) {
      keys.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  const day = dayFromNow(2);
  const csv = [
    'from,pickup date,pickup time,to,weight,qty,load type',
    `Leeds,${day},09:00,Manchester,120,2,Pallets`,
    `York,${day},09:30,Bristol,40,1,Parcels`,
    `Derby,${day},10:00,Leicester,15,4,Parcels`,
    `Bath,${day},10:30,Salisbury,8,1,Furniture`,
  ].join('\n');
  await page.goto('/create-job/import');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'jobs.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await localApi.failNext('publishLoad', await tokenOf(page), 401);
  await page.getByRole('button', { name: 'Publish 4 jobs' }).click();
  await page
    .getByRole('dialog', { name: 'Publish 4 jobs?' })
    .getByRole('button', { name: 'Publish 4 jobs' })
    .click();

  await expect(page).toHaveURL(/\/login\?redirect=%2Fcreate-job%2Fimport$/);
  takeExpectedErrors(pageErrors, /the server responded with a status of 401/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page).toHaveURL(/\/create-job\/import$/);
  await expect(page.getByRole('heading', { name: '4 published, 0 not published' })).toBeVisible();
  // A row sent again went with the key it first went with.
  expect(new Set(keys).size).toBe(4);
  await page.getByRole('tab', { name: 'My Loads' }).click();
  await expect(page.getByTestId('loads-count')).toHaveText(/^4/);
});

/**
 * The API makes the first row's load, but its answer is lost on the way (the connection drops).
 * That row is not confirmed, not failed: it keeps its key, stays out of the rows to download, and
 * 'Check again' sends it with that key, so the API answers with the load it made. Two jobs, not
 * three.
 */
test('a row whose answer was lost is not confirmed, and Check again publishes it once', async ({
  page,
  localApi,
  pageErrors,
}) => {
  const customer = await localApi.newCustomer('import-lost');
  await signInAs(page, customer);
  const keys: string[] = [];
  let drop = true;
  await page.route('**/customer/loads/store', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!drop) return route.continue();
    drop = false;
    // The API makes the load; the answer never reaches the page.
    await route.fetch();
    await route.abort('connectionreset');
  });

  const day = dayFromNow(2);
  const csv = [
    'from,pickup date,pickup time,to,weight,qty,load type',
    `Leeds,${day},09:00,Manchester,120,2,Pallets`,
    `York,${day},09:30,Bristol,40,1,Parcels`,
  ].join('\n');
  await page.goto('/create-job/import');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'jobs.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Publish 2 jobs' }).click();
  await page
    .getByRole('dialog', { name: 'Publish 2 jobs?' })
    .getByRole('button', { name: 'Publish 2 jobs' })
    .click();

  await expect(
    page.getByRole('heading', { name: '1 published, 0 not published, 1 not confirmed' }),
  ).toBeVisible();
  takeExpectedErrors(pageErrors, /net::ERR_CONNECTION_RESET/);
  const first = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '1', exact: true }) });
  await expect(first).toContainText('Not confirmed');
  // Nothing to download: the row not confirmed is not a row not published.
  await expect(page.getByRole('button', { name: 'Download rows not published' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'import with a row not confirmed');

  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('heading', { name: '2 published, 0 not published' })).toBeVisible();
  expect(keys).toHaveLength(3);
  expect(keys[2]).toBe(keys[0]);

  await page.getByRole('tab', { name: 'My Loads' }).click();
  await expect(page.getByTestId('loads-count')).toHaveText(/^2/);
});
