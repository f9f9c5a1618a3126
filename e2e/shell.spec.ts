import type { Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_STATE_KEY, expect, expectNoAxeViolations, signIn, test } from './fixtures';

/**
 * The foundation (which routes need a session and where the others send you, the portal's tabs,
 * and the demo bar with its "Demo mode" chip and Demo inbox) in the built app, demo mode.
 */

/** The portal's own tabs (screens have tabs of their own, e.g. Available / Rejected Bids). */
const portalTabs = (page: Page) => page.getByRole('tablist', { name: 'Portal sections' });
const portalTab = (page: Page, name: string) =>
  portalTabs(page).getByRole('tab', { name, exact: true });

interface DemoLoadRow {
  id: number;
  loadNo: string;
  status: string;
}

/** Load ids from the demo backend's own storage (the seed's busy load and a completed one). */
async function demoLoadIds(page: Page): Promise<{ busy: number; completed: number }> {
  // The demo backend seeds its storage once the app has started.
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, DEMO_STATE_KEY);
  const loads = await page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { loads: DemoLoadRow[] }).loads : [];
  }, DEMO_STATE_KEY);
  const busy = loads.find((l) => l.loadNo === 'BH-10412');
  const completed = loads.find((l) => l.status === 'completed');
  if (!busy || !completed) throw new Error('the demo seed has no busy or completed load');
  return { busy: busy.id, completed: completed.id };
}

