// What a first visit to each route downloads, in chunks of a build: shared by the bundle budget
// (scripts/bundle-budget.mjs, which weighs it) and the route preload (vite.config.ts, which lets
// the browser fetch it all at once from index.html). The routes and features come from the one
// feature table, src/features.ts; what every feature stands on, per mode, is the base
// src/di/app-container.ts loads (tests/lint/route-chunks.test.ts keeps the two in step).
// A route's download is index.html's entry and modulepreloads, its screen, and for a route with a
// feature: what every feature stands on, the portal shell (portal routes) and the feature's
// bindings (core + the mode's adapters + the features it needs), each with its static imports.
import { FEATURES, LANDING } from '../src/features.ts';

export const ENTRY = 'index.html';
/** index.html's second script, loaded `async` beside the entry on every page. */
export const ROUTE_PRELOAD = 'src/route-preload.ts';
export const PORTAL_SHELL = 'src/presentation/app/portal-shell.tsx';
const di = (file) => `src/di/${file}.ts`;
const screenFile = (screen) => `src/presentation/features/${screen}.tsx`;

/** What every feature stands on, per mode (decisions M1): src/di/app-container.ts, loadBase. */
export const STARTUP = {
  demo: [di('modules/shared-memory.module'), di('modules/maps.module'), di('modules/portal.module')],
  http: [di('modules/shared-http.module'), di('modules/maps.module'), di('modules/portal.module')],
};

/** A feature's module files: its core, and its mode's adapters (src/di/feature-loader.ts). */
export function featureModules(feature, mode) {
  return [di(`features/${feature}.module`), di(`features/${feature}.${mode === 'http' ? 'http' : 'memory'}.module`)];
}

/**
 * The routes a first visit can land on: the label the budget prints, the paths it stands for
 * (`:param` is one segment), its screen and feature, and who sees it: `in` the signed-in portal,
 * `out` signed out only, `any` either.
 */
export const ROUTES = [
  {
    route: '/',
    paths: [...LANDING.paths],
    screen: screenFile(LANDING.screen),
    // Imported by the entry (src/presentation/app/app-routes.tsx): no chunk of its own.
    inEntry: true,
    feature: null,
    session: 'any',
  },
  ...FEATURES.flatMap((feature) =>
    feature.screens.map((declared) => ({
      route: declared.paths[0].replace(':loadId', '{id}'),
      paths: [...declared.paths],
      screen: screenFile(declared.screen),
      also: (declared.alsoLoads ?? []).map(screenFile),
      feature: feature.name,
      alsoNeeds: [...(declared.needs ?? [])],
      portal: declared.audience === 'in',
      session: declared.audience,
    })),
  ).map((route) =>
    // The reset link's page downloads what /login does: the budget weighs it once.
    route.paths.includes('/reset-password') ? { ...route, weighed: false } : route,
  ),
];

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

/** What every page downloads: index.html's entry with its modulepreloads, and the route preload. */
export const entryKeys = (manifest) =>
  staticClosure(manifest, [ENTRY, ...(manifest[ROUTE_PRELOAD] ? [ROUTE_PRELOAD] : [])]);

/** The JavaScript files of some manifest keys, once each. */
export const jsFiles = (manifest, keys) =>
  [...new Set([...keys].map((k) => manifest[k].file))].filter((f) => f.endsWith('.js'));

/** Everything a first visit to the route downloads, as manifest keys (the entry included). */
export function routeDownload(manifest, route, mode) {
  const present = (keys) => keys.filter((k) => manifest[k]);
  return staticClosure(manifest, [
    ...entryKeys(manifest),
    ...(route.feature ? present(STARTUP[mode]) : []),
    ...(route.portal ? present([PORTAL_SHELL]) : []),
    ...(route.feature ? present(featureModules(route.feature, mode)) : []),
    ...(route.alsoNeeds ?? []).flatMap((f) => present(featureModules(f, mode))),
    ...(route.inEntry ? [] : [route.screen]),
    ...present(route.also ?? []),
  ]);
}

/**
 * Vite's manifest shape (key → { file, imports }) from a Rollup output bundle, for the build's
 * own plugins: a chunk with a facade module is keyed by that module's path from the root, the
 * others by `_` and their file name, as Vite keys them.
 */
export function manifestOfBundle(bundle, root) {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const keyOf = (chunk) =>
    chunk.facadeModuleId && !chunk.facadeModuleId.startsWith('\0')
      ? chunk.facadeModuleId.slice(root.length).replace(/^[\\/]+/, '').replaceAll('\\', '/')
      : `_${chunk.fileName}`;
  const byFile = new Map(chunks.map((c) => [c.fileName, keyOf(c)]));
  return Object.fromEntries(
    chunks.map((c) => [keyOf(c), { file: c.fileName, imports: c.imports.map((f) => byFile.get(f)) }]),
  );
}

/**
 * The route preload plan index.html carries (src/route-preload.ts reads it): for each route, the
 * files a first visit downloads beyond the entry's own (which index.html already preloads). Files
 * are listed once and referred to by index, to keep the page small.
 */
export function routePreloadPlan(manifest, mode, base = '/') {
  const entry = new Set(jsFiles(manifest, entryKeys(manifest)));
  const files = [];
  const indexOf = (file) => {
    let i = files.indexOf(file);
    if (i < 0) i = files.push(file) - 1;
    return i;
  };
  const routes = ROUTES.filter((r) => !r.inEntry && manifest[r.screen]).map((r) => ({
    paths: r.paths,
    session: r.session,
    files: jsFiles(manifest, routeDownload(manifest, r, mode))
      .filter((f) => !entry.has(f))
      .map(indexOf),
  }));
  return { base, files, routes };
}
