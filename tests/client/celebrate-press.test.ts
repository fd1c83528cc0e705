// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchCelebrations, fetchWhenNear } from '../../src/client/celebrate-press';
import { parseHTML } from '../helpers/dom';

// Presses of a confetti button caught by the boot script, before and after the entry script can
// show the confetti (tests/client/confetti-duration.test.ts shows the confetti itself).
function page() {
  const { window, document, Event } = parseHTML(`<!doctype html><html><body><section class="confetti-button">
    <a href="https://forms.example.com/apply" id="apply" data-celebrate><span>Apply now</span></a>
    <a href="https://forms.example.com/quote" id="quote" data-celebrate>Get a quote</a>
    <a href="/privacy" id="privacy">Privacy</a>
  </section></body></html>`);
  const seen: string[] = [];
  // What the visitor's console would show: an exception in a listener is reported on the window.
  window.addEventListener('error', (event) => void seen.push(`error ${String((event as unknown as { error: unknown }).error)}`));
  const register = catchCelebrations(document, () => seen.push('load the entry script'));
  const press = (selector: string) => document.querySelector(selector)!.dispatchEvent(new Event('click', { bubbles: true }));
  const show = (link: Element) => void seen.push(`confetti for #${link.id}`);
  return { document, Event, seen, register, press, show };
}

describe('confetti presses caught by the boot script', () => {
  it('asks for the entry script at each early press, and shows the last one once it registers', () => {
    const { seen, register, press, show } = page();
    press('#apply span');
    press('#quote');
    expect(seen).toEqual(['load the entry script', 'load the entry script']);
    register(show);
    expect(seen).toEqual(['load the entry script', 'load the entry script', 'confetti for #quote']);
  });

  it('shows a press at once once the entry script has registered, without asking for it again', () => {
    const { seen, register, press, show } = page();
    register(show);
    expect(seen).toEqual([]);
    press('#apply');
    expect(seen).toEqual(['confetti for #apply']);
  });

  it('shows an early press once only, even if the entry script registers twice', () => {
    const { seen, register, press, show } = page();
    press('#apply');
    register(show);
    register(show);
    expect(seen).toEqual(['load the entry script', 'confetti for #apply']);
  });

  it('ignores, without an error, presses on other links, on a text node and on the document itself', () => {
    const { document, Event, seen, register, press, show } = page();
    press('#privacy');
    document.querySelector('#privacy')!.firstChild!.dispatchEvent(new Event('click', { bubbles: true }));
    document.dispatchEvent(new Event('click'));
    register(show);
    expect(seen).toEqual([]);
  });
});

describe('the confetti chunk fetched ahead of a press (issue 41)', () => {
  type Observer = { callback: (entries: { isIntersecting: boolean }[]) => void; rootMargin: string; watched: string[]; connected: boolean };
  let observers: Observer[] = [];

  function watch(body: string) {
    observers = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'requestIdleCallback'] });
    // No paint timing here: the first paint is the next frame.
    vi.stubGlobal('PerformanceObserver', undefined);
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
    document.body.innerHTML = body;
    let fetched = 0;
    fetchWhenNear(document, () => (fetched += 1));
    return { fetched: () => fetched };
  }

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  const BUTTONS =
    '<a id="apply" href="/apply" data-celebrate>Apply</a><a id="privacy" href="/privacy">Privacy</a><a id="quote" href="/quote" data-celebrate>Quote</a>';

  it('watches each celebrating link 200px ahead of the screen, and fetches once one nears, after the paint, at idle', () => {
    const { fetched } = watch(BUTTONS);
    expect(observers).toEqual([{ callback: expect.any(Function), rootMargin: '200px 0px', watched: ['apply', 'quote'], connected: true }]);
    observers[0]!.callback([{ isIntersecting: false }, { isIntersecting: false }]);
    vi.runAllTimers();
    expect(fetched()).toBe(0);
    observers[0]!.callback([{ isIntersecting: false }, { isIntersecting: true }]);
    expect(observers[0]!.connected).toBe(false);
    expect(fetched()).toBe(0);
    vi.runAllTimers();
    expect(fetched()).toBe(1);
  });

  it('a page without a celebrating link watches nothing', () => {
    const { fetched } = watch('<a id="privacy" href="/privacy">Privacy</a>');
    expect(observers).toEqual([]);
    vi.runAllTimers();
    expect(fetched()).toBe(0);
  });
});
