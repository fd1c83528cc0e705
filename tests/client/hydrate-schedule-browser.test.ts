// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserHost, scheduleHydration, type HydrateReason } from '../../src/client/hydrate-schedule';

// The browser's own services behind scheduleHydration (happy-dom's window). The test holds the
// clocks: timers are fake, requestIdleCallback is a stub where a test needs one (happy-dom has none,
// as Safari has none).

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe("the browser's services for hydration", () => {
  it('passes requestIdleCallback and cancelIdleCallback through to the window', () => {
    const calls: unknown[][] = [];
    vi.stubGlobal('requestIdleCallback', function (this: unknown, ...args: unknown[]) {
      calls.push([this === window, ...args]);
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', function (this: unknown, ...args: unknown[]) {
      calls.push([this === window, ...args]);
    });
    const host = browserHost();
    const callback = () => {};
    expect(host.requestIdleCallback!(callback, { timeout: 2000 })).toBe(7);
    host.cancelIdleCallback!(7);
    expect(calls).toEqual([
      [true, callback, { timeout: 2000 }],
      [true, 7],
    ]);
  });

  it("passes the window's IntersectionObserver through: an island below the screen waits for it", () => {
    const Observer = class {
      observe() {}
      disconnect() {}
    };
    vi.stubGlobal('IntersectionObserver', Observer);
    document.body.innerHTML = '<section><div data-island="deals"></div></section>';
    const island = document.querySelector('[data-island]')!;
    const started: HydrateReason[] = [];
    scheduleHydration(island, island.closest('section')!, 'visible', (reason) => started.push(reason));
    vi.runAllTimers();
    expect(started).toEqual([]);
  });

  it('has no idle callback where the browser has none (Safari)', () => {
    expect('requestIdleCallback' in window).toBe(false);
    const host = browserHost();
    expect(host.requestIdleCallback).toBe(undefined);
    expect(host.cancelIdleCallback).toBe(undefined);
  });

  it("runs and clears the window's timers", () => {
    const host = browserHost();
    const ran: string[] = [];
    host.setTimeout(() => ran.push('first'), 200);
    const cleared = host.setTimeout(() => ran.push('cleared'), 200);
    host.clearTimeout(cleared as never);
    vi.advanceTimersByTime(199);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['first']);
    vi.advanceTimersByTime(10_000);
    expect(ran).toEqual(['first']);
  });

  it("calls back once, at the window's first scroll", () => {
    const host = browserHost();
    let scrolls = 0;
    host.onFirstScroll(() => (scrolls += 1));
    expect(scrolls).toBe(0);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(scrolls).toBe(1);
  });

  it('calls back for no scroll once cancelled', () => {
    const host = browserHost();
    let scrolls = 0;
    const cancel = host.onFirstScroll(() => (scrolls += 1));
    cancel();
    window.dispatchEvent(new Event('scroll'));
    expect(scrolls).toBe(0);
  });

  it('calls back at once when the page is already scrolled (the entry script came after the scroll), and not again', () => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(480);
    const host = browserHost();
    let scrolls = 0;
    const cancel = host.onFirstScroll(() => (scrolls += 1));
    expect(scrolls).toBe(1);
    window.dispatchEvent(new Event('scroll'));
    cancel();
    expect(scrolls).toBe(1);
  });

  it('a press inside an island starts it even when a handler inside stops the event from bubbling', () => {
    document.body.innerHTML = '<section><div data-island="plan-cards"><button type="button">250 minutes</button></div></section>';
    const island = document.querySelector('[data-island]')!;
    const button = island.querySelector('button')!;
    for (const type of ['pointerdown', 'focusin', 'keydown']) button.addEventListener(type, (event) => event.stopPropagation());
    const started: HydrateReason[] = [];
    // No IntersectionObserver and no idle callback: the island waits for a timer the test never runs.
    const host = { ...browserHost(), IntersectionObserver: undefined };
    scheduleHydration(island, island.closest('section')!, 'idle', (reason) => started.push(reason), host);
    expect(started).toEqual([]);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(started).toEqual(['interaction']);
  });
});
