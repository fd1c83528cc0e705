import { describe, expect, inject, it } from 'vitest';
import { anyIslandHydrated, holdScriptsButEntry, MOBILE, openPage, urlOpenedInNewTab, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/**
 * A slow phone: React and every island chunk are held back (never answered while the test
 * clicks); only the entry script arrives.
 */
async function slowPhone() {
  const { page, context } = await openPage(browser(), { viewport: MOBILE });
  // Held until the test is over, then dropped: React never arrives.
  const { held, resetCount, release } = await holdScriptsButEntry(page, inject('distDir'), 'abort');
  return {
    page,
    /** Land on `path` from a campaign, as a new visitor, and wait only for the entry script. */
    async land(path: string) {
      await context.clearCookies();
      resetCount();
      await page.goto(`${baseUrl}${path}?utm_source=sms&utm_campaign=winter%20deals&affid=EARLY1`, { waitUntil: 'domcontentloaded' });
      // A module script runs before DOMContentLoaded: the entry script has run, and no island could hydrate.
      expect(await page.evaluate(() => document.cookie), 'the entry script did not store the cookies before DOMContentLoaded').toContain('affid=EARLY1');
      // Islands hydrate as they come near: jump to the last one (the shared testimonials) and back,
      // so the page asks for React and its island chunks, which are held back.
      await page.evaluate(() => [...document.querySelectorAll('[data-island]')].at(-1)?.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await expect.poll(held, { message: `no chunk was held back on ${path}: is this page type still interactive?`, timeout: 10_000 }).toBeGreaterThan(0);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      expect(await anyIslandHydrated(page), 'an island hydrated although React was held back').toBe(false);
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
  { path: '/tolatenderpro-tender-search-bid-preparation-and-submission', link: { name: 'GET A QUOTE AND PRICING' }, opens: `https://forms.example.com/tender-bid-quote?${TRACKING}` },
  { path: '/tenderbriefattend-attend-tender-briefings-anywhere', link: { name: /^LEARN MORE/ }, opens: `https://blog.example.com/attend-tender-briefings-anywhere?${TRACKING}` },
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
          expect(await urlOpenedInNewTab(page, press[follow]), `${follow} on ${path}`).toBe(opens);
        }
      } finally {
        await phone.close();
      }
    });
  }
});
