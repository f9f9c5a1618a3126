import type { Locator, Page } from '@playwright/test';
import {
  busyLoadId,
  chosenOption,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  expect,
  signIn,
  test,
} from './fixtures';

/**
 * The core flow with the keyboard alone (no pointer, no programmatic focus): sign in, Create Job
 * in manual mode, publish through the dialog, wait for a simulated bid, accept it
 * after confirming, and find the trip on My Trips. On the way: focus is visible, an open dialog
 * keeps Tab inside it, and closing it returns focus to the button that opened it.
 */

const DEMO_STATE_KEY = 'bidhaul:demo-marketplace';
const MAX_TABS = 80;

/** Whether `target` (one of its matches) has the focus. */
const isFocused = (target: Locator) =>
  target.evaluateAll((els) => els.some((el) => el === document.activeElement));

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `MAX_TABS` presses. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < MAX_TABS; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  expect(await isFocused(target), `${key} reaches ${target.toString()}`).toBe(true);
}

/** Presses an arrow key until `target` has the focus (tabs, menus), at most `max` times. */
async function arrowTo(
  page: Page,
  target: Locator,
  key: 'ArrowDown' | 'ArrowRight' | 'ArrowLeft',
  max = 20,
) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  expect(await isFocused(target), `${key} reaches ${target.toString()}`).toBe(true);
}

/**
 * The focused element shows it: an outline or a box shadow. A checkbox's input is invisible, so
 * its button wrapper is what shows it; a text field shows it with its outline's thicker border.
 */
async function expectFocusVisible(page: Page, what: string) {
  const look = await page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    const shown =
      el instanceof HTMLInputElement && el.type === 'checkbox'
        ? (el.closest('.MuiButtonBase-root') ?? el)
        : el;
    const own = getComputedStyle(shown);
    const field = el.parentElement?.querySelector(':scope > fieldset');
    const ring = field ? getComputedStyle(field) : null;
    return {
      element: `${shown.tagName} ${shown.className}`.slice(0, 80),
      outline: own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) > 0,
      shadow: own.boxShadow !== 'none',
      fieldBorder: ring ? parseFloat(ring.borderTopWidth) >= 2 : false,
    };
  });
  expect(look, `something has the focus at ${what}`).not.toBeNull();
  expect(
    Boolean(look && (look.outline || look.shadow || look.fieldBorder)),
    `focus is visible at ${what}: ${JSON.stringify(look)}`,
  ).toBe(true);
}

/** A short name for the focused element (its label or text). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement)) return '';
    const labelled = el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : null;
    return (el.getAttribute('aria-label') ?? labelled ?? el.textContent ?? '').trim();
  });

/**
 * Tab and Shift+Tab stay inside the dialog and cycle through exactly `expected` (by name); Escape
 * closes it and the focus goes back to `opener`.
 */
async function expectTrappedThenEscape(
  page: Page,
  dialog: Locator,
  expected: string[],
  opener: Locator,
) {
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), {
      message: 'the dialog takes the focus when it opens',
    })
    .toBe(true);
  const seen = new Set<string>();
  for (const key of [
    ...Array<string>(expected.length * 2 + 1).fill('Tab'),
    'Shift+Tab',
    'Shift+Tab',
  ]) {
    await page.keyboard.press(key);
    expect(
      await dialog.evaluate((d) => d.contains(document.activeElement)),
      `${key} stays in the dialog`,
    ).toBe(true);
    seen.add(await focusedName(page));
  }
  expect([...seen].sort()).toEqual([...expected].sort());
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/** Moves a native select down to `option` with the arrow key, as a keyboard user chooses without opening it. */
async function chooseWithKeys(page: Page, select: Locator, option: RegExp) {
  await tabTo(page, select);
  const chosen = chosenOption(select);
  for (let i = 0; i < 20 && !option.test((await chosen.textContent()) ?? ''); i++)
    await page.keyboard.press('ArrowDown');
  await expect(chosen).toHaveText(option);
  await expect(select).toBeFocused();
}

/** Types into an address field and picks the first suggestion with ArrowDown and Enter. */
async function pickAddressWithKeys(page: Page, field: Locator, query: string) {
  await tabTo(page, field);
  await page.keyboard.type(query);
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(query);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(new RegExp(query));
}

/**
 * A future date whose day and month are the same number (12 December, 1 January…), typed as
 * digits: the same keys fill the date input whether it shows day/month/year or month/day/year
 * (Chromium lays it out in the browser's own locale, not the page's).
 */
