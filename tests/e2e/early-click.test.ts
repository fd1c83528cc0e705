import { describe, expect, inject, it } from 'vitest';
import { anyIslandHydrated, holdScripts, MOBILE, openPage, urlOpenedInNewTab, useBrowser } from './browser';
import { pressedUrl } from '../helpers/pressed-url';

const baseUrl = inject('baseUrl');
/** Resolves once the page has painted (a string: tsx would wrap a function in __name(), which the page does not have). */
const FIRST_PAINT = `new Promise((painted) => new PerformanceObserver((list, observer) => list.getEntriesByName('first-contentful-paint').length && (observer.disconnect(), painted())).observe({ type: 'paint', buffered: true }))`;
const browser = useBrowser();

/**
 * A slow phone: every script of the site, the entry script too, is held back (never answered while
 * the test clicks); only the boot script, inline in the HTML, runs.
 */
async function slowPhone() {
  const { page, context } = await openPage(browser(), { viewport: MOBILE });
  // Held until the test is over, then dropped: the entry script and React never arrive.
  const { resetCount, release } = await holdScripts(page, 'abort');
  return {
    page,
    /** Land on `path` from a campaign, as a new visitor, and wait for the first paint (a script asked for by then is held). */
    async land(path: string) {
      await context.clearCookies();
      resetCount();
      await page.goto(`${baseUrl}${path}?utm_source=sms&utm_campaign=winter%20deals&affid=EARLY1`, { waitUntil: 'domcontentloaded' });
      // The boot script runs inline while the page is parsed, so the cookies are there by DOMContentLoaded.
      expect(await page.evaluate(() => document.cookie), 'the boot script did not store the cookies before DOMContentLoaded').toContain('affid=EARLY1');
      // The boot script asks for the entry script once an island nears or the visitor acts; it is held back.
      await page.evaluate(FIRST_PAINT);
      expect(await anyIslandHydrated(page), 'an island hydrated although every script was held back').toBe(false);
    },
    async close() {
      release();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    },
  };
}

const TRACKING = 'utm_source=sms&utm_medium=&utm_campaign=winter+deals&utm_content=&utm_term=&affid=EARLY1';

/** One tracked link per page type, and the exact URL it must open with the landing's campaign. */
const PAGE_TYPES = [
  {
    path: '/',
    link: { role: 'article', name: 'Team 3x', link: /^Order/ },
    opens: `https://order.example.com/voip-phone-system?minutes=0&users=3&setupfee=499&product=Team+3x&${TRACKING}`,
  },
  {
    path: '/tolatenderpro-tender-search-bid-preparation-and-submission',
    link: { name: 'GET A QUOTE AND PRICING' },
    opens: `https://forms.example.com/tender-bid-quote?${TRACKING}`,
  },
  {
    path: '/tenderbriefattend-attend-tender-briefings-anywhere',
    link: { name: /^LEARN MORE/ },
    opens: `https://blog.example.com/attend-tender-briefings-anywhere?${TRACKING}`,
  },
  { path: '/tender-finance/durban', link: { name: 'Apply Now' }, opens: `https://forms.example.com/tender-finance-application?${TRACKING}` },
  { path: '/invoice-discounting', link: { name: 'APPLY NOW PRESS HERE' }, opens: `https://forms.example.com/invoice-cash-advance-application?${TRACKING}` },
  { path: '/invest', link: { name: 'I WANT TO INVEST NOW' }, opens: `https://forms.example.com/investor-interest?ref=MD76208&${TRACKING}` },
  { path: '/bakkie-hire-in-soweto', link: { name: 'REQUEST A QUOTE' }, opens: `https://forms.example.com/bakkie-hire-quote?${TRACKING}` },
] as const;

type Follow = 'click' | 'middle click' | 'ctrl/cmd click' | 'keyboard Enter';
const FOLLOWS: Follow[] = ['click', 'middle click', 'ctrl/cmd click', 'keyboard Enter'];

describe('a click before React has loaded (slow phone)', () => {
  for (const { path, link, opens } of PAGE_TYPES) {
    it(`opens the tracked URL on ${path}, however the link is followed`, async () => {
      const phone = await slowPhone();
      const { page } = phone;
      const scope = 'role' in link ? page.getByRole(link.role, { name: link.name }) : page;
      const target = scope.getByRole('link', { name: 'link' in link ? link.link : link.name }).first();
      const press: Record<Follow, () => Promise<void>> = {
        click: () => target.click(),
        'middle click': () => target.click({ button: 'middle' }),
        'ctrl/cmd click': () => target.click({ modifiers: ['ControlOrMeta'] }),
        'keyboard Enter': async () => {
          await target.focus();
          await page.keyboard.press('Enter');
        },
      };
      try {
        for (const follow of FOLLOWS) {
          await phone.land(path);
          expect(await urlOpenedInNewTab(page, press[follow]), `${follow} on ${path}`).toMatch(pressedUrl(opens));
        }
      } finally {
        await phone.close();
      }
    });
  }
});
