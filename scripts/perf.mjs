#!/usr/bin/env node
// `npm run perf`: builds the app in demo mode into dist-perf/, serves it with the preview server
// on 127.0.0.1:4290, and runs Lighthouse (mobile defaults, simulated throttling, performance only;
// median of 3 runs) on /, /login and, signed in as the demo customer, every portal route. Prints
// the table, writes it with the bundle figures to docs/performance.md, and fails when a route
// scores under 90 or its CLS exceeds 0.05 (a route that misses is measured once more, and fails
// only if it misses again). TBT is reported against its 200 ms target.
//   npx tsx scripts/perf.mjs [--runs 3] [--port 4290] [--no-write] [--only /route] [--json DIR]
// --only /a,/b measures the routes whose path is or starts with one of them (and skips writing the
// report; / is the landing page alone); --json keeps each run's Lighthouse report in DIR, for
// reading where a route's time goes.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { bundleFailures, formatBundleReport, measureBundle } from './bundle-budget.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('--runs', '3'));
const PORT = Number(arg('--port', '4290'));
const ONLY = arg('--only', null);
const JSON_DIR = arg('--json', null);
const WRITE = !process.argv.includes('--no-write') && !ONLY;
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'bidhaul-perf');
/**
 * The build is measured as static hosts serve it: HTTPS with HTTP/2, a throwaway self-signed
 * certificate for 127.0.0.1 made with openssl (Chromium told to accept it). Over HTTP/1.1 the
 * simulation allows six connections, and a route's few dozen chunks cost rounds of round trips
 * no production host makes a visitor pay. Without openssl, it falls back to HTTP/1.1 and says so.
 */
const TLS = makeCertificate();
const ORIGIN = `${TLS ? 'https' : 'http'}://127.0.0.1:${PORT}`;
const DIST = path.join(ROOT, 'dist-perf');
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // The perf server's throwaway certificate (see TLS); this Chromium is used for nothing else.
  '--ignore-certificate-errors',
];
const DEMO = { email: 'demo@shipper.test', password: 'Demo1234' };
const DEMO_STATE_KEY = 'bidhaul:demo-marketplace';
const BUSY_LOAD_NO = 'BH-10412';

/** Gates (CI fails) and targets (reported). */
const MIN_SCORE = 90;
const MAX_CLS = 0.05;
const TARGET = { homeScore: 100, score: 95, tbtMs: 200, cls: 0.02 };

const log = (message) => console.log(`[perf] ${message}`);

async function buildApp() {
  log('building the app in demo mode into dist-perf/');
  process.env.VITE_API_BASE_URL = '';
  process.env.VITE_GOOGLE_MAPS_API_KEY = '';
  await build({
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: DIST, emptyOutDir: true, manifest: true },
  });
}

function makeCertificate() {
  const dir = path.join(CACHE_DIR, 'tls');
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  try {
    fs.mkdirSync(dir, { recursive: true });
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2',
        '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      { stdio: 'ignore' },
    );
    return { cert, key };
  } catch {
    console.warn('[perf] openssl is missing: measuring over HTTP/1.1, which reads slower than a host');
    return null;
  }
}

async function startServer() {
  const server = spawn(
    process.execPath,
    [
      path.join(ROOT, 'scripts', 'preview-server.mjs'),
      '--dir',
      DIST,
      '--port',
      String(PORT),
      ...(TLS ? ['--tls', `${TLS.cert}:${TLS.key}`] : []),
      '--max-seconds',
      '900',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`preview server exited (${code})`)));
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes(ORIGIN)) resolve();
    });
  });
  return server;
}

/**
 * Signs in once through the /login form (Playwright over the same Chromium), so the profile's
 * localStorage holds the session. Lighthouse's default storage reset clears caches and service
 * workers but not localStorage, so every later run is cold-cache and signed in.
 */
