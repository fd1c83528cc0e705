import Cookies from 'js-cookie';
import type { TrackingValues } from '../lib/outbound-url';
import { decideCookies, readTracking, withWrites, type CookieAttributes, type CookieName } from '../lib/tracking-cookies';
import { consoleWarn, retrack, TRACKED_LINK_SELECTOR, type TrackedLink } from './tracked-links';

// The moments a browser reads a link's href to follow it: click and Enter (click), middle click
// (auxclick), and the context menu's "open in new tab" (contextmenu).
const FOLLOW_EVENTS = ['click', 'auxclick', 'contextmenu'] as const;

/** What the script needs from the document; a real Document fits, tests pass a small fake. */
export type TrackingDocument = {
  querySelectorAll(selectors: string): ArrayLike<TrackedLink>;
  addEventListener(type: string, listener: (event: Event) => void, options: { capture: boolean }): void;
  readonly location?: { readonly search: string } | null;
};

/** The browser services the script uses; each defaults to the real one. */
export type TrackingHost = {
  /** The landing query string, `location.search`. */
  search: string;
  getCookie: (name: CookieName) => string | undefined;
  setCookie: (name: CookieName, value: string, attributes: CookieAttributes) => void;
  warn: (message: string, error: unknown) => void;
  /** A new click id for a press (newClickId). */
  clickId: () => string | undefined;
};

const defaultHost = (doc: TrackingDocument): TrackingHost => {
  // Reading document.cookie asks the browser's cookie store, synchronously: once, not once per name.
  let jar: Record<string, string> | undefined;
  return {
    search: doc.location?.search ?? '',
    getCookie: (name) => (jar ??= Cookies.get())[name],
    setCookie: (name, value, attributes) => {
      Cookies.set(name, value, { ...attributes });
    },
    warn: consoleWarn,
    clickId: newClickId,
  };
};

// Tracking values per document: the click listener is added once and always uses the latest values.
const current = new WeakMap<TrackingDocument, { tracking: TrackingValues; warn: TrackingHost['warn']; clickId: TrackingHost['clickId'] }>();
/** The click id each press put on its link, by the press's event, for the beacon to send with the press (./beacon.ts). */
const pressIds = new WeakMap<Event, string>();

/**
 * A press that follows a link and is counted: a click (Enter and ctrl/cmd click are clicks too) or
 * a middle click. The context menu may open nothing, so it is neither counted nor given a click id.
 */
export function isPress(event: Event): boolean {
  return event.type === 'click' || (event.type === 'auxclick' && (event as MouseEvent).button === 1);
}

/** The click id the press `event` added to its tracked link, if it did. */
export const clickIdOf = (event: Event): string | undefined => pressIds.get(event);

/**
 * A new click id: 128 bits from the browser's random source in base64url, 22 characters. Made of
 * nothing of the visitor (no time, no address, no cookie), so it tells only which press it was.
 * Undefined in a browser without crypto.getRandomValues (the link then opens without one).
 */
export function newClickId(source: Pick<Crypto, 'getRandomValues'> | undefined = globalThis.crypto): string | undefined {
  if (typeof source?.getRandomValues !== 'function') return undefined;
  const bytes = source.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function trackedLinkOf(target: unknown): TrackedLink | null {
  const closest = (target as { closest?: unknown } | null)?.closest;
  if (typeof closest !== 'function') return null;
  return closest.call(target, TRACKED_LINK_SELECTOR) as TrackedLink | null;
}

function onFollow(doc: TrackingDocument, event: Event): void {
  const state = current.get(doc);
  if (!state) return;
  try {
    const link = trackedLinkOf(event.target);
    if (!link) return;
    const clickId = isPress(event) ? state.clickId() : undefined;
    retrack(link, state.tracking, clickId);
    // Only once the link carries it: the beacon records the id the form will receive.
    if (clickId) pressIds.set(event, clickId);
  } catch (error) {
    state.warn('could not add tracking to the clicked link; it opens without it', error);
  }
}

/**
 * The part of tracking that must not wait for anything: store the attribution cookies for this
 * landing and listen (capture phase) for links being followed, adding the tracking values (and, for
 * a press, a new click id: clickIdOf) to the followed link's href just before the browser reads it. The entry script calls this first,
 * synchronously, so a visitor who clicks before React or any island has loaded (a slow phone)
 * still carries the campaign and affiliate. It leaves hrefs in the page alone, so hydration
 * compares against the server HTML. Never throws. Returns the tracking values in use.
 */
export function startTracking(doc: TrackingDocument = document, host: Partial<TrackingHost> = {}): TrackingValues {
  let warn = consoleWarn;
  let clickId = host.clickId ?? newClickId;
  let tracking: TrackingValues = {};
  try {
    const { search, getCookie, setCookie, warn: hostWarn, clickId: hostClickId } = { ...defaultHost(doc), ...host };
    warn = hostWarn;
    clickId = hostClickId;
    const stored = { affid: getCookie('affid'), urlParams: getCookie('urlParams') };
    const writes = decideCookies(search, stored);
    for (const write of writes) {
      try {
        setCookie(write.name, write.value, write.attributes);
      } catch (error) {
        warn(`could not store the ${write.name} cookie; this page still uses its value`, error);
      }
    }
    // Use what was decided, not a re-read: a browser that refuses the cookie (Safari on
    // http://localhost rejects Secure cookies) still sends this page's clicks with attribution.
    tracking = readTracking(withWrites(stored, writes));
  } catch (error) {
    warn('could not read the tracking cookies; links carry empty tracking values', error);
  }

  try {
    const isNew = !current.has(doc);
    current.set(doc, { tracking, warn, clickId });
    if (isNew) {
      for (const type of FOLLOW_EVENTS) doc.addEventListener(type, (event) => onFollow(doc, event), { capture: true });
    }
  } catch (error) {
    warn('could not listen for clicks; links open with their base href', error);
  }
  return tracking;
}
