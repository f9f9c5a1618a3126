#!/usr/bin/env node
// Draws the installed portal's icons from the brand mark (public/favicon.svg, the same drawing as
// src/presentation/components/brand-mark.tsx) with Chromium, into public/icons/:
//   icon-192.png, icon-512.png   the mark as it is, rounded tile on a clear background;
//   maskable-512.png             the tile's blue to every edge and the van centred in the safe
//                                zone, so a launcher's circle or squircle mask never cuts the van.
//   node scripts/app-icons.mjs   (run it again after the mark changes; the PNGs are committed)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const OUT = path.resolve('public/icons');
const mark = fs.readFileSync(path.resolve('public/favicon.svg'), 'utf8');
const tile = mark.match(/<rect [^>]*fill="([^"]+)"/)?.[1];
const van = mark.replace(/^<svg[^>]*>|<\/svg>\s*$/g, '').replace(/<rect [^>]*\/>/, '');
if (!tile || !van) throw new Error('public/favicon.svg is not the brand mark this script knows');

// The safe zone of a maskable icon is the centred circle of 80 % of its width (radius 12.8 of 32):
// the van's box (x 7–26, y 12–24.4) moved to the middle reaches 11.3 from it.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${tile}"/><g transform="translate(-0.5 -2.2)">${van}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'maskable-512.png', size: 512, svg: maskable },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  fs.mkdirSync(OUT, { recursive: true });
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${sized}`);
    await page.screenshot({ path: path.join(OUT, file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`Icons written to ${path.relative(process.cwd(), OUT)}/`);
