import type { Page } from '@playwright/test';
import { busyLoadId, expect, signIn, test } from './fixtures';

/**
 * Reduced motion (WCAG 2.3.3, the user's system setting): with `prefers-reduced-motion: reduce`,
 * opening and closing a dialog, switching a screen's tabs and the portal's tabs start no CSS
 * animation or transition longer than 0.01 s. The same actions without the preference do animate,
 * which shows the probe sees them.
 */

/** 0.01 s, in milliseconds. */
const MAX_REDUCED_MS = 10;

interface Motion {
  kind: 'transition' | 'animation';
  name: string;
  durationMs: number;
  iterations: number;
  target: string;
}

declare global {
  interface Window {
    __motions?: Motion[];
  }
}

/**
 * Init script: records every CSS transition and animation as it starts, with its duration and
 * iteration count as the browser runs it: from its Web Animations object while it is still
 * running, else (a very short one is over before the event is handled) from the computed style.
 */
function recordMotion() {
  window.__motions = [];
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ').slice(0, 3).join('.')}`;
  const toMs = (time: string) =>
    time.endsWith('ms')
      ? parseFloat(time)
      : time.endsWith('s')
        ? parseFloat(time) * 1000
        : Number.NaN;
  /** The entry of a comma-separated list that goes with position `index` (lists repeat). */
  const nth = (list: string, index: number) => {
    const items = list.split(',').map((item) => item.trim());
    return items[index % items.length] ?? '';
  };
  const record = (event: TransitionEvent | AnimationEvent) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const pseudo = event.pseudoElement || null;
    const isTransition = event instanceof TransitionEvent;
    const name = isTransition ? event.propertyName : event.animationName;
    const running = target
      .getAnimations()
      .find((a) =>
        isTransition
          ? a instanceof CSSTransition && a.transitionProperty === name
          : a instanceof CSSAnimation && a.animationName === name,
      )
      ?.effect?.getComputedTiming();
    const style = getComputedStyle(target, pseudo);
    const names = (isTransition ? style.transitionProperty : style.animationName)
      .split(',')
      .map((n) => n.trim());
    const index = Math.max(0, names.includes(name) ? names.indexOf(name) : names.indexOf('all'));
    const styled = {
      duration: toMs(nth(isTransition ? style.transitionDuration : style.animationDuration, index)),
      iterations: isTransition
        ? 1
        : Number(nth(style.animationIterationCount, index).replace('infinite', 'Infinity')),
    };
    window.__motions?.push({
      kind: isTransition ? 'transition' : 'animation',
      name: pseudo ? `${name} (${pseudo})` : name,
      durationMs: Number(running?.duration ?? styled.duration),
      iterations: running?.iterations ?? styled.iterations,
      target: describe(target),
    });
  };
  document.addEventListener('transitionrun', record, true);
  document.addEventListener('animationstart', record, true);
}

const motions = (page: Page) => page.evaluate(() => window.__motions ?? []);
const resetMotions = (page: Page) => page.evaluate(() => window.__motions?.splice(0));


/** The screen has its title and has finished loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main [role="progressbar"]')).toHaveCount(0);
}

/**
 * On Select a Bid: Rejected / Available tabs, the accept dialog opened and cancelled, then the
 * portal's My Trips tab and the trips screen's own tabs. Returns what moved meanwhile.
 */
async function dialogAndTabs(page: Page): Promise<Motion[]> {
  await signIn(page);
  const id = await busyLoadId(page);
  await page.goto(`/bids?load=${id}`);
  await settled(page);
  await expect(page.getByTestId('bid-card')).toHaveCount(10);
  await resetMotions(page);

  await page.getByRole('tab', { name: /^Rejected Bids/ }).click();
  await expect(page.getByRole('tab', { name: /^Rejected Bids/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: /^Available Bids/ }).click();
  await expect(page.getByRole('tab', { name: /^Available Bids/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page
    .getByRole('button', { name: /^Accept bid from / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Accept this bid?' });
  await expect(dialog).toBeVisible();
  // Open means fully shown: no fade still under way.
  await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const portalTabs = page.getByRole('tablist', { name: 'Portal sections' });
  await portalTabs.getByRole('tab', { name: 'My Trips', exact: true }).click();
  await expect(page).toHaveURL(/\/trips$/);
  await settled(page);
  for (const name of [/^Ongoing/, /^Completed/, /^Upcoming/]) {
    await page.getByRole('main').getByRole('tab', { name }).click();
    await expect(page.getByRole('main').getByRole('tab', { name })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }
  return motions(page);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(recordMotion);
});

test('with reduced motion, a dialog and tab switches start no animation or transition over 0.01 s', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const seen = await dialogAndTabs(page);
  expect(seen.length, 'the probe saw the (shortened) motion').toBeGreaterThan(0);
  const long = seen.filter((m) => !(m.durationMs <= MAX_REDUCED_MS) || m.iterations > 1);
  expect(long, `motion left running: ${JSON.stringify(long, null, 2)}`).toEqual([]);
  // Whatever is still attached to the document is no longer than that either.
  const remaining = await page.evaluate(
    (maxMs) =>
      document
        .getAnimations()
        .map((a) => a.effect?.getComputedTiming())
        .filter((t) => !(Number(t?.duration) <= maxMs) || (t?.iterations ?? 1) > 1).length,
    MAX_REDUCED_MS,
  );
  expect(remaining).toBe(0);
});

test('without the preference the same steps do animate (the probe sees motion)', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const seen = await dialogAndTabs(page);
  const long = seen.filter((m) => m.durationMs >= 150);
  expect(long.some((m) => m.kind === 'transition' && m.name === 'opacity')).toBe(true);
  expect(long.length).toBeGreaterThan(3);
});
