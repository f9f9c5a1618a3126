/** Decisions M1–M3: configuration read once from the build environment and validated. */
export interface AppConfig {
  /** `demo`: in-memory adapters over the demo marketplace; `http`: the real API. */
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
      problems.push(`VITE_API_BASE_URL is not a URL: "${apiBaseUrl}". Example: https://api.example.com/api/v1`);
    }
    if (url && url.protocol !== 'https:' && !(url.protocol === 'http:' && isLocalHost(url.hostname))) {
      problems.push(`VITE_API_BASE_URL must use https (http only for localhost): "${apiBaseUrl}".`);
    }
    if (url && (url.search || url.hash)) {
      problems.push('VITE_API_BASE_URL must not carry a query string or fragment.');
    }
  }
  if (mapsApiKey && !MAPS_KEY.test(mapsApiKey)) {
    problems.push('VITE_GOOGLE_MAPS_API_KEY does not look like a Google Maps API key.');
  }
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

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}