/** Signs in through the form on the current /login page, keeping its ?redirect=. */
async function signInHere(page: Page): Promise<void> {
  await page.getByLabel('Email', { exact: false }).first().fill(DEMO_EMAIL);
  await page.locator('input[type="password"]').first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

test.describe('signed out: protected and unknown routes go to /login', () => {
  test('a protected route goes to /login remembering it', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    expect(path(page)).toBe('/login?redirect=%2Fdashboard');
  });

  test('/history/{id} goes to /login remembering it, and sign-in lands back on it', async ({
    page,
  }) => {
    await page.goto('/login');
    const { completed } = await demoLoadIds(page);
    await page.goto(`/history/${completed}`);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fhistory%2F${completed}$`));
    await signInHere(page);
    await expect(page).toHaveURL(new RegExp(`/history/${completed}$`));
    await expect(portalTab(page, 'History')).toHaveAttribute('aria-selected', 'true');
  });

  test('the sign-in views name themselves in the title', async ({ page }) => {
    for (const [url, title] of [
      ['/login', 'Sign in · Bidhaul'],
      ['/signup', 'Create your account · Bidhaul'],
      ['/forgot-password', 'Forgot your password? · Bidhaul'],
    ] as const) {
      await page.goto(url);
      await expect(page, url).toHaveTitle(title);
    }
  });

  test('an unknown path goes to /login', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login(\?.*)?$/);
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});

test.describe('signed in: auth routes go to the dashboard, tabs follow the path', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('/login goes to /dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unknown path goes to /dashboard', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the active tab follows the path; /history/{id} marks History', async ({ page }) => {
    const { completed } = await demoLoadIds(page);
    const cases: [string, string][] = [
      ['/dashboard', 'Dashboard'],
      ['/my-loads', 'My Loads'],
      ['/create-job', 'Create Job'],
      ['/trips', 'My Trips'],
      ['/history', 'History'],
      [`/history/${completed}`, 'History'],
    ];
    for (const [url, label] of cases) {
      await page.goto(url);
      await expect(portalTabs(page).getByRole('tab', { selected: true }), url).toHaveAccessibleName(
        label,
      );
      await expect(portalTabs(page).getByRole('tab', { selected: true })).toHaveCount(1);
    }
  });

  test('the tabs navigate, in the spec order', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(portalTabs(page).getByRole('tab')).toHaveText([
      'Dashboard',
      'My Loads',
      'Create Job',
      'My Trips',
      'History',
    ]);
    for (const [label, url] of [
      ['My Loads', '/my-loads'],
      ['Create Job', '/create-job'],
      ['My Trips', '/trips'],
      ['History', '/history'],
      ['Dashboard', '/dashboard'],
    ] as const) {
      await portalTab(page, label).click();
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await expect(portalTab(page, label)).toHaveAttribute('aria-selected', 'true');
    }
  });

  test('every page names itself in the title, so tabs, history and screen readers tell them apart', async ({
    page,
  }) => {
    const { busy, completed } = await demoLoadIds(page);
    for (const [url, title] of [
      ['/dashboard', 'Dashboard · Bidhaul'],
      ['/my-loads', 'My Loads · Bidhaul'],
      ['/create-job', 'Create Job · Bidhaul'],
      [`/bids?load=${busy}`, /^(\(\d+\) )?Select a Bid · Bidhaul$/],
      ['/trips', 'My Trips · Bidhaul'],
      ['/history', 'Load History · Bidhaul'],
      [`/history/${completed}`, 'Load Details · Bidhaul'],
      [`/history/${completed}/bids`, 'Bid History · Bidhaul'],
      ['/profile/edit', 'Edit Profile · Bidhaul'],
      ['/', 'Bidhaul · Customer portal'],
    ] as const) {
      await page.goto(url);
      await expect(page, url).toHaveTitle(title);
    }
  });

  test('the Bids tab shows only while a load is selected (/bids?load=…)', async ({ page }) => {
    const { busy } = await demoLoadIds(page);
    await page.goto('/dashboard');
    await expect(portalTab(page, 'Bids')).toHaveCount(0);
    await page.goto('/bids');
    await expect(portalTab(page, 'Dashboard')).toBeVisible();
    await expect(portalTab(page, 'Bids')).toHaveCount(0);
    await page.goto(`/bids?load=${busy}`);
    await expect(portalTab(page, 'Bids')).toHaveAttribute('aria-selected', 'true');
    await expect(portalTabs(page).getByRole('tab')).toHaveText([
      'Dashboard',
      'My Loads',
      'Create Job',
      'Bids',
      'My Trips',
      'History',
    ]);
    await portalTab(page, 'My Trips').click();
    await expect(page).toHaveURL(/\/trips$/);
    await expect(portalTab(page, 'Bids'), 'leaving Bids clears the selection').toHaveCount(0);
  });
});

test.describe('demo mode bar: the "Demo mode" chip and the Demo inbox', () => {
  const demoBar = async (page: Page, url: string) => {
    await expect(page.getByText('Demo mode', { exact: true }), url).toBeVisible();
    await expect(page.getByRole('button', { name: 'Demo inbox' }), url).toBeVisible();
  };

  test('the Demo mode chip and the Demo inbox button are on every page', async ({ page }) => {
    for (const url of ['/', '/login', '/signup', '/forgot-password']) {
      await page.goto(url);
      await demoBar(page, url);
    }
    await signIn(page);
    const { busy, completed } = await demoLoadIds(page);
    for (const url of [
      '/dashboard',
      '/my-loads',
      '/create-job',
      `/bids?load=${busy}`,
      '/trips',
      '/history',
      `/history/${completed}`,
      `/history/${completed}/bids`,
      '/profile/edit',
    ]) {
      await page.goto(url);
      await expect(page).toHaveURL(new RegExp(`${url.replace('?', '\\?')}$`));
      await demoBar(page, url);
    }
  });

  test('the Demo inbox opens a dialog, returns focus, and Reset demo data signs out', async ({
    page,
  }) => {
    await signIn(page);
    const inboxButton = page.getByRole('button', { name: 'Demo inbox' });
    await inboxButton.click();
    const dialog = page.getByRole('dialog', { name: 'Demo inbox' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'Demo inbox (light)');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(inboxButton).toBeFocused();

    await inboxButton.click();
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await expect(page).toHaveURL(/\/login(\?.*)?$/);
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
    ).toEqual([null, null]);
  });
});

test.describe('accessibility of the shell, light and dark', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`no axe violations in ${colorScheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await signIn(page);
      await page.goto('/dashboard');
      await expect(page.getByRole('tablist', { name: 'Portal sections' })).toBeVisible();
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('main [role="progressbar"]')).toHaveCount(0);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [r = 0, g = 0, b = 0] = (background.match(/\d+/g) ?? []).map(Number);
      const luminance = (r + g + b) / 3;
      expect(colorScheme === 'dark' ? luminance < 80 : luminance > 200, `body ${background}`).toBe(
        true,
      );
      await expectNoAxeViolations(page, `portal shell (${colorScheme})`);
      await page.getByRole('button', { name: 'Demo inbox' }).click();
      await expect(page.getByRole('dialog', { name: 'Demo inbox' })).toBeVisible();
      await expectNoAxeViolations(page, `Demo inbox (${colorScheme})`);
    });
  }
});

test('the loading state of a screen (its chunk on the way) is accessible', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard');
  await expect(page.locator('main h1')).toBeVisible();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/trips\.screen-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // A tab click keeps the old screen during the transition; a direct visit shows the fallback.
  await page.goto('/trips', { waitUntil: 'commit' });
  await expect(page.locator('main [role="progressbar"]')).toBeVisible();
  await expectNoAxeViolations(page, 'screen loading');
  release();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main [role="progressbar"]')).toHaveCount(0);
});
