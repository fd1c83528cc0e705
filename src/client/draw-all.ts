/** The class on <html> that draws every section at once (src/styles/site.css). */
export const DRAW_ALL = 'draw-all';

/** What a section's place is measured over: the sections of <main> and the footer (site.css draws them only as they near the screen). */
const DRAWN_NEAR = 'main > *, .site-footer';

/**
 * Sections below the first are drawn only as they near the screen and stand in at 600 px until then
 * (docs/decisions/34), so an offset measured over them lands elsewhere. Where the browser is about to
 * scroll to such an offset, every section is drawn first:
 * - a page the browser brings back (a reload, Back or Forward, a tab a phone had discarded) scrolls
 *   to where the visitor was; the boot script runs before the browser restores it (it waits for load);
 * - a jump to a section: an address with its #id, a press on an in-page link (in the capture phase,
 *   before the browser follows it) or a changed #id.
 * This was `:root:has(:target)` in CSS; that rule made the browser restyle the whole page each time
 * the parser added to it (issue 38). Without script the rule still applies (<noscript>, src/render/document.ts).
 */
export function drawAllForJumps(doc: Document = document, timing: Pick<Performance, 'getEntriesByType'> | undefined = globalThis.performance): void {
  const root = doc.documentElement;
  const type = (timing?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  if (type === 'reload' || type === 'back_forward') root.classList.add(DRAW_ALL);
  const drawFor = (hash: string) => {
    if (sectionPart(doc, hash)) root.classList.add(DRAW_ALL);
  };
  drawFor(doc.location?.hash ?? '');
  doc.defaultView?.addEventListener('hashchange', () => drawFor(doc.location.hash));
  doc.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href*="#"]');
      // A slide show's links scroll their own row (./slides.ts), not the page.
      if (!link || link.hasAttribute('data-slide-step') || link.origin + link.pathname !== doc.location.origin + doc.location.pathname) return;
      drawFor(link.hash);
    },
    { capture: true },
  );
}

/** The element `#id` names, when it is in a section drawn as it nears the screen. */
function sectionPart(doc: Document, hash: string): Element | null {
  if (hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return doc.getElementById(id)?.closest(DRAWN_NEAR) ?? null;
}
