import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test as base, type Locator, type Page } from '@playwright/test';

export const DEMO_EMAIL = 'demo@shipper.test';
export const DEMO_PASSWORD = 'Demo1234';
/** The demo backend's state in localStorage. */
export const DEMO_STATE_KEY = 'bidhaul:demo-marketplace';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Signs in as the demo customer (Dana) through the real sign-in form. */
export async function signIn(
  page: Page,
  email = DEMO_EMAIL,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: false }).first().fill(email);
  await page.locator('input[type="password"]').first().fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * Runs axe-core in the page (WCAG 2.1 A/AA rules) and fails with a readable list of violations.
 * Evaluated over the DevTools protocol, so the page's CSP does not block it.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  // Colours are measured as they end up: let running transitions (a button turning from disabled
  // to enabled, a fading dialog) finish first, or axe samples a colour halfway through.
  // Endless ones (an indeterminate progress bar) are left alone, and the wait is capped.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target),
    }));
  });
  expect(violations, `axe violations on ${label}: ${JSON.stringify(violations, null, 2)}`).toEqual(
    [],
  );
}

/** The id of the demo seed's busy load, BH-10412 (the one with many bids), once the demo has seeded. */
export async function busyLoadId(page: Page): Promise<number> {
  const id = await page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    const loads = raw ? (JSON.parse(raw) as { loads: { id: number; loadNo: string }[] }).loads : [];
    return loads.find((l) => l.loadNo === 'BH-10412')?.id ?? null;
  }, DEMO_STATE_KEY);
  if (id === null) throw new Error('the demo seed has no busy load');
  return id;
}

/** The option a native select shows as chosen. */
export const chosenOption = (select: Locator): Locator => select.locator('option:checked');

/** Chooses, in a native select, the option whose text is `option` (or matches it). */
export async function chooseOption(select: Locator, option: string | RegExp): Promise<void> {
  const texts = await select.locator('option').allTextContents();
  const label = texts.find((t) => (typeof option === 'string' ? t === option : option.test(t)));
  if (label === undefined)
    throw new Error(`no option ${String(option)} in ${JSON.stringify(texts)}`);
  await select.selectOption({ label });
  await expect(chosenOption(select)).toHaveText(label);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Publishes an Auto-mode job, Leeds to Manchester, 4 pallets of 240 kg, collected at `pickup`
 * (by default a little over an hour from now, soon enough for the sped-up demo clock to see it
 * bid on and its trip start), from the signed-in portal; lands on its bids and returns its id.
 */
export async function publishAutoLoad(
  page: Page,
  pickup: Date = new Date(Date.now() + 75 * 60_000),
): Promise<number> {
  await page.getByRole('tab', { name: 'Create Job' }).click();
  await page.getByRole('button', { name: 'Use Auto Mode' }).click();
  for (const [label, town] of [
    [/Pickup address/, 'Leeds'],
    [/Delivery address/, 'Manchester'],
  ] as const) {
    await page.getByRole('combobox', { name: label }).fill(town);
    await page.getByRole('listbox').getByRole('option').first().click();
  }
  await page
    .getByLabel(/^Pickup date/)
    .fill(`${pickup.getFullYear()}-${pad(pickup.getMonth() + 1)}-${pad(pickup.getDate())}`);
  await page
    .getByLabel(/^Pickup time/)
    .fill(`${pad(pickup.getHours())}:${pad(pickup.getMinutes())}`);
  await page.getByLabel(/^Weight \(kg\)/).fill('240');
  await page.getByLabel(/^Number of items/).fill('4');
  await chooseOption(page.getByRole('combobox', { name: /Load type/ }), 'Pallets');
  await page.getByRole('button', { name: 'Create Load' }).click();
  await expect(page).toHaveURL(/\/bids\?load=\d+$/);
  return Number(new URL(page.url()).searchParams.get('load'));
}

/** Runs the demo clock `speed` times as fast (demo mode's test hook): simulated drivers bid sooner. */
export async function setDemoClockSpeed(page: Page, speed: number): Promise<void> {
  await page.waitForFunction(() => window.__BIDHAUL_DEMO__ !== undefined);
  await page.evaluate((s) => window.__BIDHAUL_DEMO__?.setClockSpeed(s), speed);
}

/** Makes the next demo call of `operation` fail (demo mode's test hook). */
export async function failNextDemoCall(
  page: Page,
  operation: string,
  message?: string,
  status = 500,
): Promise<void> {
  // The hook is installed once the demo backend's chunk has arrived, just after the first render.
  await page.waitForFunction(() => window.__BIDHAUL_DEMO__ !== undefined);
  await page.evaluate(([op, msg, code]) => window.__BIDHAUL_DEMO__?.failNext(op, msg, code), [
    operation,
    message,
    status,
  ] as const);
}

/** What Playwright's `serviceWorkers: 'block'` (playwright.config.ts) says at each registration. */
const SERVICE_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/**
 * Reports the page errors and console noise of a second page of the test (another tab of its
 * context) into the test's `pageErrors`, marked with `label`, so they fail the test too.
 */
export function reportErrorsOf(page: Page, pageErrors: string[], label: string): void {
  page.on('pageerror', (e) => pageErrors.push(`${label} pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.text() === SERVICE_WORKER_BLOCKED) return;
    if (m.type() === 'error' || m.type() === 'warning')
      pageErrors.push(`${label} console.${m.type()}: ${m.text()}`);
  });
}

/** A Content Security Policy violation, as the page's `securitypolicyviolation` event told it. */
export interface CspViolation {
  readonly directive: string;
  readonly blockedURI: string;
  readonly sourceFile: string;
  readonly sample: string;
}

declare global {
  interface Window {
    /** Reports a CSP violation to the test (the `cspViolations` fixture). */
    __bidhaulCspViolation?: (violation: CspViolation) => void;
  }
}

/**
 * Every test of every project runs with:
 * - `pageErrors`: page errors and console errors or warnings; any fails the test;
 * - `cspViolations`: the Content Security Policy violations of every page of the test, reported
 *   by a listener installed before the page's own scripts; any fails the test. A test that
 *   provokes one on purpose takes it out of the list;
 * - a check, once per worker, that the project's build exists (scripts/e2e-builds.mjs), so a
 *   missing build fails with how to make it rather than with a refused connection.
 */
export const test = base.extend<
  { pageErrors: string[]; cspViolations: CspViolation[] },
  { projectBuild: string }
>({
  projectBuild: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const outDir = String(workerInfo.project.metadata.outDir);
      if (!existsSync(path.join(outDir, 'index.html'))) {
        throw new Error(
          `No build in ${outDir}/ for the ${workerInfo.project.name} tests: run node scripts/e2e-builds.mjs ${workerInfo.project.name}`,
        );
      }
      await use(outDir);
    },
    { scope: 'worker', auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.text() === SERVICE_WORKER_BLOCKED) return;
        if (m.type() === 'error' || m.type() === 'warning')
          errors.push(`console.${m.type()}: ${m.text()}`);
      });
      await use(errors);
      expect(errors, 'no page errors or console noise').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding('__bidhaulCspViolation', (_source, violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        // Capturing on the document sees the violations of its elements and of the document itself.
        document.addEventListener(
          'securitypolicyviolation',
          (event) =>
            window.__bidhaulCspViolation?.({
              directive: event.effectiveDirective,
              blockedURI: event.blockedURI,
              sourceFile: event.sourceFile,
              sample: event.sample,
            }),
          true,
        );
      });
      await use(violations);
      expect(violations, 'no Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
