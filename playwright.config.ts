import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { e2eBuilds, type E2eBuild } from './scripts/e2e-builds.mjs';

/**
 * Browser tests: Debian Chromium against built apps served by the preview server. One project per
 * build (scripts/e2e-builds.mjs): `demo` runs e2e/*.spec.ts against the demo build, `google`
 * runs e2e/google/ against the demo build with a Maps key, `http` runs e2e/http/ against an
 * HTTP-mode build and the local API (local-api/), started here on its two ports, and
 * `http-own-api` runs e2e/http-own-api/ against an HTTP-mode build whose API each test starts
 * itself (to restart it, or to run it without events). A build that is not there gets no server,
 * so `npx playwright test e2e/x.spec.ts` needs only the demo build; its own project's tests say
 * how to make it (e2e/fixtures.ts).
 */
const builds = e2eBuilds();

const isBuilt = (outDir: string) => fs.existsSync(path.join(outDir, 'index.html'));

/** Where a build's local API answers: the API origin (`/api/v1`, `/__dev`) and the files origin. */
const localApiOrigins = (api: NonNullable<E2eBuild['localApi']>) => ({
  origin: `http://127.0.0.1:${api.port}`,
  filesOrigin: `http://127.0.0.1:${api.filesPort}`,
});

export default defineConfig({
  fullyParallel: false,
  workers: process.env.CI ? 2 : 1,
  // A test that passes only on a second try fails the run: a flaky test cannot hide.
  retries: 0,
  failOnFlakyTests: true,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_REPORTERS === 'list,json' ? [['list'], ['json']] : [['list']],
  use: {
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    trace: 'off',
    // The portal's service worker, once installed, answers the page's files from its cache: a
    // test routing or delaying them would then depend on how far the install had come. Only the
    // tests of the installed portal let it register (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: builds.map((build) => ({
    name: build.name,
    testDir: build.testDir,
    // A project's folder inside another's belongs to that project only.
    testIgnore: builds
      .filter((other) => other !== build && other.testDir.startsWith(`${build.testDir}/`))
      .map((other) => `${path.resolve(other.testDir)}/**`),
    // Tests that start their own API share its fixed ports: one at a time, whatever the number
    // of workers, the files or --repeat-each.
    ...(build.localApi?.startedBy === 'tests' ? { workers: 1 } : {}),
    metadata: {
      outDir: build.outDir,
      ...(build.localApi ? { localApi: localApiOrigins(build.localApi) } : {}),
    },
    use: { baseURL: `http://127.0.0.1:${build.port}` },
  })),
  webServer: builds
    .filter((build) => isBuilt(build.outDir))
    .flatMap((build) => [
      {
        name: build.name,
        command: `node scripts/preview-server.mjs --port ${build.port} --dir ${build.outDir} --max-seconds 3600`,
        url: `http://127.0.0.1:${build.port}/`,
        env: { ...build.env },
        reuseExistingServer: false,
        timeout: 30_000,
      },
      // The API the build was made for: seeded afresh on every run, on 127.0.0.1 only, open to
      // this portal's origin alone, and gone by itself should Playwright be killed. One whose
      // tests start it themselves gets none here.
      ...(build.localApi?.startedBy === 'config'
        ? [
            {
              name: `${build.name} API`,
              command: 'node --import tsx local-api/main.ts --max-seconds 3600',
              url: `${localApiOrigins(build.localApi).origin}/api/v1/examples`,
              env: {
                PORT: String(build.localApi.port),
                FILES_PORT: String(build.localApi.filesPort),
                CORS_ORIGINS: `http://127.0.0.1:${build.port}`,
              },
              reuseExistingServer: false,
              timeout: 60_000,
            },
          ]
        : []),
    ]),
});
