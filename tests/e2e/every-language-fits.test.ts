import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withPrefix } from '../../src/lib/language-paths';
import { DEFAULT_LANGUAGE } from '../../src/lib/default-language';
import { fillPattern } from '../../src/routes/pattern';
import { shippedModel } from '../helpers/load-fixture';
import { openPage, useBrowser, type Watched } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const model = shippedModel();
const WIDTHS = [320, 360, 768, 1440];
/** The city form where issue 56 measured the longest heading: "Tender- en aankoopbestellingfinansiering in Kaapstad". */
const CITY_FORM = { page: 'tender-finance', city: 'cape-town' };

interface Route {
  tag: string;
  path: string;
}

/**
 * Each page file's canonical path (pages/*.yaml), and the city form, in every language that
 * publishes the page: a language lacks the pages it has no translation file for (their addresses
 * redirect to the default language's).
 */
function routes(): Route[] {
  const [city = 'johannesburg'] = model.site.cities;
  const [product = 'construction'] = model.site.products;
  const editions = [{ language: model.language ?? DEFAULT_LANGUAGE, untranslated: [] as readonly string[] }, ...(model.editions ?? [])];
  return editions.flatMap(({ language, untranslated = [] }) =>
    model.pages
      .filter((entry) => !untranslated.includes(entry.id))
      .flatMap((entry) => {
        const paths = [fillPattern(entry.page.paths[0]!, { city, product })];
        const cityPath = entry.id === CITY_FORM.page && entry.page.paths.find((path) => path.includes('{city}'));
        if (cityPath) paths.push(fillPattern(cityPath, { city: CITY_FORM.city, product }));
        return paths.map((path) => ({ tag: language.tag, path: withPrefix(language.prefix, path) }));
      }),
  );
}

const ROUTES = routes();

/**
 * What does not fit the screen, once every section is drawn as after a jump to a section (the
 * `draw-all` class the boot script sets then; without script a <noscript> style draws them the same
 * way). Until then a section below the first is not laid out, so a word too long for it widens nothing yet:
 * - the page wider than the window, with what sticks out past its right edge (a box, or a line of
 *   text past its own box: a word that cannot wrap), outside any box that scrolls or clips it;
 * - a box that clips (overflow hidden or clip, or an ellipsis) narrower than its content
 *   (scrollWidth > clientWidth), where that content is text reaching past its sides;
 * - a drop-down whose chosen option's text does not fit it: a <select> reports no overflow of its
 *   own (its scrollWidth is its clientWidth however long the label), so the label is laid out in
 *   the select's content box, with its font and wrapping, and must fit it.
 * A string, evaluated in the page: tsx would wrap a function in __name(), which the page lacks.
 */
