// How a floor page is built, by `npm run perf` (scripts/perf.mjs) and for the browser tests
// (scripts/e2e-builds.mjs): the project's own Vite, React plugin and build target, none of the
// app's plugins, so the floor stays a page with nothing of ours.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  mode: 'production',
  plugins: [react()],
  build: { emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
});
