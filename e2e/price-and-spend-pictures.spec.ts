import type { Page } from '@playwright/test';
import { busyLoadId, expect, expectNoAxeViolations, signIn, test } from './fixtures';

/**
 * The pictures beside the numbers, in demo mode: where each open bid's price sits on the busy load
 * BH-10412 (its usual range £238–£252), on the cards and in the comparison; and History's spend
 * by month, whose table adds up to the Total Spent card (every job of the demo's history falls
 * within the last 12 months).
 */

// No colour transitions mid-check for axe; the theme honours reduced motion.
test.use({ reducedMotion: 'reduce' });

// The seed dates its loads from the moment of sign-in and the months are the page clock's: a test
// running across midnight (or a month's end) would see them move. The page's clock starts at
// midday of the test's day and runs on from there.
test.beforeEach(async ({ page }) => {
  const midday = new Date();
  midday.setUTCHours(12, 0, 0, 0);
  await page.clock.install({ time: midday });
});

const cards = (page: Page) => page.getByTestId('bid-card');
const money = String.raw`£[\d,]+\.\d\d`;
const WHERE = new RegExp(
  `^Where (${money}) sits: lowest bid (${money}), highest (${money}), your usual £238–£252$`,
);

/** Ticks Compare on the first cards of the page. */
async function tickFirst(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await cards(page)
      .nth(i)
      .getByRole('checkbox', { name: /^Compare bid from / })
      .check();
  }
}

/** The names of the price bars on the page, each held to the pattern. */
async function barNames(page: Page): Promise<RegExpExecArray[]> {
  const names = await page
    .getByRole('img', { name: /^Where / })
    .evaluateAll((bars) => bars.map((bar) => bar.getAttribute('aria-label') ?? ''));
  return names.map((name) => {
    const match = WHERE.exec(name);
    expect(match, name).not.toBeNull();
    return match!;
  });
}

test('every open bid of the busy load shows where its price sits, on its card and in the comparison; axe light and dark', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`/bids?load=${await busyLoadId(page)}`);
  await expect(cards(page)).toHaveCount(10);

  // Both pages of Available: one bar per card, naming the card's own price, all with one span.
  const spans = new Set<string>();
  for (const [pageNo, count] of [
    ['1', 10],
    ['2', 6],
  ] as const) {
    await page
      .getByRole('navigation', { name: 'Bid pages' })
      .getByRole('button', { name: `Page ${pageNo}` })
      .click();
    await expect(cards(page)).toHaveCount(count);
    for (const card of await cards(page).all()) {
      const amount = (await card.getByTestId('bid-amount').textContent()) ?? '';
      await expect(card.getByRole('img', { name: /^Where / })).toHaveAccessibleName(
        new RegExp(`^Where ${amount.replace(/[.$]/g, '\\$&')} sits: `),
      );
    }
    for (const [, , lowest, highest] of await barNames(page)) spans.add(`${lowest}–${highest}`);
  }
  expect(spans.size).toBe(1);
  await expectNoAxeViolations(page, 'bid cards with price bars (light)');

  await page
    .getByRole('navigation', { name: 'Bid pages' })
    .getByRole('button', { name: 'Page 1' })
    .click();
  await tickFirst(page, 3);
  await page.getByRole('button', { name: 'Compare bids (3)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare bids' });
  const priceRow = dialog.getByRole('row', { name: /^Price £/ });
  await expect(priceRow.getByRole('img', { name: WHERE })).toHaveCount(3);
  await expectNoAxeViolations(page, 'comparison with price bars (light)');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Dark from the first paint, as a shipper's browser set to dark shows it.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(cards(page)).toHaveCount(10);
  await expectNoAxeViolations(page, 'bid cards with price bars (dark)');
  await tickFirst(page, 3);
  await page.getByRole('button', { name: 'Compare bids (3)' }).click();
  await expect(priceRow.getByRole('img', { name: WHERE })).toHaveCount(3);
  await expectNoAxeViolations(page, 'comparison with price bars (dark)');
});

test("History's spend by month adds up to Total Spent, follows the filters, reads as a table; axe light and dark", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/history');
  const panel = page.getByRole('region', { name: 'Spend by month' });
  const months = panel.getByRole('list', { name: /^Spend by month, / }).getByRole('listitem');
  await expect(months).toHaveCount(12);
  await expect(
    page.getByRole('heading', { level: 2, name: /^Delivery History \(37 results\)$/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'history with spend chart (light)');

  // The latest month is the Tab stop; the arrows read the months before it.
  await months.last().focus();
  await page.keyboard.press('ArrowLeft');
  await expect(months.nth(10)).toBeFocused();
  await expect(months.nth(10)).toHaveText(
    // Its words, then the month's name under the bar (hidden from screen readers).
    /^\w+ \d{4}: (nothing spent|£[\d,]+\.\d\d from \d+ jobs?)\w+$/,
  );

  const toggle = panel.getByRole('button', { name: 'Show as table' });
  await toggle.click();
  await expect(panel.getByRole('button', { name: 'Show as chart' })).toBeFocused();
  const table = panel.getByRole('table', { name: 'Spend by month' });
  await expect(table.getByRole('columnheader')).toHaveText(['Month', 'Jobs', 'Spent']);
  await expect(table.locator('tbody tr')).toHaveCount(12);
  const totalSpent = page.getByTestId('summary-total-spent');
  await expect(totalSpent).toHaveText(/^£[\d,]+\.\d\d$/);
  await expect(panel.getByTestId('spend-total')).toHaveText((await totalSpent.textContent()) ?? '');

  // Only the completed jobs: the table and the card both follow.
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Completed' });
  await expect(
    page.getByRole('heading', { level: 2, name: 'Delivery History (15 results)' }),
  ).toBeVisible();
  const completedSpent = (await totalSpent.textContent()) ?? '';
  await expect(panel.getByTestId('spend-total')).toHaveText(completedSpent);
  await expect(table.locator('tfoot')).toContainText('15');
  await expectNoAxeViolations(page, 'history with spend table (light)');

  // Dark from the first paint, as a shipper's browser set to dark shows it.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(months).toHaveCount(12);
  await expectNoAxeViolations(page, 'history with spend chart (dark)');
  await panel.getByRole('button', { name: 'Show as table' }).click();
  await expect(panel.getByTestId('spend-total')).toHaveText(completedSpent);
  await expectNoAxeViolations(page, 'history with spend table (dark)');
});
