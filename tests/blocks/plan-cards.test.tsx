import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MAX_BUNDLES, planCardsLabelsSchema } from '../../schemas/blocks/plan-cards';
import { PlanCards } from '../../src/blocks/PlanCards';
import { NO_CONTENT } from '../../src/content/site-content';
import { createRenderer } from '../../src/render/render-page';
import { createResolver } from '../../src/resolve/resolve-page';
import type { ResolvedBlock } from '../../src/resolve/types';
import { problemsWith, ROOT, shippedModel } from '../helpers/load-fixture';

const model = shippedModel();
const render = createRenderer(model, { scripts: [], styles: [] });
const home = model.pages.find((entry) => entry.file === 'pages/home.yaml')!;
const block = createResolver(model.site, NO_CONTENT)
  .page(home.page, '')
  .sections.find((section): section is ResolvedBlock<'plan-cards'> => section.type === 'plan-cards')!;

const cards = (plans: typeof block.plans) => renderToString(<PlanCards block={{ ...block, plans }} />);

const decode = (html: string) => html.replaceAll('&amp;', '&');
const priceOf = (html: string) => [...html.matchAll(/<span class="plan-price-amount">([^<]+)<\/span>/g)].map((m) => m[1]);
/** Each card's prices, one per bundle in the selector's order (the stylesheet shows the chosen one). */
const pricesByCard = (html: string) =>
  [...html.matchAll(/<div class="plan-by-bundle" aria-live="polite" aria-atomic="true">([\s\S]*?)<\/div>/g)].map((m) => priceOf(m[1]!));
const orderHrefs = (html: string) => [...html.matchAll(/<a href="([^"]+)"[^>]*class="button button-primary plan-order"/g)].map((m) => new URL(decode(m[1]!)));

describe('plan cards on the home page', () => {
  const { html } = render('/');

  it('shows the three plans with their users, setup fee and a price for every bundle', () => {
    expect([...html.matchAll(/<h3 id="packages-[a-z0-9-]+-name">([^<]+)<\/h3>/g)].map((m) => m[1])).toEqual(['Lite', 'Team 3x', 'Grow 5x']);
    expect(pricesByCard(html).map((prices) => prices[0])).toEqual(['R49.00', 'R147.00', 'R245.00']);
    expect(pricesByCard(html).map((prices) => prices.length)).toEqual([10, 10, 10]);
    expect(html).toContain('R199 once-off setup');
    expect(html).toContain('R499 once-off setup');
    expect(html).toContain('R899 once-off setup');
    expect(html).toContain('1 user<!-- --> · <!-- -->Single line, no PBX');
    expect(html).toContain('3 users<!-- --> · <!-- -->Cloud PBX included');
  });

  it('labels the minute selector and starts it at the plan default bundle', () => {
    expect(html).toContain('<label class="plan-minutes-label" for="packages-team-3x-minutes">Prepaid minutes a month</label>');
    expect(html).toMatch(
      /<select id="packages-team-3x-minutes" class="plan-minutes"><option value="0" selected="">No bundle \(rental only\)<\/option><option value="100">100 minutes<\/option>/,
    );
    expect(html).toContain('<option value="2000">2,000 minutes</option>');
  });

  it('announces the price politely when it changes', () => {
    expect(html).toContain(
      '<div class="plan-by-bundle" aria-live="polite" aria-atomic="true"><p class="plan-price"><span class="plan-price-amount">R147.00</span> <span class="plan-price-period">per month</span></p><p class="plan-price"><span class="plan-price-amount">R206.00</span>',
    );
  });

  it('links each order button to the order form with the card values and no tracking baked in', () => {
    const hrefs = orderHrefs(html);
    expect(hrefs).toHaveLength(30); // one per bundle on each card; the stylesheet shows the chosen bundle's
    expect([hrefs[0], hrefs[2], hrefs[12], hrefs[29]].map((url) => Object.fromEntries(url!.searchParams))).toEqual([
      { minutes: '0', users: '1', setupfee: '199', product: 'Lite' },
      { minutes: '250', users: '1', setupfee: '199', product: 'Lite' },
      { minutes: '250', users: '3', setupfee: '499', product: 'Team 3x' },
      { minutes: '2000', users: '5', setupfee: '899', product: 'Grow 5x' },
    ]);
    expect(hrefs[0]!.origin + hrefs[0]!.pathname).toBe('https://order.example.com/voip-phone-system');
    expect(html).not.toContain('utm_source');
    expect(html).toMatch(
      /<a href="[^"]+" target="_blank" rel="noopener noreferrer" class="button button-primary plan-order" data-tracking="" data-cta="phone-order">Order now<\/a>/,
    );
  });

  it('shows the feature list at first, with a toggle that reads Hide while open and Show while closed', () => {
    expect(html).toContain(
      '<details class="plan-features-box" open=""><summary class="plan-features-toggle"><span class="plan-features-hide">Hide all features</span><span class="plan-features-show">Show all features</span></summary><ul class="plan-features"><li class="is-included">',
    );
    expect(html).toContain(
      '<svg class="mark mark-no" role="img" aria-label="Not included" width="20" height="20" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11"></circle><path d="M8 8l8 8m0-8l-8 8"></path></svg><span>Call queues</span>',
    );
  });

  it('needs no script: no island and no props for the browser', () => {
    expect(html).not.toContain('data-island="plan-cards"');
    expect(html).not.toContain('data-props');
  });
});

