import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import {
  SERVICE_WORKER_PATH,
  contentSecurityPolicy,
  securityEnv,
} from './scripts/security-headers.mjs';
import { themeStylesheet } from './scripts/theme-stylesheet.mjs';
import { createAppTheme } from './src/presentation/app/theme.ts';

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
 * The built index.html preloads the entry's stylesheet instead of linking it: a linked stylesheet
 * holds back the page's first paint, the splash, which is styled inline and needs none of it. The
 * entry applies it before the first render (src/presentation/app/app-stylesheet.ts).
 */
function stylesheetWithoutBlocking(): Plugin {
  return {
    name: 'bidhaul-stylesheet-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet"([^>]*) href="([^"]+\.css)">/g,
          '<link rel="preload" as="style"$1 href="$2" data-app-stylesheet>',
        ),
    },
  };
}

/**
 * The installed portal: the web app manifest (its colours the light theme's, its icons drawn from
 * the brand mark by scripts/app-icons.mjs) and the service worker, built from
 * src/service-worker/service-worker.ts with the list of the build's files to keep offline. The
 * page registers it itself, after its first paint (src/infrastructure/platform/).
 */
function installedPortal(): Plugin[] {
  const { palette } = createAppTheme();
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: SERVICE_WORKER_PATH.slice(1).replace(/\.js$/, '.ts'),
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Bidhaul',
      short_name: 'Bidhaul',
      description:
        'Post a delivery, get bids from UK drivers and courier companies, follow the trip.',
      lang: 'en-GB',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: palette.primary.main,
      background_color: palette.background.default,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    injectManifest: {
      rollupFormat: 'iife',
      // The plugin adds the manifest and its icons itself.
      globPatterns: ['**/*.{js,css,html,svg}'],
      // The perf floors (test pages built into the same folder) are no part of the portal.
      globIgnores: ['floors/**'],
    },
  });
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [
      react(),
      themeStylesheet(),
      contentSecurityPolicyMeta(env),
      stylesheetWithoutBlocking(),
      installedPortal(),
    ],
    server: { host: '127.0.0.1', port: 5173 },
    build: {
      target: 'es2022',
      modulePreload: {
        // Every browser the build targets knows <link rel="modulepreload">.
        polyfill: false,
        // index.html names the scripts the entry imports, so they download beside it rather than
        // once it has arrived: a round trip less before any page starts on a phone.
        // Before a lazy screen's import, only its stylesheets are linked by script (they load
        // beside its scripts, and the import waits for them, so no screen shows unstyled). No
        // script is: on a phone each added link costs main-thread time, and a route's few dozen
        // of them made the page answer taps later while the route's scripts arrived no sooner
        // (Lighthouse, docs/performance.md). The browser fetches a module's static imports as soon
        // as it reads the module.
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
      },
      sourcemap: false,
      // Each chunk's static styles come with it: the entry's (the theme's variables, the baseline,
      // the landing page) are all the landing page downloads before it shows, a third of every
      // screen's together (index.html preloads them and the entry applies them:
      // stylesheetWithoutBlocking); a screen's come with the screen.
      cssCodeSplit: true,
      chunkSizeWarningLimit: 700,
      manifest: true,
    },
  };
});
