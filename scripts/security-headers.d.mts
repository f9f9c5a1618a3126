export interface SecurityEnv {
  apiBaseUrl?: string | undefined;
  mapsApiKey?: string | undefined;
  /** Comma-separated origins where attachments, photos and logos live. */
  filesOrigins?: string | undefined;
}
export function securityEnv(vars: Record<string, string | undefined>): SecurityEnv;
export function contentSecurityPolicy(env: SecurityEnv, options?: { forMeta?: boolean }): string;
export function assetHeaders(): Record<string, string>;
export function referrerPolicyFor(
  pathname: string,
): 'no-referrer' | 'strict-origin-when-cross-origin';
export function hostHeaders(env: SecurityEnv, pathname: string): Record<string, string>;
export const RESET_PASSWORD_PATH: '/reset-password';
export const ASSETS_PATH: '/assets/';
export const CACHE_CONTROL: { readonly asset: string; readonly other: string };
export const SERVICE_WORKER_PATH: '/service-worker.js';
