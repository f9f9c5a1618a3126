import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The host configurations that scripts/host-headers.mjs writes from
 * scripts/security-headers.mjs (`_headers` for Netlify and Cloudflare Pages, `vercel.json`, an
 * nginx snippet) send what the preview server sends, header for header, for a page, the
 * reset-password page, a hashed asset and the service worker's script. Each file is read here as its host reads it.
 */
type Headers = Record<string, string>;

/** What a host or the HTTP stack sets by itself, not the configuration. */
const TRANSPORT = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'keep-alive',
  'transfer-encoding',
  'vary',
]);

const PATHS = {
  page: '/',
  route: '/dashboard',
  resetPage: '/reset-password',
  asset: '/assets/app-1a2b.js',
  serviceWorker: '/service-worker.js',
} as const;

/** The headers a document needs that the preview server sends only with pages. */
const PAGE_ONLY = ['content-security-policy', 'permissions-policy', 'referrer-policy'];

const lower = (headers: Headers): Headers =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/** This shell's environment without its VITE_ variables, plus `vars`. */
function envWith(vars: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!name.startsWith('VITE_')) env[name] = value;
  }
  return { ...env, ...vars };
}

// ---- The preview server ------------------------------------------------------------------------

function startPreview(dir: string, vars: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['scripts/preview-server.mjs', '--port', '0', '--dir', dir, '--max-seconds', '120'],
    { env: envWith(vars), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const origin = new Promise<string>((resolve, reject) => {
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const found = /Bidhaul preview on (http:\/\/127\.0\.0\.1:\d+)/.exec(printed)?.[1];
      if (found) resolve(found);
    });
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`preview server exited (${code}): ${printed}`)));
  });
  return { child, origin };
}

/** The configuration headers the preview server answers `pathname` with. */
async function previewHeaders(origin: string, pathname: string): Promise<Headers> {
  const response = await fetch(`${origin}${pathname}`);
  expect(response.status, pathname).toBe(200);
  await response.arrayBuffer();
  const headers: Headers = {};
  response.headers.forEach((value, name) => {
    if (!TRANSPORT.has(name)) headers[name] = value;
  });
  return headers;
}

// ---- _headers (Netlify, Cloudflare Pages) ------------------------------------------------------

interface HeadersRule {
  readonly pattern: RegExp;
  readonly set: [string, string][];
  readonly detach: string[];
}

