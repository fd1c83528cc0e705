import { APPROACH_MARGIN, ON_SCREEN } from './hydrate-schedule';

/**
 * Calls `run` once, when the first island of the page may need to hydrate: at once when one is
 * marked `hydrate: load` (or the browser has no IntersectionObserver); otherwise when an island's
 * section is on the screen, and from the visitor's first scroll on, when one comes within
 * APPROACH_MARGIN of it: the rules of ./hydrate-schedule.ts, which the entry script then applies
 * island by island. A page with no island never calls `run`. The boot script loads the entry
 * script with it, so a first view with no island on it fetches no script at all.
 */
export function whenAnIslandNears(run: () => void, doc: Document = document): void {
  const watched = [...doc.querySelectorAll('[data-island]')].map((island) => island.closest('section') ?? island);
  if (!watched.length) return;
  if (typeof IntersectionObserver === 'undefined' || doc.querySelector('[data-island][data-hydrate="load"]')) return run();
  let done = false;
  const watch = (rootMargin: string) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (done || !entries.some((entry) => entry.isIntersecting)) return;
        done = true;
        observer.disconnect();
        run();
      },
      { rootMargin },
    );
    for (const section of watched) observer.observe(section);
  };
  watch(ON_SCREEN);
  // A second observer, with the margin: the first may still see an island on the screen first.
  addEventListener('scroll', () => done || watch(APPROACH_MARGIN), { once: true, passive: true });
}
