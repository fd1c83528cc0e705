import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { signPostback } from '../helpers/sign-postback';
import { pageUrls } from '../../src/events/page-urls';
import { reportFromCounts } from '../../src/events/report';
import { openSqliteReader } from '../../src/events/sqlite-store';
import { shippedModel } from '../helpers/load-fixture';
import { MOBILE, openPage, urlOpenedInNewTab, useBrowser } from './browser';
import { E2E_PROVIDER, E2E_PROVIDER_SECRET } from './global-setup';

// Issue 58, done when: a visitor presses a call to action, the form's provider sends a signed
// postback for that press's click id, and the report lists the application under the page,
// campaign, affiliate and variant the visitor had. The server with the experiment running takes
// the provider's postbacks (tests/e2e/global-setup.ts); the browser reaches nothing but loopback.
const baseUrl = inject('experimentsBaseUrl');
const dataDir = inject('experimentsDataDir');
const browser = useBrowser();
const PATH = '/tolatenderpro-tender-search-bid-preparation-and-submission';
// A campaign no other test uses, so its rows in the report are this visit's alone.
const CAMPAIGN = 'e2e-funnel';

async function report() {
  const reader = openSqliteReader(join(dataDir, 'events.db'));
  try {
    return reportFromCounts(await reader.report({ from: 0, to: Date.now() + 60_000 }), { from: '2026-01-01', to: '2099-12-31' }, pageUrls(shippedModel()));
  } finally {
    await reader.close();
  }
}

describe('a completed application, from the press to the report', () => {
  it('presses the call to action, a signed postback names its click id, and the report counts the application under page, campaign, affiliate and variant', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: MOBILE });
    await context.addCookies([{ name: 'xp-tender-hero', value: 'quote-first', url: baseUrl }]);
    await page.goto(`${baseUrl}${PATH}?utm_source=partner&utm_medium=referral&utm_campaign=${CAMPAIGN}&affid=AF58`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Get a Tender Quote Today');

    const opened = new URL(await urlOpenedInNewTab(page, () => page.locator('.hero').getByRole('link', { name: 'GET A QUOTE AND PRICING' }).click()));
    const clickId = opened.searchParams.get('clickid')!;
    expect([opened.origin + opened.pathname, opened.searchParams.get('utm_campaign'), opened.searchParams.get('affid'), clickId.length]).toEqual([
      'https://forms.example.com/tender-bid-quote',
      CAMPAIGN,
      'AF58',
      22,
    ]);
    // The beacon is sent in the background: wait until the press is stored.
    const press = () => report().then((r) => r.byCampaign.find((t) => t.key === `partner / referral / ${CAMPAIGN}`)?.clicks ?? 0);
    await expect.poll(press, { timeout: 10_000 }).toBe(1);

    // The provider's server, once the visitor completed the form: signed with its secret, now.
    const body = JSON.stringify({ clickId, stage: 'submitted', value: 1500.5 });
    const timestamp = Math.floor(Date.now() / 1000);
    const answer = await fetch(`${baseUrl}/__conversions`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'conversion-provider': E2E_PROVIDER,
        'conversion-timestamp': String(timestamp),
        'conversion-signature': await signPostback(E2E_PROVIDER_SECRET, timestamp, body),
      },
    });
    expect(answer.status).toBe(204);

    const { byPage, byCampaign, byAffiliate, byVariant, byLink, funnel } = await report();
    const applications = (tallies: typeof byPage, key: string) => {
      const row = tallies.find((t) => t.key === key);
      return row && { applications: row.applications, valueCents: row.valueCents };
    };
    expect(funnel).toBe(true);
    expect(byCampaign.find((t) => t.key === `partner / referral / ${CAMPAIGN}`)).toEqual({
      key: `partner / referral / ${CAMPAIGN}`,
      views: 1,
      clicks: 1,
      applications: 1,
      valueCents: 150050,
    });
    // The other tallies hold other tests' visits too: this application is the server's only one.
    expect([
      applications(byPage, PATH),
      applications(byAffiliate, 'with affid'),
      applications(byVariant, 'tender-hero / quote-first'),
      applications(byLink, 'tender-quote'),
    ]).toEqual([
      { applications: 1, valueCents: 150050 },
      { applications: 1, valueCents: 150050 },
      { applications: 1, valueCents: 150050 },
      { applications: 1, valueCents: 150050 },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
