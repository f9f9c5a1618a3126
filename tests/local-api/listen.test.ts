import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { demoServerPerTest, runApi } from './local-api-fixture';

const start = demoServerPerTest();

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** This machine's addresses other than 127.0.0.1: another loopback one and every interface's. */
function otherAddresses(): string[] {
  const external = Object.values(networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => i!.address);
  return ['127.0.0.2', ...external];
}

describe('local API: listening', () => {
  it('listens on 127.0.0.1 only, for the API and the files origin', async () => {
    const api = await start();
    for (const origin of [api.origin, api.filesOrigin]) {
      const { hostname, port } = new URL(origin);
      expect(hostname).toBe('127.0.0.1');
      expect(await accepts('127.0.0.1', Number(port))).toBe(true);
      for (const other of otherAddresses()) expect(await accepts(other, Number(port))).toBe(false);
    }
  });

  it('`npm run api` prints its addresses, serves the demo account and stops by itself', async () => {
    const { printed, exited } = await runApi(['--max-seconds', '3'], /Files origin.*\n/);
    const base = /Bidhaul local API\s+(http:\/\/127\.0\.0\.1:\d+\/api\/v1)/.exec(printed)?.[1];
    expect(printed).toMatch(/Files origin\s+http:\/\/127\.0\.0\.1:\d+/);
    expect(base).toBeDefined();
    const signedIn = await fetch(`${base}/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@shipper.test', password: 'Demo1234', role_id: 5 }),
    });
    expect(await signedIn.json()).toMatchObject({ data: { first_name: 'Dana' } });
    expect(await exited).toBe(0);
  }, 30_000);

  it('refuses a bad PORT with a message instead of listening somewhere else', async () => {
    const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'local-api/main.ts'], {
      env: { ...process.env, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT must be a port number (0-65535), not "eighty".');
  }, 30_000);
});
