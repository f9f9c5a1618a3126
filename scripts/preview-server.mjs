#!/usr/bin/env node
// Serves dist/ on 127.0.0.1 with SPA fallback and the security headers of decisions S1.
//   node scripts/preview-server.mjs [--port 4173] [--dir dist] [--tls CERT.pem:KEY.pem] [--mode production]
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
import { assetHeaders, hostHeaders, securityEnv } from './security-headers.mjs';

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

/** @type {(req: http.IncomingMessage | http2.Http2ServerRequest, res: http.ServerResponse | http2.Http2ServerResponse) => void} */
const handle = (req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  let file = path.normalize(path.join(root, decodeURIComponent(url.pathname)));
  if (!file.startsWith(root)) {
    res.writeHead(400).end();
    return;
  }
  // A folder with a page of its own (the perf floors) serves it; any other unknown path is the app.
  if (url.pathname.endsWith('/') && fs.existsSync(path.join(file, 'index.html')))
    file = path.join(file, 'index.html');
  const isAsset = fs.existsSync(file) && fs.statSync(file).isFile();
  if (!isAsset) file = path.join(root, 'index.html');
  const ext = path.extname(file);
  const immutable = isAsset && url.pathname.startsWith('/assets/');
  const body = fs.readFileSync(file);
  const compressible = /\.(js|css|html|svg|json)$/.test(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(200, {
    // The page's headers follow the path asked for, the SPA fallback included (its referrer policy).
    ...(ext === '.html' ? hostHeaders(env, url.pathname) : assetHeaders()),
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(compressible ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
  });
  res.end(compressible ? zlib.gzipSync(body) : body);
};

const server = tls
  ? http2.createSecureServer(
      { cert: fs.readFileSync(tls[0] ?? ''), key: fs.readFileSync(tls[1] ?? ''), allowHTTP1: true },
      handle,
    )
  : http.createServer(handle);

server.listen(port, '127.0.0.1', () => {
  console.log(`Bidhaul preview on ${tls ? 'https' : 'http'}://127.0.0.1:${port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
if (maxSeconds > 0) setTimeout(stop, maxSeconds * 1000).unref();
