import { startLocalApi, type LocalApiOptions } from '../../local-api/start-local-api';
import { DemoClock } from '../../src/infrastructure/memory/demo/demo-clock';
import { createDemoRuntime } from '../../src/infrastructure/memory/demo/demo-runtime';
import { LocalApi, test as base } from '../http/local-api';

/**
 * The `http-own-api` project's tests: the portal built in HTTP mode, as for e2e/http/, against a
 * local API the test starts itself (`startApi`), in this process, over a fresh seeded marketplace
 * on a real-time clock, as `npm run api` runs it. A test can run it without events, or restart
 * it. The build names fixed ports for its API, so the project runs one test at a time
 * (playwright.config.ts); the API started by a test is closed when the test ends.
 */

/** How the test wants its API; everything else is as `npm run api` with no option. */
export type OwnApiOptions = Pick<LocalApiOptions, 'events'>;

export interface OwnApi {
  /** What the portal's build calls: `{origin}/api/v1`. */
  readonly apiBaseUrl: string;
  /** The API origin (`/api/v1`, `/__dev`). */
  readonly origin: string;
  /** The files origin. */
  readonly filesOrigin: string;
  /** Its dev routes, and customers made through its own calls (e2e/http/local-api.ts). */
  readonly dev: LocalApi;
  /**
   * Stops it, dropping every connection (the portal's event stream included), and starts it
   * again on the same ports with the same accounts, tokens, loads and event ids.
   */
  restart(): Promise<void>;
  /** Stops it for good; the fixture does so when the test ends. */
  close(): Promise<void>;
}

/** The project's API ports, as scripts/e2e-builds.mjs gave them to playwright.config.ts. */
function apiPorts(metadata: Record<string, unknown>): { port: number; filesPort: number } {
  const origins = metadata.localApi as { origin: string; filesOrigin: string } | undefined;
  if (!origins) throw new Error('this project has no local API ports (playwright.config.ts)');
  return {
    port: Number(new URL(origins.origin).port),
    filesPort: Number(new URL(origins.filesOrigin).port),
  };
}

export const test = base.extend<{
  /** Starts the test's API on the build's ports; one at a time, closed when the test ends. */
  startApi: (options?: OwnApiOptions) => Promise<OwnApi>;
}>({
  startApi: [
    async ({ request, context }, use, testInfo) => {
      const running = new Set<OwnApi>();
      await use(async (options = {}) => {
        if (running.size)
          throw new Error('the API is already running: close it before starting another');
        const clock = new DemoClock();
        const marketplace = createDemoRuntime({ storage: null, clock });
        const server = await startLocalApi({
          ...options,
          marketplace,
          clock,
          ...apiPorts(testInfo.project.metadata),
          // Open to this project's portal alone, as the `http` project's API is.
          corsOrigins: [String(testInfo.project.use.baseURL)],
        }).catch((error: unknown) => {
          marketplace.dispose();
          throw error;
        });
        const api: OwnApi = {
          apiBaseUrl: server.apiBaseUrl,
          origin: server.origin,
          filesOrigin: server.filesOrigin,
          dev: new LocalApi(request, server.origin, server.filesOrigin),
          restart: () => server.restart(),
          close: async () => {
            await server.close();
            marketplace.dispose();
            running.delete(api);
          },
        };
        running.add(api);
        return api;
      });
      // The pages go first: left open, they would try to reach the stopped API again and report
      // the refused connections as console errors after the test has taken its expected ones.
      await Promise.all(context.pages().map((page) => page.close()));
      await Promise.all([...running].map((api) => api.close()));
    },
    { scope: 'test' },
  ],
});

export { expect, signInAs, takeExpectedErrors, tokenOf } from '../http/local-api';
