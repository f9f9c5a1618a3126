#!/usr/bin/env node
// `npm run perf:profile -- /history [/trips …]`: where a route's main-thread time goes, task by
// task. Builds the demo app with source maps into dist-profile/, serves it, signs in as the demo
// customer, then loads each route cold in Chromium under a DevTools trace with the V8 sampling
// profiler, as Lighthouse observes a page before it simulates a phone (its mobile setting runs
// every task 4× slower; a task counts as blocking beyond 50 ms, so beyond 12.5 ms observed here).
// For each task over --min ms it prints its length ×4, what kind of work it was, and the
// functions that spent it, mapped through the source maps to their package or source folder;
// then the self time of the whole load by owner.
//   npx tsx scripts/profile-route.mjs [--no-build | --dir BUILD] [--runs 2] [--min 12.5] [--top 6] /route …
// /bids?load={busy} stands for the demo's busy load.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { BUSY_LOAD_NO, DEMO_CUSTOMER } from '../src/infrastructure/memory/demo/demo-seed.ts';
import { DEMO_STORAGE_KEY } from '../src/infrastructure/memory/demo/demo-state.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { signInThroughForm } from './sign-in.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 4295;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const RUNS = Number(option('--runs', '2'));
const MIN_MS = Number(option('--min', '12.5'));
const TOP = Number(option('--top', '6'));
const GIVEN_DIR = option('--dir', null);
const DIST = path.resolve(GIVEN_DIR ?? path.join(ROOT, 'dist-profile'));
const NO_BUILD = args.includes('--no-build') || GIVEN_DIR !== null;
const routes = args.filter((a) => a.startsWith('/'));
if (!routes.length) {
  console.error('usage: npx tsx scripts/profile-route.mjs [--no-build] [--runs N] /route …');
  process.exit(2);
}
/** Lighthouse's mobile CPU slowdown. */
const SLOWDOWN = 4;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'toplevel',
  'blink.user_timing',
];

/** Where a source path belongs: a package, or a folder of src/. */
function ownerOf(source) {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const own = source.match(
    /src\/((?:presentation|infrastructure|application|domain)\/[^/]+|[^/]+)/,
  );
  return own ? `src/${own[1]}` : source;
}

const maps = new Map();
function mapFor(url) {
  if (!url.startsWith(ORIGIN)) return null;
  if (!maps.has(url)) {
    const file = path.join(DIST, new URL(url).pathname);
    maps.set(
      url,
      fs.existsSync(`${file}.map`)
        ? new TraceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')))
        : null,
    );
  }
  return maps.get(url);
}

/** A profile node's owner and readable name, through the source maps. */
function describe(callFrame) {
  const { url, functionName, lineNumber, columnNumber } = callFrame;
  if (!url) return { owner: null, name: functionName || '(native)' };
  const map = mapFor(url);
  const pos =
    map && lineNumber >= 0
      ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber })
      : null;
  if (!pos?.source)
    return {
      owner: url.startsWith(ORIGIN) ? new URL(url).pathname : 'browser',
      name: functionName || '(anonymous)',
    };
  const where = pos.source.replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return {
    owner: ownerOf(pos.source),
    name: `${pos.name ?? (functionName || '(anonymous)')} (${where}:${pos.line})`,
  };
}

