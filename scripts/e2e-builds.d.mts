export interface E2eBuild {
  /** The Playwright project's name. */
  readonly name: string;
  readonly description: string;
  /** Where the project's tests live. */
  readonly testDir: string;
  readonly outDir: string;
  readonly port: number;
  /** Floor pages (scripts/perf-floors/<name>/) built beside the app, served at /floors/<name>/. */
  readonly floors?: readonly string[];
  /** For the build and for the preview server that serves it. */
  readonly env: Readonly<Record<string, string>>;
  /** The local API (local-api/) the build talks to, on these ports. */
  readonly localApi?: {
    readonly port: number;
    readonly filesPort: number;
    /**
     * `config`: playwright.config.ts starts it beside the preview server, one for the whole run.
     * `tests`: the project's tests start their own, to restart it or run it with other options;
     * they share the ports, so the project runs one test at a time.
     */
    readonly startedBy: 'config' | 'tests';
  };
}
export const FAKE_MAPS_API_KEY: string;
export function e2eBuilds(env?: NodeJS.ProcessEnv): E2eBuild[];
export function buildFor(build: E2eBuild): boolean;
