import { expect, expectNoAxeViolations, failNextDemoCall, signIn, test } from './fixtures';

/** The seed's busy load, BH-10412, runs from Dana's depot to her Birmingham showroom. */
const DEPOT = 'Unit 7, Cross Green Industrial Estate, Leeds LS9 0SG';
const BIRMINGHAM = '48 Broad Street, Birmingham B1 2HF';

/** The Dashboard in the built app, demo mode, as the demo customer (Dana) with her seeded loads. */
test.describe('dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('shows the banner, the stat cards, three loads and Quick Actions', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Dana!');
    await expect(
      page.getByRole('heading', { name: 'Active Jobs' }).locator('xpath=following-sibling::*[1]'),
    ).toHaveText('12');
    await expect(
      page.getByRole('heading', { name: 'Completed' }).locator('xpath=following-sibling::*[1]'),
    ).toHaveText('15');
    const card = page.getByRole('region', { name: /My Active Loads/ });
    await expect(card.getByTestId('dashboard-load-row')).toHaveCount(3);
    await expect(card.getByTestId('active-loads-count')).toHaveText('12 active jobs');
    const busy = card.getByTestId('dashboard-load-row').first();
    await expect(busy.getByRole('link', { name: 'BH-10412 bids' })).toBeVisible();
    await expect(busy).toContainText('20 Bids');
    await expect(busy).toContainText(/Pickup: \d{1,2} \w{3} \d{4}/);
    const actions = page.getByRole('region', { name: 'Quick Actions' });
    await expect(actions).toContainText('Dana');
    await expect(actions).toContainText('demo@shipper.test');
    await expect(actions.getByRole('link', { name: 'View My Loads (12)' })).toBeVisible();
    for (const name of ['Create New Job', 'Track Active Trips', 'View Load History']) {
      await expect(actions.getByRole('link', { name })).toBeVisible();
    }
    await expectNoAxeViolations(page, '/dashboard');
  });

  test('View All opens My Loads', async ({ page }) => {
    await page
      .getByRole('region', { name: /My Active Loads/ })
      .getByRole('link', { name: 'View All' })
      .click();
    await expect(page).toHaveURL(/\/my-loads$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Active Loads' })).toBeVisible();
  });

  test("a row click opens that load's bids, with the Bids tab shown", async ({ page }) => {
    const row = page.getByTestId('dashboard-load-row').first();
    await row.getByText(/^Pickup:/).click();
    await expect(page).toHaveURL(/\/bids\?load=\d+$/);
    await expect(page.getByRole('tab', { name: 'Bids', exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Bids', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('Details opens the load details', async ({ page }) => {
    await page
      .getByTestId('dashboard-load-row')
      .first()
      .getByRole('link', { name: 'Details of BH-10412' })
      .click();
    await expect(page).toHaveURL(/\/history\/\d+$/);
  });

  test('the route names each stop by town; the full address shows on keyboard focus', async ({
    page,
  }) => {
    const row = page.getByTestId('dashboard-load-row').first();
    const route = row.getByTestId('route');
    // Seen as 'Leeds LS9 → Birmingham B1'; screen readers hear 'to' for the arrow.
    await expect(route).toMatchAriaSnapshot('- paragraph: Leeds LS9 to Birmingham B1');
    await expect(route.locator('[aria-hidden="true"]')).toHaveText('→');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await row.getByRole('link', { name: 'BH-10412 bids' }).focus();
    await page.keyboard.press('Tab');
    const pickup = route.getByText('Leeds LS9', { exact: true });
    await expect(pickup).toBeFocused();
    const hint = page.getByRole('tooltip');
    await expect(hint).toHaveText(DEPOT);
    // The full address is the town's description for screen readers, and Escape hides it.
    await expect(pickup).toHaveAccessibleDescription(DEPOT);
    await page.keyboard.press('Escape');
    await expect(hint).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(route.getByText('Birmingham B1', { exact: true })).toHaveAccessibleDescription(
      BIRMINGHAM,
    );
    await expect(hint).toHaveText(BIRMINGHAM);
  });

  test('a failed dashboard call says so and Retry recovers', async ({ page }) => {
    await page.getByRole('tab', { name: 'My Loads' }).click();
    await failNextDemoCall(page, 'dashboard');
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch dashboard' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: 'Active Jobs' }).locator('xpath=following-sibling::*[1]'),
    ).toHaveText('12');
  });

  test('at 375 px: everything fits and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByTestId('dashboard-load-row')).toHaveCount(3);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, '/dashboard at 375 px');
  });
});
