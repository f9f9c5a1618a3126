import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { expect, reportErrorsOf, signIn, test } from './fixtures';

/**
 * The installed portal, demo mode: its service worker keeps the app for offline use, the page
 * says when the device is offline, and Chromium finds the portal installable.
 */
test.use({ serviceWorkers: 'allow' });

const OFFLINE_TEXT = 'You are offline. Bidhaul will update when you are back online.';
const UPDATE_TEXT = 'A new version of Bidhaul is ready.';

/** Resolves once the portal's service worker is installed and active (its files kept). */
async function offlineCopyReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    if (!active || active.state === 'activated') return;
    await new Promise<void>((resolve) =>
      active.addEventListener('statechange', () => {
        if (active.state === 'activated') resolve();
      }),
    );
  });
}

test('after one visit the portal opens offline and says so until the connection returns', async ({
  page,
  context,
}) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Dana!');
  await offlineCopyReady(page);
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Dana!');
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
  // It says so again at the next drop.
  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
});

test('after a deploy the open portal offers the new version and reloads only on Reload', async ({
  page,
  projectBuild,
}) => {
  await signIn(page);
  await offlineCopyReady(page);
  await page.reload();
  // A deploy, as the browser sees it: the service worker's script has changed.
  const script = path.join(projectBuild, 'service-worker.js');
  const deployed = fs.readFileSync(script, 'utf8');
  fs.writeFileSync(script, `${deployed}\n// the next deploy\n`);
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(page.getByText(UPDATE_TEXT)).toBeVisible();
    // The page stays as it is until asked.
    const marked = await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    expect(marked).toBe(true);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => !(window as { stayed?: boolean }).stayed);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Dana!');
    await expect(page.getByText(UPDATE_TEXT)).toHaveCount(0);
  } finally {
    fs.writeFileSync(script, deployed);
  }
});

test('Chromium finds the portal installable, from its manifest', async ({
  playwright,
  pageErrors,
  baseURL,
}, testInfo) => {
  // A browser profile of its own: Chromium installs nothing from an incognito window, which is
  // what Playwright's usual contexts are.
  const context = await playwright.chromium.launchPersistentContext(
    testInfo.outputPath('profile'),
    {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL,
      serviceWorkers: 'allow',
    },
  );
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    reportErrorsOf(page, pageErrors, 'installed');
    await signIn(page);
    await offlineCopyReady(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: 'Bidhaul',
      start_url: '/dashboard',
      display: 'standalone',
    });
  } finally {
    await context.close();
  }
});
