import { describe, expect, it, vi } from 'vitest';
import type { HtmlTagDescriptor, Plugin, PluginOption } from 'vite';
import viteConfig from '../../vite.config';
import {
  contentSecurityPolicy,
  hostHeaders,
  securityEnv,
  type SecurityEnv,
} from '../../scripts/security-headers.mjs';
import { readConfig } from '../../src/infrastructure/config/app-config';
import { AUTH_PATHS } from '../../src/features';
import { referrerPolicyFor } from '../../src/presentation/app/referrer-policy';

/** The Content Security Policy and the headers a host sends. */
type Policy = Map<string, readonly string[]>;

function parse(policy: string): Policy {
  const directives = new Map<string, readonly string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(directives.has(name), `directive ${name} appears once`).toBe(false);
    directives.set(name, sources);
  }
  return directives;
}

const sources = (policy: Policy, name: string): readonly string[] => policy.get(name) ?? [];

const API = 'https://api.example.com/api/v1';
const API_ORIGIN = 'https://api.example.com';
const FILES = 'https://files.example.com, https://cdn.example.net:8443/';
const FILES_ORIGINS = ['https://files.example.com', 'https://cdn.example.net:8443'];

/** Google's allowlist guidance for the Maps JavaScript API, https-only, per directive. */
const GOOGLE = {
  script: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    "'unsafe-eval'",
    'blob:',
  ],
  style: ['https://fonts.googleapis.com'],
  img: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
  ],
  font: ['https://fonts.gstatic.com'],
  connect: [
    'https://*.googleapis.com',
    'https://*.google.com',
    'https://*.gstatic.com',
    'data:',
    'blob:',
  ],
  frame: ['https://*.google.com'],
  worker: ['blob:'],
};

const MODES: readonly { name: string; env: SecurityEnv }[] = [false, true].flatMap((maps) =>
  [false, true].flatMap((api) =>
    [false, true].map((files) => ({
      name: [
        api ? 'API' : 'demo mode',
        maps ? 'Google Maps' : 'offline maps',
        files ? 'files origins' : 'no files origins',
      ].join(', '),
      env: {
        ...(api ? { apiBaseUrl: API } : {}),
        ...(maps ? { mapsApiKey: 'test-key' } : {}),
        ...(files ? { filesOrigins: FILES } : {}),
      },
    })),
  ),
);