function parseHeadersFile(text: string): HeadersRule[] {
  const rules: { path: string; set: [string, string][]; detach: string[] }[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      expect(line.startsWith('/'), `a rule's path: ${line}`).toBe(true);
      rules.push({ path: line, set: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`a header before any path: ${line}`);
    const detach = /^!\s*(\S+)$/.exec(line);
    if (detach?.[1]) {
      rule.detach.push(detach[1]);
      continue;
    }
    const colon = line.indexOf(':');
    expect(colon, `a header line: ${line}`).toBeGreaterThan(0);
    rule.set.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules.map(({ path: rulePath, set, detach }) => ({
    // A splat (`*`) matches anything, slashes included; the rest is literal.
    pattern: new RegExp(
      `^${rulePath
        .split('*')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    ),
    set,
    detach,
  }));
}

/**
 * Cloudflare Pages: every matching rule in order; its `! Name` lines first remove the header, then
 * its headers are set, a header already set by an earlier rule taking the value after a comma.
 */
function cloudflareHeaders(rules: HeadersRule[], pathname: string): Headers {
  const headers = new Map<string, string>();
  const set = new Set<string>();
  for (const rule of rules.filter((r) => r.pattern.test(pathname))) {
    for (const name of rule.detach) headers.delete(name.toLowerCase());
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      const before = headers.get(key);
      headers.set(key, set.has(key) && before !== undefined ? `${before}, ${value}` : value);
      set.add(key);
    }
  }
  return Object.fromEntries(headers);
}

/**
 * Netlify: every matching rule in order, a later rule's header replacing an earlier one's (as
 * netlify-cli applies them); `! Name` lines have no colon and are skipped by its parser.
 */
function netlifyHeaders(rules: HeadersRule[], pathname: string): Headers {
  const headers: Headers = {};
  for (const rule of rules.filter((r) => r.pattern.test(pathname))) {
    for (const [name, value] of rule.set) headers[name.toLowerCase()] = value;
  }
  return headers;
}

// ---- vercel.json -------------------------------------------------------------------------------

interface VercelConfig {
  headers: { source: string; headers: { key: string; value: string }[] }[];
  rewrites?: { source: string; destination: string }[];
}

/**
 * A `source` as Vercel matches it (path-to-regexp 6, strict and case-sensitive), for the forms
 * the generator writes: literal text and unnamed groups, whose regular expression is kept as is.
 */
function vercelPattern(source: string): RegExp {
  let pattern = '';
  let depth = 0;
  for (const char of source) {
    if (char === '(') depth += 1;
    if (depth > 0) pattern += char;
    else pattern += char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (char === ')') depth -= 1;
  }
  return new RegExp(`^${pattern}$`);
}

/** Vercel: every matching `headers` entry in order, a later one's header replacing an earlier's. */
function vercelHeaders(config: VercelConfig, pathname: string): Headers {
  const headers: Headers = {};
  for (const entry of config.headers.filter((e) => vercelPattern(e.source).test(pathname))) {
    for (const { key, value } of entry.headers) headers[key.toLowerCase()] = value;
  }
  return headers;
}

// ---- nginx -------------------------------------------------------------------------------------

interface NginxLocation {
  readonly modifier: '' | '=' | '^~' | '~' | '~*';
  readonly match: string;
  readonly headers: Headers;
  readonly tryFiles: string;
}

function parseNginx(text: string): NginxLocation[] {
  const locations: NginxLocation[] = [];
  const code = text
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');
  for (const block of code.matchAll(/location\s+(?:(=|\^~|~\*|~)\s+)?(\S+)\s*\{([^}]*)\}/g)) {
    const [, modifier = '', match = '', body = ''] = block;
    const headers: Headers = {};
    for (const line of body.matchAll(/add_header\s+(\S+)\s+"([^"]*)"(?:\s+always)?;/g)) {
      headers[(line[1] ?? '').toLowerCase()] = line[2] ?? '';
    }
    // Every add_header line was read.
    expect(Object.keys(headers)).toHaveLength(body.match(/add_header/g)?.length ?? 0);
    const tryFiles = /try_files\s+([^;]+);/.exec(body)?.[1] ?? '';
    locations.push({ modifier: modifier as NginxLocation['modifier'], match, headers, tryFiles });
  }
  // Nothing else but locations, comments and blank lines.
  expect(code.replace(/location\s+[^{]+\{[^}]*\}/g, '').trim()).toBe('');
  return locations;
}

/**
 * nginx's choice of location: an exact `=` match; else the longest prefix, kept at once when it is
 * `^~`; else the first regular expression that matches, in order; else that longest prefix.
 */
function nginxLocation(locations: NginxLocation[], pathname: string): NginxLocation {
  const exact = locations.find((l) => l.modifier === '=' && l.match === pathname);
  if (exact) return exact;
  const prefix = locations
    .filter((l) => (l.modifier === '' || l.modifier === '^~') && pathname.startsWith(l.match))
    .sort((a, b) => b.match.length - a.match.length)[0];
  if (prefix?.modifier === '^~') return prefix;
  const regex = locations.find(
    (l) =>
      (l.modifier === '~' || l.modifier === '~*') &&
      new RegExp(l.match, l.modifier === '~*' ? 'i' : '').test(pathname),
  );
  const chosen = regex ?? prefix;
  if (!chosen) throw new Error(`no location for ${pathname}`);
  return chosen;
}

// ---- The build, the servers, the generated files ----------------------------------------------

const REPO = process.cwd();
let temp = '';

beforeAll(() => {
  temp = fs.mkdtempSync(path.join(os.tmpdir(), 'host-headers-'));
  const site = path.join(temp, 'site');
  fs.mkdirSync(path.join(site, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Bidhaul</title>');
  fs.writeFileSync(path.join(site, 'assets', 'app-1a2b.js'), 'console.log("app");');
  fs.writeFileSync(path.join(site, 'service-worker.js'), 'self.skipWaiting();');
});

afterAll(() => {
  fs.rmSync(temp, { recursive: true, force: true });
});

/** Runs `node scripts/host-headers.mjs --out {folder}` with `vars`; answers the folder. */
function generate(name: string, vars: Record<string, string>): string {
  const out = path.join(temp, name);
  execFileSync(process.execPath, ['scripts/host-headers.mjs', '--out', out], {
    cwd: REPO,
    env: envWith(vars),
    stdio: 'pipe',
  });
  return out;
}

/** The headers each host reads from the files in `out`, for `pathname`. */
function hostsRead(out: string, pathname: string) {
  const rules = parseHeadersFile(fs.readFileSync(path.join(out, '_headers'), 'utf8'));
  const vercel = JSON.parse(fs.readFileSync(path.join(out, 'vercel.json'), 'utf8')) as VercelConfig;
  const nginx = parseNginx(fs.readFileSync(path.join(out, 'nginx-headers.conf'), 'utf8'));
  return {
    cloudflare: cloudflareHeaders(rules, pathname),
    netlify: netlifyHeaders(rules, pathname),
    vercel: vercelHeaders(vercel, pathname),
    nginx: lower(nginxLocation(nginx, pathname).headers),
  };
}

/** One build's variables: the default demo build, and an HTTP-mode build with Maps and files. */
const BUILDS: [string, Record<string, string>][] = [
  ['the default demo build', {}],
  [
    'a build with VITE_API_BASE_URL, VITE_GOOGLE_MAPS_API_KEY and VITE_FILES_ORIGINS',
    {
      VITE_API_BASE_URL: 'https://api.example.com/api/v1',
      VITE_GOOGLE_MAPS_API_KEY: 'test-key',
      VITE_FILES_ORIGINS: 'https://files.example.com',
    },
  ],
];

describe.each(BUILDS)('host headers for %s', (name, vars) => {
  let preview: ChildProcess | undefined;
  let origin = '';
  let out = '';
  const sent: Record<string, Headers> = {};

  beforeAll(async () => {
    out = generate(name.replace(/\W+/g, '-'), vars);
    const started = startPreview(path.join(temp, 'site'), vars);
    preview = started.child;
    origin = await started.origin;
    for (const [kind, pathname] of Object.entries(PATHS)) {
      sent[kind] = await previewHeaders(origin, pathname);
    }
  }, 60_000);

  afterAll(() => {
    preview?.kill('SIGTERM');
  });

  it('the preview server sends the policy for these variables', () => {
    const csp = sent.page?.['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    if (vars.VITE_API_BASE_URL) expect(csp).toContain('https://api.example.com');
    else expect(csp).not.toContain('https://api.example.com');
    expect(sent.resetPage?.['referrer-policy']).toBe('no-referrer');
    expect(sent.asset?.['cache-control']).toBe('public, max-age=31536000, immutable');
    // The browser must ask again for the service worker's script, or a deploy would not reach
    // an open portal.
    expect(sent.serviceWorker?.['cache-control']).toBe('no-cache');
  });

  it.each(Object.entries(PATHS))(
    'Cloudflare Pages (_headers), Vercel and nginx send what the preview server does: %s',
    (kind, pathname) => {
      const hosts = hostsRead(out, pathname);
      expect(hosts.cloudflare, 'Cloudflare Pages').toEqual(sent[kind]);
      expect(hosts.vercel, 'Vercel').toEqual(sent[kind]);
      expect(hosts.nginx, 'nginx').toEqual(sent[kind]);
    },
  );

  it('Netlify (_headers) sends the same for pages; its assets also carry the page-only policies', () => {
    for (const kind of ['page', 'route', 'resetPage', 'serviceWorker'] as const) {
      expect(hostsRead(out, PATHS[kind]).netlify, kind).toEqual(sent[kind]);
    }
    // Netlify cannot remove a header a broader rule set (`!` is Cloudflare's): an asset carries
    // the page's CSP, Referrer-Policy and Permissions-Policy too, which act on documents only.
    const asset = hostsRead(out, PATHS.asset).netlify;
    const page = sent.page ?? {};
    expect(asset).toEqual({
      ...sent.asset,
      ...Object.fromEntries(PAGE_ONLY.map((header) => [header, page[header]])),
    });
  });
});

describe('host configurations: the app for client-side routes', () => {
  it('nginx and Vercel answer a route with index.html and an asset with its file', () => {
    const out = path.join(REPO, 'deploy');
    const nginx = parseNginx(fs.readFileSync(path.join(out, 'nginx-headers.conf'), 'utf8'));
    expect(nginxLocation(nginx, '/dashboard').tryFiles).toBe('$uri $uri/ /index.html');
    expect(nginxLocation(nginx, '/RESET-PASSWORD').tryFiles).toBe('/index.html =404');
    expect(nginxLocation(nginx, PATHS.asset).tryFiles).toBe('$uri =404');
    const vercel = JSON.parse(
      fs.readFileSync(path.join(out, 'vercel.json'), 'utf8'),
    ) as VercelConfig;
    const rewrite = (pathname: string) =>
      vercel.rewrites?.find((r) => vercelPattern(r.source).test(pathname))?.destination;
    expect(rewrite('/dashboard')).toBe('/index.html');
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite(PATHS.asset)).toBeUndefined();
  });
});

describe('deploy/: the files for the default demo build', () => {
  it('are what `node scripts/host-headers.mjs` writes (run it after changing the policy)', () => {
    const out = generate('committed-check', {});
    for (const file of ['_headers', 'vercel.json', 'nginx-headers.conf']) {
      expect(fs.readFileSync(path.join(REPO, 'deploy', file), 'utf8'), file).toBe(
        fs.readFileSync(path.join(out, file), 'utf8'),
      );
    }
  });
});