function nextSameDayAndMonth(): { typed: string; value: string } {
  const d = new Date();
  do d.setDate(d.getDate() + 1);
  while (d.getDate() !== d.getMonth() + 1);
  const dd = String(d.getDate()).padStart(2, '0');
  const yyyy = String(d.getFullYear());
  return { typed: `${dd}${dd}${yyyy}`, value: `${yyyy}-${dd}-${dd}` };
}

/** The portal's own tabs (screens have tabs of their own, e.g. Available / Rejected Bids). */
const portalTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Portal sections' }).getByRole('tab', { name, exact: true });

/** Moves to the portal tab bar with Tab, then to `name` with the arrow keys, and opens it. */
async function openPortalTab(page: Page, name: string, arrow: 'ArrowRight' | 'ArrowLeft') {
  await tabTo(
    page,
    page.getByRole('tablist', { name: 'Portal sections' }).getByRole('tab', { selected: true }),
  );
  await arrowTo(page, portalTab(page, name), arrow);
  await expectFocusVisible(page, `the ${name} tab`);
  await page.keyboard.press('Enter');
  await expect(portalTab(page, name)).toHaveAttribute('aria-selected', 'true');
}

/** Pending bids the demo backend's simulated drivers have placed on the load. */
const placedBids = (page: Page, loadId: number) =>
  page.evaluate(
    ([key, id]) => {
      const raw = localStorage.getItem(key);
      const bids = raw
        ? (JSON.parse(raw) as { bids: { loadId: number; status: string }[] }).bids
        : [];
      return bids.filter((b) => b.loadId === id && b.status === 'pending').length;
    },
    [DEMO_STATE_KEY, loadId] as const,
  );

