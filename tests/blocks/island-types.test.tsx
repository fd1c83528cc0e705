import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Island } from '../../src/blocks/Island';
import { LiveDeals } from '../../src/blocks/LiveDeals';
import { islandLoaders } from '../../src/client/islands';

const deals = {
  loadingText: 'Loading deals...',
  waitingText: 'See the deals by phone.',
  pastDelivery: { show: 'closed' as const, stage: 'Closed' },
  closingSoon: { days: 14, label: 'Closing soon' },
  labels: { invest: 'Invest', amount: 'Amount' } as never,
  actions: [],
};

describe('typed islands', () => {
  it('writes the island name, when it hydrates, and its props for the browser', () => {
    const html = renderToString(<Island name="deals" hydrate="visible" component={LiveDeals} props={deals} />);
    expect(html).toContain('<div data-island="deals" data-hydrate="visible" data-props="{&quot;loadingText&quot;:&quot;Loading deals...&quot;');
    // Only what changes after load is an island: carousels, testimonials, plan cards and the audio player are HTML and CSS.
    expect(Object.keys(islandLoaders)).toEqual(['deals']);
  });

  it('refuses, at typecheck, a wrong island name, component or props shape', () => {
    // Each line below must fail `npm run typecheck`; @ts-expect-error fails it when one stops failing.
    // @ts-expect-error: no island is called "carousel" any more
    void (() => <Island name="carousel" hydrate="visible" component={LiveDeals} props={deals} />);
    // @ts-expect-error: the deals island needs its loading text
    void (() => <Island name="deals" hydrate="visible" component={LiveDeals} props={{ ...deals, loadingText: undefined }} />);
    // @ts-expect-error: "soon" is not a way to hydrate
    void (() => <Island name="deals" hydrate="soon" component={LiveDeals} props={deals} />);
    expect(true).toBe(true);
  });
});
