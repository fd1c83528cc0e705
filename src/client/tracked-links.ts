import { applyTracking, withClickId, type TrackingValues } from '../lib/outbound-url';

/** Links the OutboundLink component marks for tracking (templates with `tracking: true`). */
export const TRACKED_LINK_SELECTOR = 'a[data-tracking]';

/** What the script needs from a link. */
export type TrackedLink = Pick<Element, 'getAttribute' | 'setAttribute'> & { closest?(selectors: string): unknown };

/** How tracking reports what it could not do: the visitor's console, never an exception. */
export const consoleWarn = (message: string, error: unknown) => console.warn(`[tracking] ${message}`, error);

/** The six tracking values on the link, and the press's click id (none: any earlier one is taken off). */
export function retrack(link: TrackedLink, tracking: TrackingValues, clickId?: string): void {
  const href = link.getAttribute('href');
  if (href === null) return;
  const tracked = withClickId(applyTracking(href, tracking), clickId);
  if (tracked !== href) link.setAttribute('href', tracked);
}

/**
 * Adds the tracking values (those ./tracking.ts's startTracking returned) to the `a[data-tracking]`
 * hrefs in `within` (a page, or only outside every island; or one island), so a copied or
 * long-pressed link carries them too: a followed link gets them at the press anyway. An island's
 * links must wait until it has hydrated (React compares against the server HTML). Run by the boot's
 * late part for the page and by the entry script for each island it hydrates, so the inline boot
 * script carries none of it (docs/decisions/55). Never throws.
 */
export function sweepTrackedLinks(
  tracking: TrackingValues,
  within: { querySelectorAll(selectors: string): ArrayLike<TrackedLink> },
  { outsideIslands = false, warn = consoleWarn }: { outsideIslands?: boolean; warn?: (message: string, error: unknown) => void } = {},
): void {
  try {
    const links = within.querySelectorAll(TRACKED_LINK_SELECTOR);
    for (let i = 0; i < links.length; i += 1) {
      const link = links[i];
      // outsideIslands: the page's sweep, before any island has hydrated.
      if (link && !(outsideIslands && link.closest?.('[data-island]'))) retrack(link, tracking);
    }
  } catch (error) {
    warn('could not add tracking to the links; they keep their base href', error);
  }
}