test('sign in, publish a manual load, accept a bid and see the trip — keyboard only', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Sign in.
  await page.goto('/login');
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await expectFocusVisible(page, 'the Email field');
  await page.keyboard.type(DEMO_EMAIL);
  await tabTo(page, page.locator('input[type="password"]'));
  await page.keyboard.type(DEMO_PASSWORD);
  const signInButton = page.getByRole('button', { name: 'Sign In', exact: true });
  await tabTo(page, signInButton);
  await expectFocusVisible(page, 'Sign In');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Create Job, manual mode.
  await openPortalTab(page, 'Create Job', 'ArrowRight');
  await expect(page).toHaveURL(/\/create-job$/);
  const manual = page.getByRole('button', { name: 'Use Manual Mode' });
  await tabTo(page, manual);
  await expectFocusVisible(page, 'Use Manual Mode');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Manual Load Creation' })).toBeVisible();

  await pickAddressWithKeys(page, page.getByRole('combobox', { name: /Pickup address/ }), 'Leeds');
  await pickAddressWithKeys(
    page,
    page.getByRole('combobox', { name: /Delivery address/ }),
    'Manchester',
  );
  const date = nextSameDayAndMonth();
  const pickupDate = page.getByLabel(/^Pickup date/);
  await tabTo(page, pickupDate);
  await page.keyboard.type(date.typed);
  await expect(pickupDate).toHaveValue(date.value);
  const pickupTime = page.getByLabel(/^Pickup time/);
  await tabTo(page, pickupTime);
  // "A" picks AM where the browser's locale shows a 12-hour clock; a 24-hour one ignores it.
  await page.keyboard.type('0930A');
  await expect(pickupTime).toHaveValue('09:30');
  const weight = page.getByLabel(/^Weight \(kg\)/);
  await tabTo(page, weight);
  await expectFocusVisible(page, 'the Weight field');
  await page.keyboard.type('120.5');
  await expect(weight).toHaveValue('120.5');
  const count = page.getByLabel(/^Number of items/);
  await tabTo(page, count);
  await page.keyboard.type('3');
  await expect(count).toHaveValue('3');
  await chooseWithKeys(page, page.getByRole('combobox', { name: /Load type/ }), /^Pallets/);
  const instructions = page.getByLabel('Special instructions (optional)');
  await tabTo(page, instructions);
  await page.keyboard.type('Ring ahead.');
  await expect(instructions).toHaveValue('Ring ahead.');
  await chooseWithKeys(page, page.getByRole('combobox', { name: /Vehicle type/ }), /^Small van/);

  // Publish: the dialog keeps the focus, Escape gives it back, then publish for real.
  const submit = page.getByRole('button', { name: 'Submit & View Bids' });
  await tabTo(page, submit);
  await expect(submit).toBeEnabled();
  await expectFocusVisible(page, 'Submit & View Bids');
  await page.keyboard.press('Enter');
  const publishDialog = page.getByRole('dialog', { name: 'Confirm Job Publication' });
  await expectTrappedThenEscape(
    page,
    publishDialog,
    ['Allow external driver', 'Cancel', 'Publish Job'],
    submit,
  );

  await page.keyboard.press('Enter');
  await expect(publishDialog).toBeVisible();
  const allow = publishDialog.getByRole('checkbox', { name: 'Allow external driver' });
  await tabTo(page, allow);
  await expectFocusVisible(page, 'Allow external driver');
  await page.keyboard.press('Space');
  await expect(allow).toBeChecked();
  await tabTo(page, publishDialog.getByRole('button', { name: 'Publish Job' }));
  await expectFocusVisible(page, 'Publish Job');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bids\?load=\d+$/);
  const loadId = Number(new URL(page.url()).searchParams.get('load'));
  await expect(
    page.getByRole('region', { name: 'Job Summary' }).getByTestId('summary-load-no'),
  ).toHaveText(`BH-${loadId}`);

  // The first simulated bid (within 10 s of demo time; the demo clock runs faster meanwhile).
  await page.evaluate(() => window.__BIDHAUL_DEMO__?.setClockSpeed(10));
  await expect.poll(() => placedBids(page, loadId), { timeout: 15_000 }).toBeGreaterThan(0);
  await page.evaluate(() => window.__BIDHAUL_DEMO__?.setClockSpeed(1));

  // Back to the load from My Loads, as a keyboard user would, to see the bids as they are now.
  await openPortalTab(page, 'My Loads', 'ArrowLeft');
  await expect(page).toHaveURL(/\/my-loads$/);
  await tabTo(page, page.getByRole('button', { name: `Select Bid for BH-${loadId}` }));
  await expectFocusVisible(page, 'Select Bid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/bids\\?load=${loadId}$`));

  // Accept: the confirmation keeps the focus, Escape returns it to the Accept button.
  // Bids keep arriving while the screen is open: the button is named by its bidder, so a new bid
  // listed above it does not become "the first Accept button" the test means.
  const firstAccept = page.getByRole('button', { name: /^Accept bid from / }).first();
  await expect(firstAccept).toBeVisible();
  const accept = page.getByRole('button', {
    name: (await firstAccept.getAttribute('aria-label')) ?? '',
    exact: true,
  });
  await tabTo(page, accept);
  await expectFocusVisible(page, 'Accept');
  await page.keyboard.press('Enter');
  const acceptDialog = page.getByRole('dialog', { name: 'Accept this bid?' });
  await expectTrappedThenEscape(page, acceptDialog, ['Cancel', 'Accept bid'], accept);

  await page.keyboard.press('Enter');
  await expect(acceptDialog).toBeVisible();
  await tabTo(page, acceptDialog.getByRole('button', { name: 'Accept bid' }));
  await expectFocusVisible(page, 'Accept bid');
  await page.keyboard.press('Enter');

  // My Trips, with the trip under Upcoming.
  await expect(page).toHaveURL(/\/trips$/);
  await expect(portalTab(page, 'My Trips')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article', { name: `#TRP-${loadId}` })).toBeVisible();
});

/** Presses Tab until `target` has the focus; the number of presses it took. */
async function tabsTo(page: Page, target: Locator): Promise<number> {
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await isFocused(target)) return presses;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reaches ${target.toString()}`);
}

test('Skip to content, then from the bids to the comparison in a few Tab presses', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`/bids?load=${await busyLoadId(page)}`);
  const cards = page.getByTestId('bid-card');
  await expect(cards).toHaveCount(10);

  // The skip link comes before the header's links, shows when focused and lands on the screen.
  const skip = page.getByRole('link', { name: 'Skip to content' });
  expect(await tabsTo(page, skip)).toBeLessThanOrEqual(2);
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await expect(page).toHaveURL(/\/bids\?load=\d+$/);
  const back = page.getByRole('link', { name: 'Back to My Loads' });
  expect(await tabsTo(page, back)).toBe(1);

  // Tick two bids with the keyboard.
  for (const index of [0, 1]) {
    const box = cards.nth(index).getByRole('checkbox', { name: /^Compare bid from / });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }

  // From the top of the bids list, 'Compare bids (2)' is a few presses away, not past every card.
  await tabTo(page, page.getByRole('tab', { name: 'Available Bids (16)' }), 'Shift+Tab');
  const compare = page.getByRole('button', { name: 'Compare bids (2)' });
  expect(await tabsTo(page, compare)).toBeLessThanOrEqual(10);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Compare bids' })).toBeVisible();
});
