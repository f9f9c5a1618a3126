export interface SecurityEnv {
  apiBaseUrl?: string | undefined;
  mapsApiKey?: string | undefined;
}
export function contentSecurityPolicy(env: SecurityEnv, options?: { forMeta?: boolean }): string;
export function hostHeaders(env: SecurityEnv): Record<string, string>;
