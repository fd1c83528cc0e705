#!/usr/bin/env node
// The first screen of every page type at a phone's, a tablet's and a desktop's width, into
// docs/screens/ for people to review (issue 41). Serve a build first (npm start), then:
//   node scripts/docs-screens.mjs http://127.0.0.1:4173
// and for the starter (landing-engine start --root examples/starter), its pages as starter-*.png:
//   node scripts/docs-screens.mjs http://127.0.0.1:4173 starter
// The site's home page in its other languages (home-af-*.png, home-zu-*.png) is taken at a phone's
// and a desktop's width, where their longer words must fit (issue 56).
// Debian's Chromium, through playwright-core; only the given address is reached.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const out = join(import.meta.dirname, '..', 'docs', 'screens');
const SHIPPED = {
  home: '/',
  'tender-bid': '/tolatenderpro-tender-search-bid-preparation-and-submission',
  briefing: '/tenderbriefattend-attend-tender-briefings-anywhere',
  'tender-finance': '/tender-finance',
  invoice: '/invoice-discounting',
  investor: '/invest',
  bakkie: '/bakkie-rental',
  legal: '/privacy',
};
const SHIPPED_LANGUAGES = { 'home-af': '/af', 'home-zu': '/zu' };
const LANGUAGE_WIDTHS = [360, 1440];
const STARTER = { 'starter-home': '/', 'starter-repairs': '/bike-repairs', 'starter-home-af': '/af' };
const PAGES = process.argv[3] === 'starter' ? STARTER : SHIPPED;
const LANGUAGES = process.argv[3] === 'starter' ? {} : SHIPPED_LANGUAGES;
const SIZES = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
];

mkdirSync(out, { recursive: true });
let written = 0;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const viewport of SIZES) {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])/, (route) => route.abort());
    const page = await context.newPage();
    const pages = LANGUAGE_WIDTHS.includes(viewport.width) ? { ...PAGES, ...LANGUAGES } : PAGES;
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(base + path, { waitUntil: 'load' });
      await page.screenshot({ path: join(out, `${name}-${viewport.width}.png`) });
      written += 1;
    }
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`wrote ${written} screens to docs/screens/`);
