#!/usr/bin/env node
// `npm run test:repeat`: hunts tests that pass or fail by chance. Runs every Vitest file three
// times, each time in another shuffled order (the Node files share a module graph, so a file that
// leans on what another left behind shows), builds what the browser tests need, and runs every
// browser suite with --repeat-each 3. Prints the machine, the
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

const started = Date.now();
const cpu = os.cpus();
console.log(
  `Machine: ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB, ${os.type()} ${os.release()}, Node ${process.version}`,
);
const failures = [];

if (ONLY !== 'browser') {
  for (let run = 1; run <= TIMES; run++) {
    const out = `${RESULTS}/vitest-${run}.json`;
    const seed = `${Date.now() % 100_000}`;
    console.log(`\n▶ Vitest, run ${run} of ${TIMES}: files shuffled, seed ${seed}`);
    spawnSync(
      'npx',
      [
        'vitest',
        'run',
        '--sequence.shuffle.files',
        `--sequence.seed=${seed}`,
        '--reporter=dot',
        '--reporter=json',
        `--outputFile.json=${out}`,
      ],
      { stdio: 'inherit' },
    );
    const report = JSON.parse(fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '{}');
    if (!report.testResults)
      failures.push(`Vitest run ${run} (seed ${seed}): no report (the run crashed)`);
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'failed')
          failures.push(
            `Vitest run ${run} (seed ${seed}): ${path.relative(process.cwd(), file.name)} › ${test.fullName}`,
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
