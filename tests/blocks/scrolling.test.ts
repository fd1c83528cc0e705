import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS, watchScrolling, type ScrollHost } from '../../src/blocks/scrolling';

/** A window stand-in: events the test dispatches, timers vi controls. */
function host({ scrollEnd }: { scrollEnd: boolean }): ScrollHost & EventTarget {
  const target = Object.assign(new EventTarget(), {
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle),
  });
  return scrollEnd ? Object.assign(target, { onscrollend: null }) : target;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('watchScrolling: content that grows the page waits until no scroll runs', () => {
  it('runs at once on a page that is not scrolling', () => {
    const { afterScrolling } = watchScrolling(host({ scrollEnd: true }));
    const shown: string[] = [];
    afterScrolling(() => shown.push('deals'));
    expect(shown).toEqual(['deals']);
  });

  it('during a scroll, waits for scrollend, then runs once; the next one runs at once', () => {
    const page = host({ scrollEnd: true });
    const { afterScrolling } = watchScrolling(page);
    const shown: string[] = [];
    page.dispatchEvent(new Event('scroll'));
    afterScrolling(() => shown.push('deals'));
    vi.advanceTimersByTime(10_000);
    page.dispatchEvent(new Event('scroll'));
    expect(shown).toEqual([]);
    page.dispatchEvent(new Event('scrollend'));
    expect(shown).toEqual(['deals']);
    page.dispatchEvent(new Event('scrollend'));
    afterScrolling(() => shown.push('more'));
    expect(shown).toEqual(['deals', 'more']);
  });

  it('without scrollend in the browser, a scroll has ended after 150 ms with no scroll event', () => {
    const page = host({ scrollEnd: false });
    const { afterScrolling } = watchScrolling(page);
    const shown: string[] = [];
    page.dispatchEvent(new Event('scroll'));
    afterScrolling(() => shown.push('deals'));
    vi.advanceTimersByTime(149);
    page.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(149);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['deals']);
    expect(QUIET_MS).toBe(150);
  });

  it('after stop, nothing waiting runs and scrolling is no longer watched', () => {
    const page = host({ scrollEnd: true });
    const { afterScrolling, stop } = watchScrolling(page);
    const shown: string[] = [];
    page.dispatchEvent(new Event('scroll'));
    afterScrolling(() => shown.push('deals'));
    stop();
    page.dispatchEvent(new Event('scrollend'));
    expect(shown).toEqual([]);
  });
});
