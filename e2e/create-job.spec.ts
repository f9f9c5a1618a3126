import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { chooseOption, chosenOption, expect, expectNoAxeViolations, failNextDemoCall, signIn, test } from './fixtures';

/**
 * Create Job (mode chooser, load form and its checks, publish and on to the bids), in the built
 * app, demo mode: the seeded load types and vehicles, and simulated drivers bidding.
 */
const ASSETS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');
const PNG = path.join(ASSETS, 'parcel-photo.png');
const PDF = path.join(ASSETS, 'delivery-note.pdf');
const TXT = path.join(ASSETS, 'notes.txt');

/** A calendar date two days ahead (safely in the future whatever the time zone), as a date input wants it. */
function inTwoDays(): string {
  const d = new Date(Date.now() + 2 * 24 * 3600_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const PICKUP_DATE = inTwoDays();

async function openMode(page: Page, mode: 'Auto' | 'Manual') {
  await page.getByRole('tab', { name: 'Create Job' }).click();
  await expect(page).toHaveURL(/\/create-job$/);
  await page.getByRole('button', { name: `Use ${mode} Mode` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${mode} Load Creation` }),
  ).toBeVisible();
}

async function pickAddress(page: Page, label: RegExp, query: string) {
  const field = page.getByRole('combobox', { name: label });
  await field.fill(query);
  const option = page.getByRole('listbox').getByRole('option').first();
  await expect(option).toContainText(query);
  await option.click();
  await expect(field).toHaveValue(new RegExp(query));
}

async function choose(page: Page, label: RegExp, option: string | RegExp) {
  await chooseOption(page.getByRole('combobox', { name: label }), option);
}

/** Fills every required field of the form (and the vehicle in manual mode). */
async function fillForm(page: Page, mode: 'Auto' | 'Manual') {
  await pickAddress(page, /Pickup address/, 'Leeds');
  await pickAddress(page, /Delivery address/, 'Manchester');
  await page.getByLabel(/^Pickup date/).fill(PICKUP_DATE);
  await page.getByLabel(/^Pickup time/).fill('09:30');
  await page.getByLabel('Delivery date (optional)').fill(PICKUP_DATE);
  await page.getByLabel('Delivery time (optional)').fill('15:45');
  await page.getByLabel(/^Weight \(kg\)/).fill('120.5');
  await page.getByLabel(/^Number of items/).fill('3');
  await choose(page, /Load type/, 'Pallets');
  await page.getByLabel('Special instructions (optional)').fill('Gate code 4411, ring ahead.');
  if (mode === 'Manual') await choose(page, /Vehicle type/, /^Small van/);
}

/** How many files the browser keeps with drafts (IndexedDB). */
const keptFileCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('bidhaul-portal');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kept-files')) return resolve(0);
          const files = db.transaction('kept-files').objectStore('kept-files').getAll();
          files.onsuccess = () => resolve((files.result as unknown[][]).flat().length);
          files.onerror = () => resolve(0);
        };
      }),
  );

const attachedFiles = (page: Page) =>
  page.getByRole('list', { name: 'Attached files' }).getByRole('listitem');

test.describe('create job: choose a mode, fill the form, publish', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('a manual load with a vehicle, a PNG and a PDF, published through the dialog with external drivers allowed, lands on its bids', async ({
    page,
  }) => {
    await page.getByRole('tab', { name: 'Create Job' }).click();
    await expect(
      page.getByText(
        'Jobs cannot be edited once published; details can be reviewed before final confirmation.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'mode chooser');
    await page.getByRole('button', { name: 'Use Manual Mode' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Manual Load Creation' }),
    ).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit & View Bids' });
    await expect(submit).toBeDisabled();

    await fillForm(page, 'Manual');
    await page.getByTestId('attachments-input').setInputFiles([PNG, PDF]);
    await expect(attachedFiles(page)).toHaveCount(2);
    await expect(page.getByRole('img', { name: 'Preview of parcel-photo.png' })).toBeVisible();
    await expectNoAxeViolations(page, 'manual form');

    await submit.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Job Publication' });
    await expect(dialog).toContainText('The load will be published and cannot be edited.');
    await expect(dialog).toContainText(
      'Once published, your job will be visible to drivers who can submit bids.',
    );
    // The job as it will be published, before it cannot be edited.
    await expect(dialog.getByRole('term')).toHaveText(['Route', 'Pickup', 'Load', 'Vehicle']);
    await expect(dialog.getByRole('definition')).toHaveText([
      /Leeds.* → .*Manchester/,
      /, 09:30$/,
      '120.5 kg, 3 items',
      /^Small van/,
    ]);
    const allow = dialog.getByRole('checkbox', { name: 'Allow external driver' });
    await expect(allow).toHaveAccessibleDescription(
      'Enable bids from drivers outside your preferred network',
    );
    await expectNoAxeViolations(page, 'publish dialog');
    await allow.check();
    await dialog.getByRole('button', { name: 'Publish Job' }).dblclick();

    await expect(page).toHaveURL(/\/bids\?load=\d+$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your job has been successfully published!' }),
    ).toBeVisible();
    await expect(
      page.getByRole('tab', { name: 'Bids', exact: true, selected: true }),
    ).toBeVisible();
    const loadId = new URL(page.url()).searchParams.get('load');
    await expect(page.getByText(`BH-${loadId}`).first()).toBeVisible();

    // Published once: the seed's 12 active loads plus this one; stored with both files.
    await page.getByRole('tab', { name: 'My Loads' }).click();
    await expect(page.locator('h1 + [data-testid="loads-count"]')).toHaveText('13 in total');
    await expect(page.getByTestId('my-loads-row').filter({ hasText: `BH-${loadId}` })).toHaveCount(
      1,
    );
    await page.goto(`/history/${loadId}`);
    await expect(page.getByText('parcel-photo.png')).toBeVisible();
    await expect(page.getByText('delivery-note.pdf')).toBeVisible();
    await page.goto('/create-job');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Job' })).toBeVisible();
  });

  test('address suggestions open over the card edge, every one in sight and clickable, light and dark', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('tab', { name: 'Create Job' }).click();
    await page.getByRole('button', { name: 'Use Manual Mode' }).click();
    const pickup = page.getByRole('combobox', { name: /Pickup address/ });
    await pickup.fill('Man');
    const options = page.getByRole('listbox', { name: /Pickup address suggestions/ }).getByRole('option');
    await expect(options.nth(1)).toBeVisible();
    // The last suggestion hangs below the Pickup & Delivery card: nothing may clip or cover it.
    const last = options.last();
    const hit = await last.evaluate((option) => {
      const box = option.getBoundingClientRect();
      // Its lower edge, which a clipping card would cut first.
      const top = document.elementFromPoint(box.left + box.width / 2, box.bottom - 3);
      return { onTop: option.contains(top), height: box.height, inView: box.bottom <= innerHeight };
    });
    expect(hit.inView, 'the page is tall enough to show the list').toBe(true);
    expect(hit.height).toBeGreaterThan(20);
    expect(hit.onTop, 'the last suggestion is the element under its own lower edge').toBe(true);
    await expectNoAxeViolations(page, 'address suggestions (light)');
    // Switched while open: without motion, and once the dark theme is on the page (not mid-way).
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor === 'rgb(13, 20, 32)');
    await expect(options.last()).toBeVisible();
    await expectNoAxeViolations(page, 'address suggestions (dark)');
    await last.click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(pickup).not.toHaveValue('Man');
  });

  test('an address typed, not picked, is marked on leaving it, before publishing, and holds Publish back saying why; a pick clears it', async ({
    page,
  }) => {
    await openMode(page, 'Manual');
    await fillForm(page, 'Manual');
    const pickup = page.getByRole('combobox', { name: /Pickup address/ });
    const submit = page.getByRole('button', { name: 'Submit & View Bids' });
    await expect(submit).toBeEnabled();

    await pickup.fill('Unit 3 Trafford Park');
    // Publishing already waits, saying why; the field is marked once left.
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(
      'Still needed: pickup address chosen from the suggestions.',
    );
    await expect(pickup).not.toHaveAttribute('aria-invalid');
    await pickup.press('Tab');
    // No town or postcode the lookup knows, so nothing to choose: the mark says what to add.
    const mark =
      'Choose an address from the suggestions. Add the town or postcode, for example "Unit 3 Trafford Park, Manchester".';
    await expect(pickup).toHaveAccessibleDescription(mark);
    await expect(pickup).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(mark)).toBeVisible();
    await expectNoAxeViolations(page, 'address not chosen');

    // With the town added, the street is offered in that town.
    await pickup.fill('Unit 3 Trafford Park, Manchester');
    const offered = page.getByRole('listbox').getByRole('option').first();
    await expect(offered).toContainText('Unit 3 Trafford Park');
    await expect(offered).toContainText('Manchester, Greater Manchester');
    await offered.click();
    await expect(pickup).toHaveValue('Unit 3 Trafford Park, Manchester M1');
    await expect(pickup).not.toHaveAttribute('aria-invalid');
    await expect(page.getByText(/Choose an address from the suggestions/)).toHaveCount(0);
    await expect(submit).toBeEnabled();
  });

  test("a load over the chosen vehicle's capacity is warned about under the weight, and still publishes", async ({
    page,
  }) => {
    await openMode(page, 'Manual');
    await fillForm(page, 'Manual');
    const weight = page.getByLabel(/^Weight \(kg\)/);
    await expect(weight).not.toHaveAccessibleDescription(/limit/);
    // 120.5 kg on a motorbike: a warning, not an error.
    await choose(page, /Vehicle type/, /^Motorbike courier/);
    await expect(weight).toHaveAccessibleDescription("Over this vehicle's 25 kg limit");
    await expect(weight).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations(page, 'capacity warning');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor === 'rgb(13, 20, 32)');
    await expectNoAxeViolations(page, 'capacity warning (dark)');

    await page.getByRole('button', { name: 'Submit & View Bids' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Job Publication' });
    await expect(dialog.getByRole('definition').last()).toHaveText(/^Motorbike courier/);
    await dialog.getByRole('button', { name: 'Publish Job' }).click();
    await expect(page).toHaveURL(/\/bids\?load=\d+$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your job has been successfully published!' }),
    ).toBeVisible();
  });

  test('an auto load publishes at once, without the dialog', async ({ page }) => {
    await openMode(page, 'Auto');
    await expect(page.getByRole('heading', { name: 'Vehicle Type' })).toHaveCount(0);
    await fillForm(page, 'Auto');
    await expectNoAxeViolations(page, 'auto form');
    await page.getByRole('button', { name: 'Create Load' }).click();
    await expect(page).toHaveURL(/\/bids\?load=\d+$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your job has been successfully published!' }),
    ).toBeVisible();
  });

  test('a .txt and a 6 MB image are refused with the invalid-files text; good files are kept', async ({
    page,
  }) => {
    await openMode(page, 'Auto');
    const big = Buffer.alloc(6 * 1024 * 1024);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const asPayload = (file: string, mimeType: string) => ({
      name: path.basename(file),
      mimeType,
      buffer: readFileSync(file),
    });
    await page
      .getByTestId('attachments-input')
      .setInputFiles([
        asPayload(TXT, 'text/plain'),
        { name: 'huge-photo.png', mimeType: 'image/png', buffer: big },
        asPayload(PNG, 'image/png'),
      ]);
    await expect(
      page.getByText(
        'Invalid files: notes.txt, huge-photo.png. Only JPG, PNG, GIF, and PDFs under 5 MB are allowed.',
      ),
    ).toBeVisible();
    await expect(attachedFiles(page)).toHaveCount(1);
    await expect(attachedFiles(page)).toContainText('parcel-photo.png');
    await expect(page.getByText(/up to 5 MB each/)).toBeVisible();
    await expectNoAxeViolations(page, 'attachment error');
  });

  test('a failed publish shows the create-load failure toast and keeps every field', async ({
    page,
  }) => {
    await openMode(page, 'Manual');
    await fillForm(page, 'Manual');
    await page.getByTestId('attachments-input').setInputFiles([PNG, PDF]);
    await expect(attachedFiles(page)).toHaveCount(2);
    await failNextDemoCall(page, 'publishLoad');
    await page.getByRole('button', { name: 'Submit & View Bids' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Job Publication' });
    await dialog.getByRole('checkbox', { name: 'Allow external driver' }).check();
    await dialog.getByRole('button', { name: 'Publish Job' }).click();

    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to create load. Please try again.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/create-job$/);
    await expect(page.getByRole('combobox', { name: /Pickup address/ })).toHaveValue(/Leeds/);
    await expect(page.getByRole('combobox', { name: /Delivery address/ })).toHaveValue(
      /Manchester/,
    );
    await expect(page.getByLabel(/^Pickup date/)).toHaveValue(PICKUP_DATE);
    await expect(page.getByLabel(/^Pickup time/)).toHaveValue('09:30');
    await expect(page.getByLabel('Delivery date (optional)')).toHaveValue(PICKUP_DATE);
    await expect(page.getByLabel('Delivery time (optional)')).toHaveValue('15:45');
    await expect(page.getByLabel(/^Weight \(kg\)/)).toHaveValue('120.5');
    await expect(page.getByLabel(/^Number of items/)).toHaveValue('3');
    await expect(chosenOption(page.getByRole('combobox', { name: /Load type/ }))).toHaveText('Pallets');
    await expect(chosenOption(page.getByRole('combobox', { name: /Vehicle type/ }))).toHaveText(/^Small van/);
    await expect(page.getByLabel('Special instructions (optional)')).toHaveValue(
      'Gate code 4411, ring ahead.',
    );
    await expect(attachedFiles(page)).toHaveCount(2);

    // The choice is kept too, and a retry goes through.
    await page.getByRole('button', { name: 'Submit & View Bids' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Allow external driver' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Publish Job' }).click();
    await expect(page).toHaveURL(/\/bids\?load=\d+$/);
  });

  test('a server message and its field errors show line by line', async ({ page }) => {
    await openMode(page, 'Auto');
    await fillForm(page, 'Auto');
    await failNextDemoCall(page, 'publishLoad', 'Publishing is paused for maintenance.', 503);
    await page.getByRole('button', { name: 'Create Load' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Publishing is paused for maintenance.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/create-job$/);
  });

  test('the form comes back after a reload, its files too, and says so', async ({ page }) => {
    await openMode(page, 'Manual');
    await fillForm(page, 'Manual');
    await page.getByTestId('attachments-input').setInputFiles([PNG]);
    await expect(attachedFiles(page)).toHaveCount(1);
    // Storing the file takes the browser a moment: reload once it has (a reload before that names
    // the file to attach again, tested without a browser).
    await expect.poll(() => keptFileCount(page)).toBe(1);
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Manual Load Creation' }),
    ).toBeVisible();
    await expect(page.getByText(/We restored the job you had not published yet/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Pickup address/ })).toHaveValue(/Leeds/);
    await expect(page.getByLabel(/^Pickup time/)).toHaveValue('09:30');
    await expect(page.getByLabel(/^Weight \(kg\)/)).toHaveValue('120.5');
    await expect(chosenOption(page.getByRole('combobox', { name: /Load type/ }))).toHaveText('Pallets');
    await expect(chosenOption(page.getByRole('combobox', { name: /Vehicle type/ }))).toHaveText(/^Small van/);
    // The browser keeps the files with the draft (IndexedDB): nothing to attach again.
    await expect(attachedFiles(page)).toHaveCount(1);
    await expect(attachedFiles(page).first()).toContainText(path.basename(PNG));
    await expect(page.getByText(/attach again/i)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit & View Bids' })).toBeEnabled();
  });

  test("'Start over' and a mode chosen alone leave no draft: Create Job opens at its chooser again", async ({
    page,
  }) => {
    const notice = page.getByText(/We restored the job you had not published yet/);
    const chooser = page.getByRole('button', { name: 'Use Auto Mode' });
    const away = async () => {
      await page.getByRole('tab', { name: 'Dashboard' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.getByRole('tab', { name: 'Create Job' }).click();
    };
    await openMode(page, 'Manual');
    await page.getByLabel(/^Weight \(kg\)/).fill('40');
    await away();
    await expect(notice).toBeVisible();
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(notice).toBeHidden();
    await away();
    await expect(chooser).toBeVisible();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(chooser).toBeVisible();
    // Choosing a mode and typing nothing is no draft either.
    await chooser.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Auto Load Creation' })).toBeVisible();
    await away();
    await expect(chooser).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('rule errors show under their fields and block submit', async ({ page }) => {
    await openMode(page, 'Auto');
    await fillForm(page, 'Auto');
    await page.getByLabel(/^Pickup date/).fill('2020-01-01');
    await expect(page.getByText('Pickup time cannot be in the past')).toBeVisible();
    await page.getByLabel(/^Pickup date/).fill(PICKUP_DATE);
    await page.getByLabel('Delivery time (optional)').fill('09:00');
    await expect(page.getByText('Delivery time must be after pickup time')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Load' })).toBeDisabled();
    await expectNoAxeViolations(page, 'form errors');
  });
});
