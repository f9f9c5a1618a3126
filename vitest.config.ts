import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Unit-level layers. domain, application, presentation (presenters, no DOM), contract and
 * infrastructure run in Node; components run in jsdom. The browser layer (e2e/) is Playwright's.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
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
          ],
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
