/**
 * Configuration, read once from the build environment and validated, so a bad value shows an
 * error page at start-up rather than a blank screen.
 */
export interface AppConfig {
  /** `http` when an API base URL is set: the real API; else `demo`, in-memory adapters. */
  readonly mode: 'demo' | 'http';
  readonly apiBaseUrl: string | null;
  readonly mapsApiKey: string | null;
  readonly supportEmail: string;
}

export type ConfigResult =
  | { readonly ok: true; readonly config: AppConfig }
  | { readonly ok: false; readonly problems: readonly string[] };

export interface ConfigEnv {
  readonly VITE_API_BASE_URL?: string | undefined;
  readonly VITE_GOOGLE_MAPS_API_KEY?: string | undefined;
  readonly VITE_SUPPORT_EMAIL?: string | undefined;
  /** Read by the build's Content Security Policy only; validated here so a typo cannot pass. */
  readonly VITE_FILES_ORIGINS?: string | undefined;
}

export const DEFAULT_SUPPORT_EMAIL = 'support@bidhaul.co.uk';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAPS_KEY = /^[A-Za-z0-9_-]{20,}$/;

export function readConfig(env: ConfigEnv): ConfigResult {
  const problems: string[] = [];
  const apiBaseUrl = env.VITE_API_BASE_URL?.trim() || null;
  const mapsApiKey = env.VITE_GOOGLE_MAPS_API_KEY?.trim() || null;
  const supportEmail = env.VITE_SUPPORT_EMAIL?.trim() || DEFAULT_SUPPORT_EMAIL;

  if (apiBaseUrl) {
    let url: URL | null = null;
    try {
      url = new URL(apiBaseUrl);
    } catch {
      problems.push(
        `VITE_API_BASE_URL is not a URL: "${apiBaseUrl}". Example: https://api.example.com/api/v1`,
      );
    }
    if (
      url &&
      url.protocol !== 'https:' &&
      !(url.protocol === 'http:' && isLocalHost(url.hostname))
    ) {
      problems.push(`VITE_API_BASE_URL must use https (http only for localhost): "${apiBaseUrl}".`);
    }
    if (url && (url.search || url.hash)) {
      problems.push('VITE_API_BASE_URL must not carry a query string or fragment.');
    }
    if (url && !ORIGIN_HOST.test(url.hostname)) {
      problems.push(`VITE_API_BASE_URL must name a plain host (no wildcard): "${apiBaseUrl}".`);
    }
  }
  if (mapsApiKey && !MAPS_KEY.test(mapsApiKey)) {
    problems.push('VITE_GOOGLE_MAPS_API_KEY does not look like a Google Maps API key.');
  }
  problems.push(...filesOriginsProblems(env.VITE_FILES_ORIGINS ?? ''));
  if (!EMAIL.test(supportEmail)) {
    problems.push(`VITE_SUPPORT_EMAIL is not an e-mail address: "${supportEmail}".`);
  }
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    config: {
      mode: apiBaseUrl ? 'http' : 'demo',
      apiBaseUrl: apiBaseUrl ? apiBaseUrl.replace(/\/+$/, '') : null,
      mapsApiKey,
      supportEmail,
    },
  };
}

/**
 * The origins where attachments, photos and logos live, comma-separated, join the policy's img-src
 * and connect-src, and nothing else widens it. Each must be exactly an origin
 * (scheme, host, optional port): a path or query would be silently cut to the origin, and a
 * wildcard or `;` would widen the policy or end its directive. Empty entries (a trailing comma)
 * are ignored.
 */
function filesOriginsProblems(value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.flatMap((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      return [
        `VITE_FILES_ORIGINS entry is not a URL: "${entry}". Example: https://files.example.com`,
      ];
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLocalHost(url.hostname))) {
      return [`VITE_FILES_ORIGINS entries must use https (http only for localhost): "${entry}".`];
    }
    const originOnly =
      ORIGIN_HOST.test(url.hostname) &&
      url.pathname === '/' &&
      !/[?#]/.test(entry) &&
      !url.username &&
      !url.password;
    return originOnly
      ? []
      : [
          `VITE_FILES_ORIGINS entries must be an origin only (scheme, host, port; no path, query or fragment): "${entry}".`,
        ];
  });
}

/** A host name as the URL parser leaves it (lower case, punycode) or a bracketed IPv6 address. */
const ORIGIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/;

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}
