import { describe, expect, inject, it } from 'vitest';
import { pageTypes } from '../../bench/page-types';
import { shippedModel } from '../helpers/load-fixture';
import { MOBILE, openPage, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const pages = [...pageTypes(shippedModel()).map(({ label, path }) => ({ label, path })), { label: 'not found', path: '/no-such-page-for-first-paint' }];

/**
 * The first screen must need nothing but the HTML: the styles arrive inside it (allowed by the
 * Content-Security-Policy's hash), so with every script and stylesheet request refused the page
 * is still laid out and coloured as designed.
 */
describe('first paint from the HTML alone', () => {
  for (const { label, path } of pages) {
    it(`${label} (${path}) is styled with no stylesheet request and no script, and the policy allows its styles`, async () => {
      const { page, context, errors } = await openPage(browser(), { viewport: MOBILE });
      const refused: string[] = [];
      await page.route(/\.(js|css)(\?|$)/, (route) => {
        refused.push(new URL(route.request().url()).pathname);
        return route.abort('blockedbyclient');
      });
      const violations: string[] = [];
      await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });

      const look = await page.evaluate(() => {
        const h1 = document.querySelector('h1')!;
        const header = document.querySelector('.site-header')!;
        return {
          h1Color: getComputedStyle(h1).color,
          headerPosition: getComputedStyle(header).position,
          desktopNavDisplay: getComputedStyle(document.querySelector('.nav-desktop')!).display,
          stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
        };
      });
      // Navy (#0b2545) headings, a sticky header, and the desktop navigation hidden on a phone.
      expect(look).toEqual({ h1Color: 'rgb(11, 37, 69)', headerPosition: 'sticky', desktopNavDisplay: 'none', stylesheets: 0 });
      expect(refused.filter((file) => file.endsWith('.css'))).toEqual([]);
      expect(violations).toEqual([]);
      expect(errors.filter((text) => /Content Security Policy|stylesheet/i.test(text))).toEqual([]);
      await context.close();
    });
  }

  it('the bakkie page draws its logo and first slide from the page itself: no image is asked for before them', async () => {
    const { page, context } = await openPage(browser(), { viewport: MOBILE });
    await page.route(/\.js(\?|$)/, (route) => route.abort('blockedbyclient'));
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl}/bakkie-hire`, { waitUntil: 'load' });
    const drawn = await page.evaluate(() => {
      const img = (selector: string) => document.querySelector<HTMLImageElement>(selector)!;
      const shown = (el: HTMLImageElement) => `${el.alt}: ${el.src.slice(0, 25)} ${el.complete ? el.naturalWidth : 'not drawn'}`;
      return {
        preloads: document.head.querySelectorAll('link[rel="preload"][as="image"]').length,
        logo: shown(img('.site-header .brand img')),
        firstSlide: shown(img('.carousel img')),
      };
    });
    expect(drawn).toEqual({
      preloads: 0,
      logo: 'TolaBiz home: data:image/svg+xml,%3Csvg 180',
      firstSlide: 'A bakkie loaded with a couch, a chair, a lamp and a box for a furniture move.: data:image/svg+xml,%3Csvg 800',
    });
    expect(asked.filter((path) => path === '/media/logo.svg' || path === '/media/bakkie-1.svg')).toEqual([]);
    await context.close();
  });
});
