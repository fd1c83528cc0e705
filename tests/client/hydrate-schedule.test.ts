import { describe, expect, it } from 'vitest';
import { hydrateWhen, scheduleHydration, type HydrateReason, type HydrateWhen, type ScheduleHost } from '../../src/client/hydrate-schedule';

/** Fake browser services: the test says when the island comes near and when the browser is idle. */
function fakeBrowser({ observer = true, idleCallback = true, cancelIdle = true } = {}) {
  const observers: Array<{ callback: (entries: Array<{ isIntersecting: boolean }>) => void; rootMargin: string; watched: unknown[]; connected: boolean }> = [];
  const idle: Array<{ callback: () => void; timeout: number; cancelled: boolean }> = [];
  const timers: Array<{ callback: () => void; ms: number; cleared: boolean }> = [];
  const scrollWatchers: Array<{ callback: () => void; active: boolean }> = [];
  const host: ScheduleHost = {
    IntersectionObserver: observer
      ? class {
          private entry;
          constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void, options: { rootMargin: string }) {
            this.entry = { callback, rootMargin: options.rootMargin, watched: [] as unknown[], connected: true };
            observers.push(this.entry);
          }
          observe(target: Element) {
            this.entry.watched.push(target);
          }
          disconnect() {
            this.entry.connected = false;
          }
        }
      : undefined,
    requestIdleCallback: idleCallback ? (callback, { timeout }) => idle.push({ callback, timeout, cancelled: false }) - 1 : undefined,
    cancelIdleCallback: cancelIdle
      ? (handle) => {
          idle[handle]!.cancelled = true;
        }
      : undefined,
    setTimeout: (callback, ms) => timers.push({ callback, ms, cleared: false }) - 1,
    clearTimeout: (handle: number) => {
      timers[handle]!.cleared = true;
    },
    onFirstScroll: (callback) => {
      const watcher = { callback, active: true };
      scrollWatchers.push(watcher);
      return () => void (watcher.active = false);
    },
  };
  const island = new EventTarget();
  const section = { tagName: 'SECTION' } as unknown as Element;
  const started: HydrateReason[] = [];
  const schedule = (when: HydrateWhen) => scheduleHydration(island, section, when, (reason) => started.push(reason), host);
  return {
    host,
    schedule,
    started,
    observers,
    idle,
    timers,
    section,
    /** The observer reports the island's section (not) within the margin of the viewport. */
    approach: (isIntersecting = true) => observers.forEach((o) => o.connected && o.callback([{ isIntersecting }])),
    /** The visitor scrolls for the first time. */
    scroll: () => scrollWatchers.splice(0).forEach((w) => w.active && w.callback()),
    scrollWatchers,
    touch: (type: string) => island.dispatchEvent(new Event(type)),
    runIdle: () => idle.forEach((i) => !i.cancelled && i.callback()),
  };
}