// Worked out by hand from the spec: 0.59 x minutes + 49 x users, in rand with cents.
const MONTHLY: Record<string, Record<number, string>> = {
  Lite: {
    0: 'R49.00',
    100: 'R108.00',
    250: 'R196.50',
    400: 'R285.00',
    550: 'R373.50',
    700: 'R462.00',
    850: 'R550.50',
    1000: 'R639.00',
    1500: 'R934.00',
    2000: 'R1,229.00',
  },
  'Team 3x': {
    0: 'R147.00',
    100: 'R206.00',
    250: 'R294.50',
    400: 'R383.00',
    550: 'R471.50',
    700: 'R560.00',
    850: 'R648.50',
    1000: 'R737.00',
    1500: 'R1,032.00',
    2000: 'R1,327.00',
  },
  'Grow 5x': {
    0: 'R245.00',
    100: 'R304.00',
    250: 'R392.50',
    400: 'R481.00',
    550: 'R569.50',
    700: 'R658.00',
    850: 'R746.50',
    1000: 'R835.00',
    1500: 'R1,130.00',
    2000: 'R1,425.00',
  },
};

describe('price of every plan at every bundle', () => {
  it("offers the spec's plans and bundles", () => {
    expect(block.plans.map((plan) => plan.name)).toEqual(Object.keys(MONTHLY));
    expect(block.bundles).toEqual([0, 100, 250, 400, 550, 700, 850, 1000, 1500, 2000]);
  });
  for (const plan of block.plans) {
    for (const minutes of block.bundles) {
      it(`${plan.name} at ${minutes} minutes is ${MONTHLY[plan.name]?.[minutes]}`, () => {
        const html = cards([{ ...plan, defaultMinutes: minutes }]);
        const position = block.bundles.indexOf(minutes);
        expect(pricesByCard(html)[0]![position]).toBe(MONTHLY[plan.name]![minutes]);
        expect(orderHrefs(html)[position]!.searchParams.get('minutes')).toBe(String(minutes));
        expect(html).toContain(`<option value="${minutes}" selected="">`);
      });
    }
  }
});

describe('plan card options', () => {
  it('takes the discount off the price and says so on a badge', () => {
    const team = block.plans[1]!;
    const html = cards([{ ...team, disc: 0.1, defaultMinutes: 250, isEnterprise: true }]);
    expect(pricesByCard(html)[0]![2]).toBe('R265.05'); // R294.50 at 250 minutes, less 10%
    expect(html).toContain('<p class="plan-badges"><span class="plan-badge">Enterprise</span><span class="plan-badge">10% off</span></p>');
  });

  it('reads in neutral words where the site writes no labels, and shows the users alone without a pbx or noPbx label', () => {
    const plans = [block.plans[0]!, block.plans[1]!].map((plan) => ({ ...plan, features: [] }));
    const html = renderToString(<PlanCards block={{ ...block, heading: undefined, intro: undefined, labels: planCardsLabelsSchema.parse({}), plans }} />);
    expect(html).toContain('<label class="plan-minutes-label" for="packages-lite-minutes">Monthly bundle</label>');
    expect(html).toMatch(
      /<select id="packages-lite-minutes" class="plan-minutes"><option value="0" selected="">No bundle<\/option><option value="100">100 a month<\/option>/,
    );
    expect(html).toContain('<p class="plan-summary">1 user</p>');
    expect(html).toContain('<p class="plan-summary">3 users</p>');
    expect(html).toContain('<span class="plan-price-period">per month</span>');
    expect(html).toContain('R199 once-off setup');
    // What the cards say, their order link's address aside: none of the phone plans' words.
    expect(html.replace(/<[^>]+>/g, ' ')).not.toMatch(/phone|PBX|minute|VoIP/i);
  });

  it('leaves the toggle out of a plan with no features', () => {
    const html = cards([{ ...block.plans[0]!, features: [] }]);
    expect(html).not.toContain('plan-features-toggle');
  });
});

