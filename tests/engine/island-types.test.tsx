import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CarouselView } from '../../src/blocks/CarouselView';
import { Island } from '../../src/blocks/Island';
import { PlanCardsView } from '../../src/blocks/PlanCardsView';
import { islandLoaders } from '../../src/client/islands';

const carousel = { label: 'Photos', slides: [{ image: { src: '/a.svg', alt: 'A', width: 8, height: 4 } }], autoplayMs: 0, controls: { previous: 'Back', next: 'On', pause: 'Stop', play: 'Go' } };

describe('typed islands', () => {
  it('writes the island name, when it hydrates, and its props for the browser', () => {
    const html = renderToString(<Island name="carousel" hydrate="idle" component={CarouselView} props={carousel} />);
    expect(html).toContain('<div data-island="carousel" data-hydrate="idle" data-props="{&quot;label&quot;:&quot;Photos&quot;');
    expect(Object.keys(islandLoaders).sort()).toEqual(['audio-player', 'carousel', 'deals', 'plan-cards', 'testimonials']);
  });

  it('refuses, at typecheck, a wrong island name, component or props shape', () => {
    // Each line below must fail `npm run typecheck`; @ts-expect-error fails it when one stops failing.
    // @ts-expect-error: no island is called "carousell"
    void (() => <Island name="carousell" hydrate="visible" component={CarouselView} props={carousel} />);
    // @ts-expect-error: the carousel island is not rendered by the plan cards
    void (() => <Island name="carousel" hydrate="visible" component={PlanCardsView} props={carousel} />);
    // @ts-expect-error: a carousel needs its slides
    void (() => <Island name="carousel" hydrate="visible" component={CarouselView} props={{ ...carousel, slides: undefined }} />);
    // @ts-expect-error: "soon" is not a way to hydrate
    void (() => <Island name="carousel" hydrate="soon" component={CarouselView} props={carousel} />);
    expect(true).toBe(true);
  });
});
