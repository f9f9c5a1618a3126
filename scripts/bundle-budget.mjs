#!/usr/bin/env node
// `npm run budget` (issue 3, bundle budgets): from a build (dist/ by default, or --dir) computes
// the gzip size of the JavaScript a first visit downloads on / and on each portal route, prints
// every figure, and fails over budget or when a lazy-only piece (Maps loader, map widgets,
// attachment preview, dialogs) is in what the entry or the landing page downloads.
//   node scripts/bundle-budget.mjs [--dir dist] [--mode demo|http] [--report-only]
// Needs Vite's manifest (build.manifest: true, or `vite build --manifest`). A route's download is
// index.html's entry and modulepreloads, its screen, and for a route with a feature: what every
// feature stands on (the mode's adapter set, the maps adapters: FeatureLoader.ready()), the portal
// shell (portal routes) and the feature's bindings (core + the mode's adapters + the features it
// needs, src/di/feature-loader.ts), each with its static imports. The landing page has no feature:
// its form loads the waiting list on the first submit. Demo mode's bar loads the demo backend once
// the browser is idle, after the page; it is not counted. A module that is not a chunk of its own
// is inside one of those already.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const KB = 1024;
export const HOME_BUDGET_KB = 160;
export const HOME_TARGET_KB = 120;
export const PORTAL_BUDGET_KB = 260;

const ENTRY = 'index.html';
const PORTAL_SHELL = 'src/presentation/app/portal-shell.tsx';
const di = (file) => `src/di/modules/${file}.ts`;
const screen = (feature, file) => `src/presentation/features/${feature}/${file}.screen.tsx`;

/** What every feature stands on, per mode (decisions M1): src/di/app-container.ts, loadBase. */
const STARTUP = {
  demo: [di('shared-memory.module'), di('maps.module')],
  http: [di('shared-http.module'), di('maps.module')],
};

/** src/di/feature-loader.ts: each feature's module files, and the features it needs. */
const FEATURE_FILES = {
  auth: 'auth',
  createJob: 'create-job',
  dashboard: 'dashboard',
  bids: 'bids',
  trips: 'trips',
  history: 'history',
  profile: 'profile',
};
const NEEDS = { history: ['bids', 'trips'] };

export function featureModules(feature, mode) {
  const file = FEATURE_FILES[feature];
  const own = [di(`${file}.module`), di(`${file}.${mode === 'http' ? 'http' : 'memory'}.module`)];
  return [...own, ...(NEEDS[feature] ?? []).flatMap((dep) => featureModules(dep, mode))];
}

/** The routes a first visit can land on, their screen and feature (src/presentation/app/screens.ts). */
export const ROUTES = [
  {
    route: '/',
    screen: screen('landing', 'landing'),
    // Imported by the entry (src/presentation/app/screens.ts): no chunk of its own.
    inEntry: true,
    feature: null,
    budgetKb: HOME_BUDGET_KB,
    targetKb: HOME_TARGET_KB,
  },
  { route: '/login', screen: screen('auth', 'auth'), feature: 'auth', budgetKb: PORTAL_BUDGET_KB },
  ...[
    ['/dashboard', screen('dashboard', 'dashboard'), 'dashboard'],
    ['/my-loads', screen('my-loads', 'my-loads'), 'dashboard'],
    ['/create-job', screen('create-job', 'create-job'), 'createJob'],
    ['/bids', screen('bids', 'bids'), 'bids'],
    ['/trips', screen('trips', 'trips'), 'trips'],
    ['/history', screen('history', 'history'), 'history'],
    ['/history/{id}', screen('history', 'load-details'), 'history'],
    ['/history/{id}/bids', screen('history', 'bid-history'), 'history'],
    ['/profile/edit', screen('profile', 'edit-profile'), 'profile'],
  ].map(([route, file, feature]) => ({
    route,
    screen: file,
    feature,
    portal: true,
    budgetKb: PORTAL_BUDGET_KB,
  })),
];

