// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from '../../src/client/first-paint';

// The test holds every clock: paint timing entries, frames and timers come when it says.

let frames: Array<() => void>;
let observers: Array<{ callback: (list: { getEntriesByName(name: string): unknown[] }) => void; observed: unknown[]; connected: boolean }>;

/** A browser with paint timing (or, with `types`, whatever entry types it says it supports). */
function withPaintTiming(types: string[] | null = ['paint', 'largest-contentful-paint']) {
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = types ?? undefined;
      private readonly entry;
      constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
        this.entry = { callback, observed: [] as unknown[], connected: true };
        observers.push(this.entry);
      }
      observe(options: unknown) {
        this.entry.observed.push(options);
      }
      disconnect() {
        this.entry.connected = false;
      }
    },
  );
}

/** The browser reports paint entries by name to every observer still connected. */
const report = (...names: string[]) =>
  observers.forEach((o) => o.connected && o.callback({ getEntriesByName: (name) => names.filter((n) => n === name).map((n) => ({ name: n })) }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  frames = [];
  observers = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('after the first paint', () => {
  it('runs in a task after the first contentful paint, watching buffered paint entries, once', () => {
    withPaintTiming();
    const runs: string[] = [];
    afterFirstPaint(() => runs.push('run'));
    expect(observers).toMatchObject([{ observed: [{ type: 'paint', buffered: true }], connected: true }]);
    report('first-paint');
    vi.runOnlyPendingTimers();
    expect(runs).toEqual([]);
    report('first-paint', 'first-contentful-paint');
    expect(observers[0]!.connected).toBe(false);
    expect(runs).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(runs).toEqual(['run']);
    expect(frames).toEqual([]);
  });

  for (const [browser, setUp] of [
    ['without PerformanceObserver', () => vi.stubGlobal('PerformanceObserver', undefined)],
    ['whose PerformanceObserver has no paint timing', () => withPaintTiming(['mark', 'measure'])],
    ['whose PerformanceObserver lists no supported types (older Safari)', () => withPaintTiming(null)],
  ] as const) {
    it(`in a browser ${browser}: in a task queued from the next frame`, () => {
      setUp();
      const runs: string[] = [];
      afterFirstPaint(() => runs.push('run'));
      expect(observers).toEqual([]);
      vi.runOnlyPendingTimers();
      expect(runs).toEqual([]);
      frames.splice(0).forEach((frame) => frame());
      expect(runs).toEqual([]);
      vi.runOnlyPendingTimers();
      expect(runs).toEqual(['run']);
    });
  }
});
