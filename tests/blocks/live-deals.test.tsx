import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LiveDeals, DealsList, type LiveDealsProps } from '../../src/blocks/LiveDeals';
import { readDeals } from '../../src/content/deals-state';
import { NO_CONTENT } from '../../src/content/site-content';
import { createResolver } from '../../src/resolve/resolve-page';
import type { ResolvedBlock } from '../../src/resolve/types';
import { ROOT, shippedModel } from '../helpers/load-fixture';

const model = shippedModel();
const invest = model.pages.find((entry) => entry.id === 'invest')!;
const deals = createResolver(model.site, NO_CONTENT)
  .page(invest.page, '')
  .sections.find((block): block is ResolvedBlock<'deals'> => block.type === 'deals')!;
const props: LiveDealsProps = {
  loadingText: deals.loadingText,
  waitingText: deals.waitingText,
  pastDelivery: deals.pastDelivery,
  closingSoon: deals.closingSoon,
  labels: deals.dealLabels,
  actions: deals.dealActions,
};

/** The seeded deals documents, as the content store answers the deals query. */
const seeded = readFileSync(join(ROOT, 'content', 'deals.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { publish: boolean })
  .filter((doc) => doc.publish);

// Weeks before the first delivery date of the seeded deals (2025-02-28): every one is open.
const BEFORE_ANY_DELIVERY = '2025-01-15';
// The day content/seed-dates.json says the seed is written as of: each standing has a deal.
const SEED_DAY = '2025-03-20';

const quietLog = () => ({ warn: vi.fn(), error: vi.fn() });

describe('live deals island', () => {
  it('renders waiting on the server (where else to get the deals), whatever the loader does', () => {
    const html = renderToString(<LiveDeals {...props} load={() => new Promise(() => {})} />);
    expect(html).toBe(
      '<div class="live-deals" data-state="waiting"><p class="deals-status" role="status"><span>The live deals appear here once this page has loaded. To hear about them now, use Request a Call Back or Chat on WhatsApp above.</span><span hidden="">Loading deals for investing...</span></p></div>',
    );
  });

  it('goes from loading to one card per published deal, each asking with ref = its project code', async () => {
    const log = quietLog();
    const state = await readDeals({ fetch: async () => seeded }, log);
    expect(state.status).toBe('loaded');
    const html = renderToString(<DealsList state={state} {...props} today={BEFORE_ANY_DELIVERY} />);
    expect(html).toContain('data-state="loaded"');
    expect(html).toContain('<p class="deals-status" role="status"></p>');
    // Six published rows in content/deals.ndjson, six cards (MD77211's amount is "TBC").
    expect(html.match(/<article class="deal-card">/g)).toHaveLength(6);
    expect(html).toContain('<h3>Clinic roof and gutter replacement, Tembisa</h3><p class="deal-subtitle">Main Contractor - Construction</p>');
    expect(html).toContain('<dt>PO or invoice amount</dt><dd>R480,000</dd>');
    expect(html).toContain('<dt>Finance fee</dt><dd>10%</dd>');
    expect(html).toContain('<dt>Funder interest</dt><dd>R8,662.50</dd>');
    expect(html).toContain('<dt>Delivery date</dt><dd>28 Mar 2025</dd>');
    expect(html).toContain(
      '<a href="https://forms.example.com/investor-interest?ref=MD77102" target="_blank" rel="noopener noreferrer" class="button button-secondary" data-tracking="" data-cta="investor-form">CALL ME BACK</a>',
    );
    expect(html).toContain(
      '<a href="https://forms.example.com/investor-interest?ref=MD77102" target="_blank" rel="noopener noreferrer" class="button button-primary" data-tracking="" data-cta="investor-form">AM INTERESTED</a>',
    );
  });

  it('shows a row whose amount cannot be read, with the cell as written, and warns naming the row and cell', async () => {
    const log = quietLog();
    const state = await readDeals({ fetch: async () => seeded }, log);
    if (state.status !== 'loaded') throw new Error('expected loaded');
    expect(state.deals.map((deal) => deal.projectCode)).toEqual(['MD77102', 'MD77118', 'MD77205', 'MD77211', 'MD77340', 'MD77402']);
    const html = renderToString(<DealsList state={state} {...props} today={BEFORE_ANY_DELIVERY} />);
    expect(html).toContain('<h3>Gloves and masks for a provincial hospital</h3>');
    expect(html).toContain('<dt>PO or invoice amount</dt><dd>TBC</dd>');
    expect(html).toContain('<a href="https://forms.example.com/investor-interest?ref=MD77211"');
    expect(log.warn.mock.calls).toEqual([
      [
        'Deal row 1 (project code MD77211) in deals document "deals-2025-q1-supply": cell 10 (PO or invoice amount) should be an amount like 125000 or "R125,000", got "TBC"; shown as written',
      ],
    ]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('keeps a failed read as an error, logs it and shows no message', async () => {
    const log = quietLog();
    const failure = new Error('Request error while attempting to reach http://127.0.0.1/content-api');
    const state = await readDeals({ fetch: async () => Promise.reject(failure) }, log);
    expect(state).toEqual({ status: 'error', error: failure });
    expect(log.error).toHaveBeenCalledWith(`Could not load deals from the content store: ${failure.message}`);
    const html = renderToString(<DealsList state={state} {...props} today={BEFORE_ANY_DELIVERY} />);
    expect(html).toBe('<div class="live-deals" data-state="error"><p class="deals-status" role="status"></p></div>');
  });

  it("shows the deals past their delivery date closed, by the block's pastDelivery rule: its stage and no buttons", async () => {
    const state = await readDeals({ fetch: async () => seeded }, quietLog());
    // On 1 April 2025: MD77102 (28 Mar), MD77205 (28 Feb) and MD77211 (7 Mar) have passed.
    const html = renderToString(<DealsList state={state} {...props} today="2025-04-01" />);
    const cards = html.split('<article ').slice(1);
    const closed = cards.filter((card) => card.startsWith('class="deal-card is-closed"'));
    expect(closed.map((card) => card.match(/<h3>(.*?)<\/h3>/)![1])).toEqual([
      'Clinic roof and gutter replacement, Tembisa',
      'Stationery and toner for a district municipality',
      'Gloves and masks for a provincial hospital',
    ]);
    for (const card of closed) {
      expect(card).toContain('<dt>Stage</dt><dd>Closed: delivery date passed</dd>');
      expect(card).not.toContain('AM INTERESTED');
    }
    expect(cards).toHaveLength(6);
    expect(html.match(/>AM INTERESTED</g)).toHaveLength(3);
    const hidden = renderToString(<DealsList state={state} {...props} pastDelivery={{ show: 'hidden', stage: 'Closed' }} today="2025-04-01" />);
    expect(hidden.match(/<article /g)).toHaveLength(3);
  });

  it("lists the open deals first, then the ones closing soon (marked), then the closed ones: on the seed's own day, each standing", async () => {
    const state = await readDeals({ fetch: async () => seeded }, quietLog());
    const html = renderToString(<DealsList state={state} {...props} today={SEED_DAY} />);
    const cards = html
      .split('<article class="')
      .slice(1)
      .map((card) => `${card.slice(0, card.indexOf('"'))}: ${card.match(/<h3>(.*?)<\/h3>/)![1]}`);
    expect(cards).toEqual([
      'deal-card: Classroom paving and fencing, Mthatha',
      'deal-card: Cable trays and brackets for a rail depot',
      'deal-card: Verified invoice: security services for a health district',
      'deal-card is-closing-soon: Clinic roof and gutter replacement, Tembisa',
      'deal-card is-closed: Stationery and toner for a district municipality',
      'deal-card is-closed: Gloves and masks for a provincial hospital',
    ]);
    // The one closing soon (delivered 28 Mar, 8 days on) says so above its title, and keeps its buttons.
    expect(html).toContain(
      '<article class="deal-card is-closing-soon"><p class="deal-soon">Closing soon</p><h3>Clinic roof and gutter replacement, Tembisa</h3>',
    );
    expect(html.match(/>AM INTERESTED</g)).toHaveLength(4);
    expect(html.match(/>CALL ME BACK</g)).toHaveLength(4);
  });

  it('logs the missing column_order and shows no cards', async () => {
    const log = quietLog();
    const state = await readDeals({ fetch: async () => [{ _id: 'd', details: { rows: [] } }] }, log);
    expect(state).toEqual({ status: 'loaded', deals: [] });
    expect(log.error).toHaveBeenCalledWith('column_order property not found');
  });
});
