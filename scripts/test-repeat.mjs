#!/usr/bin/env node
// `npm run test:repeat`: hunts tests that pass or fail by chance. Runs Vitest's test files that
// use real time (waiting on the UI, real timers, the clock) three times over, builds what the
// browser tests need, and runs every browser suite with --repeat-each 3. Prints the machine, the
// time taken and every test that failed even once; exits non-zero if any did.
//   node scripts/test-repeat.mjs [--times 3] [--only vitest|browser] [playwright args…]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFor, e2eBuilds } from './e2e-builds.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const TIMES = Number(option('--times', '3'));
const ONLY = option('--only', null);
const RESULTS = '.test-results/repeat';
fs.mkdirSync(RESULTS, { recursive: true });

/** What makes a test file depend on real time: waiting on the UI, timers, or the clock. */
const REAL_TIME =
  /\b(setTimeout|setInterval|waitFor|findBy\w*|findAllBy\w*|Date\.now\(|performance\.now|systemTimers)\b/;

function testFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const started = Date.now();
const cpu = os.cpus();
console.log(
  `Machine: ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB, ${os.type()} ${os.release()}, Node ${process.version}`,
);
const failures = [];

if (ONLY !== 'browser') {
  const files = testFiles('tests').filter((file) => REAL_TIME.test(fs.readFileSync(file, 'utf8')));
  console.log(`\n▶ Vitest: ${files.length} files that use real time, ${TIMES} times`);
  for (let run = 1; run <= TIMES; run++) {
    const out = `${RESULTS}/vitest-${run}.json`;
    spawnSync(
      'npx',
      ['vitest', 'run', '--reporter=dot', '--reporter=json', `--outputFile.json=${out}`, ...files],
      {
        stdio: 'inherit',
      },
    );
    const report = JSON.parse(fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '{}');
    if (!report.testResults) failures.push(`Vitest run ${run}: no report (the run crashed)`);
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'failed')
          failures.push(
            `Vitest run ${run}: ${path.relative(process.cwd(), file.name)} › ${test.fullName}`,
          );
      }
    }
  }
}

if (ONLY !== 'vitest') {
  const builds = e2eBuilds();
  for (const build of builds) {
    console.log(`\n▶ build for the ${build.name} browser tests`);
    if (!buildFor(build)) failures.push(`build for the ${build.name} browser tests`);
  }
  console.log(`\n▶ browser tests, --repeat-each ${TIMES}`);
  const out = `${RESULTS}/playwright.json`;
  spawnSync('npx', ['playwright', 'test', '--repeat-each', String(TIMES), ...args], {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out, PW_REPORTERS: 'list,json' },
  });
  const report = JSON.parse(fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '{}');
  if (!report.stats) failures.push('browser tests: no report (the run crashed)');
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const failed = (test.results ?? []).filter(
          (r) => r.status !== 'passed' && r.status !== 'skipped',
        );
        if (failed.length)
          failures.push(
            `[${test.projectName}] ${spec.file} › ${[...titles, spec.title].join(' › ')}: failed ${failed.length} of ${test.results.length}`,
          );
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  if (report.stats)
    console.log(
      `\nBrowser tests: ${report.stats.expected} passed, ${report.stats.unexpected} failed, ${report.stats.flaky} flaky`,
    );
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
if (failures.length) {
  console.log(
    `\n✖ ${failures.length} failed at least once (${minutes} min):\n${failures.map((f) => `  ${f}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`\n✔ every test passed every time (${minutes} min)`);
