// How long the portal takes to answer a shipper's tap or key on a phone, for `npm run perf`: the
// CPU slowed 4× (as Lighthouse's mobile setting), each interaction's latency read from the
// browser's Event Timing (`PerformanceObserver` type `event`, durationThreshold 16: input delay,
// handlers and the next paint), the longest event of the interaction. Each interaction is timed
// once per round, on a page of its own.
import { chromium } from '@playwright/test';
import { BUSY_LOAD_NO } from '../src/infrastructure/memory/demo/demo-seed.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { signInThroughForm } from './sign-in.mjs';

export const SLOWDOWN = 4;
const PHONE = { width: 412, height: 823 };

/** Init script: keeps every timed event with an interaction id, from the first one on. */
function recordInteractions() {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId)
        window.__events.push({ startTime: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * The latency of what `act` does: the longest timed event that started after `act` began, once
 * the page shows `done` and the browser has reported them (entries come after the next paint).
 * An earlier interaction (the click that readied the page, perhaps while it was still loading)
 * can be reported late: its start time keeps it out.
 */
async function latency(page, act, done) {
  const since = await page.evaluate(() => performance.now());
  await act();
  await done();
  await page.waitForFunction((start) => window.__events.some((e) => e.startTime >= start), since);
  // The paint after the last handler may report a little later than the first entries.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  );
  const events = await page.evaluate(
    (start) => window.__events.filter((e) => e.startTime >= start),
    since,
  );
  return Math.max(...events.map((e) => e.duration));
}

async function slowCpu(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
}

const visible = (locator) => locator.waitFor({ state: 'visible' });

/**
 * The interactions, each a scenario on a page of its own: it readies the page at full speed, then
 * slows the CPU and times each of its interactions.
 */
const SCENARIOS = [
  {
    path: ({ busyLoadId }) => `/bids?load=${busyLoadId}`,
    async run(page, time) {
      const card = page.getByTestId('bid-card');
      await visible(card.nth(9));
      const tab = (name) => page.getByRole('tab', { name });
      const box = (i) => card.nth(i).getByRole('checkbox', { name: /^Compare bid from / });
      await slowCpu(page);
      await time(
        'switching to Rejected Bids',
        () => tab(/^Rejected Bids/).click(),
        () => visible(page.getByRole('tab', { name: /^Rejected Bids/, selected: true })),
      );
      await time(
        'switching back to Available Bids',
        () => tab(/^Available Bids/).click(),
        () => visible(box(0)),
      );
      await box(0).check();
      await time(
        'ticking a Compare box',
        () => box(1).click(),
        () =>
          visible(card.nth(1).getByRole('checkbox', { name: /^Compare bid from /, checked: true })),
      );
      await time(
        'opening the Compare dialog',
        () => page.getByRole('button', { name: 'Compare bids (2)' }).click(),
        () => visible(page.getByRole('dialog', { name: 'Compare bids' })),
      );
    },
  },
  {
    path: () => '/history',
    async run(page, time) {
      const search = page.getByRole('searchbox', { name: 'Search' });
      await visible(page.getByTestId('history-row').first());
      await search.click();
      await slowCpu(page);
      await time(
        'typing a character in the History search',
        () => search.press('B'),
        () => page.waitForFunction(() => document.querySelector('#history-search')?.value === 'B'),
      );
    },
  },
  {
    path: () => '/create-job',
    // A draft kept from the round before would open the form at once: each round starts afresh.
    forget: 'create-job-draft',
    async run(page, time) {
      const manual = page.getByRole('button', { name: 'Use Manual Mode' });
      await visible(manual);
      await slowCpu(page);
      await time(
        'opening the manual Create Job form',
        () => manual.click(),
        () => visible(page.getByRole('heading', { level: 1, name: 'Manual Load Creation' })),
      );
    },
  },
  {
    path: () => '/my-loads',
    async run(page, time) {
      const open = page.getByRole('button', { name: `Select Bid for ${BUSY_LOAD_NO}` });
      await visible(open);
      await slowCpu(page);
      await time(
        'opening a load from My Loads',
        () => open.click(),
        () => visible(page.getByRole('heading', { level: 1, name: 'Select a Bid' })),
      );
    },
  },
];

/**
 * The floor: the same kind of tap on a page with nothing of ours (scripts/perf-floors/mui-dialog/),
 * timed in every round beside the portal's interactions.
 */
export const FLOOR_INTERACTION = 'floor: opening a dialog on the bare MUI page';
const FLOOR_SCENARIO = {
  path: () => '/floors/mui-dialog/',
  async run(page, time) {
    const open = page.getByRole('button', { name: 'Continue' });
    await visible(open);
    await slowCpu(page);
    await time(
      FLOOR_INTERACTION,
      () => open.click(),
      () => visible(page.getByRole('dialog', { name: 'Post this delivery?' })),
    );
  },
};

/**
 * `rounds` rounds of the floor's interaction and every portal interaction, in a Chromium of their
 * own (the project's, with its flags, as the browser tests run it), signed in through /login as
 * `customer`. Returns each interaction's latencies in milliseconds, in the order timed, the floor's
 * first.
 */
export async function measureInteractions({ origin, customer, busyLoadId, rounds }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
  });
  const timings = new Map();
  try {
    // No service worker: once the portal's had registered, it would answer the floor page's
    // address with the portal's own page, and a tap is timed on the page itself, not a cache.
    const context = await browser.newContext({
      viewport: PHONE,
      ignoreHTTPSErrors: true,
      serviceWorkers: 'block',
    });
    const signIn = await context.newPage();
    await signInThroughForm(signIn, origin, customer);
    await signIn.close();
    for (let round = 0; round < rounds; round++) {
      for (const scenario of [FLOOR_SCENARIO, ...SCENARIOS]) {
        const page = await context.newPage();
        try {
          await page.addInitScript(recordInteractions);
          if (scenario.forget) {
            await page.goto(`${origin}/favicon.svg`);
            await page.evaluate((part) => {
              for (const key of Object.keys(localStorage))
                if (key.includes(part)) localStorage.removeItem(key);
            }, scenario.forget);
          }
          await page.goto(`${origin}${scenario.path({ busyLoadId })}`);
          await scenario.run(page, async (name, act, done) => {
            const ms = await latency(page, act, done);
            timings.set(name, [...(timings.get(name) ?? []), ms]);
          });
        } finally {
          await page.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return timings;
}

/**
 * The gate, against the floor's tap of the same run: an interaction (the median of its rounds) may
 * take at most as long as opening a bare MUI dialog on the bare MUI page. Both are latencies of a
 * tap at 4× CPU in the same browser, so their ratio holds from a fast machine to a slow one; a page
 * load's TBT would not (it counts only the part of each task beyond 50 ms, so on a fast machine it
 * shrinks far more than a tap's latency, and a gate drawn from it failed taps there that passed on
 * a slower machine). The web's absolute threshold for a good response is the target, reported.
 */
export const INP_GATE = { floorFactor: 1 };
export const INP_TARGET_MS = 200;

/**
 * Interactions still over the gate, each with how far over it is: timed and reported like the
 * others, but they do not fail CI. Empty this list as they come within the gate.
 */
export const KNOWN_SLOW_INTERACTIONS = new Map([
  ['opening the manual Create Job form', 'near the floor’s tap: laying out the whole form'],
]);

const medianOf = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The floor's median tap, and each portal interaction's median and longest latency with its verdict
 * against that median times the gate's factor.
 */
export function judgeInteractions(timings) {
  const floorRuns = timings.get(FLOOR_INTERACTION);
  if (!floorRuns?.length) throw new Error(`${FLOOR_INTERACTION}: not timed`);
  const floor = medianOf(floorRuns);
  const limit = INP_GATE.floorFactor * floor;
  const rows = [...timings].filter(([name]) => name !== FLOOR_INTERACTION);
  const judged = rows.map(([name, ms]) => {
    const median = medianOf(ms);
    const known = KNOWN_SLOW_INTERACTIONS.get(name) ?? null;
    return { name, ms, median, max: Math.max(...ms), limit, ok: median <= limit, known };
  });
  return { floor: { ms: floorRuns, median: floor }, judged };
}

/** The 75th percentile of every latency timed (as Core Web Vitals read INP across visits). */
const p75 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.75 * sorted.length) - 1)];
};

