import type { CDPSession, Page } from '@playwright/test';
import { busyLoadId, expect, signIn, test } from './fixtures';

/**
 * In Chromium, 30 rounds through every portal tab leave the JavaScript heap (after a forced
 * garbage collection) within 10 % of the first round, and no screen that is gone leaves a timer
 * running (Select a Bid's reads, held back to one a second, stop with it).
 */

/** The portal's own tabs (screens have tabs of their own, e.g. Available / Rejected Bids). */
const portalTabs = (page: Page) => page.getByRole('tablist', { name: 'Portal sections' });
const portalTab = (page: Page, name: string) =>
  portalTabs(page).getByRole('tab', { name, exact: true });
const ROUNDS = 30;
const HEAP_TOLERANCE = 0.1;
const BIDS_REFRESH_MS = 30_000;

type ScheduledTimers = Awaited<
  ReturnType<NonNullable<Window['__BIDHAUL_DEMO__']>['scheduledTimers']>
>;

/**
 * The timers the app has scheduled, by owner (the demo build's test hook): the screens' (through
 * the Timers port) and the demo backend's simulation. Counting these, not whatever the page has
 * pending at the moment (libraries keep housekeeping timers of their own that come and go), gives
 * the same answer on every run.
 */
async function scheduled(page: Page): Promise<ScheduledTimers> {
  await page.waitForFunction(() => window.__BIDHAUL_DEMO__ !== undefined);
  return page.evaluate(() => {
    const hooks = window.__BIDHAUL_DEMO__;
    if (!hooks) throw new Error('no demo test hooks');
    return hooks.scheduledTimers();
  });
}

/** The screens' timers as a sorted list of "kind ms", to compare two moments. */
const screenTimers = async (page: Page) =>
  (await scheduled(page)).screens.map((t) => `${t.kind} ${t.ms}`).sort();
/** Repeating timers at the bids refresh's period. */
const thirtySecondRefreshes = async (page: Page) =>
  (await scheduled(page)).screens.filter((t) => t.kind === 'every' && t.ms === BIDS_REFRESH_MS)
    .length;

declare global {
  interface Window {
    __intervals?: () => number;
  }
}

/**
 * Init script: counts the intervals the page runs, whoever started them, so a screen that set one
 * without the Timers port is caught too. Intervals live until cleared: their count is stable.
 */
function countIntervals() {
  const live = new Set<number>();
  const { setInterval: set, clearInterval: clear } = window;
  window.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    const id = set(handler, delay, ...args);
    live.add(id);
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) live.delete(id);
    clear(id);
  }) as typeof window.clearInterval;
  window.__intervals = () => live.size;
}

const intervals = (page: Page) => page.evaluate(() => window.__intervals?.() ?? -1);

/** The screen has its title and has finished loading. */
async function settled(page: Page, url: RegExp): Promise<void> {
  await expect(page).toHaveURL(url);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main [role="progressbar"]')).toHaveCount(0);
}

