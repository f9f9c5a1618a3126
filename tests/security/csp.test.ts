import { describe, expect, it, vi } from 'vitest';
import type { HtmlTagDescriptor, Plugin, PluginOption } from 'vite';
import viteConfig from '../../vite.config';
import {
  contentSecurityPolicy,
  hostHeaders,
  type SecurityEnv,
} from '../../scripts/security-headers.mjs';

/** Decisions S1: the Content Security Policy and the headers a host sends. */
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
const MAPS_SCRIPT = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];
const MAPS_CONNECT = ['https://maps.googleapis.com', 'https://places.googleapis.com'];

const MODES: readonly { name: string; env: SecurityEnv }[] = [
  { name: 'demo mode, offline maps', env: {} },
  { name: 'API, offline maps', env: { apiBaseUrl: API } },
  { name: 'demo mode, Google Maps', env: { mapsApiKey: 'test-key' } },
  { name: 'API and Google Maps', env: { apiBaseUrl: API, mapsApiKey: 'test-key' } },
];

describe('contentSecurityPolicy (decisions S1)', () => {
  it.each(MODES)(
    '$name: script-src is self (plus Maps only with a key), never inline or eval',
    ({ env }) => {
      const scripts = sources(parse(contentSecurityPolicy(env)), 'script-src');
      expect(scripts).toEqual(["'self'", ...(env.mapsApiKey ? MAPS_SCRIPT : [])]);
    },
  );

  it.each(MODES)('$name: connect-src is self, the API origin and Maps, nothing else', ({ env }) => {
    const connect = sources(parse(contentSecurityPolicy(env)), 'connect-src');
    expect(connect).toEqual([
      "'self'",
      ...(env.apiBaseUrl ? [API_ORIGIN] : []),
      ...(env.mapsApiKey ? MAPS_CONNECT : []),
    ]);
  });

  it.each(MODES)("$name: object-src 'none', base-uri 'none', default-src self", ({ env }) => {
    const policy = parse(contentSecurityPolicy(env));
    expect(sources(policy, 'object-src')).toEqual(["'none'"]);
    expect(sources(policy, 'base-uri')).toEqual(["'none'"]);
    expect(sources(policy, 'default-src')).toEqual(["'self'"]);
  });

  it.each(MODES)('$name: no wildcard, scheme-only or plain-http source anywhere', ({ env }) => {
    for (const [name, list] of parse(contentSecurityPolicy(env))) {
      for (const source of list) {
        expect(source, `${name} ${source}`).not.toMatch(
          /^(\*|https?:|http:\/\/.*|'unsafe-eval'|'unsafe-hashes')$/,
        );
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
});

describe('hostHeaders (decisions S1: what the preview server and a host send)', () => {
  it.each(MODES)('$name: CSP, HSTS, no referrer, nosniff', ({ env }) => {
    const headers = hostHeaders(env);
    expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy(env));
    const hsts = headers['Strict-Transport-Security'] ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
    expect(headers['Referrer-Policy']).toBe('no-referrer');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
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
    expect(metaPolicy()).toBe(contentSecurityPolicy({}, { forMeta: true }));
  });

  it('an API build allows exactly that origin to be called', () => {
    vi.stubEnv('VITE_API_BASE_URL', API);
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    expect(sources(parse(metaPolicy()), 'connect-src')).toEqual(["'self'", API_ORIGIN]);
  });
});
