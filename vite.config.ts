import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { contentSecurityPolicy } from './scripts/security-headers.mjs';

/** Decisions S1: the built index.html carries the Content Security Policy as a <meta> tag. */
function contentSecurityPolicyMeta(env: Record<string, string>): Plugin {
  return {
    name: 'bidhaul-csp-meta',
    apply: 'build',
    transformIndexHtml() {
      const content = contentSecurityPolicy(
        { apiBaseUrl: env.VITE_API_BASE_URL, mapsApiKey: env.VITE_GOOGLE_MAPS_API_KEY },
        { forMeta: true },
      );
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

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [react(), contentSecurityPolicyMeta(env)],
    server: { host: '127.0.0.1', port: 5173 },
    build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 700, manifest: true },
  };
});
