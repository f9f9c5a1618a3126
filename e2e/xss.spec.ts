import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { chooseOption, expect, signIn, test } from './fixtures';

/**
 * User and server text is rendered as text. Script payloads typed into every
 * free-text field (load addresses, instructions, an attachment's name, profile fields) and one
 * planted in a bid note by the demo backend show literally wherever they appear, and never run
 * or become elements. The CSP would block an inline handler anyway, so the proof that does
 * not lean on it is the DOM check: no <img src=x>, <svg onload> or payload <script> element.
 */

const ASSETS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');
const PNG_BYTES = readFileSync(path.join(ASSETS, 'parcel-photo.png'));
const DEMO_STATE_KEY = 'bidhaul:demo-marketplace';

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const SVG = '<svg onload="window.__xss=1"></svg>';
const QUOTE_BREAK = '"><img src=x onerror=window.__xss=1>';

declare global {
  interface Window {
    __xss?: unknown;
  }
}

/** No payload ran, and none of them became markup anywhere in the document. */
async function expectInert(page: Page): Promise<void> {
  const found = await page.evaluate(() => ({
    flag: typeof window.__xss,
    imgs: document.querySelectorAll('img[src="x"], img[src="x/"]').length,
    svgs: document.querySelectorAll('svg[onload]').length,
    handlers: document.querySelectorAll('[onerror], [onload]').length,
    scripts: Array.from(document.scripts).filter((s) => s.text.includes('__xss')).length,
  }));
  expect(found).toEqual({ flag: 'undefined', imgs: 0, svgs: 0, handlers: 0, scripts: 0 });
}