describe('contentSecurityPolicy', () => {
  it.each(MODES)('$name: every directive, exactly', ({ env }) => {
    const maps = Boolean(env.mapsApiKey);
    const api = env.apiBaseUrl ? [API_ORIGIN] : [];
    const files = env.filesOrigins ? FILES_ORIGINS : [];
    expect(Object.fromEntries(parse(contentSecurityPolicy(env)))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", ...(maps ? GOOGLE.script : [])],
      'style-src': ["'self'", "'unsafe-inline'", ...(maps ? GOOGLE.style : [])],
      'img-src': ["'self'", 'data:', 'blob:', ...api, ...files, ...(maps ? GOOGLE.img : [])],
      'font-src': ["'self'", ...(maps ? GOOGLE.font : [])],
      'connect-src': ["'self'", ...api, ...files, ...(maps ? GOOGLE.connect : [])],
      ...(maps ? { 'frame-src': GOOGLE.frame } : {}),
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      // The portal's service worker and its manifest; Maps adds the workers it starts from blobs.
      'worker-src': ["'self'", ...(maps ? GOOGLE.worker : [])],
      'manifest-src': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it.each(MODES.filter((m) => !m.env.mapsApiKey))(
    "$name: no 'unsafe-eval', no blob: script or worker, no frame, no Google host",
    ({ env }) => {
      const text = contentSecurityPolicy(env);
      const policy = parse(text);
      expect(text).not.toContain("'unsafe-eval'");
      expect(sources(policy, 'script-src')).toEqual(["'self'"]);
      expect(sources(policy, 'worker-src')).toEqual(["'self'"]);
      expect(policy.has('frame-src')).toBe(false);
      expect(text).not.toMatch(/google|gstatic/);
    },
  );

  it.each(MODES)('$name: no wildcard, scheme-only or plain-http source anywhere', ({ env }) => {
    const maps = Boolean(env.mapsApiKey);
    for (const [name, list] of parse(contentSecurityPolicy(env))) {
      for (const source of list) {
        expect(source, `${name} ${source}`).not.toMatch(
          /^(\*|https?:|http:\/\/.*|'unsafe-hashes')$/,
        );
        if (source === "'unsafe-eval'")
          expect(maps && name === 'script-src', `${name} ${source}`).toBe(true);
        // The only host wildcards are Google's, https-only, and only with a key.
        if (source.includes('*'))
          expect(
            maps &&
              /^https:\/\/\*\.(googleapis|gstatic|google|googleusercontent)\.com$/.test(source),
            `${name} ${source}`,
          ).toBe(true);
      }
    }
  });

  it('the API origin is the origin only, never the path', () => {
    const policy = contentSecurityPolicy({ apiBaseUrl: 'https://api.example.com:8443/api/v1?x=1' });
    expect(sources(parse(policy), 'connect-src')).toEqual([
      "'self'",
      'https://api.example.com:8443',
    ]);
    expect(policy).not.toContain('/api/v1');
  });

  it('a malformed API base URL adds no source', () => {
    expect(
      sources(parse(contentSecurityPolicy({ apiBaseUrl: 'not a url' })), 'connect-src'),
    ).toEqual(["'self'"]);
  });

  it('files origins are written as origins, once each, and a local http one is kept', () => {
    const policy = parse(
      contentSecurityPolicy({
        apiBaseUrl: 'http://127.0.0.1:8741/api/v1',
        filesOrigins:
          'http://127.0.0.1:8742,HTTPS://Files.Example.com/,https://files.example.com,http://127.0.0.1:8741',
      }),
    );
    const expected = [
      "'self'",
      'http://127.0.0.1:8741',
      'http://127.0.0.1:8742',
      'https://files.example.com',
    ];
    expect(sources(policy, 'connect-src')).toEqual(expected);
    expect(sources(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', ...expected.slice(1)]);
  });

  // The browser shows the start-up error page for a value the app refuses; the policy must not
  // carry it meanwhile. Whatever the app accepts, the policy lists; whatever it refuses, it drops.
  it.each([
    'https://files.example.com',
    'https://files.example.com:8443/',
    'http://localhost:9000',
    'http://127.0.0.1:8742',
    'http://[::1]:8742',
    'files.example.com',
    'http://files.example.com',
    'ftp://files.example.com',
    'https://files.example.com/uploads',
    'https://files.example.com/?',
    'https://files.example.com#top',
    'https://me@files.example.com',
    'https://*.example.com',
    'https://files.example.com;script-src',
    "https://files.example.com 'unsafe-inline'",
    'javascript:alert(1)',
  ])('the policy agrees with the start-up check on %s', (value) => {
    const accepted = readConfig({ VITE_FILES_ORIGINS: value }).ok;
    const img = sources(parse(contentSecurityPolicy({ filesOrigins: value })), 'img-src');
    expect(img).toEqual(["'self'", 'data:', 'blob:', ...(accepted ? [new URL(value).origin] : [])]);
  });

  it.each([
    'https://api.example.com/api/v1',
    'http://localhost:8000/api/v1',
    'http://api.example.com/api/v1',
    'https://api.example.com;script-src/api/v1',
    'https://*.example.com/api/v1',
  ])('the API origin agrees with the start-up check on %s', (value) => {
    const accepted = readConfig({ VITE_API_BASE_URL: value }).ok;
    const connect = sources(parse(contentSecurityPolicy({ apiBaseUrl: value })), 'connect-src');
    expect(connect).toEqual(["'self'", ...(accepted ? [new URL(value).origin] : [])]);
  });

  it('frame-ancestors is in the header policy only: a <meta> policy cannot carry it', () => {
    for (const { env } of MODES) {
      const header = parse(contentSecurityPolicy(env));
      const meta = parse(contentSecurityPolicy(env, { forMeta: true }));
      expect(sources(header, 'frame-ancestors')).toEqual(["'none'"]);
      expect(meta.has('frame-ancestors')).toBe(false);
      header.delete('frame-ancestors');
      expect(meta).toEqual(header);
    }
  });

  it('reads the same VITE_ variables as the build', () => {
    expect(
      securityEnv({
        VITE_API_BASE_URL: API,
        VITE_GOOGLE_MAPS_API_KEY: 'k',
        VITE_FILES_ORIGINS: FILES,
        VITE_SUPPORT_EMAIL: 'help@example.com',
      }),
    ).toEqual({ apiBaseUrl: API, mapsApiKey: 'k', filesOrigins: FILES });
  });
});

describe('hostHeaders (what the preview server and a host send)', () => {
  it.each(MODES)('$name: CSP, HSTS, nosniff, the page referrer policy', ({ env }) => {
    const headers = hostHeaders(env, '/dashboard');
    expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy(env));
    const hsts = headers['Strict-Transport-Security'] ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  const PAGES: readonly [string, string][] = [
    ['/', 'strict-origin-when-cross-origin'],
    ['/login', 'strict-origin-when-cross-origin'],
    ['/forgot-password', 'strict-origin-when-cross-origin'],
    ['/dashboard', 'strict-origin-when-cross-origin'],
    ['/history/5', 'strict-origin-when-cross-origin'],
    ['/reset-password-help', 'strict-origin-when-cross-origin'],
    ['/reset-password', 'no-referrer'],
    ['/reset-password/', 'no-referrer'],
    // The router matches paths regardless of case, so the page shows there too.
    ['/Reset-Password', 'no-referrer'],
  ];

  it.each(PAGES)('%s: Referrer-Policy %s', (path, policy) => {
    expect(hostHeaders({}, path)['Referrer-Policy']).toBe(policy);
  });

  it.each(PAGES)('%s: the page itself keeps the same policy as the header', (path) => {
    expect(referrerPolicyFor(path)).toBe(hostHeaders({}, path)['Referrer-Policy']);
  });

  it('the reset page the header names is the one the portal routes', () => {
    expect(referrerPolicyFor(AUTH_PATHS['reset-password'])).toBe('no-referrer');
  });
});

describe('the build puts the policy in index.html (vite.config.ts)', () => {
  function isPlugin(option: PluginOption): option is Plugin {
    return (
      typeof option === 'object' && option !== null && !Array.isArray(option) && 'name' in option
    );
  }

  function metaPolicy(): string {
    const config = viteConfig({ command: 'build', mode: 'production' });
    const plugins = (config.plugins ?? []).flat(3).filter(isPlugin);
    const plugin = plugins.find((p) => p.name === 'bidhaul-csp-meta');
    const hook = plugin?.transformIndexHtml;
    expect(typeof hook).toBe('function');
    const tags = (hook as () => HtmlTagDescriptor[])();
    const meta = tags.find(
      (t) => t.tag === 'meta' && t.attrs?.['http-equiv'] === 'Content-Security-Policy',
    );
    expect(meta?.injectTo).toBe('head-prepend');
    return String(meta?.attrs?.content);
  }

  it('demo mode: the meta policy is the header policy without frame-ancestors', () => {
    vi.stubEnv('VITE_API_BASE_URL', '');
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    vi.stubEnv('VITE_FILES_ORIGINS', '');
    expect(metaPolicy()).toBe(contentSecurityPolicy({}, { forMeta: true }));
  });

  it('an API build allows exactly that origin to be called', () => {
    vi.stubEnv('VITE_API_BASE_URL', API);
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    vi.stubEnv('VITE_FILES_ORIGINS', '');
    expect(sources(parse(metaPolicy()), 'connect-src')).toEqual(["'self'", API_ORIGIN]);
  });

  it('a build with files origins lets them serve images and downloads', () => {
    vi.stubEnv('VITE_API_BASE_URL', API);
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    vi.stubEnv('VITE_FILES_ORIGINS', FILES);
    const policy = parse(metaPolicy());
    expect(sources(policy, 'connect-src')).toEqual(["'self'", API_ORIGIN, ...FILES_ORIGINS]);
    expect(sources(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      API_ORIGIN,
      ...FILES_ORIGINS,
    ]);
  });

  it('a build with a Maps key carries the Google entries', () => {
    vi.stubEnv('VITE_API_BASE_URL', '');
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'AIzaTestKeyForTheBuild0123');
    vi.stubEnv('VITE_FILES_ORIGINS', '');
    const policy = parse(metaPolicy());
    expect(sources(policy, 'script-src')).toEqual(["'self'", ...GOOGLE.script]);
    expect(sources(policy, 'worker-src')).toEqual(["'self'", ...GOOGLE.worker]);
  });
});
