#!/usr/bin/env node
// `npm test`: every test layer. Vitest (domain, application, presentation, contract,
// infrastructure, components), then a demo-mode build, then Playwright in Debian Chromium.
// Fails when any layer fails or when the browser tests could not run; ends with one line
// "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const RESULTS = '.test-results';
fs.mkdirSync(RESULTS, { recursive: true });

const run = (label, command, args, env = {}) => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
};
const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

const unitOk = run('unit, presenter, component and contract tests (Vitest)', 'npx', [
  'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/vitest.json`,
]);
const vitest = readJson(`${RESULTS}/vitest.json`);
const unit = { passed: vitest?.numPassedTests ?? 0, failed: vitest?.numFailedTests ?? (unitOk ? 0 : 1) };
/** Names of the failed tests, repeated at the end: CI logs are often read from the tail. */
const failedNames = [];
for (const file of vitest?.testResults ?? []) {
  for (const test of file.assertionResults ?? []) {
    if (test.status !== 'failed') continue;
    const why = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 200);
    failedNames.push(`${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}: ${why}`);
  }
}

let browser = { passed: 0, failed: 0, ran: false };
if (run('Chromium present', 'node', ['scripts/ensure-chromium.mjs'])) {
  const built = run('production build for the browser tests (demo mode)', 'npx', ['vite', 'build', '--logLevel', 'warn'], {
    VITE_API_BASE_URL: '',
    VITE_GOOGLE_MAPS_API_KEY: '',
  });
  if (built) {
    const ok = run('browser tests (Playwright, Debian Chromium)', 'npx', ['playwright', 'test'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/playwright.json`,
      PW_REPORTERS: 'list,json',
    });
    const report = readJson(`${RESULTS}/playwright.json`);
    const stats = report?.stats;
    const visit = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status === 'unexpected' || t.status === 'flaky') {
            failedNames.push(`${spec.file} › ${[...titles, spec.title].join(' › ')} (${t.status})`);
          }
        }
      }
      for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    };
    for (const suite of report?.suites ?? []) visit(suite, []);
    browser = {
      passed: stats?.expected ?? 0,
      failed: (stats?.unexpected ?? 0) + (stats?.flaky ?? 0) + (ok || stats ? 0 : 1),
      ran: Boolean(stats) && (stats.expected ?? 0) + (stats.unexpected ?? 0) > 0,
    };
  }
}

if (failedNames.length) console.log(`\nFailed:\n${failedNames.map((name) => `  ✖ ${name}`).join('\n')}`);
console.log(`\nVitest: ${unit.passed} passed, ${unit.failed} failed`);
console.log(`Browser tests in Chromium: ${browser.passed} passed, ${browser.failed} failed`);
if (!browser.ran) console.error('✖ the browser tests did not run');
// A layer that exited non-zero without reporting a failed test (a crash, a broken config) counts once.
const failed = unit.failed + (!unitOk && unit.failed === 0 ? 1 : 0) + browser.failed + (browser.ran ? 0 : 1);
console.log(`${unit.passed + browser.passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
