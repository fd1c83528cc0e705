import { CLICK_ID_KEY, TRACKING_KEYS, type TrackingKey } from '../../schemas/link-keys';
import type { LinkTemplate } from '../../schemas/link-templates';

/** Tracking values read from the visitor's cookies; a missing key is sent as empty text. */
export type TrackingValues = Partial<Record<TrackingKey, string>>;

/** Values a block passes to a template, such as `{ ref: 'MD76208' }` or `{ minutes: 250 }`. */
export type TemplateValues = Readonly<Record<string, string | number>>;

// Phone and mail links open the dialler or mail app: a query string would become part of the
// number or address, so they are passed through untouched.
const PASS_THROUGH_PROTOCOLS = new Set(['tel:', 'mailto:']);

function parseOutbound(href: string): URL | undefined {
  try {
    const url = new URL(href);
    return PASS_THROUGH_PROTOCOLS.has(url.protocol) ? undefined : url;
  } catch {
    return undefined;
  }
}

/**
 * The href that goes into prerendered HTML: the template URL, its fixed params, then the dynamic
 * values the template `takes` (in the order of `takes`). Never carries tracking values: those
 * exist only in the visitor's browser and are added there by {@link applyTracking}.
 *
 * Every value goes through URLSearchParams, so `&`, `#`, spaces (as `+`) and non-ASCII are
 * encoded and cannot break out of their parameter. Values for keys the template does not take
 * are ignored (the config check reports them); a taken key without a value is left out.
 * tel: and mailto: URLs are returned exactly as written.
 */
export function buildOutboundUrl(template: LinkTemplate, values: TemplateValues = {}): string {
  const url = parseOutbound(template.url);
  if (!url) return template.url;
  for (const [name, value] of Object.entries(template.params ?? {})) {
    url.searchParams.set(name, value);
  }
  for (const key of template.takes ?? []) {
    const value = values[key];
    if (value === undefined) continue;
    url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * The href of a resolved link with the values its block passes (a card's ref, an order's
 * minutes), set in the order of the template's takes: the same URL as buildOutboundUrl gives.
 */
export function linkHref(link: { href: string; takes?: readonly string[] }, values: TemplateValues = {}): string {
  const url = parseOutbound(link.href);
  if (!url || !link.takes) return link.href;
  for (const key of link.takes) {
    const value = values[key];
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * Adds the visitor's tracking values to an outbound href: utm_source, utm_medium, utm_campaign,
 * utm_content, utm_term and affid, always all six and in that order at the end of the query, a
 * missing one as empty text (`utm_term=`), as the forms behind these links expect. Any earlier
 * value of those six keys is replaced, so applying twice gives the same href. Other params and
 * the #fragment are kept. An href that is not an absolute http(s) URL (tel:, mailto:, relative,
 * malformed) is returned unchanged.
 */
export function applyTracking(href: string, tracking: TrackingValues): string {
  const url = httpUrlOf(href);
  if (!url) return href;
  for (const key of TRACKING_KEYS) url.searchParams.delete(key);
  for (const key of TRACKING_KEYS) url.searchParams.append(key, tracking[key] ?? '');
  return url.toString();
}

/**
 * The href with `clickid` set to the press's id, after the six tracking values, or without any
 * clickid when `clickId` is undefined (a copied link, the context menu: no press was counted, so an
 * id there could name no press, or an earlier one). Hrefs that are not http(s) are returned unchanged.
 */
export function withClickId(href: string, clickId: string | undefined): string {
  const url = httpUrlOf(href);
  if (!url) return href;
  if (clickId === undefined && !url.searchParams.has(CLICK_ID_KEY)) return href;
  url.searchParams.delete(CLICK_ID_KEY);
  if (clickId !== undefined) url.searchParams.append(CLICK_ID_KEY, clickId);
  return url.toString();
}

/** The href as a URL when it is an absolute http(s) one; tel:, mailto:, relative and malformed hrefs give undefined. */
function httpUrlOf(href: string): URL | undefined {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}