const MISFITS = `(() => {
  document.documentElement.classList.add('draw-all');
  const out = [];
  const name = (el, shown = el.innerText ?? el.textContent ?? '') => {
    const text = shown.trim().replace(/\\s+/g, ' ');
    const classes = [...el.classList].map((c) => '.' + c).join('');
    return '<' + el.tagName.toLowerCase() + classes + '> "' + (text.length > 70 ? text.slice(0, 70) + '...' : text) + '"';
  };
  const seen = (el) => el.checkVisibility({ visibilityProperty: true });
  // A box that keeps what overflows it to itself (it scrolls, clips, or is fixed to the screen); body's overflow is the page's.
  const kept = (from) => {
    for (let at = from; at && at !== document.body; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
    }
    return false;
  };

  const width = innerWidth;
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > width) {
    const past = [];
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      const text = node.nodeType === Node.TEXT_NODE;
      const el = text ? node.parentElement : node;
      if (text && !node.textContent.trim()) continue;
      if (!seen(el) || past.some((outer) => outer.contains(el)) || kept(text ? el : el.parentElement)) continue;
      let rect = el.getBoundingClientRect();
      if (text) {
        const range = document.createRange();
        range.selectNodeContents(node);
        rect = range.getBoundingClientRect();
      }
      if (rect.right > width + 0.5) {
        past.push(el);
        out.push('the page is ' + pageWidth + ' px wide: ' + name(el) + ' reaches ' + Math.round(rect.right) + ' px');
      }
    }
    if (past.length === 0) out.push('the page is ' + pageWidth + ' px wide (no element found past the edge)');
  }

  // The box whose overflow a node's text is kept in: the nearest that scrolls or clips.
  const keeper = (el) => {
    for (let at = el; at; at = at.parentElement) if (getComputedStyle(at).overflowX !== 'visible') return at;
    return null;
  };
  // The first text of a clipping box that lies past its sides (a box of its own that overflows, like
  // a band turned across a picture, cuts nothing as long as its words show).
  const textPast = (box) => {
    const rect = box.getBoundingClientRect();
    const left = rect.left + box.clientLeft;
    const right = left + box.clientWidth;
    const walk = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      if (!node.textContent.trim() || !seen(node.parentElement) || keeper(node.parentElement) !== box) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const line = range.getBoundingClientRect();
      if (line.left < left - 1 || line.right > right + 1) return node.textContent.trim();
    }
    return undefined;
  };
  for (const el of document.querySelectorAll('body *')) {
    if (!seen(el)) continue;
    const style = getComputedStyle(el);
    const ellipsis = style.textOverflow === 'ellipsis';
    const clips = style.overflowX === 'hidden' || style.overflowX === 'clip' || ellipsis;
    // A 1 px box is text for screen readers only (.visually-hidden), never seen.
    if (!clips || el.clientWidth <= 1 || el.scrollWidth <= el.clientWidth + 1) continue;
    const text = ellipsis ? el.textContent.trim() : textPast(el);
    if (text !== undefined) out.push('cut: ' + name(el) + ' shows ' + el.clientWidth + ' of its ' + el.scrollWidth + ' px, cutting "' + text.slice(0, 70) + '"');
  }

  for (const select of document.querySelectorAll('select')) {
    if (!seen(select)) continue;
    const style = getComputedStyle(select);
    const label = select.selectedOptions[0]?.text ?? '';
    const room = { width: select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight), height: select.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom) };
    const probe = document.createElement('div');
    probe.textContent = label;
    probe.lang = select.closest('[lang]')?.lang ?? '';
    for (const property of ['font', 'line-height', 'letter-spacing', 'text-transform', 'white-space', 'overflow-wrap', 'word-break', 'hyphens']) {
      probe.style.setProperty(property, style.getPropertyValue(property));
    }
    Object.assign(probe.style, { position: 'absolute', left: '0', top: '0', visibility: 'hidden', width: room.width + 'px' });
    document.body.append(probe);
    const needs = { width: probe.scrollWidth, height: probe.getBoundingClientRect().height };
    probe.remove();
    if (needs.width > room.width + 1 || needs.height > room.height + 1) {
      out.push('cut: ' + name(select, label) + ' has ' + Math.round(room.width) + ' x ' + Math.round(room.height) + ' px for its label, which needs ' + Math.round(needs.width) + ' x ' + Math.round(needs.height));
    }
  }
  return out;
})()`;

describe.each([
  ['on', true],
  ['off', false],
] as const)('every language fits the page, script %s', (script, javaScript) => {
  // One context per script mode; every page loads in turn in its one tab.
  let watched: Watched;
  beforeAll(async () => {
    watched = await openPage(browser(), { javaScript });
  });
  afterAll(async () => {
    await watched?.context.close();
  });

  const cases = [...new Set(ROUTES.map((route) => route.tag))].flatMap((tag) => WIDTHS.map((width) => [tag, width] as const));
  // Time-outs only catch a hang (vitest.config.ts): each test loads every page of its language in turn.
  it.each(cases)('%s at %i px: nothing wider than the window, no text cut', { timeout: 180_000 }, async (tag, width) => {
    const { page } = watched;
    await page.setViewportSize({ width, height: 800 });
    const found: string[] = [];
    for (const route of ROUTES.filter((candidate) => candidate.tag === tag)) {
      const where = `${route.path} (${tag}) at ${width} px, script ${script}`;
      const response = await page.goto(baseUrl + route.path, { waitUntil: 'load' });
      // Islands hydrate and the live deals arrive after load: measure what the visitor then sees.
      if (javaScript) await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname, `${where}: served at its own address`).toBe(route.path);
      expect(response?.status(), where).toBe(200);
      // hyphens: auto hyphenates by the page's language.
      await expect(
        page.evaluate(() => document.documentElement.lang),
        where,
      ).resolves.toBe(tag);
      const misfits = await page.evaluate<string[]>(MISFITS);
      found.push(...misfits.map((misfit) => `${where}: ${misfit}`));
    }
    expect(found, `pages in ${tag} at ${width} px, script ${script}`).toEqual([]);
  });
});
