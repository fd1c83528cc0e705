/** The class on <html> that draws every section at once (src/styles/site.css). */
export const DRAW_ALL = 'draw-all';

/**
 * A page the browser brings back (a reload, Back or Forward, a tab a phone had discarded) scrolls
 * to where the visitor was, an offset measured over every section as it was drawn. Sections below
 * the first are drawn only as they near the screen and stand in at 600 px until then
 * (docs/decisions/34), so that offset would land elsewhere: such a page draws every section at once.
 * The boot script runs before the browser restores the offset (it waits for the page to load).
 */
export function drawAllWhenRestored(doc: Document = document, timing: Pick<Performance, 'getEntriesByType'> | undefined = globalThis.performance): void {
  const type = (timing?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  if (type === 'reload' || type === 'back_forward') doc.documentElement.classList.add(DRAW_ALL);
}