/** A calendar date two days ahead, as a date input wants it. */
function inTwoDays(): string {
  const d = new Date(Date.now() + 2 * 24 * 3600_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function choose(page: Page, label: RegExp, option: RegExp) {
  await chooseOption(page.getByRole('combobox', { name: label }), option);
}

/** Types an address as free text (no suggestion picked), then closes the suggestions. */
async function typeAddress(page: Page, label: RegExp, text: string) {
  const field = page.getByRole('combobox', { name: label });
  await field.fill(text);
  await expect(field).toHaveValue(text);
  await field.press('Escape');
}

/**
 * A load's address typed in full as the lookup writes it ("…, Leeds LS1") and left: the form
 * takes it as picked, the text as typed, so the payload is published as it is.
 */
async function typeLoadAddress(page: Page, label: RegExp, text: string) {
  await typeAddress(page, label, text);
  const field = page.getByRole('combobox', { name: label });
  await field.press('Tab');
  await expect(field).toHaveValue(text);
}

/** The whole text of an element is exactly `text` (the payload shown literally, not parsed). */
const literal = (scope: Page | Locator, text: string) => scope.getByText(text, { exact: true });

test.describe('script payloads render as text', () => {
  test('a manual load with payloads in its addresses, instructions and a file name: Bids, My Loads, Dashboard, Load Details', async ({
    page,
  }) => {
    const pickup = `${IMG}, Leeds LS1`;
    const delivery = `${SCRIPT} ${SVG}, Manchester M1`;
    const instructions = `${QUOTE_BREAK} ${SCRIPT}`;
    const fileName = `${IMG}.png`;

    await signIn(page);
    await page.getByRole('tab', { name: 'Create Job' }).click();
    await page.getByRole('button', { name: 'Use Manual Mode' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Manual Load Creation' }),
    ).toBeVisible();

    await typeLoadAddress(page, /Pickup address/, pickup);
    await typeLoadAddress(page, /Delivery address/, delivery);
    const date = inTwoDays();
    await page.getByLabel(/^Pickup date/).fill(date);
    await page.getByLabel(/^Pickup time/).fill('09:30');
    await page.getByLabel(/^Weight \(kg\)/).fill('80');
    await page.getByLabel(/^Number of items/).fill('2');
    await choose(page, /Load type/, /Pallets/);
    await choose(page, /Vehicle type/, /^Small van/);
    await page.getByLabel('Special instructions (optional)').fill(instructions);
    await page
      .getByTestId('attachments-input')
      .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PNG_BYTES });
    const attached = page.getByRole('list', { name: 'Attached files' });
    await expect(attached.getByText(fileName)).toBeVisible();
    await expectInert(page);

    // Enabled only once both addresses were taken as picked.
    await expect(page.getByRole('button', { name: 'Submit & View Bids' })).toBeEnabled();
    await page.getByRole('button', { name: 'Submit & View Bids' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Job Publication' })
      .getByRole('button', { name: 'Publish Job' })
      .click();
    await expect(page).toHaveURL(/\/bids\?load=\d+$/);
    const loadNo = `BH-${new URL(page.url()).searchParams.get('load') ?? ''}`;
    const loadId = loadNo.slice(3);

    // Bids: the Job Summary shows the route as typed.
    const summary = page.getByRole('region', { name: 'Job Summary' });
    await expect(summary.getByTestId('summary-load-no')).toHaveText(loadNo);
    await expect(summary).toContainText(pickup);
    await expect(summary).toContainText(delivery);
    await expectInert(page);

    // My Loads: each stop named by its town, the full text in the tooltip on hover.
    await page.getByRole('tab', { name: 'My Loads' }).click();
    const row = page.getByTestId('my-loads-row').filter({ hasText: loadNo });
    await expect(row).toHaveCount(1);
    await row.getByText('Leeds LS1', { exact: true }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(pickup);
    await row.getByText('Manchester M1', { exact: true }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(delivery);
    await expectInert(page);

    // Dashboard: the newest active loads, by town too.
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    const newest = page.getByTestId('dashboard-load-row').filter({ hasText: loadNo });
    await newest.getByText('Leeds LS1', { exact: true }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(pickup);
    await expectInert(page);

    // Load Details (a pending load is not in the History list; its details page is reachable):
    // route, special instructions and the attachment's name, in full.
    await page.goto(`/history/${loadId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Load Details' })).toBeVisible();
    await expect(literal(page, pickup).first()).toBeVisible();
    await expect(literal(page, delivery).first()).toBeVisible();
    await expect(literal(page, instructions)).toBeVisible();
    await expect(literal(page, fileName)).toBeVisible();
    await expectInert(page);
  });

  test('profile fields with payloads are saved and shown literally in the header, the dashboard and the form', async ({
    page,
  }) => {
    const first = IMG;
    const last = SCRIPT;
    const address = `${SVG}, Leeds`;
    const businessType = QUOTE_BREAK;
    const description = `${SCRIPT}\n${IMG}`;

    await signIn(page);
    await page.goto('/profile/edit');
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await expect(field('First Name')).toHaveValue('Dana');
    await field('First Name').fill(first);
    await field('Last Name').fill(last);
    await typeAddress(page, /^Address/, address);
    await field('Business Type').fill(businessType);
    await field('Business Description').fill(description);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();

    await expect(page.getByTestId('header-name')).toHaveText(`${first} ${last}`);
    await expectInert(page);

    await page.reload();
    await expect(field('First Name')).toHaveValue(first);
    await expect(field('Last Name')).toHaveValue(last);
    await expect(page.getByRole('combobox', { name: /^Address/ })).toHaveValue(address);
    await expect(field('Business Type')).toHaveValue(businessType);
    await expect(field('Business Description')).toHaveValue(description);
    await expect(page.getByTestId('header-name')).toHaveText(`${first} ${last}`);
    await expectInert(page);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome back, ${first}!` })).toBeVisible();
    await expect(literal(page.getByRole('main'), first).first()).toBeVisible();
    await expectInert(page);
  });

  test('a bid note from the demo backend shows literally on Select a Bid and in Bid History', async ({
    page,
  }) => {
    const note = `${IMG} ${SCRIPT} Can collect early.`;
    await signIn(page);
    // Plant the note in the stored marketplace before the app reads it on the next load (the
    // running page would overwrite a change made under it when its simulation next commits).
    await page.addInitScript(
      ({ key, text }) => {
        interface Stored {
          loads: { id: number; loadNo: string }[];
          bids: { id: number; loadId: number; status: string; note: string | null }[];
        }
        const raw = localStorage.getItem(key);
        if (!raw) return;
        const state = JSON.parse(raw) as Stored;
        const load = state.loads.find((l) => l.loadNo === 'BH-10412');
        const bid = state.bids.find((b) => b.loadId === load?.id && b.status === 'pending');
        if (!bid || bid.note === text) return;
        bid.note = text;
        localStorage.setItem(key, JSON.stringify(state));
      },
      { key: DEMO_STATE_KEY, text: note },
    );
    await page.reload();
    const planted = await page.evaluate(
      ({ key, text }) => {
        const raw = localStorage.getItem(key);
        const state = raw
          ? (JSON.parse(raw) as {
              loads: { id: number; loadNo: string }[];
              bids: { id: number; note: string | null }[];
            })
          : null;
        return {
          loadId: state?.loads.find((l) => l.loadNo === 'BH-10412')?.id ?? null,
          bidId: state?.bids.find((b) => b.note === text)?.id ?? null,
        };
      },
      { key: DEMO_STATE_KEY, text: note },
    );
    expect(planted.loadId, 'the seeded busy load').not.toBeNull();
    expect(planted.bidId, 'the planted note is stored').not.toBeNull();

    await page.goto(`/bids?load=${planted.loadId}`);
    const card = page.locator(`[data-testid="bid-card"][data-bid-id="${planted.bidId}"]`);
    await expect(literal(card, note)).toBeVisible();
    await expectInert(page);

    await page.goto(`/history/${planted.loadId}/bids`);
    await expect(page.getByText(note)).toBeVisible();
    await expectInert(page);
  });
});
