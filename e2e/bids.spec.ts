import type { Locator, Page } from '@playwright/test';
import {
  busyLoadId,
  chooseOption,
  DEMO_EMAIL,
  expect,
  expectNoAxeViolations,
  failNextDemoCall,
  signIn,
  test,
} from './fixtures';

/**
 * Select a Bid, in demo mode: the seeded busy load BH-10412 (20 bids, 4 rejected) from
 * My Loads, rejecting, a failed accept (fault injected), accepting after confirming, paging.
 */

const cards = (page: Page) => page.getByTestId('bid-card');
const tab = (page: Page, name: RegExp | string) => page.getByRole('tab', { name });

async function openBusyLoad(page: Page): Promise<number> {
  await signIn(page);
  const id = await busyLoadId(page);
  await page.goto(`/bids?load=${id}`);
  await expect(cards(page)).toHaveCount(10);
  return id;
}

async function bidderOf(card: Locator): Promise<string> {
  return (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
}

test.describe('Select a Bid', () => {
  test('BH-10412 from My Loads: header, Job Summary, tabs with counts, cards and tips; axe passes', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/my-loads');
    await page.getByRole('button', { name: 'Select Bid for BH-10412' }).click();
    const id = await busyLoadId(page);
    await expect(page).toHaveURL(new RegExp(`/bids\\?load=${id}$`));

    await expect(page.getByRole('heading', { level: 1, name: 'Select a Bid' })).toBeVisible();
    await expect(page.getByText('Review bids from available drivers')).toBeVisible();
    const summary = page.getByRole('region', { name: 'Job Summary' });
    await expect(summary.getByTestId('summary-load-no')).toHaveText('BH-10412');
    await expect(summary).toContainText('480 kg');
    await expect(summary.getByTestId('summary-status')).toHaveText('Pending');
    await expect(tab(page, 'Available Bids (16)')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Rejected Bids (4)')).toBeVisible();
    await expect(page.getByTestId('bids-showing')).toHaveText('Showing 1-10 of 16 total bids');
    await expect(cards(page)).toHaveCount(10);
    // More than 10 open bids: the Available tab has a second page.
    await expect(
      page.getByRole('navigation', { name: 'Bid pages' }).getByRole('button', { name: /^Page / }),
    ).toHaveText(['1', '2']);
    const first = cards(page).first();
    await expect(first.getByText(/^(Driver|Company)$/)).toBeVisible();
    await expect(first.getByTestId('bid-rating')).toHaveText(/^Rating \d\.\d{2} \(\d+ reviews?\)$/);
    await expect(first.getByTestId('bid-amount')).toHaveText(/^£[\d,]+\.\d{2}$/);
    await expect(page.getByRole('heading', { name: 'Tips for Selecting Bids' })).toBeVisible();

    // Each highlight marks one of all the open bids, on whichever page that bid falls.
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    await chooseOption(sortBy, 'Highest rating');
    await expect(cards(page).first().getByText('Top rated')).toBeVisible();
    await expect(page.getByText('Top rated')).toHaveCount(1);
    await chooseOption(sortBy, 'Lowest price');
    await expect(cards(page).first().getByText('Best price')).toBeVisible();
    await expect(page.getByText('Best price')).toHaveCount(1);
    await expectNoAxeViolations(page, '/bids (light)');

    await tab(page, 'Rejected Bids (4)').click();
    await expect(cards(page)).toHaveCount(4);
    await expect(page.getByTestId('bids-showing')).toHaveText('Showing 1-4 of 4 total bids');
    await expect(cards(page).getByText('Rejected', { exact: true })).toHaveCount(4);

    const back = page.getByRole('link', { name: 'Back to My Loads' });
    // As drawn, not only as named: the button's flex layout once swallowed the space.
    expect(await back.innerText()).toBe('Back to My Loads');
    await back.click();
    await expect(page).toHaveURL(/\/my-loads$/);
  });

  test('a rejection offers Undo for 10 s, then moves the bid to Rejected Bids, also after a reload', async ({
    page,
  }) => {
    await openBusyLoad(page);
    const card = cards(page).nth(2);
    const name = await bidderOf(card);
    await card.getByRole('button', { name: `Reject bid from ${name}` }).click();
    await expect(card.getByText(`Bid from ${name} rejected.`)).toBeVisible();
    await expect(
      card.getByRole('button', { name: `Undo rejecting bid from ${name}` }),
    ).toBeFocused();
    await expect(tab(page, 'Available Bids (16)')).toBeVisible();

    // Without Undo the rejection lands once its 10 s are up.
    await expect(tab(page, 'Available Bids (15)')).toBeVisible({ timeout: 20_000 });
    await expect(tab(page, 'Rejected Bids (5)')).toBeVisible();
    await expect(page.getByRole('article', { name })).toHaveCount(0);

    await tab(page, 'Rejected Bids (5)').click();
    const rejected = page.getByRole('article', { name });
    await expect(rejected.getByText('Rejected', { exact: true })).toBeVisible();

    await page.reload();
    await expect(tab(page, 'Rejected Bids (5)')).toBeVisible();
    await expect(tab(page, 'Available Bids (15)')).toBeVisible();
  });

  test("Undo shows its time left ('Undo · 7 s') and stands still while the pointer or the focus is on it", async ({
    page,
  }) => {
    await page.clock.install();
    await openBusyLoad(page);
    // The page's timers from here on run only as the test moves the clock.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const name = await bidderOf(cards(page).nth(2));
    const card = page.getByRole('article', { name });
    await card.getByRole('button', { name: `Reject bid from ${name}` }).click();
    const undo = card.getByRole('button', { name: `Undo rejecting bid from ${name}` });
    await expect(undo).toHaveText('Undo · 10 s');
    await page.clock.runFor(3_000);
    await expect(undo).toHaveText('Undo · 7 s');

    // The pointer over it: the time stands still, however long it stays.
    await undo.hover();
    await page.clock.runFor(30_000);
    await expect(undo).toHaveText('Undo · 7 s');
    await page.mouse.move(0, 0);
    await page.clock.runFor(6_000);
    await expect(undo).toHaveText('Undo · 1 s');

    // The keyboard's focus on another one's Undo holds it as well.
    // By name: once the first rejection is sent, the cards below it move up.
    const otherName = await bidderOf(cards(page).nth(3));
    const other = page.getByRole('article', { name: otherName });
    await other.getByRole('button', { name: `Reject bid from ${otherName}` }).focus();
    await page.keyboard.press('Enter');
    const otherUndo = other.getByRole('button', { name: `Undo rejecting bid from ${otherName}` });
    await expect(otherUndo).toBeFocused();
    await page.clock.runFor(1_000);
    // The first one's time is up; the focused one has not moved.
    await expect(undo).toHaveCount(0);
    await page.clock.runFor(30_000);
    await expect(otherUndo).toHaveText('Undo · 10 s');
    await page.keyboard.press('Shift+Tab');
    await page.clock.runFor(10_000);
    await expect(otherUndo).toHaveCount(0);

    await page.clock.resume();
    await expect(tab(page, 'Rejected Bids (6)')).toBeVisible();
    await expect(tab(page, 'Available Bids (14)')).toBeVisible();
  });

  test('Undo after Reject keeps the bid open, and nothing is rejected', async ({ page }) => {
    await openBusyLoad(page);
    const card = cards(page).nth(1);
    const name = await bidderOf(card);
    await card.getByRole('button', { name: `Reject bid from ${name}` }).click();
    await page.keyboard.press('Enter');
    const reject = card.getByRole('button', { name: `Reject bid from ${name}` });
    await expect(reject).toBeFocused();
    await expect(card.getByText(`Bid from ${name} rejected.`)).toHaveCount(0);
    // Well past the 10 s, and after a reload: the bid is still open.
    await page.waitForTimeout(11_000);
    await expect(tab(page, 'Available Bids (16)')).toBeVisible();
    await page.reload();
    await expect(tab(page, 'Available Bids (16)')).toBeVisible();
    await expect(tab(page, 'Rejected Bids (4)')).toBeVisible();
    await expect(
      page.getByRole('article', { name }).getByRole('button', { name: `Reject bid from ${name}` }),
    ).toBeEnabled();
  });

  test('leaving the screen sends a waiting rejection at once', async ({ page }) => {
    await openBusyLoad(page);
    const card = cards(page).first();
    const name = await bidderOf(card);
    await card.getByRole('button', { name: `Reject bid from ${name}` }).click();
    await page.getByRole('link', { name: 'Back to My Loads' }).click();
    await expect(page).toHaveURL(/\/my-loads$/);
    // The address changes at once; the screen is left once My Loads shows. (Back before then
    // never left it: the rejection then went only once its 10 s were up.)
    await expect(page.getByRole('heading', { level: 1, name: 'My Active Loads' })).toBeVisible();
    await page.goBack();
    await expect(tab(page, 'Rejected Bids (5)')).toBeVisible();
    await tab(page, 'Rejected Bids (5)').click();
    await expect(
      page.getByRole('article', { name }).getByText('Rejected', { exact: true }),
    ).toBeVisible();
  });

  test("a failed accept shows 'Failed to accept bid' and leaves the bid open", async ({ page }) => {
    const id = await openBusyLoad(page);
    await failNextDemoCall(page, 'acceptBid');
    const card = cards(page).first();
    const name = await bidderOf(card);
    await card.getByRole('button', { name: `Accept bid from ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Accept this bid?' })
      .getByRole('button', { name: 'Accept bid' })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to accept bid' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/bids\\?load=${id}$`));
    await expect(
      page.getByRole('article', { name }).getByRole('button', { name: `Accept bid from ${name}` }),
    ).toBeEnabled();
    await expect(tab(page, 'Available Bids (16)')).toBeVisible();
  });

  test('accepting says so and lands on /trips with the new trip marked; the load then pages its 19 rejected bids', async ({
    page,
  }) => {
    const id = await openBusyLoad(page);
    const card = cards(page).nth(1);
    const name = await bidderOf(card);
    const amount = (await card.getByTestId('bid-amount').textContent()) ?? '';
    await card.getByRole('button', { name: `Accept bid from ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept this bid?' });
    await expect(dialog).toContainText(name);
    await expect(dialog).toContainText(amount);
    await expect(dialog).toContainText('This cannot be undone.');
    await expectNoAxeViolations(page, 'accept confirmation dialog');
    await dialog.getByRole('button', { name: 'Accept bid' }).click();

    await expect(page).toHaveURL(/\/trips$/);
    await expect(
      page.getByText(
        `Bid from ${name} accepted for ${amount}. The trip is now under Upcoming in My Trips.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'My Trips' })).toBeFocused();
    await expect(tab(page, /^Upcoming/)).toHaveAttribute('aria-selected', 'true');
    const trip = page.getByRole('article', { name: `#TRP-${id}` });
    await expect(trip.getByText('Just booked')).toBeInViewport();
    await expect(page.getByText('Just booked')).toHaveCount(1);
    // Only this visit marks it: a reload shows the trip as any other.
    await page.reload();
    await expect(trip).toBeVisible();
    await expect(page.getByText('Just booked')).toHaveCount(0);

    await page.goto(`/bids?load=${id}`);
    await expect(tab(page, 'Available Bids (1)')).toBeVisible();
    await expect(
      page.getByRole('article', { name }).getByText('Accepted', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Accept bid from / })).toHaveCount(0);
    const status = page.getByRole('region', { name: 'Job Summary' }).getByTestId('summary-status');
    await expect(status).toHaveText('Assigned (locked)');
    await expect(status.getByTestId('summary-lock')).toBeVisible();

    await tab(page, 'Rejected Bids (19)').click();
    await expect(page.getByTestId('bids-showing')).toHaveText('Showing 1-10 of 19 total bids');
    const pages = page.getByRole('navigation', { name: 'Bid pages' });
    await expect(pages.getByRole('button', { name: /^Page / })).toHaveText(['1', '2']);
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('bids-showing')).toHaveText('Showing 11-19 of 19 total bids');
    await expect(cards(page)).toHaveCount(9);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await pages.getByRole('button', { name: 'Page 1' }).click();
    await expect(cards(page)).toHaveCount(10);
  });

  test("'New' marks only open bids: not a rejected one, one waiting out its Undo, nor an accepted one", async ({
    page,
  }) => {
    await signIn(page);
    const id = await busyLoadId(page);
    // The shipper last looked at the load before any of its 20 bids came.
    const lookedBeforeAnyBid = () =>
      page.evaluate(([key, loadId]) => localStorage.setItem(key, JSON.stringify([[loadId, []]])), [
        `bidhaul:portal:seen-bids:${DEMO_EMAIL}`,
        id,
      ] as const);
    const newBadges = (where: Locator | Page) => where.getByText('New', { exact: true });
    await lookedBeforeAnyBid();
    await page.goto(`/bids?load=${id}`);
    await expect(cards(page)).toHaveCount(10);
    await expect(page).toHaveTitle('(16) Select a Bid · Bidhaul');
    await expect(newBadges(page)).toHaveCount(10);

    await tab(page, 'Rejected Bids (4)').click();
    await expect(cards(page)).toHaveCount(4);
    await expect(newBadges(page)).toHaveCount(0);

    await tab(page, 'Available Bids (16)').click();
    await expect(cards(page)).toHaveCount(10);
    const card = cards(page).first();
    const name = await bidderOf(card);
    await card.getByRole('button', { name: `Reject bid from ${name}` }).click();
    await expect(card.getByText(`Bid from ${name} rejected.`)).toBeVisible();
    await expect(newBadges(card)).toHaveCount(0);
    await expect(page).toHaveTitle('(15) Select a Bid · Bidhaul');

    const chosen = cards(page).nth(1);
    const winner = await bidderOf(chosen);
    await chosen.getByRole('button', { name: `Accept bid from ${winner}` }).click();
    await page
      .getByRole('dialog', { name: 'Accept this bid?' })
      .getByRole('button', { name: 'Accept bid' })
      .click();
    await expect(page).toHaveURL(/\/trips$/);

    // Even to a shipper who never looked since: the accepted bid and those it declined are not news.
    await lookedBeforeAnyBid();
    await page.goto(`/bids?load=${id}`);
    await expect(
      page.getByRole('article', { name: winner }).getByText('Accepted', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Select a Bid · Bidhaul');
    await expect(newBadges(page)).toHaveCount(0);
    await tab(page, 'Rejected Bids (19)').click();
    await expect(cards(page)).toHaveCount(10);
    await expect(newBadges(page)).toHaveCount(0);
  });

  test('at 375 px in dark mode: no sideways scrolling, the cards work, axe passes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await openBusyLoad(page);
    // Nothing of the screen reaches past the right edge (the header is the shell's).
    const overflow = await page.evaluate(
      () =>
        Math.max(
          ...Array.from(
            document.querySelectorAll('main *'),
            (el) => el.getBoundingClientRect().right,
          ),
        ) - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: /^Accept bid from / }),
    ).toBeVisible();
    await expectNoAxeViolations(page, '/bids at 375 px, dark');
    await cards(page)
      .first()
      .getByRole('button', { name: /^Accept bid from / })
      .click();
    await expect(page.getByRole('dialog', { name: 'Accept this bid?' })).toBeVisible();
    await expectNoAxeViolations(page, 'accept confirmation dialog at 375 px, dark');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('on a 375 × 812 phone every section is one tap away and the first Accept is on the first screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openBusyLoad(page);
    const sections = page.getByRole('tablist', { name: 'Portal sections' }).getByRole('tab');
    await expect(sections).toHaveText([
      'Dashboard',
      'My Loads',
      'Create Job',
      'Bids',
      'My Trips',
      'History',
    ]);
    // Each section is inside the screen, not behind a sideways scroll.
    for (const section of await sections.all()) {
      const box = (await section.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    const accept = cards(page)
      .first()
      .getByRole('button', { name: /^Accept bid from / });
    await expect(accept).toBeInViewport({ ratio: 1 });

    // The Job Summary and the tips are folded until asked for.
    const summary = page.getByRole('region', { name: 'Job Summary' });
    await expect(summary.getByText('480 kg · 12 items')).toBeHidden();
    await summary.getByRole('button', { name: 'Show job details' }).click();
    await expect(summary.getByText('480 kg · 12 items')).toBeVisible();
    await expect(summary.getByRole('button', { name: 'Hide job details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const tips = page.getByRole('complementary', { name: 'Tips for Selecting Bids' });
    await expect(tips.getByRole('listitem')).toHaveCount(0);
    await tips.getByRole('button', { name: 'Show tips' }).click();
    await expect(tips.getByRole('listitem')).toHaveCount(4);

    // A price check's verdict keeps one line.
    const verdict = page.getByTestId('bid-price-verdict').first();
    expect(await verdict.evaluate((el) => el.getClientRects().length)).toBe(1);

    // Past the phone's width the summary shows in full, with no button to fold it.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect(summary.getByText('480 kg · 12 items')).toBeVisible();
    await expect(summary.getByRole('button', { name: /job details/ })).toHaveCount(0);
    await expect(tips.getByRole('listitem')).toHaveCount(4);
  });

  test('without a selected load it says so and leads to My Loads', async ({ page }) => {
    await signIn(page);
    await page.goto('/bids');
    await expect(page.getByRole('heading', { name: 'No job selected' })).toBeVisible();
    await expectNoAxeViolations(page, '/bids without a load');
    await page.getByRole('link', { name: 'Go to My Loads' }).click();
    await expect(page).toHaveURL(/\/my-loads$/);
  });
});
