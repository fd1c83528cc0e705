import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { buildReport } from '../../src/events/report';
import { openSqliteReader } from '../../src/events/sqlite-store';
import { MOBILE, openPage, urlOpenedInNewTab, useBrowser } from './browser';

// The site ships with its experiment paused: this is the server where a marketer has started it.
const baseUrl = inject('experimentsBaseUrl');
const dataDir = inject('experimentsDataDir');
const browser = useBrowser();
const PATH = '/tolatenderpro-tender-search-bid-preparation-and-submission';
// A campaign no other test uses, so the counts below are this visit's alone.
const CAMPAIGN = 'e2e-experiment';

async function eventsOfCampaign() {
  const reader = openSqliteReader(join(dataDir, 'events.db'));
  try {
    return (await reader.query({ from: 0, to: Date.now() + 60_000 })).filter((row) => row.utmCampaign === CAMPAIGN);
  } finally {
    await reader.close();
  }
}

describe('an experiment measured first-party', () => {
  it('lands from a campaign, gets a variant, follows its call to action, and the report counts both under variant, link and campaign', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: MOBILE });
    // A visitor the server assigned quote-first earlier (the cookie it set then).
    await context.addCookies([{ name: 'xp-tender-hero', value: 'quote-first', url: baseUrl }]);
    await page.goto(`${baseUrl}${PATH}?utm_source=news&utm_medium=email&utm_campaign=${CAMPAIGN}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Get a Tender Quote Today');
    expect(await page.locator('meta[name="experiment"]').getAttribute('content')).toBe('tender-hero:quote-first');

    const opened = await urlOpenedInNewTab(page, () => page.locator('.hero').getByRole('link', { name: 'GET A QUOTE AND PRICING' }).click());
    expect(new URL(opened).searchParams.get('utm_campaign')).toBe(CAMPAIGN);

    // Beacons are sent in the background; wait until both are stored.
    await expect.poll(async () => (await eventsOfCampaign()).length, { timeout: 10_000 }).toBe(2);
    const report = buildReport(await eventsOfCampaign(), { from: '2026-01-01', to: '2099-12-31' });
    expect(report.byCampaign).toEqual([{ key: `news / email / ${CAMPAIGN}`, views: 1, clicks: 1, applications: 0, valueCents: 0 }]);
    expect(report.byLink).toEqual([{ key: 'tender-quote', views: 0, clicks: 1, applications: 0, valueCents: 0 }]);
    expect(report.byPage).toEqual([{ key: 'tender-bid', views: 1, clicks: 1, applications: 0, valueCents: 0 }]);
    expect(report.experiments.map((e) => [e.experiment, e.variants.map((v) => [v.variant, v.views, v.conversions])])).toEqual([
      ['tender-hero', [['quote-first', 1, 1]]],
    ]);
    const rows = await eventsOfCampaign();
    expect(rows.find((row) => row.type === 'click')).toMatchObject({ block: 'hero', affid: false, variant: 'quote-first' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
