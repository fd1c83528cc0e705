// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenAnIslandNears } from '../../src/client/island-near';
import { parseHTML } from '../helpers/dom';

// The boot script's question "may an island need to hydrate yet?", on the browser's own window
// (its scroll) with an IntersectionObserver the test drives.

type Observer = { callback: (entries: Array<{ isIntersecting: boolean }>) => void; rootMargin: string; watched: string[]; connected: boolean };
let observers: Observer[];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: Observer;
      constructor(callback: Observer['callback'], options: { rootMargin: string }) {
        this.entry = { callback, rootMargin: options.rootMargin, watched: [], connected: true };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.watched.push(target.id);
      }
      disconnect() {
        this.entry.connected = false;
      }
    },
  );
});

afterEach(() => {
  // A test that never scrolled leaves its first-scroll listener on the window: let it go now.
  window.dispatchEvent(new Event('scroll'));
  vi.unstubAllGlobals();
});

const PAGE = `<section id="hero"><h1>Phones</h1></section>
  <section id="plans"><div data-island="plan-cards" data-hydrate="visible"></div></section>
  <div id="bare" data-island="deals" data-hydrate="idle"></div>`;

function page(body = PAGE) {
  const { document } = parseHTML(`<!doctype html><html><body>${body}</body></html>`);
  let runs = 0;
  whenAnIslandNears(() => (runs += 1), document);
  return { runs: () => runs };
}

/** The observer made with `rootMargin` reports its targets (not) intersecting. */
const report = (rootMargin: string, isIntersecting: boolean) =>
  observers.filter((o) => o.rootMargin === rootMargin && o.connected).forEach((o) => o.callback([{ isIntersecting }]));

describe('when an island nears', () => {
  it("watches each island's section (or the island itself outside a section) on the screen, with no margin, and runs once one is there", () => {
    const { runs } = page();
    expect(observers).toEqual([{ callback: expect.any(Function), rootMargin: '0px', watched: ['plans', 'bare'], connected: true }]);
    report('0px', false);
    expect(runs()).toBe(0);
    report('0px', true);
    expect(runs()).toBe(1);
    expect(observers[0]!.connected).toBe(false);
    observers[0]!.callback([{ isIntersecting: true }]);
    expect(runs()).toBe(1);
  });

  it('from the first scroll on, also 200px ahead of the screen; runs once whichever observer sees an island first', () => {
    const { runs } = page();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(observers.map((o) => [o.rootMargin, o.watched])).toEqual([
      ['0px', ['plans', 'bare']],
      ['200px 0px', ['plans', 'bare']],
    ]);
    report('200px 0px', false);
    expect(runs()).toBe(0);
    observers[1]!.callback([{ isIntersecting: false }, { isIntersecting: true }]);
    expect(runs()).toBe(1);
    observers[0]!.callback([{ isIntersecting: true }]);
    expect(runs()).toBe(1);
  });

  it('watches no more after it has run, even at the first scroll', () => {
    const { runs } = page();
    report('0px', true);
    window.dispatchEvent(new Event('scroll'));
    expect(observers).toHaveLength(1);
    expect(runs()).toBe(1);
  });

  it('runs at once when an island is marked hydrate: load, or the browser has no IntersectionObserver', () => {
    expect(page(`${PAGE}<section><div data-island="audio-player" data-hydrate="load"></div></section>`).runs()).toBe(1);
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(page().runs()).toBe(1);
    expect(observers).toEqual([]);
  });

  it('never runs on a page without islands', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { runs } = page('<section id="hero"><h1>Phones</h1></section>');
    window.dispatchEvent(new Event('scroll'));
    expect(runs()).toBe(0);
  });
});
