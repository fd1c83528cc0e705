import { describe, expect, inject, it } from 'vitest';
import { holdScripts, MOBILE, openPage, urlOpenedInNewTab, useBrowser } from './browser';
import { clickIdIn, pressedUrl } from '../helpers/pressed-url';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

// What the inline boot script alone does, with every other script of the site held back (a slow
// phone): a deleted boot-time sweep or a middle click counted as button 2 changed no URL a browser
// opens, so only these tests notice (issue 29).
const LANDING = '/tender-finance?utm_source=sms&utm_campaign=winter%20deals&affid=EARLY1';
const TRACKED = 'https://forms.example.com/tender-finance-application?utm_source=sms&utm_medium=&utm_campaign=winter+deals&utm_content=&utm_term=&affid=EARLY1';

async function slowPhone() {
  const { page, context, errors } = await openPage(browser(), { viewport: MOBILE });
  const { held, release } = await holdScripts(page, 'abort');
  // The beacons the page sends, answered here as the site's intake would (it stores nothing).
  const events: string[] = [];
  await page.route('**/__events', async (route) => {
    events.push(route.request().postData() ?? '');
    await route.fulfill({ status: 204 });
  });
  await page.goto(baseUrl + LANDING, { waitUntil: 'domcontentloaded' });
  // The hero's Apply Now: the first tracked link, outside every island.
  const apply = page.getByRole('link', { name: 'Apply Now' }).first();
  expect(await apply.evaluate((a) => a.closest('[data-island]') === null), 'the hero link is expected outside any island').toBe(true);
  // No island is near this phone's first screen, so nothing asks for the entry script before the
  // visitor acts (issue 32); the boot script has run once its sweep has tracked the link.
  await expect.poll(() => apply.getAttribute('href'), { message: 'the boot script never tracked the hero link', timeout: 10_000 }).toBe(TRACKED);
  expect(held(), 'no site script is asked for before the visitor acts').toBe(0);
  return {
    page,
    apply,
    events,
    errors,
    async close() {
      release();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    },
  };
}

describe('the boot script on a slow phone', () => {
  it('gives a tracked link outside the islands its campaign and affiliate before any click, so a copied link keeps them', async () => {
    const phone = await slowPhone();
    try {
      expect(await phone.apply.getAttribute('href')).toBe(TRACKED);
      // Nothing was followed: no click event was sent.
      expect(phone.events.filter((body) => body.includes('"type":"click"'))).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('counts a middle click on a call to action: the exact event sent, once', async () => {
    const phone = await slowPhone();
    try {
      const opened = await urlOpenedInNewTab(phone.page, () => phone.apply.click({ button: 'middle' }));
      expect(opened).toMatch(pressedUrl(TRACKED));
      // The press's click id: the one the form received.
      const click = `{"path":"/tender-finance","utmSource":"sms","utmCampaign":"winter deals","affid":true,"type":"click","link":"finance-apply","block":"hero","clickId":"${clickIdIn(opened)}"}`;
      await expect
        .poll(() => phone.events.filter((body) => body.includes('"type":"click"')), { message: 'the middle click sent no click event', timeout: 10_000 })
        .toEqual([click]);
      // The page view goes first (at the latest with the click), once.
      expect(phone.events[0]).toBe('{"path":"/tender-finance","utmSource":"sms","utmCampaign":"winter deals","affid":true,"type":"view"}');
      expect(phone.events.filter((body) => body.includes('"type":"view"'))).toHaveLength(1);
    } finally {
      await phone.close();
    }
  });

  it('does not count a right click (the context menu may open nothing)', async () => {
    const phone = await slowPhone();
    try {
      await phone.apply.click({ button: 'right' });
      // A left click after it is counted: the only click event is that one.
      expect(await urlOpenedInNewTab(phone.page, () => phone.apply.click({ modifiers: ['ControlOrMeta'] }))).toMatch(pressedUrl(TRACKED));
      await expect.poll(() => phone.events.filter((body) => body.includes('"type":"click"')), { timeout: 10_000 }).toHaveLength(1);
    } finally {
      await phone.close();
    }
  });
});
