import type { Locator, Page } from '@playwright/test';
import { PENDING_BADGE } from '../src/presentation/app/status-palette';
import {
  DEMO_STATE_KEY,
  expect,
  expectNoAxeViolations,
  failNextDemoCall,
  signIn,
  test,
} from './fixtures';

/** The map code's chunks (route dialog, offline sketch) fetched so far. */
async function mapChunks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) =>
        /\/assets\/(route-map-dialog|offline-route-map|google-route-map)-/.test(name),
      ),
  );
}

async function openTrips(page: Page, tab?: 'ongoing' | 'completed') {
  await signIn(page);
  await page.goto(tab ? `/trips?tab=${tab}` : '/trips');
  await expect(page.getByRole('heading', { level: 1, name: 'My Trips' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Upcoming/ })).toBeVisible();
}

/** A badge's fill and text colours, as the browser draws them. */
const badgeColours = (label: Locator) =>
  label.evaluate((text) => {
    const badge = text.closest('[data-tone]') ?? text;
    const style = getComputedStyle(badge);
    return { fill: style.backgroundColor, text: style.color };
  });
/** A palette entry as getComputedStyle writes colours. */
const cssColours = ({ bgcolor, color }: { bgcolor: string; color: string }) => {
  const rgb = (hex: string) =>
    `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
  return { fill: rgb(bgcolor), text: rgb(color) };
};

/**
 * The demo seed's upcoming trips all have their driver. This takes the driver off the first one,
 * in the demo backend's stored state, and returns its card: a trip still waiting for a driver.
 */
async function openTripAwaitingDriver(page: Page): Promise<Locator> {
  await openTrips(page);
  const first = page.getByRole('tabpanel').getByRole('article').first();
  const reference = ((await first.getByRole('heading', { level: 2 }).textContent()) ?? '').slice(1);
  await page.evaluate(
    ([key, ref]) => {
      const state = JSON.parse(localStorage.getItem(key) ?? '{}') as {
        loads: { trip: { reference: string } | null; assignedCarrierId: number | null }[];
      };
      const load = state.loads.find((l) => l.trip?.reference === ref);
      if (!load) throw new Error(`no demo load with trip ${ref}`);
      load.assignedCarrierId = null;
      localStorage.setItem(key, JSON.stringify(state));
    },
    [DEMO_STATE_KEY, reference] as const,
  );
  await page.reload();
  const card = page.getByRole('tabpanel').getByRole('article', { name: `#${reference}` });
  await expect(card.getByTestId('driver-name')).toHaveText('Driver TBD');
  await expect(card.getByText('Awaiting Driver')).toBeVisible();
  return card;
}

