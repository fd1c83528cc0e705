import { afterFirstPaint } from './first-paint';
import { APPROACH_MARGIN } from './hydrate-schedule';

/**
 * Presses of a celebrating link (`data-celebrate`, written by the confetti-button block and the
 * hero), caught by the inline boot script from the moment it runs. The confetti itself
 * (./confetti.ts) is a chunk that may not have arrived yet on a slow phone: a press made before it
 * has is kept and shown as soon as it registers, so no press goes without confetti. Only the last
 * early press is kept: each press restarts the confetti anyway.
 */
export type ShowConfetti = (link: Element) => void;

/**
 * Listen for presses on `doc`; `early` runs on a press nobody can show yet (the boot fetches the
 * confetti chunk, or the entry script where no chunk is named). Returns the registration that shows
 * the presses.
 */
export function catchCelebrations(
  doc: { addEventListener(type: 'click', listener: (event: Event) => void): void },
  early: () => void,
): (show: ShowConfetti) => void {
  let show: ShowConfetti | undefined;
  let pending: Element | null = null;
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('[data-celebrate]');
    if (!link) return;
    if (show) return show(link);
    pending = link;
    early();
  });
  return (next) => {
    show = next;
    if (pending) next(pending);
    pending = null;
  };
}

/**
 * Runs `fetch` (the boot's loader of the confetti chunk), at idle after the first paint, once a
 * celebrating link comes within APPROACH_MARGIN of the screen: the chunk (small, no React) is then
 * there before the press (issue 41; docs/decisions/41-what-visitors-see.md). Run by the boot's late
 * part (./boot-late.ts); a press before that is caught all the same.
 */
export function fetchWhenNear(doc: Document, fetch: () => void): void {
  const links = doc.querySelectorAll('[data-celebrate]');
  if (!links.length || typeof IntersectionObserver === 'undefined') return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      afterFirstPaint(() => (self.requestIdleCallback ?? setTimeout)(() => fetch()));
    },
    { rootMargin: APPROACH_MARGIN },
  );
  for (const link of links) observer.observe(link);
}