/**
 * Pieces that load only when used (issue 3): none may be in the JavaScript every page downloads
 * (the entry and its static imports) nor in the landing page's. Checked twice: by module id in
 * the manifest (a piece that is its own lazy chunk) and by strings its code keeps after
 * minification (a piece folded into a chunk by a static import).
 */
export const LAZY_ONLY = [
  {
    what: 'Maps loader (@googlemaps/js-api-loader)',
    modules: /node_modules\/@googlemaps\/js-api-loader\//,
    markers: ['@googlemaps/js-api-loader', 'maps.googleapis.com/maps/api/js'],
  },
  {
    what: 'route map widgets',
    modules: /^src\/presentation\/components\/route-map\//,
    markers: ['Map unavailable - missing coordinates', 'Map failed to load'],
  },
  {
    what: 'attachment preview',
    modules: /^src\/presentation\/.*attachment/,
    // Second pass: add a string the preview keeps once it exists.
    markers: [],
  },
  {
    // MUI's Modal itself is not listed: every TextField carries it (TextField → Select → Menu →
    // Popover → Modal), used or not.
    what: 'dialogs (MUI Dialog and Drawer, the portal dialogs, the Demo inbox)',
    modules:
      /^(node_modules\/@mui\/material\/(Dialog|Drawer)\/|src\/presentation\/.*(dialog|drawer))/i,
    markers: ['MuiDialog', 'MuiDrawer'],
  },
];

