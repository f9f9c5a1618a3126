export interface E2eBuild {
  /** The Playwright project's name. */
  readonly name: string;
  readonly description: string;
  /** Where the project's tests live. */
  readonly testDir: string;
  readonly outDir: string;
  readonly port: number;
  /** For the build and for the preview server that serves it. */
  readonly env: Readonly<Record<string, string>>;
  /** The local API (local-api/) the build talks to, started beside its preview server. */
  readonly localApi?: { readonly port: number; readonly filesPort: number };
}
export const FAKE_MAPS_API_KEY: string;
export function e2eBuilds(env?: NodeJS.ProcessEnv): E2eBuild[];
export function buildFor(build: E2eBuild): boolean;
