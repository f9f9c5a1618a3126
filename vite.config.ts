import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { contentSecurityPolicy, securityEnv } from './scripts/security-headers.mjs';
import { ROUTE_PRELOAD, manifestOfBundle, routePreloadPlan } from './scripts/route-chunks.mjs';
import { readConfig } from './src/infrastructure/config/app-config.ts';
import { PLAN_ELEMENT_ID } from './src/route-preload.ts';

/** Decisions S1, S6: the built index.html carries the Content Security Policy as a <meta> tag. */
function contentSecurityPolicyMeta(env: Record<string, string>): Plugin {
  return {
    name: 'bidhaul-csp-meta',
    apply: 'build',
    transformIndexHtml() {
      const content = contentSecurityPolicy(securityEnv(env), { forMeta: true });
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}

/**
 * Issue 3 (speed): index.html carries, for each route, the chunks a first visit downloads
 * (scripts/route-chunks.mjs), and src/route-preload.ts, loaded `async` beside the entry, preloads
 * the current route's at once instead of in the steps the lazy imports take.
 */
function routePreload(env: Record<string, string>): Plugin {
  const config = readConfig(env);
  const mode = config.ok ? config.config.mode : 'demo';
  let root = process.cwd();
  let base = '/';
  return {
    name: 'bidhaul-route-preload',
    apply: 'build',
    config: () => ({
      build: { rollupOptions: { input: { index: 'index.html', 'route-preload': ROUTE_PRELOAD } } },
    }),
    configResolved(resolved) {
      root = resolved.root;
      base = resolved.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return;
        const manifest = manifestOfBundle(ctx.bundle, root);
        const script = manifest[ROUTE_PRELOAD];
        if (!script) throw new Error(`${ROUTE_PRELOAD} is not in the bundle`);
        const plan = routePreloadPlan(manifest, mode, base);
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: PLAN_ELEMENT_ID },
            // Data, not code (the CSP does not apply to it); `<` escaped so it cannot close the tag.
            children: JSON.stringify(plan).replaceAll('<', '\\u003c'),
            injectTo: 'head',
          },
          {
            tag: 'script',
            attrs: { type: 'module', async: true, src: `${base}${script.file}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [react(), contentSecurityPolicyMeta(env), routePreload(env)],
    server: { host: '127.0.0.1', port: 5173 },
    build: {
      target: 'es2022',
      // Every browser the es2022 target admits supports modulepreload: no polyfill in the entry.
      modulePreload: { polyfill: false },
      sourcemap: false,
      chunkSizeWarningLimit: 700,
      manifest: true,
    },
  };
});
