import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './playwright.config';

/**
 * The production policy with files on another origin (decisions S1, S6), in Debian Chromium: an
 * API-mode build whose files live on a second origin, served by the preview server with the same
 * variables. Nothing listens on the API or files origin: the tests answer them with `page.route`,
 * which only sees what the policy let through.
 *   npx playwright test -c playwright.csp.config.ts
 */
const port = Number(process.env.CSP_E2E_PORT ?? 4183);
export const API_ORIGIN = process.env.CSP_E2E_API_ORIGIN ?? 'http://127.0.0.1:4184';
export const FILES_ORIGIN = process.env.CSP_E2E_FILES_ORIGIN ?? 'http://127.0.0.1:4185';
const dist = 'dist-csp';
const env = { VITE_API_BASE_URL: `${API_ORIGIN}/api/v1`, VITE_FILES_ORIGINS: FILES_ORIGIN };

export default defineConfig({
  testDir: 'e2e/csp',
  testMatch: '*.csp.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: `npx vite build --outDir ${dist} --logLevel warn && node scripts/preview-server.mjs --port ${port} --dir ${dist} --max-seconds 900`,
    env: { ...env, VITE_GOOGLE_MAPS_API_KEY: '' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
