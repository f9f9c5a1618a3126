#!/usr/bin/env node
// `npm run budget` (bundle budgets): from a build (dist/ by default, or --dir) computes
// the gzip size of the JavaScript a first visit downloads on / and on each portal route, prints
// every figure, and fails over budget, when a lazy-only piece (Maps loader, map widgets,
// attachment preview, dialogs) is in what the entry or the landing page downloads, or when a
// page of one mode downloads the other mode's adapters.
//   node scripts/bundle-budget.mjs [--dir dist] [--mode demo|http] [--report-only]
// Needs Vite's manifest (build.manifest: true, or `vite build --manifest`). What a route downloads
// is modelled in scripts/route-chunks.mjs. The landing page has no feature: its form loads the
// waiting list on the first submit. Demo mode's bar loads the demo backend once the browser is
// idle, after the page; it is not counted.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { ROUTES, STARTUP, entryKeys, jsFiles, routeDownload, staticClosure } from './route-chunks.mjs';

export const KB = 1024;
export const HOME_BUDGET_KB = 130;
export const HOME_TARGET_KB = 120;
export const PORTAL_BUDGET_KB = 260;

/** The routes the budget weighs, each with its budget (the landing page: 130 KB, target 120 KB). */
export const BUDGETED_ROUTES = ROUTES.filter((r) => r.weighed !== false).map((r) => ({
  ...r,
  budgetKb: r.route === '/' ? HOME_BUDGET_KB : PORTAL_BUDGET_KB,
  ...(r.route === '/' ? { targetKb: HOME_TARGET_KB } : {}),
}));

/**
 * Pieces that load only when used: none may be in the JavaScript every page downloads
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

/**
 * Pieces no route's first visit downloads, in either mode: the screen that uses one fetches it
 * when first asked (the import's CSV reader, when a sheet is first read).
 */
export const NEVER_ON_FIRST_VISIT = [
  {
    what: 'the CSV reader (papaparse)',
    modules: /node_modules\/papaparse\//,
    markers: ['__parsed_extra'],
  },
];

/**
 * What a mode's pages never download, by the mode: the other mode's adapters. Checked on every
 * route, like the pieces above, by module id and by a string the code keeps after minification
 * (axios' own name in its User-Agent; the demo marketplace's storage key).
 */
export const OTHER_MODE = {
  demo: {
    what: 'HTTP adapters (axios)',
    modules: /^src\/(infrastructure\/http|di\/modules\/shared-http)/,
    markers: ['axios/'],
  },
  http: {
    what: 'the demo backend',
    modules: /^src\/(infrastructure\/memory|di\/modules\/shared-memory)/,
    markers: ['bidhaul:demo-marketplace'],
  },
};

export function readManifest(dir) {
  const file = path.join(dir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(
      `No ${file}: build with build.manifest: true in vite.config.ts (or \`vite build --manifest\`).`,
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Bytes the preview server sends for a file (gzip, zlib's default level, as it compresses). */
function gzipBytes(dir, file, cache) {
  if (!cache.has(file))
    cache.set(file, zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length);
  return cache.get(file);
}

/** Every figure of one build: the entry, each route's download, and the lazy-only checks. */
export function measureBundle(dir, mode = 'demo') {
  const manifest = readManifest(dir);
  const cache = new Map();
  const sizeOf = (files) => files.reduce((sum, f) => sum + gzipBytes(dir, f, cache), 0);

  const entryFiles = jsFiles(manifest, entryKeys(manifest));
  const entry = {
    files: entryFiles.map((file) => ({ file, bytes: gzipBytes(dir, file, cache) })),
    bytes: sizeOf(entryFiles),
  };
  const startupKeys = [...entryKeys(manifest), ...STARTUP[mode].filter((k) => manifest[k])];
  const startup = sizeOf(jsFiles(manifest, staticClosure(manifest, startupKeys)));

  const downloadOf = (r) => routeDownload(manifest, r, mode);

  const routes = BUDGETED_ROUTES.map((r) => {
    if (!r.inEntry && !manifest[r.screen]) return { ...r, missing: true, bytes: 0, screenBytes: 0, ok: false };
    const files = jsFiles(manifest, downloadOf(r));
    const bytes = sizeOf(files);
    const beyondEntry = files.filter((f) => !entryFiles.includes(f));
    return { ...r, bytes, screenBytes: sizeOf(beyondEntry), ok: bytes <= r.budgetKb * KB };
  });

  const home = BUDGETED_ROUTES.find((r) => r.route === '/');
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

  // One build serves both modes (the configuration picks one as the app starts): both are checked.
  const modeSplit = Object.entries(OTHER_MODE).map(([pageMode, other]) => ({
    mode: pageMode,
    what: other.what,
    found: [
      ...new Set(
        BUDGETED_ROUTES.flatMap((r) => {
          const keys = [...routeDownload(manifest, r, pageMode)];
          return [
            ...keys.filter((k) => other.modules.test(manifest[k].src ?? k)),
            ...jsFiles(manifest, keys).flatMap((f) => {
              const code = fs.readFileSync(path.join(dir, f), 'utf8');
              return other.markers.filter((m) => code.includes(m)).map((m) => `"${m}" in ${f}`);
            }),
          ].map((found) => `${r.route}: ${found}`);
        }),
      ),
    ],
  }));

  const firstVisitFree = NEVER_ON_FIRST_VISIT.map(({ what, modules, markers }) => ({
    what,
    found: [
      ...new Set(
        BUDGETED_ROUTES.flatMap((r) => {
          const keys = [...routeDownload(manifest, r, mode)];
          return [
            ...keys.filter((k) => modules.test(manifest[k].src ?? k)),
            ...jsFiles(manifest, keys).flatMap((f) => {
              const code = fs.readFileSync(path.join(dir, f), 'utf8');
              return markers.filter((m) => code.includes(m)).map((m) => `"${m}" in ${f}`);
            }),
          ].map((found) => `${r.route}: ${found}`);
        }),
      ),
    ],
  }));

  return { dir, mode, entry, startup, routes, lazyOnly, modeSplit, firstVisitFree };
}

const kb = (bytes) => (bytes / KB).toFixed(1);

/** The figures as Markdown (printed, and written to docs/performance.md by `npm run perf`). */
export function formatBundleReport(result) {
  const lines = [
    `Entry (index.html: its entry and what it imports), every page: **${kb(result.entry.bytes)} KB gzip**; ` +
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
    '',
    'Each mode downloads its own adapters only:',
    '',
    ...result.modeSplit.map((s) =>
      s.found.length
        ? `- ✖ ${s.mode} pages download ${s.what}: ${s.found.join('; ')}`
        : `- ✔ no ${s.mode} page downloads ${s.what}`,
    ),
    '',
    'On no route’s first visit (fetched when first used):',
    '',
    ...(result.firstVisitFree ?? []).map((p) =>
      p.found.length ? `- ✖ ${p.what}: ${p.found.join('; ')}` : `- ✔ ${p.what}`,
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
    ...(result.modeSplit ?? [])
      .filter((s) => s.found.length)
      .map((s) => `${s.what} downloaded by ${s.mode} pages`),
    ...(result.firstVisitFree ?? [])
      .filter((p) => p.found.length)
      .map((p) => `${p.what} is on a first visit`),
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
    // --report-only prints the figures without failing (a look at a build in progress).
    process.exit(process.argv.includes('--report-only') ? 0 : 1);
  }
  console.log('\n✔ bundle budget met');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
