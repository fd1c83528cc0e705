import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Every page with a comparison table. */
const PAGES = ['/', '/tolatenderpro-tender-search-bid-preparation-and-submission', '/tenderbriefattend-attend-tender-briefings-anywhere'];

/**
 * What a visitor cannot read in the page's comparison tables: each piece of a cell (a text or a
 * tick/cross image) must lie inside the viewport, or inside a box that scrolls sideways and shows
 * its cue ([data-scroll-cue], visible); a cell's value must come with its column's name, seen in
 * the header above it or beside it in the cell. Evaluated in the page (a string: tsx would wrap a
 * function in __name(), which the page does not have). Text kept for screen readers only is not
 * a piece the visitor reads.
 */
const UNREADABLE = `(() => {
  const out = [];
  // Seen on the screen: not hidden, and not kept for screen readers only (clipped to a 1 px box).
  const srOnly = (el) => {
    for (let at = el; at; at = at.parentElement) {
      const box = at.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1 && getComputedStyle(at).overflow === 'hidden') return true;
    }
    return false;
  };
  const visible = (el) => el.checkVisibility() && !srOnly(el);
  const cued = (box) => [...box.parentElement.querySelectorAll('[data-scroll-cue]')].some((cue) => cue.checkVisibility() && cue.getBoundingClientRect().width > 0);
  // Why this piece of a cell cannot be read where it is, or '' when it can.
  const cutOff = (cell, rect) => {
    for (let at = cell; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.overflowX === 'visible') continue;
      const box = at.getBoundingClientRect();
      const left = box.left + at.clientLeft;
      if (rect.left >= left - 0.5 && rect.right <= left + at.clientWidth + 0.5) continue;
      const scrolls = (style.overflowX === 'auto' || style.overflowX === 'scroll') && at.scrollWidth > at.clientWidth + 1;
      return scrolls && cued(at) ? '' : scrolls ? 'in a box with no visible cue that it scrolls' : 'cut off';
    }
    return rect.left >= -0.5 && rect.right <= innerWidth + 0.5 ? '' : 'off the screen';
  };
  for (const table of document.querySelectorAll('.comparison-table table')) {
    table.scrollIntoView({ block: 'start', behavior: 'instant' });
    const heads = [...table.querySelectorAll('thead th, thead td')].map((th) => th.textContent.trim());
    for (const row of table.querySelectorAll('tr')) {
      [...row.children].forEach((cell, column) => {
        const pieces = [];
        const walk = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
        for (let node = walk.nextNode(); node; node = walk.nextNode()) {
          if (node.nodeType === Node.TEXT_NODE && node.textContent.trim() && visible(node.parentElement)) {
            const range = document.createRange();
            range.selectNodeContents(node);
            pieces.push({ what: node.textContent.trim(), rect: range.getBoundingClientRect() });
          } else if (node.nodeType === Node.ELEMENT_NODE && (node.nodeName === 'IMG' || node.getAttribute('role') === 'img') && visible(node)) {
            // A tick or a cross, as an image file or drawn inline.
            pieces.push({ what: node.getAttribute('alt') ?? node.getAttribute('aria-label'), rect: node.getBoundingClientRect() });
          }
        }
        for (const { what, rect } of pieces) {
          const why = cutOff(cell, rect);
          if (why) out.push('"' + what + '" at ' + Math.round(rect.left) + ' to ' + Math.round(rect.right) + ' px: ' + why);
        }
        // A value cell must say which column it is in: the column's header is seen, or its name is in the cell.
        if (row.parentElement.tagName === 'TBODY' && cell.tagName === 'TD' && heads[column]) {
          const head = table.querySelector('thead tr').children[column];
          const headSeen = visible(head) && head.getBoundingClientRect().width > 0;
          if (!headSeen && !cell.innerText.includes(heads[column])) out.push('a cell of row "' + row.children[0].textContent.trim() + '" does not say it is "' + heads[column] + '"');
        }
      });
    }
  }
  return out;
})()`;

describe.each([360, 390])('comparison tables on a %i px phone', (width) => {
  it.each(PAGES)('every cell of %s can be read, with its column name', async (path) => {
    const { page, context } = await openPage(browser(), { viewport: { width, height: 800 } });
    await page.goto(`${baseUrl}${path}`);
    await expect(page.locator('.comparison-table table').count()).resolves.toBeGreaterThan(0);
    expect(await page.evaluate(UNREADABLE)).toEqual([]);
    await context.close();
  });
});
