import type { Locator, Page } from '@playwright/test';
import { chosenOption, expect, expectNoAxeViolations, signIn, test } from './fixtures';

/**
 * Repeat work in the built app, demo mode: Post again from History and Load Details,
 * Recent addresses in the address fields, and the draft guard. The demo customer runs the same
 * lanes from her Leeds depot to her showrooms in Birmingham and York (the seed's regular runs).
 */
const DEPOT = 'Unit 7, Cross Green Industrial Estate, Leeds LS9 0SG';
const BIRMINGHAM = '48 Broad Street, Birmingham B1 2HF';
const YORK = '14 Clifton Moor Gate, York YO30 4WY';
const PROFILE = '1 Wellington Place, Leeds LS1 4AP';

// No colour transitions mid-check for axe; the theme honours reduced motion.
test.use({ reducedMotion: 'reduce' });

/** A calendar date two days ahead, as a date input wants it. */
function inTwoDays(): string {
  const d = new Date(Date.now() + 2 * 24 * 3600_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const rows = (page: Page) => page.getByTestId('history-row');
const pickupField = (page: Page) => page.getByRole('combobox', { name: /^Pickup address/ });
const deliveryField = (page: Page) => page.getByRole('combobox', { name: /^Delivery address/ });

/**
 * History searched for the delivery address `text`; the first row, which names that delivery by
 * its town (`town`), and its job number.
 */
async function historyRow(
  page: Page,
  text: string,
  town: string,
): Promise<{ row: Locator; jobId: string }> {
  await page.goto('/history');
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  // The search is in the address once it has run (300 ms after typing stops).
  await expect(page).toHaveURL(/[?&]q=/);
  const row = rows(page).first();
  await expect(row.getByTestId('route')).toContainText(town);
  const jobId = ((await row.getByTestId('job-id').textContent()) ?? '').trim();
  expect(jobId).toMatch(/^BH-\d+$/);
  return { row, jobId };
}

/** The form filled from a run of `jobId`: addresses, details, no dates, the pickup date focused. */
async function expectCopiedRun(page: Page, jobId: string, delivery: string) {
  await expect(page).toHaveURL(/\/create-job$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manual Load Creation' })).toBeVisible();
  const banner = page.getByRole('alert').filter({ hasText: `Copied from ${jobId}` });
  await expect(banner).toContainText('Attachments are not copied.');
  await expect(banner.getByRole('button', { name: 'Start empty' })).toBeVisible();
  await expect(page.getByLabel(/^Pickup date/)).toBeFocused();
  await expect(pickupField(page)).toHaveValue(DEPOT);
  await expect(deliveryField(page)).toHaveValue(delivery);
  await expect(page.getByLabel(/^Weight \(kg\)/)).not.toHaveValue('');
  await expect(page.getByLabel(/^Number of items/)).not.toHaveValue('');
  await expect(chosenOption(page.getByRole('combobox', { name: /Load type/ }))).toHaveText(
    'Furniture',
  );
  await expect(chosenOption(page.getByRole('combobox', { name: /Vehicle type/ }))).not.toHaveText(
    'Choose a vehicle',
  );
  await expect(page.getByLabel('Special instructions (optional)')).toHaveValue(
    'Tail lift needed at delivery. Goods-in closes at 16:00.',
  );
  for (const label of [
    /^Pickup date/,
    /^Pickup time/,
    'Delivery date (optional)',
    'Delivery time (optional)',
  ])
    await expect(page.getByLabel(label)).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Attached files' })).toHaveCount(0);
  // Every rule still applies: nothing is sent until the dates are set.
  await expect(page.getByRole('button', { name: 'Submit & View Bids' })).toBeDisabled();
  await expect(page.getByText('Still needed: pickup date, pickup time.')).toBeVisible();
}

async function setDatesAndPublish(page: Page) {
  await page.getByLabel(/^Pickup date/).fill(inTwoDays());
  await page.getByLabel(/^Pickup time/).fill('09:30');
  await page.getByRole('button', { name: 'Submit & View Bids' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Job Publication' });
  await dialog.getByRole('button', { name: 'Publish Job' }).click();
  await expect(page).toHaveURL(/\/bids\?load=\d+$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your job has been successfully published!' }),
  ).toBeVisible();
}

test.describe('Repeat work (demo mode)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('Post again from a History row fills the form and publishes once the dates are set; axe light and dark', async ({
    page,
  }) => {
    const { row, jobId } = await historyRow(page, 'Broad Street', 'Birmingham B1');
    const postAgain = row.getByRole('link', { name: `Post again: ${jobId}` });
    await expect(postAgain).toBeVisible();
    // Beside View details and View on map, with nothing scrolling sideways at 1280 px.
    // The table's own box, which scrolls sideways when its columns do not fit.
    const table = page.getByRole('table').locator('xpath=..');
    expect(await table.evaluate((t) => t.scrollWidth - t.clientWidth)).toBeLessThanOrEqual(0);
    await postAgain.click();
    await expectCopiedRun(page, jobId, BIRMINGHAM);

    await expectNoAxeViolations(page, 'copied form (light)');
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.waitForFunction(
      () => getComputedStyle(document.body).backgroundColor === 'rgb(13, 20, 32)',
    );
    await expectNoAxeViolations(page, 'copied form (dark)');
    await setDatesAndPublish(page);
  });

  test('Post again from Load Details does the same; Start empty clears the form', async ({
    page,
  }) => {
    const { row, jobId } = await historyRow(page, 'Clifton Moor', 'York YO30');
    await row.getByRole('link', { name: `View details of ${jobId}` }).click();
    await expect(page.getByTestId('details-job-id')).toHaveText(jobId);
    await page.getByRole('link', { name: 'Post again' }).click();
    await expectCopiedRun(page, jobId, YORK);

    await page.getByRole('button', { name: 'Start empty' }).click();
    await expect(page.getByText(`Copied from ${jobId}`)).toHaveCount(0);
    await expect(pickupField(page)).toHaveValue('');
    await expect(pickupField(page)).toBeFocused();
    await expect(page.getByLabel('Special instructions (optional)')).toHaveValue('');

    await page.goBack();
    await expect(page).toHaveURL(/\/history\/\d+$/);
    await page.getByRole('link', { name: 'Post again' }).click();
    await expectCopiedRun(page, jobId, YORK);
    await setDatesAndPublish(page);
  });

  test('an address field offers Recent addresses on focus and fills from one, by keyboard or mouse; axe light and dark', async ({
    page,
  }) => {
    await page.getByRole('tab', { name: 'Create Job' }).click();
    await page.getByRole('button', { name: 'Use Auto Mode' }).click();
    await pickupField(page).focus();
    const listbox = page.getByRole('listbox', { name: 'Pickup address suggestions' });
    const recent = listbox.getByRole('group', { name: 'Recent addresses' });
    const options = recent.getByRole('option');
    await expect(options.first()).toBeVisible();
    const texts = await options.allTextContents();
    // The newest load is a Birmingham run: 5 distinct addresses from the loads, then the profile.
    expect(texts).toHaveLength(6);
    expect(texts.slice(0, 2)).toEqual([DEPOT, BIRMINGHAM]);
    expect(texts.at(-1)).toBe(`${PROFILE}Profile address`);
    await expect(pickupField(page)).toHaveAttribute('aria-expanded', 'true');

    await expectNoAxeViolations(page, 'recent addresses (light)');
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.waitForFunction(
      () => getComputedStyle(document.body).backgroundColor === 'rgb(13, 20, 32)',
    );
    await expect(options.first()).toBeVisible();
    await expectNoAxeViolations(page, 'recent addresses (dark)');

    // The keyboard as in any combobox: the arrows move, Enter picks, Escape closes.
    const depotIndex = texts.indexOf(DEPOT);
    for (let i = 0; i <= depotIndex; i++) await page.keyboard.press('ArrowDown');
    await expect(pickupField(page)).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(depotIndex).getAttribute('id')) ?? '',
    );
    await page.keyboard.press('Enter');
    await expect(pickupField(page)).toHaveValue(DEPOT);
    await expect(listbox).toHaveCount(0);

    // Typing filters them, above the lookup's own suggestions.
    await deliveryField(page).fill('clifton');
    const deliveryList = page.getByRole('listbox', { name: 'Delivery address suggestions' });
    const deliveryRecent = deliveryList.getByRole('group', { name: 'Recent addresses' });
    await expect(deliveryRecent.getByRole('option')).toHaveText([YORK]);
    await deliveryRecent.getByRole('option', { name: YORK }).click();
    await expect(deliveryField(page)).toHaveValue(YORK);
    await page.keyboard.press('Escape');
    await expect(deliveryList).toHaveCount(0);
  });

  test('the profile address field lists them too', async ({ page }) => {
    await page.goto('/profile/edit');
    const address = page.getByRole('combobox', { name: /^Address/ });
    await expect(address).toHaveValue(PROFILE);
    // An older address is found by typing part of it.
    await address.fill('clifton');
    const recent = page.getByRole('group', { name: 'Recent addresses' });
    await expect(recent.getByRole('option', { name: YORK })).toBeVisible();
    await recent.getByRole('option', { name: YORK }).click();
    await expect(address).toHaveValue(YORK);
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  test("a draft in progress is not replaced silently: 'Replace your draft?'", async ({ page }) => {
    await page.getByRole('tab', { name: 'Create Job' }).click();
    await page.getByRole('button', { name: 'Use Auto Mode' }).click();
    await page.getByLabel(/^Weight \(kg\)/).fill('75');

    const { row, jobId } = await historyRow(page, 'Broad Street', 'Birmingham B1');
    await row.getByRole('link', { name: `Post again: ${jobId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Replace your draft?' });
    await expect(dialog).toContainText(`replaced by a copy of ${jobId}`);
    await expect(dialog.getByRole('button', { name: 'Keep my draft' })).toBeFocused();
    await expectNoAxeViolations(page, 'replace your draft?');
    await dialog.getByRole('button', { name: 'Keep my draft' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Auto Load Creation' })).toBeVisible();
    await expect(page.getByLabel(/^Weight \(kg\)/)).toHaveValue('75');
    await expect(page.getByText(`Copied from ${jobId}`)).toHaveCount(0);

    await page.goBack();
    await row.getByRole('link', { name: `Post again: ${jobId}` }).click();
    await page
      .getByRole('dialog', { name: 'Replace your draft?' })
      .getByRole('button', { name: 'Replace' })
      .click();
    await expectCopiedRun(page, jobId, BIRMINGHAM);
  });
});

test.describe('Repeat work, signed out (demo mode)', () => {
  test('a new visitor signing up has no recent addresses, only the suggestions', async ({
    page,
  }) => {
    await page.goto('/signup');
    const address = page.getByRole('combobox', { name: /^Address/ });
    await address.focus();
    await expect(address).toHaveAttribute('aria-expanded', 'false');
    await address.fill('Leeds');
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Leeds');
    await expect(page.getByRole('group', { name: 'Recent addresses' })).toHaveCount(0);
  });
});
