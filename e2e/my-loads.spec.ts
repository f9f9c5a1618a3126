import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, failNextDemoCall, signIn, test } from './fixtures';

/** My Active Loads in the built app, demo mode, as the demo customer with her seeded loads. */
const rows = (page: Page) => page.getByTestId('my-loads-row');

/** The seed's busy load, BH-10412, runs from Dana's depot to her Birmingham showroom. */
const DEPOT = 'Unit 7, Cross Green Industrial Estate, Leeds LS9 0SG';
const BIRMINGHAM = '48 Broad Street, Birmingham B1 2HF';

/** A route reads 'Leeds LS9 → Birmingham B1', each town holding its full address. */
async function expectRouteByTown(page: Page, route: Locator) {
  await expect(route).toMatchAriaSnapshot('- paragraph: Leeds LS9 to Birmingham B1');
  await expect(route.locator('[aria-hidden="true"]')).toHaveText('→');
  for (const [town, address] of [
    ['Leeds LS9', DEPOT],
    ['Birmingham B1', BIRMINGHAM],
  ] as const) {
    const stop = route.getByText(town, { exact: true });
    await stop.focus();
    await expect(page.getByRole('tooltip')).toHaveText(address);
    await expect(stop).toHaveAccessibleDescription(address);
  }
}

/** The shown rows as load number and id ('ID 10401' under the number). */
async function shownLoads(page: Page): Promise<{ loadNo: string; id: number }[]> {
  return rows(page)
    .getByRole('rowheader')
    .evaluateAll((cells) =>
      cells.map((cell) => ({
        loadNo: cell.querySelector('p')?.textContent ?? '',
        id: Number(/ID (\d+)/.exec(cell.textContent ?? '')?.[1]),
      })),
    );
}

/** The full text of a row's cut addresses, as their hints show it on keyboard focus. */
async function cutAddresses(page: Page, row: Locator): Promise<string[]> {
  const cut = row.locator('span[tabindex="0"]');
  const full: string[] = [];
  for (let i = 0; i < (await cut.count()); i++) {
    await cut.nth(i).focus();
    full.push((await page.getByRole('tooltip').textContent()) ?? '');
  }
  return full;
}

