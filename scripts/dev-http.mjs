#!/usr/bin/env node
// `npm run dev:http`: the local API (local-api/) and the Vite dev server in HTTP mode against it,
// as one command. Ctrl-C stops both; when either stops, the other is stopped too, so no server is
// left behind. Options pass to the API (`--max-seconds N` stops the pair by itself); PORT and
// FILES_PORT move the API (defaults 8787 and 8788), PORTAL_PORT the portal (default 5173).
//
// Two children and a signal are all there is to it, so this is a small script rather than a
// dependency such as concurrently.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const bin = (path) => fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url));
const port = Number(process.env.PORT ?? 8787);
const filesPort = Number(process.env.FILES_PORT ?? port + 1);
const portalPort = process.env.PORTAL_PORT ?? '5173';

const children = [
  start('api', [bin('tsx/dist/cli.mjs'), 'local-api/main.ts', ...process.argv.slice(2)], {}),
  start(
    'portal',
    [bin('vite/bin/vite.js'), '--host', '127.0.0.1', '--port', portalPort, '--strictPort'],
    {
      VITE_API_BASE_URL: `http://127.0.0.1:${port}/api/v1`,
      VITE_FILES_ORIGINS: `http://127.0.0.1:${filesPort}`,
    },
  ),
];

let exitCode = null;

function start(name, args, env) {
  const child = spawn(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.once('exit', (code, signal) => {
    if (exitCode === null && code !== 0 && !signal)
      console.error(`dev:http: the ${name} stopped (exit ${code}).`);
    stopAll(code ?? 0);
  });
  return child;
}

function stopAll(code) {
  if (exitCode === null) exitCode = code;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  if (children.every((child) => child.exitCode !== null || child.signalCode !== null)) {
    process.exit(exitCode);
  }
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
