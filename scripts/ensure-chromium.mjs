#!/usr/bin/env node
// The browser tests need Debian's Chromium. Install it when running as root; otherwise fail naming
// the package. Never skip the browser tests silently.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(path)) process.exit(0);
if (process.getuid?.() === 0) {
  console.log('Chromium is missing: installing Debian package "chromium"...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  if (fs.existsSync(path)) process.exit(0);
}
console.error(`Chromium not found at ${path}. Install the Debian package "chromium" (apt-get install chromium) or set CHROMIUM_PATH.`);
process.exit(1);