export function readManifest(dir) {
  const file = path.join(dir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(
      `No ${file}: build with build.manifest: true in vite.config.ts (or \`vite build --manifest\`).`,
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The manifest keys reachable from `keys` through static imports (what the browser preloads). */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const queue = [...keys];
  while (queue.length) {
    const key = queue.shift();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** Bytes the preview server sends for a file (gzip, zlib's default level, as it compresses). */
function gzipBytes(dir, file, cache) {
  if (!cache.has(file))
    cache.set(file, zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length);
  return cache.get(file);
}

const jsFiles = (manifest, keys) =>
  [...new Set([...keys].map((k) => manifest[k].file))].filter((f) => f.endsWith('.js'));

/** Every figure of one build: the entry, each route's download, and the lazy-only checks. */
export function measureBundle(dir, mode = 'demo') {
  const manifest = readManifest(dir);
  const cache = new Map();
  const sizeOf = (files) => files.reduce((sum, f) => sum + gzipBytes(dir, f, cache), 0);
  const chunks = (keys) => keys.filter((k) => manifest[k]);

  const entryKeys = staticClosure(manifest, [ENTRY]);
  const entryFiles = jsFiles(manifest, entryKeys);
  const entry = {
    files: entryFiles.map((file) => ({ file, bytes: gzipBytes(dir, file, cache) })),
    bytes: sizeOf(entryFiles),
  };
  const startupKeys = [ENTRY, ...chunks(STARTUP[mode])];
  const startup = sizeOf(jsFiles(manifest, staticClosure(manifest, startupKeys)));

  /** Everything a first visit to the route downloads, as manifest keys. */
  const downloadOf = (r) =>
    staticClosure(manifest, [
      ENTRY,
      ...(r.feature ? startupKeys : []),
      ...(r.portal ? chunks([PORTAL_SHELL]) : []),
      ...(r.feature ? chunks(featureModules(r.feature, mode)) : []),
      ...(r.inEntry ? [] : [r.screen]),
    ]);

  const routes = ROUTES.map((r) => {
    if (!r.inEntry && !manifest[r.screen]) return { ...r, missing: true, bytes: 0, screenBytes: 0, ok: false };
    const files = jsFiles(manifest, downloadOf(r));
    const bytes = sizeOf(files);
    const beyondEntry = files.filter((f) => !entryFiles.includes(f));
    return { ...r, bytes, screenBytes: sizeOf(beyondEntry), ok: bytes <= r.budgetKb * KB };
  });

  const home = ROUTES.find((r) => r.route === '/');
  const eagerKeys = downloadOf(home);
  const eagerFiles = jsFiles(manifest, eagerKeys);
  const eagerCode = eagerFiles.map((f) => ({
    file: f,
    code: fs.readFileSync(path.join(dir, f), 'utf8'),
  }));
  const lazyOnly = LAZY_ONLY.map(({ what, modules, markers }) => {
    const byModule = [...eagerKeys].filter((k) => modules.test(manifest[k].src ?? k));
    const byMarker = markers.flatMap((m) =>
      eagerCode.filter((c) => c.code.includes(m)).map((c) => `"${m}" in ${c.file}`),
    );
    const present = Object.keys(manifest).some((k) => modules.test(manifest[k].src ?? k));
    return { what, found: [...byModule, ...byMarker], lazyChunk: present };
  });

  return { dir, mode, entry, startup, routes, lazyOnly };
}

const kb = (bytes) => (bytes / KB).toFixed(1);

/** The figures as Markdown (printed, and written to docs/performance.md by `npm run perf`). */
export function formatBundleReport(result) {
  const lines = [
    `Entry (index.html + modulepreload), every page: **${kb(result.entry.bytes)} KB gzip**; ` +
      `with what every feature stands on (${result.mode} mode's adapter set, maps ` +
      `adapters): **${kb(result.startup)} KB**`,
    '',
    ...result.entry.files.map((f) => `- ${f.file}: ${kb(f.bytes)} KB`),
    '',
    '| Route | First-visit JS (KB gzip) | Beyond the entry (KB) | Budget (KB) | Target (KB) | |',
    '|---|---:|---:|---:|---:|---|',
    ...result.routes.map((r) =>
      r.missing
        ? `| ${r.route} | — | — | ${r.budgetKb} | ${r.targetKb ?? ''} | ✖ no chunk for ${r.screen} |`
        : `| ${r.route} | ${kb(r.bytes)} | ${kb(r.screenBytes)} | ${r.budgetKb} | ${r.targetKb ?? ''} | ${r.ok ? '✔' : '✖ over budget'} |`,
    ),
    '',
    'Loaded only when used (not in what the entry or the landing page downloads):',
    '',
    ...result.lazyOnly.map((l) =>
      l.found.length
        ? `- ✖ ${l.what}: ${l.found.join('; ')}`
        : `- ✔ ${l.what}${l.lazyChunk ? ' (its own lazy chunk)' : ' (no trace in the eager chunks)'}`,
    ),
  ];
  return lines.join('\n');
}

export function bundleFailures(result) {
  return [
    ...result.routes
      .filter((r) => !r.ok)
      .map((r) =>
        r.missing ? `${r.route}: no chunk` : `${r.route}: ${kb(r.bytes)} KB > ${r.budgetKb} KB`,
      ),
    ...result.lazyOnly.filter((l) => l.found.length).map((l) => `${l.what} is loaded eagerly`),
  ];
}

function main() {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? process.argv[i + 1] : fallback;
  };
  const dir = path.resolve(arg('--dir', 'dist'));
  const mode = arg('--mode', 'demo');
  let result;
  try {
    if (!(mode in STARTUP)) throw new Error(`--mode is demo or http, not ${mode}`);
    result = measureBundle(dir, mode);
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
  console.log(
    `Bundle budget of ${path.relative(process.cwd(), dir) || '.'}, ${mode} mode (gzip, zlib default level)\n`,
  );
  console.log(formatBundleReport(result));
  const failures = bundleFailures(result);
  const home = result.routes.find((r) => r.route === '/');
  if (home && !home.missing && home.bytes > HOME_TARGET_KB * KB) {
    console.log(
      `\n/ is ${kb(home.bytes - HOME_TARGET_KB * KB)} KB over its ${HOME_TARGET_KB} KB target.`,
    );
  }
  if (failures.length) {
    console.error(`\n✖ bundle budget: ${failures.join('; ')}`);
    // --report-only: CI prints the figures while the budget work (issue 3) is still open.
    process.exit(process.argv.includes('--report-only') ? 0 : 1);
  }
  console.log('\n✔ bundle budget met');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
