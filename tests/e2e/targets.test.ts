import { describe, expect, inject, it } from 'vitest';
import { pageTypes } from '../../bench/page-types';
import { shippedModel } from '../helpers/load-fixture';
import { openPage, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
/** The narrowest phone the review used. */
const PHONE = { width: 360, height: 740 };

interface Target {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Every visible link, button and summary of the page, with its box in page coordinates, except
 * links inside a sentence (WCAG 2.5.8's inline exception: their size is the line's). A string: tsx
 * would wrap a function in __name(), which the page does not have.
 */
const TARGETS = `[...document.querySelectorAll('a[href], button, summary, input, select, textarea')]
  .filter((el) => { const r = el.getBoundingClientRect(); const s = getComputedStyle(el); return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && !el.closest('[inert], [aria-hidden="true"]'); })
  .filter((el) => { const p = el.parentElement; return !(el.tagName === 'A' && p && /^(P|LI|TD|DD|SPAN|BLOCKQUOTE)$/.test(p.tagName) && p.textContent.trim() !== el.textContent.trim()); })
  .map((el) => { const r = el.getBoundingClientRect(); return { name: (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().replace(/\\s+/g, ' ').slice(0, 40), x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height }; })`;

/** WCAG 2.5.8: at least 24 × 24, or a 24 px circle on its centre that meets no other target nor another such circle. */
function tooSmall(targets: Target[]): string[] {
  const centre = (t: Target) => ({ cx: t.x + t.width / 2, cy: t.y + t.height / 2 });
  const small = (t: Target) => t.width < 24 - 0.5 || t.height < 24 - 0.5;
  const circleMeetsBox = (cx: number, cy: number, t: Target) => {
    const dx = Math.max(t.x - cx, 0, cx - (t.x + t.width));
    const dy = Math.max(t.y - cy, 0, cy - (t.y + t.height));
    return dx * dx + dy * dy < 12 * 12;
  };
  return targets
    .filter(small)
    .filter((t) => {
      const { cx, cy } = centre(t);
      return targets.some((other) => {
        if (other === t) return false;
        if (circleMeetsBox(cx, cy, other)) return true;
        const o = centre(other);
        return small(other) && Math.hypot(o.cx - cx, o.cy - cy) < 24;
      });
    })
    .map((t) => `${t.name} (${Math.round(t.width)} × ${Math.round(t.height)})`);
}

describe('the 2.5.8 rule as this test reads it', () => {
  it('lets a small target with room around it pass, and flags two small ones side by side', () => {
    const box = (name: string, x: number, width = 16, height = 16) => ({ name, x, y: 0, width, height });
    expect(tooSmall([box('alone', 0), box('far', 60)])).toEqual([]);
    expect(tooSmall([box('a', 0), box('b', 18)])).toEqual(['a (16 × 16)', 'b (16 × 16)']);
    expect(tooSmall([box('wide', 0, 100, 30), box('tight', 0, 100, 20)])).toEqual(['tight (100 × 20)']);
  });
});

describe('targets a thumb can hit, at 360 px', () => {
  for (const { label, path } of pageTypes(shippedModel())) {
    it(`${label} (${path}): every link and button is at least 24 × 24 px, or has the room around it`, async () => {
      const { page, context } = await openPage(browser(), { viewport: PHONE });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      // Every section drawn (content-visibility leaves far sections unmeasured).
      await page.evaluate(() => document.documentElement.classList.add('draw-all'));
      const targets = await page.evaluate<Target[]>(TARGETS);
      expect(targets.length).toBeGreaterThan(5);
      expect(tooSmall(targets)).toEqual([]);
      await context.close();
    });
  }

  it('the phone number, the footer links and the contents of the privacy and terms pages are 44 px tall', async () => {
    const { page, context } = await openPage(browser(), { viewport: PHONE });
    const heights = async (selector: string) =>
      await page.locator(selector).evaluateAll<number[], void>((links) => links.map((a) => Math.round(a.getBoundingClientRect().height)));
    for (const path of ['/privacy', '/terms']) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      await page.evaluate(() => document.documentElement.classList.add('draw-all'));
      const contents = await heights('.legal-contents a');
      expect(contents.length).toBeGreaterThan(5);
      expect(
        contents.filter((h) => h < 44),
        `${path} contents`,
      ).toEqual([]);
    }
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await page.evaluate(() => document.documentElement.classList.add('draw-all'));
    const footer = await heights('.site-footer a');
    expect(footer.length).toBeGreaterThan(3);
    expect(
      footer.filter((h) => h < 44),
      'footer links',
    ).toEqual([]);
    const phone = await heights('a[href^="tel:"]');
    expect(phone.length).toBeGreaterThan(0);
    expect(
      phone.filter((h) => h < 44),
      'phone number',
    ).toEqual([]);
    await context.close();
  });
});
