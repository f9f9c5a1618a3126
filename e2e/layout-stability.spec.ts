import { busyLoadId, expect, signIn, test } from './fixtures';

/**
 * Nothing jumps while a screen loads on a phone: a screen paints once before its data arrive, and
 * whatever it paints then (a loading state) takes the room of what replaces it. Measured as the
 * browser's own layout-shift score, on a slowed-down CPU (as Lighthouse's phone profile does) so
 * the first paint reliably comes before the answer.
 */

/** Well under Lighthouse's "good" 0.1 and our 0.02 target: a list arriving under a card scores 0.15. */
const MAX_SHIFT = 0.01;

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

test.use({ viewport: { width: 375, height: 812 } });

test('the portal screens load on a phone without moving what is already shown', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const routes = [
    '/dashboard',
    '/my-loads',
    '/create-job',
    `/bids?load=${await busyLoadId(page)}`,
    '/trips',
    '/history',
    '/profile/edit',
  ];
  const scores: Record<string, number> = {};
  for (const route of routes) {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await tab.addInitScript(() => {
      window.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput)
            window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await tab.goto(route);
    await expect(tab.locator('main h1')).toBeVisible();
    await expect(tab.locator('main').getByText(/^Loading/)).toHaveCount(0);
    await expect(tab.locator('main [data-skeleton]')).toHaveCount(0);
    // Whatever was still to settle after the loading states went (a late image, a font).
    await tab.evaluate(
      () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 500))),
    );
    scores[route] = await tab.evaluate(() => window.__layoutShift ?? 0);
    await tab.close();
  }
  const jumpy = Object.entries(scores).filter(([, score]) => score > MAX_SHIFT);
  expect(jumpy, JSON.stringify(scores)).toEqual([]);
});
