import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { themeStylesheet } from './scripts/theme-stylesheet.mjs';

/** Node test files that replace a module (`vi.mock`): they need a module graph of their own. */
const MOCKING_MODULES = [
  'tests/infrastructure/maps/google-address-lookup.test.ts',
  'tests/infrastructure/route-map/google-route-map.test.ts',
];

/**
 * Unit-level layers. domain, application, presentation (presenters, no DOM), contract and
 * infrastructure run in Node; components run in jsdom. The browser layer (e2e/) is Playwright's.
 *
 * The Node files share one module graph per worker (`isolate: false`): re-importing the app for
 * each of some 180 files cost two of CI's minutes. What a file may leave behind is undone after
 * each test (mocks, stubbed globals and env) or file (fake timers, tests/setup/node.setup.ts); the
 * files that replace modules keep a graph of their own. `npm run test:repeat` runs the files in
 * shuffled orders, so a file that leans on another's leftovers shows.
 */
export default defineConfig({
  plugins: [react(), themeStylesheet()],
  test: {
    // Threads start faster than processes. Vitest leaves one core to itself by default; its own
    // work here is small, so every core runs tests.
    pool: 'threads',
    maxWorkers: availableParallelism(),
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          include: [
            'tests/domain/**/*.test.ts',
            'tests/application/**/*.test.ts',
            'tests/presentation/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/infrastructure/**/*.test.ts',
            'tests/di/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/security/**/*.test.ts',
            'tests/local-api/**/*.test.ts',
            'tests/lib/**/*.test.ts',
            'tests/service-worker/**/*.test.ts',
          ],
          exclude: MOCKING_MODULES,
          setupFiles: ['tests/setup/node.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node-mocks',
          environment: 'node',
          include: MOCKING_MODULES,
          setupFiles: ['tests/setup/node.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // MUI in jsdom is slow on two shared cores; a real hang still fails.
          testTimeout: 30_000,
          include: ['tests/components/**/*.test.tsx'],
          setupFiles: ['tests/setup/dom.setup.ts'],
        },
      },
    ],
  },
});
