// The Content Security Policy (files origins included) and the headers a host must add. Shared
// by the Vite build (a <meta> tag in index.html) and the preview server (real headers).

/**
 * Google's allowlist guidance for the Maps JavaScript API, added only when a Maps key is set
 * (https://developers.google.com/maps/documentation/javascript/content-security-policy). Google
 * recommends a nonce-based strict policy, which needs a fresh nonce per response: a static site
 * cannot send one, so the allowlist form is used. Every host pattern carries https:// (the guidance
 * writes some bare, e.g. `*.google.com`, which would also admit plain http on an http page). The
 * guidance's `'unsafe-eval'`, `blob:` scripts and `blob:` workers are what the API runs itself.
 */
const GOOGLE_MAPS = {
  'script-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    "'unsafe-eval'",
    'blob:',
  ],
  'style-src': ['https://fonts.googleapis.com'],
  'img-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
  ],
  'font-src': ['https://fonts.gstatic.com'],
  'connect-src': [
    'https://*.googleapis.com',
    'https://*.google.com',
    'https://*.gstatic.com',
    'data:',
    'blob:',
  ],
  'frame-src': ['https://*.google.com'],
  'worker-src': ['blob:'],
};

/** A host name as the URL parser leaves it (lower case, punycode) or a bracketed IPv6 address. */
const ORIGIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/;
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origin of `text` when it may join the policy: https (plain http only on this machine) and a
 * plain host, so no wildcard or `;` can widen the policy or end a directive. The app's start-up
 * check (src/infrastructure/config/app-config.ts) refuses every value this drops.
 * @param {string} text
 * @param {{ originOnly: boolean }} options `originOnly`: refuse a path, query, fragment or user.
 */
function webOrigin(text, { originOnly }) {
  let url;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname));
  if (!secure || !ORIGIN_HOST.test(url.hostname)) return undefined;
  const onlyOrigin = url.pathname === '/' && !/[?#]/.test(text) && !url.username && !url.password;
  return originOnly && !onlyOrigin ? undefined : url.origin;
}

/** @param {string | undefined} list comma-separated origins; empty entries are ignored. */
function filesOriginsOf(list) {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => webOrigin(entry, { originOnly: true }))
    .filter((origin) => origin !== undefined);
}

/**
 * The settings the policy depends on, read from the same VITE_ variables as the build.
 * @param {Record<string, string | undefined>} vars
 */
export function securityEnv(vars) {
  return {
    apiBaseUrl: vars.VITE_API_BASE_URL,
    mapsApiKey: vars.VITE_GOOGLE_MAPS_API_KEY,
    filesOrigins: vars.VITE_FILES_ORIGINS,
  };
}

/**
 * @param {{ apiBaseUrl?: string, mapsApiKey?: string, filesOrigins?: string }} env
 * @param {{ forMeta?: boolean }} [options] a <meta> CSP cannot carry frame-ancestors.
 */
export function contentSecurityPolicy(env, options = {}) {
  const maps = Boolean(env.mapsApiKey?.trim());
  const api = env.apiBaseUrl?.trim()
    ? webOrigin(env.apiBaseUrl.trim(), { originOnly: false })
    : undefined;
  const apiOrigin = api ? [api] : [];
  // Attachments, photos and logos: shown (img-src) and downloaded (connect-src), nothing else.
  const files = filesOriginsOf(env.filesOrigins);
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Emotion (MUI) injects <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...apiOrigin, ...files],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...apiOrigin, ...files],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    // The portal's own service worker and manifest, and no one else's.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    ...(options.forMeta ? {} : { 'frame-ancestors': ["'none'"] }),
  };
  if (maps) {
    for (const [name, sources] of Object.entries(GOOGLE_MAPS)) {
      directives[name] = [...(directives[name] ?? []), ...sources];
    }
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** Headers every response carries (README, "Deploy"). */
export function assetHeaders() {
  return {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
  };
}

/** The reset-password page: its address carries the reset token and e-mail on arrival. */
export const RESET_PASSWORD_PATH = '/reset-password';

/** Where the build keeps its hashed files (Vite's `assets/`): their names change with their content. */
export const ASSETS_PATH = '/assets/';

/** The service worker's script: the browser looks for a new version of it at this address. */
export const SERVICE_WORKER_PATH = '/service-worker.js';

/** README, "Deploy": hashed assets are cached for good; pages and any other file are revalidated. */
export const CACHE_CONTROL = {
  asset: 'public, max-age=31536000, immutable',
  other: 'no-cache',
};

/**
 * No referrer from the reset-password page; elsewhere other sites get this
 * site's origin only (a Maps key restricted by HTTP referrer needs it). Paths match like the
 * router's: any case, trailing slashes ignored. The app keeps index.html's
 * `<meta name="referrer">` on the same rule (src/presentation/app/referrer-policy.ts).
 * @param {string} pathname
 */
export function referrerPolicyFor(pathname) {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return path === RESET_PASSWORD_PATH ? 'no-referrer' : 'strict-origin-when-cross-origin';
}

/**
 * Headers the preview server sends with the page (index.html) at `pathname` and a production
 * host must send (README, "Deploy"). The policy headers act on documents only, so scripts and
 * images carry just `assetHeaders()`: on a first visit's few dozen chunks that is ~18 KB less on
 * the wire.
 * @param {{ apiBaseUrl?: string, mapsApiKey?: string, filesOrigins?: string }} env
 * @param {string} pathname
 */
export function hostHeaders(env, pathname) {
  return {
    ...assetHeaders(),
    'Content-Security-Policy': contentSecurityPolicy(env),
    'Referrer-Policy': referrerPolicyFor(pathname),
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}
