// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Deals } from '../../src/blocks/Deals';
import { DealsList, placesIn } from '../../src/blocks/LiveDeals';
import { readDeals } from '../../src/content/deals-state';
import { NO_CONTENT } from '../../src/content/site-content';
import { createResolver } from '../../src/resolve/resolve-page';
import type { ResolvedBlock } from '../../src/resolve/types';
import { loadWith, ROOT, shippedModel } from '../helpers/load-fixture';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const model = shippedModel();
const invest = model.pages.find((entry) => entry.id === 'invest')!;
const block = createResolver(model.site, NO_CONTENT)
  .page(invest.page, '')
  .sections.find((section): section is ResolvedBlock<'deals'> => section.type === 'deals')!;
const seeded = readFileSync(join(ROOT, 'content', 'deals.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { publish: boolean })
  .filter((doc) => doc.publish);
// The day content/seed-dates.json says the seed is written as of: each standing has a deal.
const SEED_DAY = '2025-03-20';

/** Every card of the section in page order: D(eal) or P(roject), its code or title, and whether it sits in the closed fold. */
const cardsIn = (section: Element) =>
  [...section.querySelectorAll('.deal-card, .project-card')].map((card) => {
    const name = card.getAttribute('data-project') ?? card.querySelector('h3')!.textContent;
    return `${card.closest('details') ? 'folded ' : ''}${card.classList.contains('deal-card') ? 'D' : 'P'} ${name}${card.classList.contains('is-closing-soon') ? ' (closing soon)' : ''}`;
  });

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('deals section order (issue 60): what an investor can still fund comes first', () => {
  it('on the server, lists the open projects first, then folds the closed ones away behind "Show closed projects"', () => {
    document.body.innerHTML = renderToString(<Deals block={block} />);
    const section = document.querySelector('section.deals')!;
    expect(cardsIn(section)).toEqual([
      'P MD76208',
      'P FINTECH',
      ...block.projects.filter((project) => project.closed).map((project) => `folded P ${project.code}`),
    ]);
    expect(section.querySelector('details.deals-closed > summary')!.textContent).toBe('Show closed projects');
    expect(section.querySelector('details.deals-closed')!.hasAttribute('open')).toBe(false);
  });

  it('once the deals arrive, lists the open ones after the open projects, then the one closing soon, and folds the closed ones away', async () => {
    document.body.innerHTML = renderToString(<Deals block={block} />);
    const section = document.querySelector('section.deals')!;
    const state = await readDeals({ fetch: async () => seeded }, { warn: () => {}, error: () => {} });
    const props = {
      loadingText: block.loadingText,
      waitingText: block.waitingText,
      labels: block.dealLabels,
      pastDelivery: block.pastDelivery,
      closingSoon: block.closingSoon,
      actions: block.dealActions,
    };
    root = createRoot(section.querySelector('[data-island]')!);
    act(() => root!.render(<DealsList {...props} state={state} today={SEED_DAY} places={placesIn(section)} />));
    expect(cardsIn(section)).toEqual([
      'P MD76208',
      'P FINTECH',
      'D Classroom paving and fencing, Mthatha',
      'D Cable trays and brackets for a rail depot',
      'D Verified invoice: security services for a health district',
      'D Clinic roof and gutter replacement, Tembisa (closing soon)',
      'folded D Stationery and toner for a district municipality',
      'folded D Gloves and masks for a provincial hospital',
      ...block.projects.filter((project) => project.closed).map((project) => `folded P ${project.code}`),
    ]);
  });

  it('takes the words of the fold and of the closing-soon mark, and its days, from YAML', () => {
    const yaml = readFileSync(join(ROOT, 'pages', 'invest.yaml'), 'utf8').replace(
      '    closedText: Investment is closed.\n',
      '    closedText: Investment is closed.\n    showClosedText: See the funded projects\n    closingSoon: { days: 7, label: Last week to fund }\n',
    );
    const loaded = loadWith({ 'pages/invest.yaml': yaml });
    if (!loaded.ok) throw new Error(loaded.problems.map((problem) => problem.message).join('\n'));
    const page = loaded.model.pages.find((entry) => entry.id === 'invest')!.page;
    const worded = createResolver(loaded.model.site, NO_CONTENT)
      .page(page, '')
      .sections.find((section): section is ResolvedBlock<'deals'> => section.type === 'deals')!;
    document.body.innerHTML = renderToString(<Deals block={worded} />);
    expect(document.querySelector('details.deals-closed > summary')!.textContent).toBe('See the funded projects');
    expect(JSON.parse(document.querySelector('[data-island]')!.getAttribute('data-props')!).closingSoon).toEqual({ days: 7, label: 'Last week to fund' });
  });
});
