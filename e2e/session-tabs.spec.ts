import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, reportErrorsOf, signIn, test } from './fixtures';

/**
 * One session across the tabs of a browser (two pages of one context share localStorage, as tabs
 * do): a sign-out in one tab reaches the other within 2 s, which goes to /login remembering its
 * page; a sign-in as someone else in one tab never lets the other show the first user again.
 */

const FOLLOW_WITHIN_MS = 2_000;
/** The second demo customer; the demo customers share one password. */
const OMAR = { email: 'other@shipper.test', name: 'Omar Other' };
/** What only the demo customer's own pages show: her full name and her e-mail address. */
const DANA_MARKERS = ['Dana Shipper', 'demo@shipper.test'];

declare global {
  interface Window {
    /** Tells the test whether the page now shows any of the watched texts. */
    __bidhaulShowsWatched?: (shown: boolean, path: string) => void;
  }
}

interface Sighting {
  readonly at: number;
  readonly shown: boolean;
  readonly path: string;
}

/**
 * Watches every document `page` loads for `markers`, in its text and in its form fields, and
 * records each time they appear or disappear (checked on every change of the page and every
 * 50 ms, since a field's value changes without a DOM mutation).
 */
async function watchFor(page: Page, markers: readonly string[]): Promise<Sighting[]> {
  const sightings: Sighting[] = [];
  await page.exposeBinding('__bidhaulShowsWatched', (_source, shown: boolean, path: string) => {
    sightings.push({ at: Date.now(), shown, path });
  });
  await page.addInitScript((watched) => {
    let last: boolean | null = null;
    const check = () => {
      if (!document.body) return;
      const fields = [...document.querySelectorAll('input, textarea')].map(
        (field) => (field as HTMLInputElement).value,
      );
      const text = [document.body.innerText, ...fields].join('\n');
      const shown = watched.some((marker) => text.includes(marker));
      if (shown === last) return;
      last = shown;
      window.__bidhaulShowsWatched?.(shown, location.pathname);
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    setInterval(check, 50);
  }, markers);
  return sightings;
}

async function secondTab(page: Page, pageErrors: string[]): Promise<Page> {
  const tab = await page.context().newPage();
  reportErrorsOf(tab, pageErrors, 'tab B');
  return tab;
}

test('Sign Out in one tab: the other is at /login within 2 s, remembering its page', async ({
  page: tabA,
  pageErrors,
}) => {
  await signIn(tabA);
  const tabB = await secondTab(tabA, pageErrors);
  await tabB.goto('/history?status=completed');
  await expect(tabB.getByRole('heading', { level: 1, name: 'Load History' })).toBeVisible();

  await tabA.getByRole('button', { name: 'Sign Out' }).click();
  await expect(tabA).toHaveURL(/\/login$/);
  await expect(tabB).toHaveURL(/\/login\?redirect=%2Fhistory%3Fstatus%3Dcompleted$/, {
    timeout: FOLLOW_WITHIN_MS,
  });
  await expect(tabB.getByText('You were signed out in another tab.')).toBeVisible();

  // Signing in again there goes back to the page it remembered.
  await tabB.getByRole('textbox', { name: 'Email', exact: true }).fill('demo@shipper.test');
  await tabB.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await tabB.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(tabB).toHaveURL(/\/history\?status=completed$/);
});

test('signing in as someone else in one tab: the other never shows the first user again', async ({
  page: tabA,
  pageErrors,
}) => {
  await signIn(tabA);
  const tabB = await secondTab(tabA, pageErrors);
  const sightings = await watchFor(tabB, DANA_MARKERS);
  // Tab B holds unsaved edits of Dana's profile, work of hers that must not reach Omar.
  await tabB.goto('/profile/edit');
  await expect(tabB.getByTestId('header-name')).toHaveText('Dana Shipper');
  await tabB
    .getByRole('textbox', { name: 'Business Description' })
    .fill('Dana Shipper moves furniture twice a week');
  await expect.poll(() => sightings.at(-1)?.shown, 'tab B shows Dana before the switch').toBe(true);

  const switchedAt = Date.now();
  await tabA.getByRole('button', { name: 'Sign Out' }).click();
  await signIn(tabA, OMAR.email, DEMO_PASSWORD);
  await expect(tabA.getByTestId('header-name')).toHaveText(OMAR.name);

  // Tab B follows to the new user (its remembered page, or /login), and only Omar is shown there.
  await expect(tabB.getByTestId('header-name')).toHaveText(OMAR.name, {
    timeout: FOLLOW_WITHIN_MS,
  });
  await tabB.goto('/profile/edit');
  await expect(tabB.getByRole('textbox', { name: 'Email Address' })).toHaveValue(OMAR.email);
  await expect(tabB.getByRole('textbox', { name: 'Business Description' })).not.toHaveValue(
    /Dana Shipper/,
  );
  await tabB.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(tabB.getByRole('heading', { level: 1, name: 'Welcome back, Omar!' })).toBeVisible();

  const afterSwitch = sightings.filter((s) => s.at >= switchedAt);
  expect(
    afterSwitch.filter((s) => s.shown),
    'Dana shown again in tab B',
  ).toEqual([]);
  expect(afterSwitch.length, 'tab B stopped showing Dana').toBeGreaterThan(0);
  // Neither tab wrote Dana back beside Omar's token.
  for (const tab of [tabA, tabB]) {
    expect(
      await tab.evaluate(
        () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { email?: string }).email,
      ),
    ).toBe(OMAR.email);
  }
});
