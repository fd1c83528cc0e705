/**
 * When an island hydrates (the `hydrate:` field of its block, written as data-hydrate):
 * - load: at once;
 * - visible: when it is on the screen, and once the visitor has scrolled, when it comes within
 *   APPROACH_MARGIN of the viewport. Until the first scroll there is no margin: a visitor who
 *   reads the first screen and leaves should not download React for an island 80 px below it;
 *   one who scrolls is heading down, and the island should be live when it arrives. An island on
 *   the first screen at load gets the observer's first callback, so it starts at once;
 * - idle: when it is on the screen (no margin), and then the browser is idle (at most
 *   IDLE_TIMEOUT_MS): a block that only moves by itself need not be ready before it is seen, nor
 *   compete with the first paint, and one just below the fold does not load React with the page.
 *   Its buttons still work if pressed first (./early-input.ts).
 * Whatever the rule, the first interaction inside the island (pointerdown, focusin, keydown)
 * starts it at once. Browser services come in through `host`, so tests pass fakes.
 */
import { HYDRATE_WHEN, type HydrateWhen } from '../../schemas/hydrate-when';

export type { HydrateWhen };

/** Start this far ahead of the viewport, so the island is live by the time it is seen. */
export const APPROACH_MARGIN = '200px 0px';
/** An idle island waits until it is actually on the screen. */
export const ON_SCREEN = '0px';
const IDLE_TIMEOUT_MS = 2000;
export const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

export type HydrateReason = 'load' | 'approach' | 'idle' | 'interaction';

type ObserverCallback = (entries: Array<{ isIntersecting: boolean }>) => void;
export interface ObserverLike {
  observe(target: Element): void;
  disconnect(): void;
}

export interface ScheduleHost {
  /** Absent in old browsers and in Node: the island then counts as visible at once. */
  IntersectionObserver?: new (callback: ObserverCallback, options: { rootMargin: string }) => ObserverLike;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
  /** Calls back once, at the visitor's first scroll (or the browser's: back, an anchor), at once when the page is already scrolled; returns a cancel. */
  onFirstScroll: (callback: () => void) => () => void;
}

/** The element the listeners go on: a real Element fits. */
export type IslandTarget = Pick<Element, 'addEventListener' | 'removeEventListener'>;

export function browserHost(): ScheduleHost {
  const w = globalThis as unknown as Partial<ScheduleHost> & typeof globalThis;
  return {
    IntersectionObserver: w.IntersectionObserver,
    requestIdleCallback: w.requestIdleCallback?.bind(w),
    cancelIdleCallback: w.cancelIdleCallback?.bind(w),
    setTimeout: (callback, ms) => w.setTimeout(callback, ms),
    clearTimeout: (handle) => w.clearTimeout(handle),
    onFirstScroll: (callback) => {
      // The entry script may arrive after the scroll that sent for it (the boot script loads it
      // when an island nears): a page already scrolled has had its first scroll.
      if (w.scrollY > 0) {
        callback();
        return () => {};
      }
      w.addEventListener('scroll', callback, { once: true, passive: true });
      return () => w.removeEventListener('scroll', callback);
    },
  };
}

/** An unknown or missing data-hydrate value means the default, visible. */
export function hydrateWhen(value: string | undefined): HydrateWhen {
  return (HYDRATE_WHEN as readonly string[]).includes(value ?? '') ? (value as HydrateWhen) : 'visible';
}

/**
 * Calls `start` exactly once, when the island should hydrate. `island` gets the interaction
 * listeners; `watched` is what must come near the viewport (the island's section, which may be
 * taller than the island). Returns a function that cancels whatever is still pending.
 */
export function scheduleHydration(
  island: IslandTarget,
  watched: Element,
  when: HydrateWhen,
  start: (reason: HydrateReason) => void,
  host: ScheduleHost = browserHost(),
): () => void {
  let done = false;
  let observer: ObserverLike | undefined;
  let idle: { cancel(): void } | undefined;
  let stopScrollWatch: (() => void) | undefined;
  const cancel = () => {
    done = true;
    observer?.disconnect();
    stopScrollWatch?.();
    idle?.cancel();
    for (const type of INTERACTION_EVENTS) island.removeEventListener(type, onInteraction, true);
  };
  const fire = (reason: HydrateReason) => {
    if (done) return;
    cancel();
    start(reason);
  };
  function onInteraction() {
    fire('interaction');
  }

  if (when === 'load') {
    fire('load');
    return cancel;
  }
  for (const type of INTERACTION_EVENTS) island.addEventListener(type, onInteraction, true);
  const approached = () => {
    if (when === 'visible') return fire('approach');
    observer?.disconnect();
    idle ??= whenIdle(host, () => fire('idle'));
  };
  if (!host.IntersectionObserver) {
    approached();
    return cancel;
  }
  const Observer = host.IntersectionObserver;
  const watch = (rootMargin: string) => {
    observer?.disconnect();
    observer = new Observer((entries) => entries.some((entry) => entry.isIntersecting) && approached(), { rootMargin });
    observer.observe(watched);
  };
  watch(ON_SCREEN);
  if (when === 'visible') stopScrollWatch = host.onFirstScroll(() => !done && watch(APPROACH_MARGIN));
  return cancel;
}

function whenIdle(host: ScheduleHost, callback: () => void): { cancel(): void } {
  if (host.requestIdleCallback) {
    const handle = host.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return { cancel: () => host.cancelIdleCallback?.(handle) };
  }
  // Safari has no requestIdleCallback: a short delay lets the first paint go first.
  const handle = host.setTimeout(callback, 200);
  return { cancel: () => host.clearTimeout(handle as never) };
}
