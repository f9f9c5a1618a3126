// What a first visit to each route downloads, in chunks of a build, for the bundle budget
// (scripts/bundle-budget.mjs, which weighs it). The routes and features come from the one
// feature table, src/features.ts; what every feature stands on, per mode, is the base
// src/di/app-container.ts loads (tests/lint/route-chunks.test.ts keeps the two in step).
// A route's download is index.html's entry and its imports, its screen, and for a route with a
// feature: what every feature stands on, the portal shell (portal routes) and the feature's
// bindings (its file + the mode's adapter classes + those of the features it needs), each with its
// static imports.
import { FEATURES, LANDING } from '../src/features.ts';

export const ENTRY = 'index.html';
export const PORTAL_SHELL = 'src/presentation/app/portal-shell.tsx';
const di = (file) => `src/di/${file}.ts`;
const screenFile = (screen) => `src/presentation/screens/${screen}.tsx`;

/** What every feature stands on, per mode (demo or HTTP): src/di/app-container.ts, loadBase. */
export const STARTUP = {
  demo: [di('modules/shared-memory.module'), di('modules/maps.module'), di('modules/portal.module')],
  http: [di('modules/shared-http.module'), di('modules/maps.module'), di('modules/portal.module')],
};

/** A feature's file (its presenters, and both modes' adapters, each set imported when chosen). */
export const featureFile = (feature) => di(`features/${feature}.module`);

/**
 * The adapter classes of a feature in a mode, as the loader fetches them beside the feature's file
 * (src/di/feature-loader.ts): the `http-*` or `in-memory-*` files of its infrastructure folder.
 */
export function adapterFiles(manifest, feature, mode) {
  const [folder, prefix] = mode === 'http' ? ['http', 'http-'] : ['memory', 'in-memory-'];
  const stem = `src/infrastructure/${folder}/${feature}/${prefix}`;
  return Object.keys(manifest).filter(
    (k) => k.startsWith(stem) && k.endsWith('.ts') && !k.slice(stem.length).includes('/'),
  );
}

/** What loading a feature fetches in a mode: its file and its mode's adapter classes. */
export const featureModules = (manifest, feature, mode) => [
  featureFile(feature),
  ...adapterFiles(manifest, feature, mode),
];

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

/** The manifest keys reachable from `keys` through static imports (what the browser fetches with them). */
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

/** What every page downloads: index.html's entry and its static imports. */
export const entryKeys = (manifest) => staticClosure(manifest, [ENTRY]);

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
    ...(route.feature ? present(featureModules(manifest, route.feature, mode)) : []),
    ...(route.alsoNeeds ?? []).flatMap((f) => present(featureModules(manifest, f, mode))),
    ...(route.inEntry ? [] : [route.screen]),
    ...present(route.also ?? []),
  ]);
}