test.describe('my active loads', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await page.getByRole('tab', { name: 'My Loads' }).click();
    await expect(page).toHaveURL(/\/my-loads$/);
    await expect(rows(page)).toHaveCount(10);
  });

  test('lists ten newest first with the total, pages to the other two, and passes axe', async ({
    page,
  }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'My Active Loads' })).toBeVisible();
    await expect(page.locator('h1 + [data-testid="loads-count"]')).toHaveText('12 in total');
    const table = page.getByRole('table', { name: /Active loads, page 1 of 2, newest first/ });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Load',
      'Route',
      'Schedule',
      'Details',
      'Actions',
    ]);
    const first = await shownLoads(page);
    expect(first[0]?.loadNo).toBe('BH-10412');
    await expect(rows(page).first()).toContainText('20 Bids');
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
      'Showing 1–10 of 12 jobs',
    );
    await expectNoAxeViolations(page, '/my-loads');

    const pages = page.getByRole('navigation', { name: 'Active loads pages' });
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(rows(page)).toHaveCount(2);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    const second = await shownLoads(page);
    expect(second.some((load) => first.some((other) => other.id === load.id))).toBe(false);
    await pages.getByRole('button', { name: 'Page 1' }).click();
    await expect(rows(page)).toHaveCount(10);
  });

  test('searches load number, pickup and delivery, and shows the empty state for no match', async ({
    page,
  }) => {
    const search = page.getByPlaceholder('Search load no, pickup, delivery...');
    const [, target] = await shownLoads(page);
    await search.fill(target!.loadNo.toLowerCase());
    await expect(rows(page).first()).toBeVisible();
    expect((await shownLoads(page)).map((l) => l.id)).toContain(target!.id);
    for (const load of await shownLoads(page)) expect(load.loadNo).toContain(target!.loadNo);

    const title = (await cutAddresses(page, rows(page).first())).pop();
    const place = title?.split(',').pop()?.trim() ?? '';
    expect(place.length).toBeGreaterThan(4);
    await search.fill(place.toUpperCase());
    await expect(rows(page).first()).toBeVisible();
    const count = await rows(page).count();
    expect(count).toBeLessThan(10);
    for (let i = 0; i < count; i++) {
      const row = rows(page).nth(i);
      const titles = await cutAddresses(page, row);
      expect(`${await row.innerText()} ${titles.join(' ')}`.toLowerCase()).toContain(
        place.toLowerCase(),
      );
    }

    await search.fill('no such place anywhere');
    await expect(page.getByRole('heading', { name: 'No Active Loads' })).toBeVisible();
    await expect(
      page.getByText('No loads found. Try refreshing or creating a new job.'),
    ).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoAxeViolations(page, '/my-loads, no match');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(rows(page)).toHaveCount(10);
  });

  test('names each stop by town and postcode district, the full address on focus', async ({
    page,
  }) => {
    await expectRouteByTown(page, rows(page).first().getByTestId('route'));
    // A search by street still finds the load, though the row shows the towns.
    await page.getByPlaceholder('Search load no, pickup, delivery...').fill('broad street');
    await expect(rows(page).first().getByRole('rowheader')).toContainText('BH-10412');
  });

  test('sorts oldest first', async ({ page }) => {
    const newest = await shownLoads(page);
    const busy = newest[0]!;
    await page.getByLabel('Sort by').selectOption({ label: 'Oldest First' });
    await expect(page.getByRole('table', { name: /oldest first/ })).toBeVisible();
    const oldest = await shownLoads(page);
    expect(oldest.map((l) => l.id)).not.toContain(busy.id);
    await page
      .getByRole('navigation', { name: 'Active loads pages' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await expect(rows(page)).toHaveCount(2);
    const last = await shownLoads(page);
    expect(last[last.length - 1]?.id).toBe(busy.id);
  });

  test('Select Bid opens /bids with the Bids tab', async ({ page }) => {
    const [busy] = await shownLoads(page);
    await rows(page).first().getByRole('button', { name: 'Select Bid for BH-10412' }).click();
    await expect(page).toHaveURL(new RegExp(`/bids\\?load=${busy!.id}$`));
    await expect(page.getByRole('tab', { name: 'Bids', exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Bids', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('a row click opens that load’s bids', async ({ page }) => {
    const [, second] = await shownLoads(page);
    await rows(page).nth(1).getByRole('cell').nth(2).click();
    await expect(page).toHaveURL(new RegExp(`/bids\\?load=${second!.id}$`));
    await expect(page.getByRole('tab', { name: 'Bids', exact: true })).toBeVisible();
  });

  test('a failed refresh shows the error in a red box above the kept list', async ({ page }) => {
    await failNextDemoCall(page, 'activeLoads', 'Loads are being re-indexed');
    await page.getByRole('button', { name: 'Refresh' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Loads are being re-indexed');
    const color = await alert.evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map(Number);
    expect(r).toBeGreaterThan(g + 60);
    expect(r).toBeGreaterThan(b + 60);
    await expect(rows(page)).toHaveCount(10);
    const alertBox = await alert.boundingBox();
    const tableBox = await page.getByRole('table').boundingBox();
    expect(alertBox!.y).toBeLessThan(tableBox!.y);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(alert).toHaveCount(0);
  });

  test('at 375 px: cards with the same content, Select Bid works, and axe passes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('table')).toHaveCount(0);
    const cards = page.getByTestId('my-loads-card');
    await expect(cards).toHaveCount(10);
    const busy = cards.first();
    await expect(busy.getByRole('heading', { name: 'BH-10412' })).toBeVisible();
    for (const text of ['20 Bids', 'Pickup:', 'Delivery:', 'Weight:', 'Type:', 'Vehicle:']) {
      await expect(busy).toContainText(text);
    }
    await expectRouteByTown(page, busy.getByTestId('route'));
    // Every stop's hint stays inside the window, even for a stop at the card's right side.
    const stops = cards.getByTestId('route').locator('[tabindex="0"]');
    for (let i = 0; i < (await stops.count()); i++) {
      await stops.nth(i).focus();
      const hint = (await page.getByRole('tooltip').boundingBox())!;
      expect(hint.x).toBeGreaterThanOrEqual(0);
      expect(hint.x + hint.width).toBeLessThanOrEqual(375);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, '/my-loads at 375 px');
    await busy.getByRole('button', { name: 'Select Bid for BH-10412' }).click();
    await expect(page).toHaveURL(/\/bids\?load=\d+$/);
  });
});