async function signIn(debuggingPort) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('no browser context to sign in with');
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/login`);
    await page.getByLabel('Email', { exact: false }).first().fill(DEMO.email);
    await page.locator('input[type="password"]').first().fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
    const { token, busyLoadId } = await page.evaluate(
      ([stateKey, loadNo]) => {
        const state = JSON.parse(localStorage.getItem(stateKey) ?? '{"loads":[]}');
        return {
          token: localStorage.getItem('token'),
          busyLoadId: state.loads.find((l) => l.loadNo === loadNo)?.id ?? null,
        };
      },
      [DEMO_STATE_KEY, BUSY_LOAD_NO],
    );
    if (!token) throw new Error('signing in stored no session');
    await page.close();
    return { busyLoadId };
  } finally {
    await browser.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function figuresOf(lhr) {
  if (lhr.runtimeError)
    throw new Error(`${lhr.requestedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const jsBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: jsBytes / 1024,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

/** Median of each figure over `count` runs (one Chromium; Lighthouse resets caches per run). */
async function measure(debuggingPort, target, count = RUNS) {
  const runs = [];
  for (let i = 0; i < count; i++) {
    const result = await lighthouse(`${ORIGIN}${target.path}`, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`);
    if (JSON_DIR) {
      fs.mkdirSync(JSON_DIR, { recursive: true });
      const name = target.path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
      fs.writeFileSync(path.join(JSON_DIR, `${name}-${i + 1}.json`), JSON.stringify(result.lhr));
    }
    runs.push(figuresOf(result.lhr));
  }
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    ...target,
    score: pick('score'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    jsKb: pick('jsKb'),
    benchmarkIndex: pick('benchmarkIndex'),
    scores: runs.map((r) => r.score),
  };
}

const CONFIRM_RUNS = RUNS + 2;

/**
 * A route that misses the gate is measured again, CONFIRM_RUNS more runs, and fails only if that
 * median misses too: on a shared two-core machine one slow run in three can pull a median under (a run's
 * blocking time varies by about ±150 ms here). The report shows both sets of scores.
 */
async function measureConfirmed(debuggingPort, target) {
  const first = await measure(debuggingPort, target);
  if (verdict(first) === '✔') return first;
  log(`${target.label}: ${verdict(first)} over ${RUNS} runs (${first.scores.join(', ')}); measuring again`);
  const second = await measure(debuggingPort, target, CONFIRM_RUNS);
  return { ...second, firstScores: first.scores };
}

function verdict(row) {
  const problems = [];
  if (row.score < MIN_SCORE) problems.push(`score < ${MIN_SCORE}`);
  if (row.cls > MAX_CLS) problems.push(`CLS > ${MAX_CLS}`);
  return problems.length ? `✖ ${problems.join(', ')}` : '✔';
}

function targetNotes(row) {
  const notes = [];
  const scoreTarget = row.path === '/' ? TARGET.homeScore : TARGET.score;
  if (row.score < scoreTarget) notes.push(`score target ${scoreTarget}`);
  if (row.tbt >= TARGET.tbtMs) notes.push(`TBT over ${TARGET.tbtMs} ms`);
  if (row.cls >= TARGET.cls) notes.push(`CLS target ${TARGET.cls}`);
  return notes.join('; ');
}

function table(rows) {
  const lines = [
    '| Route | Score (runs) | LCP | TBT (target < 200 ms) | CLS | JS transferred | Gate | Below target |',
    '|---|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.label} | ${r.score} (${r.scores.join(', ')}${r.firstScores ? `; measured again after ${r.firstScores.join(', ')}` : ''}) | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms ${r.tbt < TARGET.tbtMs ? '✔' : '✖'} | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(1)} KB | ${verdict(r)} | ${targetNotes(r)} |`,
    );
  }
  return lines.join('\n');
}

function chromiumVersion() {
  try {
    return execFileSync(CHROME_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return CHROME_PATH;
  }
}

function lighthouseVersion() {
  return JSON.parse(
    fs.readFileSync(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
  ).version;
}

function report(rows, bundle, startedAt, seconds, loadAverage) {
  const cpu = os.cpus();
  const benchmark = median(rows.map((r) => r.benchmarkIndex).filter(Number.isFinite));
  return `# Performance

Measured by \`npm run perf\` (scripts/perf.mjs) on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC
in ${Math.round(seconds)} s. Bundle budgets: \`npm run budget\` (scripts/bundle-budget.mjs).

## Lighthouse, mobile

${table(rows)}

- Gate (CI fails): performance score under ${MIN_SCORE}, or CLS over ${MAX_CLS}, on any route. A
  route that misses is measured again (${CONFIRM_RUNS} more runs) and fails only if it misses again.
- Targets: ${TARGET.homeScore} on /, ${TARGET.score} or more elsewhere, TBT under
  ${TARGET.tbtMs} ms, CLS under ${TARGET.cls}. "Below target" lists the ones a route misses.
- Why a script of our own rather than Lighthouse CI: the portal's routes need a signed-in
  session, which Lighthouse CI makes with a Puppeteer script, and Puppeteer downloads a browser of
  its own (this machine has only Debian's Chromium); its static server speaks HTTP/1.1 only; and a
  route that misses is not measured again. Budgets are \`npm run budget\`'s, on the build's own
  chunk plan, without a browser.

### Method

- Lighthouse ${lighthouseVersion()} (Node API), performance category only, its default mobile
  settings: Moto G Power screen emulation, simulated throttling (150 ms RTT, 1.6 Mbps, 4× CPU
  slowdown). Each figure is the median of ${RUNS} runs; "runs" lists the scores.
- ${chromiumVersion()}, headless (${CHROME_FLAGS.join(' ')}), one browser for every run;
  Lighthouse clears the cache before each run, so every run is a cold first visit.
- The build: \`vite build\` in demo mode (no API, offline maps) into dist-perf/, served by
  scripts/preview-server.mjs (gzip, the S1 headers) at ${ORIGIN}, ${
    TLS
      ? 'over HTTPS with HTTP/2 as static hosts serve it (a throwaway self-signed certificate). Over\n  HTTP/1.1 the simulation allows six connections, and a route\'s few dozen chunks then cost rounds\n  of round trips no production host charges: about 1.5 s more LCP on /dashboard'
      : 'over HTTP/1.1 (openssl was missing): the simulation allows six connections, so a route\'s few\n  dozen chunks cost rounds of round trips a host on HTTP/2 does not; figures read slower'
  }.
- Signed-in routes: the demo customer signs in once through the /login form (Playwright over the
  same Chromium); the session stays in localStorage, which Lighthouse's storage reset keeps.
  /bids shows the demo's busy load (${BUSY_LOAD_NO}).
- JS transferred: Lighthouse's bytes on the wire of every script the page loaded, HTTP
  headers included (about 0.7 KB a response from the preview server, with its S1 headers); the
  bundle figures below count the gzip bodies only.

### Machine

${os.type()} ${os.release()} ${os.arch()}, ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB RAM,
Node ${process.version}; Lighthouse benchmark index ${Math.round(benchmark)} (median); load average
${loadAverage.toFixed(1)} over the run. Simulated throttling scales the CPU time it observes, so a busy
machine reads slower (higher TBT and LCP).

## Bundle (gzip) of the same build

${formatBundleReport(bundle)}
`;
}

/**
 * Lighthouse's simulated throttling scales the CPU time it observes, so what else the machine is
 * doing (the build just before, a test run before that in CI) reads as the page's blocking time.
 * Waits, at most two minutes, for the one-minute load average to fall under one per two cores.
 */
async function quietMachine() {
  const quiet = Math.max(1, os.cpus().length / 2);
  const started = Date.now();
  while (os.loadavg()[0] >= quiet && Date.now() - started < 120_000)
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  const waited = Math.round((Date.now() - started) / 1000);
  log(`load average ${os.loadavg()[0].toFixed(1)}${waited ? ` after waiting ${waited} s for a quiet machine` : ''}`);
}

async function main() {
  const startedAt = new Date();
  await buildApp();
  const bundle = measureBundle(DIST);
  const server = await startServer();
  await quietMachine();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const targets = [
      { label: '/', path: '/' },
      { label: '/login', path: '/login' },
    ];
    const only = ONLY?.split(',') ?? null;
    const wanted = (p) => !only || only.some((o) => p === o || (o !== '/' && p.startsWith(o)));
    const rows = [];
    for (const target of targets.filter((t) => wanted(t.path))) {
      log(`Lighthouse ×${RUNS}: ${target.label}`);
      rows.push(await measureConfirmed(chrome.port, target));
    }
    const { busyLoadId } = await signIn(chrome.port);
    const portal = [
      '/dashboard',
      '/my-loads',
      '/create-job',
      busyLoadId ? `/bids?load=${busyLoadId}` : '/bids',
      '/trips',
      '/history',
      '/profile/edit',
    ];
    for (const route of portal.filter(wanted)) {
      log(`Lighthouse ×${RUNS}: ${route} (signed in)`);
      rows.push(await measureConfirmed(chrome.port, { label: `${route} (signed in)`, path: route }));
    }
    const seconds = (Date.now() - startedAt.getTime()) / 1000;
    const loadAverage = os.loadavg()[1];
    console.log(`\n${table(rows)}\n`);
    console.log(formatBundleReport(bundle));
    if (WRITE) {
      fs.writeFileSync(
        path.join(ROOT, 'docs', 'performance.md'),
        report(rows, bundle, startedAt, seconds, loadAverage),
      );
      log('wrote docs/performance.md');
    }
    const failures = rows
      .filter((r) => verdict(r) !== '✔')
      .map((r) => `${r.label}: ${verdict(r)}`);
    const overTbt = rows.filter((r) => r.tbt >= TARGET.tbtMs).map((r) => r.label);
    log(
      `TBT target ${TARGET.tbtMs} ms: ${overTbt.length ? `missed on ${overTbt.join(', ')}` : 'met on every route'}`,
    );
    const bundleProblems = bundleFailures(bundle);
    if (bundleProblems.length)
      log(`bundle budget (npm run budget gates it): ${bundleProblems.join('; ')}`);
    log(`done in ${Math.round(seconds)} s (load average ${loadAverage.toFixed(1)})`);
    if (failures.length) {
      console.error(`\n✖ performance gate: ${failures.join('; ')}`);
      process.exitCode = 1;
    } else {
      log(`✔ every route scores ${MIN_SCORE}+ with CLS ≤ ${MAX_CLS}`);
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(`✖ perf: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(2);
});
