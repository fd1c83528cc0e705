/** What ./scrolling.ts needs of the window: a real one fits; tests pass an EventTarget. */
export interface ScrollHost extends Pick<Window, 'addEventListener' | 'removeEventListener'> {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
  /** Present where the browser fires `scrollend`. */
  onscrollend?: unknown;
}

/** Where the browser has no `scrollend` event, a scroll has ended once no scroll event came for this long. */
export const QUIET_MS = 150;

/**
 * Watches the page's scrolling, so that content which grows the page can wait until it stops.
 * Why: a jump to a section (`#refer`, smooth by the site's CSS) animates to the offset it started
 * for; content that grows above the viewport meanwhile (the live deals, thousands of pixels on a
 * phone) leaves the visitor that far short of the section. Once no scroll is running, the browser
 * keeps the visitor's place through such growth itself (scroll anchoring).
 */
export function watchScrolling(host: ScrollHost = window) {
  let scrolling = false;
  let waiting: Array<() => void> = [];
  let quiet: unknown;
  const hasScrollEnd = 'onscrollend' in host;
  const ended = () => {
    scrolling = false;
    if (quiet !== undefined) host.clearTimeout(quiet as never);
    const run = waiting;
    waiting = [];
    for (const callback of run) callback();
  };
  const onScroll = () => {
    scrolling = true;
    if (hasScrollEnd) return;
    if (quiet !== undefined) host.clearTimeout(quiet as never);
    quiet = host.setTimeout(ended, QUIET_MS);
  };
  host.addEventListener('scroll', onScroll, { passive: true });
  host.addEventListener('scrollend', ended);
  return {
    /** Calls `callback` now when the page is not scrolling, else once the scroll ends. */
    afterScrolling(callback: () => void): void {
      if (scrolling) waiting.push(callback);
      else callback();
    },
    stop(): void {
      host.removeEventListener('scroll', onScroll);
      host.removeEventListener('scrollend', ended);
      if (quiet !== undefined) host.clearTimeout(quiet as never);
      waiting = [];
    },
  };
}