/** The Markdown table of the interactions, with the p75 and the longest over all of them. */
export function formatInteractions({ floor, judged }) {
  const all = judged.flatMap((row) => row.ms);
  const lines = [
    `| Interaction (CPU ${SLOWDOWN}× slower, 412 px) | Median (runs) | ÷ floor | Gate (≤ ${INP_GATE.floorFactor}× ${Math.round(floor.median)} ms) | Target (≤ ${INP_TARGET_MS} ms) |`,
    '|---|---:|---:|---|---|',
    `| ${FLOOR_INTERACTION} | ${Math.round(floor.median)} ms (${floor.ms.map(Math.round).join(', ')}) | 1.00× | floor | ${floor.median <= INP_TARGET_MS ? '✔' : 'over'} |`,
    ...judged.map(
      (row) =>
        `| ${row.name} | ${Math.round(row.median)} ms (${row.ms.map(Math.round).join(', ')}) | ${(row.median / floor.median).toFixed(2)}× | ${row.ok ? '✔' : `✖${row.known ? ' (known: does not fail CI)' : ''}`} | ${row.median <= INP_TARGET_MS ? '✔' : 'over'} |`,
    ),
  ];
  return `${lines.join('\n')}\n\nOver every run of every interaction: p75 ${Math.round(p75(all))} ms, longest ${Math.round(Math.max(...all))} ms.`;
}