/** Selecting a load is how /bids is reached; without a load picker, move the router there. */
async function openBids(page: Page, loadId: number): Promise<void> {
  await page.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/bids?load=${loadId}`);
  await settled(page, /\/bids\?load=\d+$/);
}

/** One round through every portal tab, by clicking them (Bids through a selected load). */
async function tour(page: Page, loadId: number): Promise<void> {
  for (const [tab, url] of [
    ['My Loads', /\/my-loads$/],
    ['Create Job', /\/create-job$/],
  ] as const) {
    await portalTab(page, tab).click();
    await settled(page, url);
  }
  await openBids(page, loadId);
  await expect(portalTab(page, 'Bids')).toHaveAttribute('aria-selected', 'true');
  for (const [tab, url] of [
    ['My Trips', /\/trips$/],
    ['History', /\/history$/],
  ] as const) {
    await portalTab(page, tab).click();
    await settled(page, url);
  }
  await page.getByRole('banner').locator('a[href="/profile/edit"]').click();
  await settled(page, /\/profile\/edit$/);
  await portalTab(page, 'Dashboard').click();
  await settled(page, /\/dashboard$/);
}

/** Heap snapshot node types that are JavaScript values the app keeps (not compiled code or engine internals). */
const JS_VALUE_TYPES = new Set([
  'object',
  'closure',
  'array',
  'string',
  'concatenated string',
  'sliced string',
  'regexp',
  'number',
  'bigint',
  'symbol',
]);

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
}

interface HeapFigures {
  used: number;
  jsValues: number;
  /** DOM nodes no longer in the document but still held. */
  detached: number;
}

/**
 * After a forced GC: the V8 heap in use, and the bytes of JavaScript values in it (a heap
 * snapshot without compiled code, which V8 keeps adding as it optimises hot functions, and
 * without the engine's and the browser's own records).
 */
async function heapAfterGc(cdp: CDPSession, withSnapshot: boolean): Promise<HeapFigures> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  if (!withSnapshot) return { used: usedSize, jsValues: NaN, detached: NaN };
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const snapshot = JSON.parse(chunks.join('')) as HeapSnapshot;
  const fields = snapshot.snapshot.meta.node_fields;
  const typeNames = snapshot.snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  // V8 marks DOM nodes cut from the document as detachedness 2.
  const detachedAt = fields.indexOf('detachedness');
  expect(detachedAt, 'the snapshot marks detached DOM nodes').toBeGreaterThan(-1);
  let jsValues = 0;
  let detached = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = typeNames[snapshot.nodes[i + typeAt] ?? -1] ?? '';
    if (JS_VALUE_TYPES.has(type)) jsValues += snapshot.nodes[i + sizeAt] ?? 0;
    if (snapshot.nodes[i + detachedAt] === 2) detached += 1;
  }
  return { used: usedSize, jsValues, detached };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

test.describe('lifecycle', () => {
  test(`${ROUNDS} rounds through every tab keep the heap within ${HEAP_TOLERANCE * 100} %`, async ({
    page,
  }) => {
    test.setTimeout(360_000);
    await signIn(page);
    await settled(page, /\/dashboard$/);
    const loadId = await busyLoadId(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.enable');

    const heaps: ({ round: number } & HeapFigures)[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      await tour(page, loadId);
      if (round === 1 || round % 5 === 0)
        heaps.push({ round, ...(await heapAfterGc(cdp, round === 1 || round === ROUNDS)) });
    }
    const first = heaps[0];
    const last = heaps.at(-1);
    if (!first || !last) throw new Error('no heap figures');
    const growth = (last.jsValues - first.jsValues) / first.jsValues;
    console.log(
      `V8 heap in use after GC, rounds ${heaps.map((h) => h.round).join(', ')}: ${heaps.map((h) => mb(h.used)).join(', ')}\n` +
        `JavaScript values, round 1 → ${ROUNDS}: ${mb(first.jsValues)} → ${mb(last.jsValues)} (${(growth * 100).toFixed(1)} %); ` +
        `detached DOM nodes ${first.detached} → ${last.detached}`,
    );
    expect(first.jsValues).toBeGreaterThan(1024 * 1024);
    expect(
      growth,
      `JavaScript values ${mb(first.jsValues)} → ${mb(last.jsValues)}`,
    ).toBeLessThanOrEqual(HEAP_TOLERANCE);
    expect(last.detached, 'detached DOM nodes do not pile up').toBeLessThanOrEqual(
      Math.max(first.detached * (1 + HEAP_TOLERANCE), first.detached + 20),
    );
  });

  test('Bids polls not while the live channel is open, and no screen leaves a timer behind', async ({
    page,
  }) => {
    await page.addInitScript(countIntervals);
    await signIn(page);
    await settled(page, /\/dashboard$/);
    const loadId = await busyLoadId(page);
    const onDashboard = await thirtySecondRefreshes(page);

    // The demo marketplace runs in the page: its live channel is open at once, so the bids come
    // by its hints and the 30 s refresh never starts.
    await openBids(page, loadId);
    await expect(page.getByTestId('bids-showing')).toBeVisible();
    expect(await thirtySecondRefreshes(page), 'no 30 s refresh beside the live channel').toBe(
      onDashboard,
    );

    await portalTab(page, 'Dashboard').click();
    await settled(page, /\/dashboard$/);

    // Every screen once, then again: back on the dashboard, the same timers run as after the
    // first tour. A pause that is still counting down (a search's) may end first: poll.
    await tour(page, loadId);
    await expect
      .poll(async () => (await screenTimers(page)).some((t) => t.startsWith('after')))
      .toBe(false);
    const baseline = await screenTimers(page);
    const baselineIntervals = await intervals(page);
    expect(baselineIntervals).toBeGreaterThanOrEqual(0);
    await tour(page, loadId);
    await expect
      .poll(() => screenTimers(page), { message: "no screen's timer outlives it" })
      .toEqual(baseline);
    expect(await intervals(page), 'no interval outlives its screen').toBe(baselineIntervals);
    // The simulation keeps one timer, for its earliest due work.
    const { demoBackend } = await scheduled(page);
    expect(demoBackend.length).toBeLessThanOrEqual(1);
    expect(demoBackend.every((t) => t.kind === 'after')).toBe(true);
  });
});
