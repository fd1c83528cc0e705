import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { describe, expect, inject, it } from 'vitest';
import { pageTypes } from '../../bench/page-types';
import { shippedModel } from '../helpers/load-fixture';
import { DESKTOP, hydrateEveryIsland, MOBILE, openPage, useBrowser } from './browser';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

const baseUrl = inject('baseUrl');
// Every page type in pages/*.yaml, and the not-found page every unknown address gets.
const pages = [...pageTypes(shippedModel()).map(({ label, path }) => ({ label, path })), { label: 'not found', path: '/no-such-page-for-a11y' }];
const widths = [MOBILE, DESKTOP];

const browser = useBrowser();

async function open(path: string, viewport: { width: number; height: number }) {
  // bypassCSP only so axe-core can be injected; the pages' own scripts obey the CSP as in production.
  const watched = await openPage(browser(), { viewport, bypassCSP: true });
  await watched.page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  // Check the page as a visitor who has scrolled uses it: every island hydrated (each does as it comes near).
  await hydrateEveryIsland(watched.page);
  return watched;
}

async function axe(page: Page): Promise<AxeResults> {
  // Every section drawn (the class a restored page gets, src/client/draw-all.ts): below the first
  // screen, sections are drawn only as they near it, and axe judged the colours of a section not
  // drawn against whatever was drawn at its place (the footer's, contrast 1.01).
  await page.evaluate(() => document.documentElement.classList.add('draw-all'));
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(
    (tags) => (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, { runOnly: { type: 'tag', values: tags } }),
    AXE_TAGS,
  );
}

/** One line per rule and element, with axe's own fix summary, so a failure says what to change. */
function describeViolations(results: AxeResults): string {
  return results.violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    at ${n.target.join(' ')}: ${n.html.slice(0, 160)}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`);
      return `  ${v.id} (${v.impact}): ${v.help}\n  ${v.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n\n');
}

describe.each(widths)('accessibility at $width px', (viewport) => {
  it.each(pages)('$label ($path): axe finds no violations', async ({ path }) => {
    const { page, context } = await open(path, viewport);
    const results = await axe(page);
    await context.close();
    expect(results.violations.length, `axe violations on ${path} at ${viewport.width}px:\n${describeViolations(results)}`).toBe(0);
  });

  it.each(pages)('$label ($path): one h1, headings in order, every image has an alt attribute', async ({ path }) => {
    const { page, context } = await open(path, viewport);
    const found = await page.evaluate(() => ({
      headings: [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => ({ level: Number(h.tagName[1]), text: (h.textContent ?? '').trim() })),
      images: [...document.querySelectorAll('img')].map((img) => ({ src: img.getAttribute('src') ?? '', alt: img.getAttribute('alt') })),
      // Inline SVG is either hidden from assistive technology or named.
      unnamedSvgs: [...document.querySelectorAll('svg')].filter(
        (svg) => !svg.closest('[aria-hidden="true"]') && !svg.getAttribute('aria-label') && !svg.querySelector('title'),
      ).length,
    }));
    await context.close();

    expect(
      found.headings.filter((h) => h.level === 1).map((h) => h.text),
      `exactly one h1 on ${path}`,
    ).toHaveLength(1);
    expect(found.headings[0]?.level, `the first heading on ${path} is the h1`).toBe(1);
    const skips = found.headings.flatMap((h, i) =>
      i > 0 && h.level > found.headings[i - 1]!.level + 1
        ? [`h${found.headings[i - 1]!.level} "${found.headings[i - 1]!.text}" then h${h.level} "${h.text}"`]
        : [],
    );
    expect(skips, `heading levels skipped on ${path}`).toEqual([]);

    expect(
      found.images.filter((img) => img.alt === null).map((img) => img.src),
      `images without an alt attribute on ${path} (use alt="" for decoration)`,
    ).toEqual([]);
    // A file name or a word like "image" read aloud helps nobody.
    const poorAlt = found.images.filter(
      (img) => img.alt && (/\.(svg|png|jpe?g|webp|gif)$/i.test(img.alt) || /^(image|picture|photo|img|icon)$/i.test(img.alt.trim())),
    );
    expect(poorAlt, `alt texts that describe nothing on ${path}`).toEqual([]);
    expect(found.unnamedSvgs, `inline SVGs neither aria-hidden nor named on ${path}`).toBe(0);
  });
});

describe('accessibility of the open mobile menu', () => {
  it('has no axe violations while open', async () => {
    const { page, context } = await open('/', MOBILE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link').first().waitFor({ state: 'visible' });
    const results = await axe(page);
    await context.close();
    expect(results.violations.length, `axe violations with the menu open:\n${describeViolations(results)}`).toBe(0);
  });
});

// Lighthouse runs axe on the page as it loaded, with the sections below the first screen not yet
// drawn; a section not drawn keeps its stand-in height while axe measures its text. In Afrikaans
// and isiZulu the contact section outgrew it and its address was judged against the footer's
// colour (contrast 1.01, Lighthouse accessibility 96 on every translated page).
describe('colour contrast as Lighthouse measures it, no section drawn below the first screen, in every language', () => {
  const translated = ['/', '/af', '/zu', '/tender-finance', '/af/tender-finance', '/zu/tender-finance', '/invest', '/privacy'];
  it.each(translated)("%s at 412 px (Lighthouse's phone) and 375 px", async (path) => {
    for (const width of [412, MOBILE.width]) {
      const watched = await openPage(browser(), { viewport: { width, height: 823 }, bypassCSP: true });
      await watched.page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      await watched.page.addScriptTag({ path: AXE_PATH });
      const results = await watched.page.evaluate(() =>
        (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, { runOnly: ['color-contrast'] }),
      );
      await watched.context.close();
      expect(results.violations.length, `colour contrast on ${path} at ${width}px:\n${describeViolations(results)}`).toBe(0);
    }
  });
});
