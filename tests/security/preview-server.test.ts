import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * scripts/preview-server.mjs started for real, one per group of tests (a crash in one group
 * cannot fail the other), on a free port of 127.0.0.1, over a build folder with a sibling folder
 * whose name starts with the build folder's (`site` and `site-secret`), so a prefix check of the
 * resolved path would let the secret through.
 */
const SECRET = 'top secret: not part of the site';
let temp = '';
let origin = '';
let child: ChildProcess | undefined;

/** Starts the preview server over `dir` and resolves its origin once it listens. */
function startPreview(dir: string): Promise<{ child: ChildProcess; origin: string }> {
  const env: NodeJS.ProcessEnv = {};
  // No VITE_ variable of this shell: the policy is the default demo build's.
  for (const [name, value] of Object.entries(process.env)) {
    if (!name.startsWith('VITE_')) env[name] = value;
  }
  const server = spawn(
    process.execPath,
    ['scripts/preview-server.mjs', '--port', '0', '--dir', dir, '--max-seconds', '120'],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let printed = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const found = /Bidhaul preview on (http:\/\/127\.0\.0\.1:\d+)/.exec(printed)?.[1];
      if (found) resolve({ child: server, origin: found });
    });
    server.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    server.once('exit', (code) => reject(new Error(`preview server exited (${code}): ${printed}`)));
  });
}

const alive = () => child?.exitCode === null && child.signalCode === null;

/** A preview server for the tests of the enclosing describe block, stopped after them. */
function previewPerGroup(): void {
  beforeAll(async () => {
    ({ child, origin } = await startPreview(path.join(temp, 'site')));
  }, 30_000);
  afterAll(() => {
    child?.kill('SIGTERM');
  });
}

beforeAll(() => {
  temp = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-'));
  const site = path.join(temp, 'site');
  fs.mkdirSync(path.join(site, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Bidhaul</title>');
  fs.writeFileSync(path.join(site, 'assets', 'app-1a2b.js'), 'console.log("app");');
  fs.mkdirSync(path.join(temp, 'site-secret'));
  fs.writeFileSync(path.join(temp, 'site-secret', 'secret.txt'), SECRET);
  fs.writeFileSync(path.join(temp, 'secret.txt'), SECRET);
});

afterAll(() => {
  fs.rmSync(temp, { recursive: true, force: true });
});

describe('preview server: a malformed address', () => {
  previewPerGroup();

  it('answers 400 to a malformed address and keeps serving', async () => {
    const malformed = await fetch(`${origin}/%E0%A4%A`);
    expect(malformed.status).toBe(400);
    expect(alive()).toBe(true);
    const page = await fetch(`${origin}/dashboard`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Bidhaul</title>');
  });
});

describe('preview server: only the files of its folder', () => {
  previewPerGroup();

  it.each([
    '/..%2fsite-secret%2fsecret.txt',
    '/assets/..%2f..%2fsite-secret%2fsecret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e%2fsite-secret/secret.txt',
    '/..%5c..%5csite-secret%5csecret.txt',
  ])('never serves a file outside its folder: %s', async (address) => {
    const answer = await fetch(`${origin}${address}`);
    const body = await answer.text();
    expect(body).not.toContain(SECRET);
    // An address that resolves outside the folder is refused, not answered with the app.
    if (!address.includes('%5c')) expect(answer.status).toBe(400);
    expect(alive()).toBe(true);
  });

  it("still serves the site's own files and the app for any other path", async () => {
    const script = await fetch(`${origin}/assets/app-1a2b.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toBe('console.log("app");');
    const nested = await fetch(`${origin}/assets/..%2fassets%2fapp-1a2b.js`);
    expect(await nested.text()).toBe('console.log("app");');
  });
});

describe('preview server: --help', () => {
  it.each(['--help', '-h'])('%s prints the usage and exits 0, serving nothing', (flag) => {
    const run = spawnSync(
      process.execPath,
      ['scripts/preview-server.mjs', flag, '--port', '0', '--dir', path.join(temp, 'site')],
      { encoding: 'utf8', timeout: 15_000 },
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Usage: node scripts\/preview-server\.mjs \[options\]/);
    for (const option of ['--port', '--dir', '--tls', '--mode', '--max-seconds', '--help']) {
      expect(run.stdout).toContain(`  ${option} `);
    }
    expect(run.stdout).not.toContain('Bidhaul preview on');
    expect(run.stderr).toBe('');
  });
});
