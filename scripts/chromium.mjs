// The one Chromium every browser tool here drives: Debian's package, started with the flags this
// closed-network machine needs (no background connections, no QUIC, no GPU, no sandbox as root).
// Playwright's config, `npm run perf` and `npm run perf:profile` read it from here.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
