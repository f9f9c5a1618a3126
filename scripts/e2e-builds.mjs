#!/usr/bin/env node
// The builds the browser tests run against. Each one is a Playwright project
// (playwright.config.ts) with its own tests, build directory, preview-server port and
// environment; `npm test` (scripts/test-all.mjs) builds every one before Playwright runs.
//   node scripts/e2e-builds.mjs [name…]   builds the named ones (all when none is named)
// E2E_PORT moves the ports and E2E_DIST the build folders (the demo build's name, the others'
// prefix), so several checkouts can test side by side. The builds take the eight ports from
// E2E_PORT on (4173 by default): demo +0, google +1, http +2 and its local API +3 (files +4),
// http-own-api +5 and its local API +6 (files +7). A build's floor pages (scripts/perf-floors/)
// are built into its folder, under floors/<name>/, where the preview server serves them.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A key the app's configuration accepts. No request ever reaches Google with it: the Google
 * project's tests answer Google's URLs with a local fake of the Maps JavaScript API (e2e/google/).
 */
export const FAKE_MAPS_API_KEY = 'bidhaul-e2e-fake-maps-key';

const FLOORS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'perf-floors');

/** @param {NodeJS.ProcessEnv} [env] @returns {import('./e2e-builds.d.mts').E2eBuild[]} */
export function e2eBuilds(env = process.env) {
  const port = Number(env.E2E_PORT ?? 4173);
  const dist = env.E2E_DIST ?? 'dist';
  const api = { port: port + 3, filesPort: port + 4, startedBy: 'config' };
  const ownApi = { port: port + 6, filesPort: port + 7, startedBy: 'tests' };
  return [
    {
      name: 'demo',
      description: 'demo mode',
      testDir: 'e2e',
      outDir: dist,
      port,
      env: { VITE_API_BASE_URL: '', VITE_GOOGLE_MAPS_API_KEY: '' },
      // The import's publishing is judged against it (e2e/import-jobs.spec.ts).
      floors: ['mui-rows'],
    },
    {
      name: 'google',
      description: 'demo mode with a Google Maps key',
      testDir: 'e2e/google',
      outDir: `${dist}-google`,
      port: port + 1,
      env: { VITE_API_BASE_URL: '', VITE_GOOGLE_MAPS_API_KEY: FAKE_MAPS_API_KEY },
    },
    {
      name: 'http',
      description: 'HTTP mode against the local API, files on its second origin',
      testDir: 'e2e/http',
      outDir: `${dist}-http`,
      port: port + 2,
      env: {
        VITE_API_BASE_URL: `http://127.0.0.1:${api.port}/api/v1`,
        VITE_FILES_ORIGINS: `http://127.0.0.1:${api.filesPort}`,
        VITE_GOOGLE_MAPS_API_KEY: '',
      },
      localApi: api,
    },
    {
      name: 'http-own-api',
      description: 'HTTP mode against a local API each test starts, stops and restarts itself',
      testDir: 'e2e/http-own-api',
      outDir: `${dist}-http-own-api`,
      port: port + 5,
      env: {
        VITE_API_BASE_URL: `http://127.0.0.1:${ownApi.port}/api/v1`,
        VITE_FILES_ORIGINS: `http://127.0.0.1:${ownApi.filesPort}`,
        VITE_GOOGLE_MAPS_API_KEY: '',
      },
      localApi: ownApi,
    },
  ];
}

/**
 * Builds one of them with its environment, then its floor pages. The preview server gets the same
 * environment, so the policy headers it sends match the <meta> policy in the build.
 * @param {import('./e2e-builds.d.mts').E2eBuild} build
 */
export function buildFor(build) {
  const vite = (/** @type {string[]} */ args) =>
    spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], {
      stdio: 'inherit',
      env: { ...process.env, ...build.env },
    }).status === 0;
  // The app's build empties its folder: the floors go in after it.
  if (!vite(['--outDir', build.outDir])) return false;
  return (build.floors ?? []).every((name) =>
    vite([
      path.join(FLOORS_DIR, name),
      '--config',
      path.join(FLOORS_DIR, 'floor.vite.config.mjs'),
      '--base',
      `/floors/${name}/`,
      '--outDir',
      path.resolve(build.outDir, 'floors', name),
    ]),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  const builds = e2eBuilds().filter((build) => names.length === 0 || names.includes(build.name));
  const unknown = names.filter((name) => !builds.some((build) => build.name === name));
  if (unknown.length) {
    console.error(
      `Unknown build ${unknown.join(', ')}: ${e2eBuilds()
        .map((b) => b.name)
        .join(', ')}`,
    );
    process.exit(1);
  }
  for (const build of builds) {
    console.log(`▶ ${build.name} (${build.description}) into ${build.outDir}/`);
    if (!buildFor(build)) process.exit(1);
  }
}