describe('when an island hydrates', () => {
  it('load: at once, without watching the viewport', () => {
    const page = fakeBrowser();
    page.schedule('load');
    expect(page.started).toEqual(['load']);
    expect(page.observers).toEqual([]);
  });

  it('visible: at once when its section is on the first screen at load', () => {
    const page = fakeBrowser();
    page.schedule('visible');
    expect(page.observers).toMatchObject([{ rootMargin: '0px', watched: [page.section], connected: true }]);
    page.approach(true);
    expect(page.started).toEqual(['approach']);
    expect(page.observers[0]!.connected).toBe(false);
  });

  it('visible: below the first screen, nothing until the visitor scrolls; then 200px ahead of the viewport, once', () => {
    const page = fakeBrowser();
    page.schedule('visible');
    // The observer's first callback says where the section is at load: below the fold, nothing happens.
    page.approach(false);
    expect(page.started).toEqual([]);
    page.scroll();
    expect(page.observers).toMatchObject([
      { rootMargin: '0px', connected: false },
      { rootMargin: '200px 0px', watched: [page.section], connected: true },
    ]);
    page.approach(false);
    expect(page.started).toEqual([]);
    // Entries come in batches: one that intersects is enough.
    page.observers[1]!.callback([{ isIntersecting: false }, { isIntersecting: true }]);
    expect(page.started).toEqual(['approach']);
    expect(page.observers[1]!.connected).toBe(false);
    page.touch('pointerdown');
    page.scroll();
    expect(page.started).toEqual(['approach']);
  });

  for (const type of ['pointerdown', 'focusin', 'keydown']) {
    it(`visible: a ${type} inside the island starts it before it is near, and only once`, () => {
      const page = fakeBrowser();
      page.schedule('visible');
      page.touch('click');
      expect(page.started).toEqual([]);
      page.touch(type);
      expect(page.started).toEqual(['interaction']);
      page.touch(type);
      page.approach(true);
      expect(page.started).toEqual(['interaction']);
      expect(page.observers[0]!.connected).toBe(false);
    });
  }

  it('idle: waits for its section to be on the screen (no margin, even after a scroll), then for the browser to be idle (at most 2 s)', () => {
    const page = fakeBrowser();
    page.schedule('idle');
    expect(page.observers[0]).toMatchObject({ rootMargin: '0px', watched: [page.section] });
    expect(page.scrollWatchers).toEqual([]);
    page.approach(false);
    expect(page.idle).toEqual([]);
    page.approach(true);
    expect(page.started).toEqual([]);
    expect(page.idle).toMatchObject([{ timeout: 2000 }]);
    page.approach(true);
    expect(page.idle).toHaveLength(1);
    page.runIdle();
    expect(page.started).toEqual(['idle']);
  });

  it('idle: an interaction while waiting for idle starts it at once and cancels the wait', () => {
    const page = fakeBrowser();
    page.schedule('idle');
    page.approach(true);
    page.touch('focusin');
    expect(page.started).toEqual(['interaction']);
    expect(page.idle[0]!.cancelled).toBe(true);
  });

  it('without IntersectionObserver an island counts as near at once; without requestIdleCallback a short timer stands in', () => {
    const visible = fakeBrowser({ observer: false });
    visible.schedule('visible');
    expect(visible.started).toEqual(['approach']);

    const idle = fakeBrowser({ observer: false, idleCallback: false });
    idle.schedule('idle');
    expect(idle.started).toEqual([]);
    expect(idle.timers).toMatchObject([{ ms: 200 }]);
    idle.timers[0]!.callback();
    expect(idle.started).toEqual(['idle']);
  });

  it('idle without IntersectionObserver or requestIdleCallback: an interaction before the timer starts it at once and clears the timer', () => {
    const page = fakeBrowser({ observer: false, idleCallback: false });
    page.schedule('idle');
    page.touch('keydown');
    expect(page.started).toEqual(['interaction']);
    expect(page.timers).toMatchObject([{ ms: 200, cleared: true }]);
  });

  it('idle: an interaction while waiting starts it at once where the browser cannot cancel an idle callback', () => {
    const page = fakeBrowser({ cancelIdle: false });
    page.schedule('idle');
    page.approach(true);
    page.touch('pointerdown');
    page.runIdle();
    expect(page.started).toEqual(['interaction']);
  });

  it('listens inside the island in the capture phase, and leaves no listener once started', () => {
    // Node 20's EventTarget takes no listener added with a boolean capture flag off: this island
    // matches listeners by type, listener and capture, as the DOM standard says.
    class Island {
      readonly listeners: Array<{ type: string; listener: () => void; capture: boolean }> = [];
      addEventListener(type: string, listener: () => void, capture: boolean) {
        this.listeners.push({ type, listener, capture });
      }
      removeEventListener(type: string, listener: () => void, capture: boolean) {
        const at = this.listeners.findIndex((l) => l.type === type && l.listener === listener && l.capture === capture);
        if (at !== -1) this.listeners.splice(at, 1);
      }
    }
    const island = new Island();
    const started: HydrateReason[] = [];
    const { host } = fakeBrowser({ observer: false, idleCallback: false });
    scheduleHydration(island as unknown as Element, {} as Element, 'idle', (reason) => started.push(reason), host);
    expect(island.listeners.map(({ type, capture }) => [type, capture])).toEqual([
      ['pointerdown', true],
      ['focusin', true],
      ['keydown', true],
    ]);
    island.listeners[0]!.listener();
    expect(started).toEqual(['interaction']);
    expect(island.listeners).toEqual([]);
  });

  it('cancelling stops everything still pending', () => {
    const page = fakeBrowser();
    const cancel = page.schedule('visible');
    cancel();
    page.touch('pointerdown');
    page.scroll();
    page.approach(true);
    expect(page.started).toEqual([]);
    expect(page.observers).toHaveLength(1);
  });

  it('reads data-hydrate; a missing or unknown value means visible', () => {
    expect(hydrateWhen('load')).toBe('load');
    expect(hydrateWhen('idle')).toBe('idle');
    expect(hydrateWhen('visible')).toBe('visible');
    expect(hydrateWhen(undefined)).toBe('visible');
    expect(hydrateWhen('soon')).toBe('visible');
  });
});