test.describe('My Trips (demo mode)', () => {
  test('shows the three tabs with the seed counts and the upcoming cards', async ({ page }) => {
    await openTrips(page);
    await expect(page.getByRole('tab', { name: /Upcoming\s*3/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: /Ongoing\s*3/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Completed\s*15/ })).toBeVisible();
    const cards = page.getByRole('tabpanel').getByRole('article');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(/^#TRP-\d+$/);
      await expect(card.getByText('Driver Assigned')).toBeVisible();
      await expect(card.getByText('Ready to start')).toBeVisible();
      await expect(card.getByText(/^£\d[\d,]*\.\d\d$/)).toBeVisible();
      await expect(card.getByText(/^Scheduled:/)).toContainText(/\d{4}, \d\d:\d\d/);
      await expect(card.getByText(/^Pickup:/)).toBeVisible();
      await expect(card.getByText(/^Delivery:/)).toBeVisible();
      // The driver's rating as the bid's was: two decimals.
      await expect(card.getByTestId('driver-rating')).toHaveText(/^Rating \d\.\d{2}$/);
      // A UK number written as UK readers write it, one tap from a call.
      const phone = card.getByTestId('driver-phone');
      await expect(phone).toHaveText(/^07\d{3} \d{6}$/);
      await expect(phone).toHaveAttribute('href', /^tel:\+447\d{9}$/);
    }
    expect(await mapChunks(page)).toEqual([]);
    await expectNoAxeViolations(page, '/trips (Upcoming)');
  });

  test('shows the ongoing trips with progress, arrival and a tel: Call Driver link', async ({
    page,
  }) => {
    await openTrips(page);
    await page.getByRole('tab', { name: /Ongoing/ }).click();
    await expect(page).toHaveURL(/\/trips\?tab=ongoing$/);
    const cards = page.getByRole('tabpanel').getByRole('article');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card.getByText('En route', { exact: true })).toBeVisible();
      await expect(card.getByText('Driver is on the way')).toBeVisible();
      await expect(card.getByText('In Transit')).toBeVisible();
      const bar = card.getByRole('progressbar', { name: 'Trip progress' });
      const value = Number(await bar.getAttribute('aria-valuenow'));
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThan(100);
      await expect(card.getByTestId('trip-eta')).toHaveText(
        /\d\d:\d\d \((in about .+|arriving now)\)/,
      );
      const phone = (await card.getByTestId('driver-phone').textContent()) ?? '';
      const call = card.getByRole('link', { name: 'Call Driver' });
      // '07700 912345' is dialled in full: +44 and the number without its 0.
      await expect(call).toHaveAttribute('href', `tel:+44${phone.replace(/\D/g, '').slice(1)}`);
      await expect(card.getByRole('link', { name: 'Message' })).toHaveAttribute(
        'href',
        /^sms:\+?\d+$/,
      );
    }
    await expectNoAxeViolations(page, '/trips (Ongoing)');
  });

  test('shows the completed trips', async ({ page }) => {
    await openTrips(page, 'completed');
    await expect(page.getByRole('tab', { name: /Completed\s*15/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const cards = page.getByRole('tabpanel').getByRole('article');
    await expect(cards).toHaveCount(15);
    await expect(cards.first().getByText('Delivered successfully')).toBeVisible();
    await expect(cards.first().getByText('Completed', { exact: true })).toBeVisible();
    await expect(page.getByText('Delivered successfully')).toHaveCount(15);
    await expectNoAxeViolations(page, '/trips (Completed)');
  });

  test('opens the route dialog with the sketch and the legend, loading the map code only then', async ({
    page,
  }) => {
    await openTrips(page, 'ongoing');
    const card = page.getByRole('tabpanel').getByRole('article').first();
    const reference = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    expect(await mapChunks(page)).toEqual([]);
    await card.getByRole('button', { name: `View Route of ${reference}` }).click();
    const dialog = page.getByRole('dialog', { name: `Route of ${reference}` });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('img', { name: /Route sketch from pickup to delivery/ }),
    ).toBeVisible();
    const legend = dialog.getByRole('list', { name: 'Map legend' });
    await expect(legend.getByRole('listitem')).toHaveText(['PPickup', 'CCurrent', 'DDelivery']);
    await expect(dialog.getByText(/Straight-line distance: [\d.,]+ miles?\./)).toBeVisible();
    expect((await mapChunks(page)).length).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'route dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('shows a trip awaiting its driver as Pending, in the status badges’ yellow', async ({
    page,
  }) => {
    const card = await openTripAwaitingDriver(page);
    expect(await badgeColours(card.getByText('Pending', { exact: true }))).toEqual(
      cssColours(PENDING_BADGE.light),
    );
    await expectNoAxeViolations(page, '/trips with a trip awaiting its driver');
  });

  test("says 'Failed to load trips' when the call fails, and Retry recovers", async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard');
    // The app installs the demo test hooks once its container is ready.
    await page.waitForFunction(() => window.__BIDHAUL_DEMO__ !== undefined);
    await failNextDemoCall(page, 'trips');
    await page
      .getByRole('tablist', { name: 'Portal sections' })
      .getByRole('tab', { name: 'My Trips' })
      .click();
    await expect(page.getByRole('alert')).toHaveText(/Failed to load trips/);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('tab', { name: /Upcoming\s*3/ })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('fits a 375 px phone: the tabs and cards inside the page, the dialog full screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openTrips(page, 'ongoing');
    const main = page.locator('main');
    const overflow = await main.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('tab', { name: /Completed\s*15/ })).toBeInViewport({ ratio: 1 });
    await page
      .getByRole('tabpanel')
      .getByRole('article')
      .first()
      .getByRole('button', { name: /View Route/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('img', { name: /Route sketch/ })).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(375);
    await expectNoAxeViolations(page, 'route dialog at 375 px');
  });
});

test.describe('My Trips in dark mode (demo mode)', () => {
  test.use({ colorScheme: 'dark' });

  test('a trip awaiting its driver shows Pending in the dark scheme’s yellow, and passes axe', async ({
    page,
  }) => {
    const card = await openTripAwaitingDriver(page);
    expect(await badgeColours(card.getByText('Pending', { exact: true }))).toEqual(
      cssColours(PENDING_BADGE.dark),
    );
    await expectNoAxeViolations(page, '/trips in dark mode');
  });
});
