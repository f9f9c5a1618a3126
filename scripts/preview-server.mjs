#!/usr/bin/env node
// Serves dist/ on 127.0.0.1 with SPA fallback and the security headers (CSP and the host's own).
//   node scripts/preview-server.mjs [--port 4173] [--dir dist] [--tls CERT.pem:KEY.pem] [--mode production]
//   node scripts/preview-server.mjs --help   prints the options and exits
// Only files inside --dir are served: an address that is malformed (bad percent-encoding) or
// resolves outside it (`..`, `..%2f`, a sibling folder such as dist-secret) answers 400, and no
// request stops the server. --port 0 takes a free port (the printed address names it). Static
// hosts get the same headers from scripts/host-headers.mjs.
// The policy comes from the same VITE_ variables as the build (the environment, then the .env files
// of --mode), so the header and index.html's <meta> agree.
// Stops by itself on SIGTERM/SIGINT, and after --max-seconds (default: never) for test runs.
// --tls serves HTTPS with HTTP/2, as static hosts do (HTTP/1.1 still answered): `npm run perf`
// measures over it.
import http from 'node:http';
import http2 from 'node:http2';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { loadEnv } from 'vite';
import {
  ASSETS_PATH,
  CACHE_CONTROL,
  SERVICE_WORKER_PATH,
  assetHeaders,
  hostHeaders,
  securityEnv,
} from './security-headers.mjs';

const USAGE = `Usage: node scripts/preview-server.mjs [options]
Serves a build on 127.0.0.1 with SPA fallback and the security headers.
  --port N         the port (default: PORT, else 4173); 0 takes a free one
  --dir DIR        the build folder (default: dist)
  --tls CERT:KEY   HTTPS with HTTP/2, from these PEM files
  --mode MODE      whose .env files give the VITE_ settings of the policy (default: production)
  --max-seconds N  stop after N seconds (default: never)
  --help           print this and exit`;

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const port = Number(arg('--port', process.env.PORT ?? '4173'));
const root = path.resolve(arg('--dir', 'dist'));
const maxSeconds = Number(arg('--max-seconds', '0'));
const tls = arg('--tls', null)?.split(':');
const env = securityEnv(loadEnv(arg('--mode', 'production'), process.cwd(), 'VITE_'));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No build in ${root}: run npm run build first.`);
  process.exit(1);
}

/**
 * The address of a request's target (`/path?query`), or null when it is none.
 * @param {string | undefined} target
 */
function addressOf(target) {
  if (!target?.startsWith('/')) return null;
  try {
    return new URL(`http://127.0.0.1${target}`);
  } catch {
    return null;
  }
}

/**
 * The file under `root` that `pathname` names, or null when the address is malformed (bad
 * percent-encoding, a NUL) or resolves outside `root`: `..` segments, encoded ones (`..%2f`)
 * included, and a sibling folder whose name starts with the root's (`dist-secret` for `dist`).
 * @param {string} pathname
 */
function fileFor(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.join(root, decoded);
  const inside = path.relative(root, file);
  if (inside === '..' || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside)) return null;
  return file;
}

/** @type {(req: http.IncomingMessage | http2.Http2ServerRequest, res: http.ServerResponse | http2.Http2ServerResponse) => void} */
const serve = (req, res) => {
  const url = addressOf(req.url);
  let file = url && fileFor(url.pathname);
  if (!url || !file) {
    res.writeHead(400, { ...assetHeaders(), 'Content-Type': TYPES['.txt'] }).end('Bad request');
    return;
  }
  // A folder with a page of its own (the perf floors) serves it; any other unknown path is the app.
  if (url.pathname.endsWith('/') && fs.existsSync(path.join(file, 'index.html')))
    file = path.join(file, 'index.html');
  const isAsset = fs.existsSync(file) && fs.statSync(file).isFile();
  if (!isAsset) file = path.join(root, 'index.html');
  const ext = path.extname(file);
  const immutable = isAsset && url.pathname.startsWith(ASSETS_PATH);
  const body = fs.readFileSync(file);
  const compressible =
    /\.(js|css|html|svg|json)$/.test(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(200, {
    // The page's headers follow the path asked for, the SPA fallback included (its referrer policy).
    // The service worker runs under the policy its script arrives with, so it gets the page's.
    ...(ext === '.html' || url.pathname === SERVICE_WORKER_PATH
      ? hostHeaders(env, url.pathname)
      : assetHeaders()),
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': immutable ? CACHE_CONTROL.asset : CACHE_CONTROL.other,
    ...(compressible ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
  });
  res.end(compressible ? zlib.gzipSync(body) : body);
};

/**
 * One bad request never stops the server: anything `serve` did not foresee answers 500 (or ends
 * the response already started) and is logged.
 * @type {typeof serve}
 */
const handle = (req, res) => {
  try {
    serve(req, res);
  } catch (error) {
    console.error(error);
    if (res.headersSent) res.end();
    else res.writeHead(500, assetHeaders()).end();
  }
};

const server = tls
  ? http2.createSecureServer(
      { cert: fs.readFileSync(tls[0] ?? ''), key: fs.readFileSync(tls[1] ?? ''), allowHTTP1: true },
      handle,
    )
  : http.createServer(handle);

server.listen(port, '127.0.0.1', () => {
  // --port 0 takes a free port: the line names the one taken (tests read it).
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`Bidhaul preview on ${tls ? 'https' : 'http'}://127.0.0.1:${actual}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
if (maxSeconds > 0) setTimeout(stop, maxSeconds * 1000).unref();