describe('the stylesheet that shows the chosen bundle', () => {
  it('has a rule for every position a block may have, 1 to 16, and no more', () => {
    const css = readFileSync(join(ROOT, 'src/styles/blocks/plan-cards.css'), 'utf8');
    const positions = [...css.matchAll(/\.plan-minutes > :nth-child\((\d+)\):not\(:checked\)\) \.plan-by-bundle > :nth-child\((\d+)\)/g)].map((m) =>
      m[1] === m[2] ? Number(m[1]) : -1,
    );
    expect(MAX_BUNDLES).toBe(16);
    expect(positions).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });
});

describe('plan-cards validation', () => {
  const page = (planLines: string, blockLines = '') =>
    [
      'name: Fixture',
      'paths: [/fixture]',
      'meta: { title: Fixture, description: A fixture page. }',
      'sections:',
      '  - type: hero',
      '    heading: Fixture',
      '  - type: plan-cards',
      '    pricePerMinute: 0.59',
      '    rentalPerUser: 49',
      '    bundles: [0, 100, 250]',
      '    order: { label: Order now, link: phone-order }',
      ...(blockLines ? [blockLines] : []),
      '    plans:',
      '      - name: Lite',
      '        setupFee: 199',
      '        defaultUsers: 1',
      planLines,
    ].join('\n');

  it('rejects a default bundle that is not on offer, at the plan that has it', () => {
    expect(problemsWith({ 'pages/fixture.yaml': page('        defaultMinutes: 300') })).toEqual([
      'pages/fixture.yaml:16:25 sections[1].plans[0].defaultMinutes: Plan "Lite" starts at the bundle 300, which is not one of the bundles (0, 100, 250). Use one of those or add 300 to bundles. [LE252]',
    ]);
  });

  it('refuses more bundles than the stylesheet can show, at the list', () => {
    const seventeen = `[${Array.from({ length: 17 }, (_, i) => i * 100).join(', ')}]`;
    expect(problemsWith({ 'pages/fixture.yaml': page('').replace('bundles: [0, 100, 250]', `bundles: ${seventeen}`) })).toEqual([
      'pages/fixture.yaml:10:14 sections[1].bundles: This list has 17 items; bundles takes at most 16. Bundle sizes the visitor can choose (minutes, services: what labels.minutesOption counts), in the order shown, like [0, 100, 250]; at most 16. [LE228]\n' +
        '  10 |     bundles: [0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1400, 1500, 16…\n' +
        '     |              ^',
    ]);
  });

  it('rejects a price with a fraction of a cent', () => {
    expect(problemsWith({ 'pages/fixture.yaml': page('', '    pricePerMinute: 0.595').replace('    pricePerMinute: 0.59\n', '') })).toEqual([
      expect.stringMatching(
        /^pages\/fixture\.yaml:\d+:\d+ sections\[1\]\.pricePerMinute: Rand amounts have at most two decimals \(whole cents\), like 0\.59 or 49\. \[LE250\]$/,
      ),
    ]);
  });

  it('names an unknown order link template', () => {
    const problems = problemsWith({ 'pages/fixture.yaml': page('').replace('link: phone-order', 'link: phone-ordr') });
    expect(problems).toEqual([expect.stringContaining('sections[1].order.link: Unknown link template "phone-ordr". Did you mean "phone-order"?')]);
  });

  it('refuses an order link that cannot carry the card values (validate, not the renderer)', () => {
    const config = readFileSync(join(ROOT, 'site.config.yaml'), 'utf8').replace('takes: [minutes, users, setupfee, product]', 'takes: [minutes]');
    expect(problemsWith({ 'site.config.yaml': config })).toEqual([
      'pages/home.yaml:67:38 sections[2].order.link: Link template "phone-order" must take minutes, users, setupfee, product here, but does not take users, setupfee, product. Add them to its takes list in site.config.yaml or pick another template. [LE302]',
    ]);
  });
});
