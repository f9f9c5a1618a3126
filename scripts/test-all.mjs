#!/usr/bin/env node
// `npm test`: every test layer. Vitest (domain, application, presentation, contract,
// infrastructure, components), then the builds the browser tests need (scripts/e2e-builds.mjs:
// demo mode, demo mode with a Google Maps key, HTTP mode against the local API, and HTTP mode
// against a local API each test starts itself), then Playwright in Debian Chromium, one project
// per build, and last, alone, the browser tests tagged @timed. Fails when any layer fails, when a
// build fails, or when a build's browser tests could not run; ends with one line "N passed, N
// failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { buildFor, e2eBuilds } from './e2e-builds.mjs';

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
  const builds = e2eBuilds();
  const built = builds.filter((build) => {
    console.log(`\n▶ production build for the ${build.name} browser tests (${build.description})`);
    if (buildFor(build)) return true;
    failedNames.push(`build for the ${build.name} browser tests`);
    return false;
  });
  if (built.length) {
    const projects = built.flatMap((build) => ['--project', build.name]);
    // Tests tagged @timed judge how long the page's own work takes: they run after all others,
    // alone, as `npm run perf` does. Beside other tests, on two cores, a task's time includes theirs.
    const runs = [
      ['browser tests (Playwright, Debian Chromium)', ['--grep-invert', '@timed'], 'playwright'],
      ['timed browser tests, alone', ['--grep', '@timed'], 'playwright-timed'],
    ].map(([label, filter, name]) => {
      const ok = run(label, 'npx', ['playwright', 'test', ...projects, ...filter], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/${name}.json`,
        PW_REPORTERS: 'list,json',
      });
      return { ok, report: readJson(`${RESULTS}/${name}.json`) };
    });
    /** Tests that ran (passed or failed), per project. */
    const ranIn = Object.fromEntries(built.map((build) => [build.name, 0]));
    const visit = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status !== 'skipped') ranIn[t.projectName] = (ranIn[t.projectName] ?? 0) + 1;
          if (t.status === 'unexpected' || t.status === 'flaky') {
            failedNames.push(`[${t.projectName}] ${spec.file} › ${[...titles, spec.title].join(' › ')} (${t.status})`);
          }
        }
      }
      for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    };
    for (const { report } of runs) for (const suite of report?.suites ?? []) visit(suite, []);
    const idle = built.filter((build) => !ranIn[build.name]);
    for (const build of idle) console.error(`✖ the ${build.name} browser tests did not run`);
    console.log(`\nBrowser tests per build: ${built.map((b) => `${b.name} ${ranIn[b.name]}`).join(', ')}`);
    const sumOf = (stats) => (stats?.expected ?? 0) + (stats?.unexpected ?? 0) + (stats?.flaky ?? 0);
    const sum = (pick) => runs.reduce((total, { ok, report }) => total + pick(report?.stats, ok), 0);
    browser = {
      passed: sum((stats) => stats?.expected ?? 0),
      failed: sum((stats, ok) => (stats?.unexpected ?? 0) + (stats?.flaky ?? 0) + (ok || stats ? 0 : 1)),
      // Each run must have run tests: a timed run that found none did not do its part.
      ran: runs.every(({ report }) => sumOf(report?.stats) > 0) && idle.length === 0,
    };
  }
  // A build that failed counts once, and its tests did not run.
  browser.failed += builds.length - built.length;
}

if (failedNames.length) console.log(`\nFailed:\n${failedNames.map((name) => `  ✖ ${name}`).join('\n')}`);
console.log(`\nVitest: ${unit.passed} passed, ${unit.failed} failed`);
console.log(`Browser tests in Chromium: ${browser.passed} passed, ${browser.failed} failed`);
if (!browser.ran) console.error('✖ the browser tests did not run');
// A layer that exited non-zero without reporting a failed test (a crash, a broken config) counts once.
const failed = unit.failed + (!unitOk && unit.failed === 0 ? 1 : 0) + browser.failed + (browser.ran ? 0 : 1);
console.log(`${unit.passed + browser.passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
