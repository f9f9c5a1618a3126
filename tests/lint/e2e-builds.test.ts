import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../playwright.config';
import { e2eBuilds } from '../../scripts/e2e-builds.mjs';

/** The browser tests' builds (scripts/e2e-builds.mjs) and the projects made of them. */
describe('e2e builds', () => {
  it.each([{}, { E2E_PORT: '5400', E2E_DIST: 'dist-x' }])(
    'give every preview server and local API a port and a folder of its own (%j)',
    (env) => {
      const builds = e2eBuilds(env);
      const ports = builds.flatMap((b) => [
        b.port,
        ...(b.localApi ? [b.localApi.port, b.localApi.filesPort] : []),
      ]);
      expect(new Set(ports).size).toBe(ports.length);
      const first = Number(env.E2E_PORT ?? 4173);
      expect(Math.min(...ports)).toBe(first);
      // The header comment's promise, which side-by-side checkouts space their E2E_PORT by.
      expect(Math.max(...ports)).toBe(first + 7);
      expect(new Set(builds.map((b) => b.outDir)).size).toBe(builds.length);
    },
  );

  it('runs each test folder in one project only: the demo project skips the others', () => {
    const demo = config.projects?.find((p) => p.name === 'demo');
    const others = e2eBuilds().filter((b) => b.name !== 'demo');
    expect(demo?.testIgnore).toEqual(others.map((b) => `${path.resolve(b.testDir)}/**`));
  });

  it('runs the tests that start their own API one at a time, whatever the workers', () => {
    for (const build of e2eBuilds()) {
      const project = config.projects?.find((p) => p.name === build.name);
      const own = build.localApi?.startedBy === 'tests';
      expect(project?.workers, build.name).toBe(own ? 1 : undefined);
    }
  });

  it('names only floor pages that scripts/perf-floors/ holds', () => {
    for (const build of e2eBuilds()) {
      for (const name of build.floors ?? []) {
        const page = path.join('scripts', 'perf-floors', name, 'index.html');
        expect(fs.existsSync(page), `${build.name}: ${page}`).toBe(true);
      }
    }
  });
});
