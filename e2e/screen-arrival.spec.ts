import type { Page } from '@playwright/test';
import { expect, publishAutoLoad, signIn, test } from './fixtures';

/**
 * Arriving at a screen, in demo mode: every navigation to another screen starts at its top with the
 * focus on its one heading, and Back puts the window where the shipper left that screen.
 */

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The screen shown has one h1, with the focus, and the window at the top. */
async function expectArrivedAt(page: Page, name: string | RegExp): Promise<void> {
  await expect(heading(page)).toHaveCount(1);
  await expect(heading(page)).toHaveText(name);
  await expect(heading(page)).toBeFocused();
  expect(await scrollY(page)).toBe(0);
}

test.describe('arriving at a screen', () => {
  test('after publishing, Select a Bid opens at the top with the focus on its heading', async ({
    page,
  }) => {
    // On a phone the form is scrolled down to its Create Load button when it is pressed.
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page);
    await publishAutoLoad(page);
    await expectArrivedAt(page, 'Select a Bid');
  });

  test('each portal section opens at the top, its one heading focused', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page);
    const sections: [string, string | RegExp][] = [
      ['My Loads', 'My Active Loads'],
      ['Create Job', 'Create Job'],
      ['My Trips', 'My Trips'],
      ['History', 'Load History'],
      ['Dashboard', /^Welcome/],
    ];
    for (const [tab, title] of sections) {
      // From the foot of the screen before, where the last one left the shipper.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expectArrivedAt(page, title);
    }
    await page.getByRole('link', { name: /^Edit profile/ }).click();
    await expectArrivedAt(page, 'Edit Profile');

    // By keyboard too. The heading is no Tab stop, and draws no focus ring: it is not a control.
    await page.getByRole('tab', { name: 'My Loads', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expectArrivedAt(page, 'My Active Loads');
    await expect(heading(page)).toHaveAttribute('tabindex', '-1');
    await expect(heading(page)).toHaveCSS('outline-style', 'none');
  });

  test('Back puts the window where the screen was left, once its rows are back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page);
    await page.getByRole('tab', { name: 'History', exact: true }).click();
    const details = page.getByRole('link', { name: /^View details of/ });
    await expect(details).toHaveCount(10);
    // A row well down the page: the window is scrolled to bring it into view.
    const row = details.nth(6);
    await row.scrollIntoViewIfNeeded();
    const left = await scrollY(page);
    expect(left).toBeGreaterThan(1000);
    await row.click();
    await expect(page).toHaveURL(/\/history\/\d+$/);
    await expectArrivedAt(page, 'Load Details');

    await page.goBack();
    await expect(page).toHaveURL(/\/history$/);
    await expect(heading(page)).toHaveText('Load History');
    await expect(heading(page)).toBeFocused();
    await expect.poll(() => scrollY(page)).toBe(left);

    // Forward again: Load Details where it was left, at its top.
    await page.goForward();
    await expect(heading(page)).toHaveText('Load Details');
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});
