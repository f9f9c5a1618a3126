import type { Locator, Page } from '@playwright/test';
import {
  busyLoadId,
  expect,
  expectNoAxeViolations,
  publishAutoLoad,
  setDemoClockSpeed,
  signIn,
  test,
} from './fixtures';

/**
 * Choosing a bid with confidence, in demo mode: the busy load BH-10412's price check
 * (its open bids against the £238–£252 its 7 like jobs cost), the side-by-side comparison and an
 * accept from it, and the title counting a simulated bid that arrives.
 */

const cards = (page: Page) => page.getByTestId('bid-card');
const compareBox = (card: Locator) => card.getByRole('checkbox', { name: /^Compare bid from / });

async function openBusyLoad(page: Page): Promise<void> {
  await signIn(page);
  const id = await busyLoadId(page);
  await page.goto(`/bids?load=${id}`);
  await expect(cards(page)).toHaveCount(10);
}

async function bidderOf(card: Locator): Promise<string> {
  return (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
}

/** Ticks Compare on the first `n` cards of the page; returns their bidders. */
async function tickFirst(page: Page, n: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < n; i++) {
    const card = cards(page).nth(i);
    await compareBox(card).check();
    names.push(await bidderOf(card));
  }
  return names;
}

test.describe('Choosing a bid', () => {
  test('the busy load shows its price check on every open bid and its usual range in the Job Summary; Available pages', async ({
    page,
  }) => {
    await openBusyLoad(page);
    const summary = page.getByRole('region', { name: 'Job Summary' });
    await expect(summary.getByTestId('summary-usual-price')).toHaveText(
      'Jobs like this usually cost you £238–£252 (7 jobs)',
    );

    // Every open card on both pages has a label; together they read Below, Within and Above.
    const verdicts = new Set<string>();
    const pages = page.getByRole('navigation', { name: 'Bid pages' });
    for (const [pageNo, showing, count] of [
      ['1', 'Showing 1-10 of 16 total bids', 10],
      ['2', 'Showing 11-16 of 16 total bids', 6],
    ] as const) {
      await pages.getByRole('button', { name: `Page ${pageNo}` }).click();
      // The second page holds the 6 open bids after the first 10.
      await expect(page.getByTestId('bids-showing')).toHaveText(showing);
      await expect(cards(page)).toHaveCount(count);
      await expect(page.getByTestId('bid-price-check')).toHaveCount(count);
      for (const verdict of await page.getByTestId('bid-price-check').all()) {
        verdicts.add((await verdict.getAttribute('data-verdict')) ?? '');
      }
    }
    expect([...verdicts].sort()).toEqual(['above', 'below', 'within']);

    // Below and Above name the difference in pounds; the label is a disclosure of its basis.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Lowest price' });
    const cheapest = cards(page).first().getByTestId('bid-price-check');
    const label = cheapest.getByRole('button');
    await expect(label).toHaveText(/^Below your usual\W+£\d+ under$/);
    await expect(label).toHaveAccessibleName(/^Below your usual ?, £\d+ under$/);
    await expect(label).toHaveAccessibleDescription(
      'From 7 of your past jobs like this: £238–£252',
    );
    await expect(label).toHaveAttribute('aria-expanded', 'false');
    await expect(cheapest.getByTestId('bid-price-basis')).toBeHidden();
    await label.focus();
    await page.keyboard.press('Enter');
    await expect(label).toHaveAttribute('aria-expanded', 'true');
    await expect(cheapest.getByTestId('bid-price-basis')).toHaveText(
      'From 7 of your past jobs like this: £238–£252',
    );
    await page.keyboard.press('Space');
    await expect(cheapest.getByTestId('bid-price-basis')).toBeHidden();

    // Decided bids carry no label.
    await page.getByRole('tab', { name: 'Rejected Bids (4)' }).click();
    await expect(cards(page)).toHaveCount(4);
    await expect(page.getByTestId('bid-price-check')).toHaveCount(0);
  });

  test('compare three bids (a fifth tick refused), then accept one from the comparison', async ({
    page,
  }) => {
    await openBusyLoad(page);
    await expect(page.getByRole('button', { name: /^Compare bids/ })).toHaveCount(0);
    const names = await tickFirst(page, 2);
    await expect(page.getByRole('button', { name: 'Compare bids (2)' })).toBeVisible();
    names.push(...(await tickFirst(page, 4)).slice(2));
    await compareBox(cards(page).nth(4)).click();
    await expect(page.getByTestId('compare-bar').getByRole('status')).toHaveText(
      'Compare up to 4 bids',
    );
    await expect(compareBox(cards(page).nth(4))).not.toBeChecked();
    await compareBox(cards(page).nth(3)).uncheck();
    const chosen = names.slice(0, 3);

    // Ticks are kept across pages of the list.
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.getByRole('button', { name: 'Page 1' }).click();
    await expect(compareBox(cards(page).nth(2))).toBeChecked();

    await page.getByRole('button', { name: 'Compare bids (3)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare bids' });
    const table = dialog.getByRole('table', { name: 'Compare bids' });
    await expect(table.getByRole('columnheader')).toHaveText(chosen);
    await expect(table.getByRole('rowheader')).toHaveText([
      'Price',
      'Price check',
      'Rating',
      'Reviews',
      'Bidder type',
      'Vehicle',
      'Placed',
      'Note',
      'Choose',
    ]);
    await expect(table.getByRole('row', { name: /^Price check/ })).toContainText('your usual');
    await expect(dialog).toContainText(
      'Price check: From 7 of your past jobs like this: £238–£252',
    );
    await expectNoAxeViolations(page, 'comparison dialog (light)');

    // The card's own confirmation, over the comparison; then the trips.
    const name = chosen[1] ?? '';
    const amount =
      (await table
        .getByRole('row', { name: /^Price £/ })
        .getByRole('cell')
        .nth(1)
        .textContent()) ?? '';
    await dialog.getByRole('button', { name: `Accept bid from ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Accept this bid?' });
    await expect(confirm).toContainText(name);
    await expect(confirm).toContainText(amount);
    await confirm.getByRole('button', { name: 'Accept bid' }).click();
    await expect(page).toHaveURL(/\/trips$/);
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px the compare bar covers no card: Tab to the last Accept keeps it in view above the bar`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await openBusyLoad(page);
      await tickFirst(page, 2);
      const bar = page.getByTestId('compare-bar');
      await expect(bar).toBeVisible();
      /** How many pixels of `target` the bar, stuck to the foot of the window, covers. */
      const covered = (target: Locator) =>
        target.evaluate((element) => {
          const under = element.getBoundingClientRect();
          const over = document
            .querySelector('[data-testid="compare-bar"]')!
            .getBoundingClientRect();
          return Math.max(0, Math.min(under.bottom, over.bottom) - Math.max(under.top, over.top));
        });

      // From the first card's Accept, by keyboard, through every card's controls to the last.
      const lastCard = cards(page).last();
      const lastAccept = lastCard.getByRole('button', { name: /^Accept bid from / });
      await cards(page)
        .first()
        .getByRole('button', { name: /^Accept bid from / })
        .focus();
      for (let presses = 0; presses < 60; presses++) {
        await page.keyboard.press('Tab');
        const focused = page.locator(':focus');
        expect(await covered(focused), 'the focused control is not under the bar').toBe(0);
        if (await lastAccept.evaluate((element) => element === document.activeElement)) break;
      }
      await expect(lastAccept).toBeFocused();
      expect(await covered(lastCard)).toBe(0);
    });
  }

  test('the comparison at 375 px in dark mode scrolls sideways with the row headers fixed; axe passes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await openBusyLoad(page);
    await tickFirst(page, 3);
    await page.getByRole('button', { name: 'Compare bids (3)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare bids' });
    const scroller = dialog.getByRole('region', { name: 'Compared bids' });
    const rowHeader = dialog.getByRole('rowheader', { name: 'Price', exact: true });
    const firstBid = dialog.getByRole('columnheader').first();
    await expect(firstBid).toBeVisible();
    // A phone shows a column and a half, and says that the rest is a swipe away.
    await expect(dialog.getByText('Swipe sideways to see all 3 bids.')).toBeVisible();
    const before = { header: await rowHeader.boundingBox(), bid: await firstBid.boundingBox() };
    const room = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(room).toBeGreaterThan(200);
    await scroller.evaluate((el) => el.scrollBy({ left: 200 }));
    await expect
      .poll(async () => (await firstBid.boundingBox())?.x)
      .toBeLessThan((before.bid?.x ?? 0) - 150);
    expect((await rowHeader.boundingBox())?.x).toBe(before.header?.x);
    // Nothing but the table scrolls sideways.
    const pageOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(pageOverflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'comparison dialog at 375 px (dark)');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("Create Job's pricing suggestion: once pickup, delivery and weight are given, the usual range of jobs like it", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/create-job');
    await page.getByRole('button', { name: 'Use Manual Mode' }).click();
    const line = page.getByTestId('usual-price');
    // Dana's regular run, typed: the depot in Leeds to the showroom in Birmingham.
    await page
      .getByRole('combobox', { name: /Pickup address/ })
      .fill('Unit 7, Cross Green Industrial Estate, Leeds LS9 0SG');
    await page
      .getByRole('combobox', { name: /Delivery address/ })
      .fill('48 Broad Street, Birmingham B1 2HF');
    await page.keyboard.press('Escape');
    await expect(line).toBeHidden();
    await page.getByLabel(/^Weight \(kg\)/).fill('480');
    await expect(line).toHaveText('Jobs like this usually cost you £238–£252 (7 jobs)');
    await expect(line).toHaveRole('status');
    // Nothing the shipper ever sent weighs anything like 24 tonnes.
    await page.getByLabel(/^Weight \(kg\)/).fill('24000');
    await expect(line).toHaveText('Not enough past jobs like this to compare yet');
  });

  test('the title counts the New bids: a simulated bid on a fresh load raises it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page);
    await publishAutoLoad(page);
    // Landing here after the publish counts as having seen what is listed: nothing yet.
    await expect(page.getByRole('heading', { name: 'No Available Bids' })).toBeVisible();
    await expect(page).toHaveTitle('Select a Bid · Bidhaul');

    // Drivers answer within seconds of demo time. Coming back to the tab reads the bids at once,
    // as the 30 s refresh would.
    await setDemoClockSpeed(page, 60);
    await expect(async () => {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(page).toHaveTitle(/^\(\d+\) Select a Bid · Bidhaul$/, { timeout: 1_000 });
    }).toPass({ timeout: 30_000, intervals: [1_000] });
    const newCount = Number(/^\((\d+)\)/.exec(await page.title())?.[1]);
    await expect(cards(page).getByText('New', { exact: true })).toHaveCount(newCount);
  });

  test("'N new' on My Loads counts bids placed since the load's bids were opened, after a reload too", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const id = await publishAutoLoad(page);
    // Landing on the bids after the publish is the shipper's look at them: none yet.
    await expect(page.getByRole('heading', { name: 'No Available Bids' })).toBeVisible();
    await page.getByRole('tab', { name: 'My Loads' }).click();
    const row = page.getByTestId('my-loads-row').filter({ hasText: `BH-${id}` });
    const badge = row.getByTestId('new-bids-badge');
    await expect(row).toBeVisible();
    await expect(badge).toHaveCount(0);

    await setDemoClockSpeed(page, 60);
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(badge).toHaveText(/^\d+ new$/, { timeout: 1_000 });
    }).toPass({ timeout: 30_000, intervals: [1_000] });
    const before = Number.parseInt((await badge.textContent()) ?? '', 10);
    await setDemoClockSpeed(page, 1);

    // What the shipper was shown is remembered beyond the page: a reload still knows it.
    await page.reload();
    await expect(row).toBeVisible();
    await expect(badge).toHaveText(/^\d+ new$/);
    expect(Number.parseInt((await badge.textContent()) ?? '', 10)).toBeGreaterThanOrEqual(before);

    // Opening the load's bids shows them; back on My Loads nothing is new any more.
    await page.goto(`/bids?load=${id}`);
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole('tab', { name: 'My Loads' }).click();
    await expect(row).toBeVisible();
    await expect(badge).toHaveCount(0);
  });
});
