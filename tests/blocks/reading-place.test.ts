import { describe, expect, it } from 'vitest';
import { holdReadingPlace, type PlaceHost } from '../../src/blocks/reading-place';

/** A page stand-in: one element under the centre whose top the test moves, and the scrolls asked for. */
function page(under: { top: number; isConnected: boolean } | null) {
  const scrolls: ScrollToOptions[] = [];
  const element = under && { isConnected: under.isConnected, getBoundingClientRect: () => ({ top: under.top }) };
  const host: PlaceHost = {
    innerWidth: 360,
    innerHeight: 740,
    scrollBy: (options) => void scrolls.push(options),
    document: { elementFromPoint: () => element as never, documentElement: { style: { overflowAnchor: '' } } },
  };
  return { host, scrolls, anchoring: () => host.document.documentElement.style.overflowAnchor };
}

describe('holdReadingPlace: what is under the screen centre stays there', () => {
  it('scrolls by as much as the content above pushed it, with the browser anchoring off meanwhile', () => {
    const reading = { top: 120, isConnected: true };
    const { host, scrolls, anchoring } = page(reading);
    const done = holdReadingPlace(host);
    expect(anchoring()).toBe('none');
    reading.top = 2520; // six deal cards added above it
    done();
    expect(scrolls).toEqual([{ top: 2400, behavior: 'instant' }]);
    expect(anchoring()).toBe('');
  });

  it('does not scroll when nothing above it grew, nor when it left the page', () => {
    const still = page({ top: 300, isConnected: true });
    holdReadingPlace(still.host)();
    const gone = page({ top: 300, isConnected: false });
    holdReadingPlace(gone.host)();
    const empty = page(null);
    holdReadingPlace(empty.host)();
    expect([still.scrolls, gone.scrolls, empty.scrolls]).toEqual([[], [], []]);
    expect([still.anchoring(), gone.anchoring(), empty.anchoring()]).toEqual(['', '', '']);
  });
});