/** The renderer's main thread: the CrRendererMain thread with the most events. */
function mainThread(events) {
  const counts = new Map();
  for (const e of events)
    counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  return events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`)
    .sort((a, b) => counts.get(b) - counts.get(a))[0];
}

/**
 * The CPU samples of the profile V8 took of `thread` (its Profile event is on that thread; the
 * chunks come from the profiler's own thread under the same id): each with its time and node.
 */
function samplesOf(events, thread) {
  const nodes = new Map();
  const samples = [];
  const profile = events.find((e) => e.name === 'Profile' && `${e.pid}:${e.tid}` === thread);
  if (!profile) return { nodes, samples };
  let time = profile.args.data.startTime;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.id !== profile.id || e.pid !== profile.pid) continue;
    const chunk = e.args.data.cpuProfile ?? {};
    for (const node of chunk.nodes ?? []) nodes.set(node.id, node);
    const deltas = e.args.data.timeDeltas ?? [];
    (chunk.samples ?? []).forEach((id, i) => {
      time += deltas[i] ?? 0;
      samples.push({ ts: time, id });
    });
  }
  return { nodes, samples };
}

/** Self time (ms) by owner and by function of the samples in [from, to). */
function attribute(nodes, samples, from, to) {
  const owners = new Map();
  const functions = new Map();
  const parentOf = new Map();
  for (const node of nodes.values()) if (node.parent) parentOf.set(node.id, node.parent);
  const inRange = samples.filter((s) => s.ts >= from && s.ts < to);
  inRange.forEach((sample, i) => {
    const next = inRange[i + 1]?.ts ?? to;
    const ms = Math.min(next - sample.ts, 2000) / 1000;
    const node = nodes.get(sample.id);
    if (!node) return;
    const frame = node.callFrame;
    if (['(idle)', '(program)', '(root)'].includes(frame.functionName)) return;
    let { owner, name } = describe(frame);
    if (frame.functionName === '(garbage collector)') owner = '(garbage collector)';
    else if (!owner) {
      // A built-in (a DOM call): charged to the script that called it.
      let caller = nodes.get(parentOf.get(node.id));
      while (caller && !caller.callFrame.url) caller = nodes.get(parentOf.get(caller.id));
      const by = caller ? describe(caller.callFrame) : null;
      owner = by?.owner ? `${by.owner} (built-ins it calls)` : '(engine)';
      name = by ? `${name} ← ${by.name}` : name;
    }
    owners.set(owner, (owners.get(owner) ?? 0) + ms);
    functions.set(name, (functions.get(name) ?? 0) + ms);
  });
  const sorted = (m) => [...m].sort((a, b) => b[1] - a[1]);
  return { owners: sorted(owners), functions: sorted(functions) };
}

/** The kinds of work inside a task, by trace event, in ms. */
const KINDS = [
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'v8.compile',
  'v8.compileModule',
  'MajorGC',
  'MinorGC',
];

function analyse(trace) {
  const events = trace.traceEvents ?? trace;
  const thread = mainThread(events);
  const main = events
    .filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  // Tasks nest (a RunTask inside the scheduler's): the outermost ones are the tasks.
  const tasks = [];
  for (const e of main) {
    if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') continue;
    const last = tasks.at(-1);
    if (last && e.ts < last.ts + last.dur) continue;
    tasks.push(e);
  }
  const { nodes, samples } = samplesOf(events, thread);
  const navigation =
    events
      .filter(
        (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(ORIGIN),
      )
      .at(-1)?.ts ??
    events.find((e) => e.name === 'FrameCommittedInBrowser')?.ts ??
    0;
  const long = tasks
    .filter((t) => t.ts >= navigation && t.dur / 1000 >= MIN_MS)
    .map((t) => {
      const kinds = new Map();
      for (const e of main) {
        if (e.ts < t.ts || e.ts + e.dur > t.ts + t.dur || !KINDS.includes(e.name)) continue;
        kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur / 1000);
      }
      return {
        at: (t.ts - navigation) / 1000,
        ms: t.dur / 1000,
        kinds: [...kinds].sort((a, b) => b[1] - a[1]),
        ...attribute(nodes, samples, t.ts, t.ts + t.dur),
      };
    });
  const whole = attribute(nodes, samples, navigation, Infinity);
  return { long, whole };
}

async function buildApp() {
  process.env.VITE_API_BASE_URL = '';
  process.env.VITE_GOOGLE_MAPS_API_KEY = '';
  await build({
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: DIST, emptyOutDir: true, sourcemap: 'hidden' },
  });
}

async function startServer() {
  const server = spawn(
    process.execPath,
    [
      path.join(ROOT, 'scripts/preview-server.mjs'),
      '--dir',
      DIST,
      '--port',
      String(PORT),
      '--max-seconds',
      '1800',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`preview server exited (${code})`)));
    server.stdout.on('data', (chunk) => String(chunk).includes(ORIGIN) && resolve());
  });
  return server;
}

const fmt = (ms) => ms.toFixed(1).padStart(6);

async function main() {
  if (!NO_BUILD) await buildApp();
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      locale: 'en-GB',
      timezoneId: 'Europe/London',
    });
    const page = await context.newPage();
    await signInThroughForm(page, ORIGIN, DEMO_CUSTOMER);
    const busy = await page.evaluate(
      ({ key, loadNo }) =>
        JSON.parse(localStorage.getItem(key) ?? '{"loads":[]}').loads.find(
          (l) => l.loadNo === loadNo,
        )?.id ?? null,
      { key: DEMO_STORAGE_KEY, loadNo: BUSY_LOAD_NO },
    );
    const cdp = await context.newCDPSession(page);
    for (const requested of routes) {
      const route = requested.replace('{busy}', String(busy));
      for (let run = 1; run <= RUNS; run++) {
        await page.goto('about:blank');
        await cdp.send('Network.clearBrowserCache');
        const chunks = [];
        const collect = ({ value }) => chunks.push(...value);
        cdp.on('Tracing.dataCollected', collect);
        await cdp.send('Tracing.start', {
          traceConfig: { includedCategories: TRACE_CATEGORIES },
          transferMode: 'ReportEvents',
        });
        await page.goto(`${ORIGIN}${route}`, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1500);
        const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
        await cdp.send('Tracing.end');
        await done;
        cdp.off('Tracing.dataCollected', collect);
        if (process.env.TRACE_OUT) fs.writeFileSync(process.env.TRACE_OUT, JSON.stringify(chunks));
        const { long, whole } = analyse(chunks);
        const blocking = long.reduce((sum, t) => sum + Math.max(0, t.ms * SLOWDOWN - 50), 0);
        console.log(
          `\n## ${route}, run ${run}: ${long.length} tasks over ${MIN_MS} ms; their blocking at ${SLOWDOWN}× ≈ ${Math.round(blocking)} ms (every task, before and after first paint)`,
        );
        for (const t of long) {
          console.log(
            `- at ${t.at.toFixed(0)} ms: ${fmt(t.ms)} ms (×${SLOWDOWN} ${Math.round(t.ms * SLOWDOWN)}) ${t.kinds
              .slice(0, 4)
              .map(([k, v]) => `${k} ${v.toFixed(1)}`)
              .join(', ')}`,
          );
          for (const [owner, ms] of t.owners.slice(0, TOP)) console.log(`    ${fmt(ms)}  ${owner}`);
          for (const [name, ms] of t.functions.slice(0, 3))
            console.log(`      ${fmt(ms)}  ${name}`);
        }
        console.log('Whole load, self time by owner:');
        for (const [owner, ms] of whole.owners.slice(0, 16)) console.log(`  ${fmt(ms)}  ${owner}`);
      }
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
