import { wireBatchSchema, wireEventSchema, type EventRow, type WireEvent } from '../../schemas/event';
import type { PageEntry, SiteModel } from '../config/model';
import { unshownVariant } from '../experiments/variants';
import { siteRoutes } from '../render/editions';

/**
 * What POST /__events accepts, as the Node intake (event-intake.ts) and the edge Worker
 * (src/edge/events.ts) both check it: no I/O, so the Worker bundle carries it.
 */

/** Same origin as the pages, so the beacon needs no CORS and the CSP's connect-src 'self' covers it. */
export const EVENTS_PATH = '/__events';
/** One beacon is about 250 bytes; a batch of 50 stays well under this. */
export const MAX_BODY_BYTES = 16 * 1024;

/** The answers' words, the same on both runtimes. */
export const EVENT_ANSWERS = {
  method: 'Method Not Allowed: send events with POST.',
  tooLarge: `Payload Too Large: at most ${MAX_BODY_BYTES} bytes.`,
  unstored: 'Service Unavailable: the events could not be stored right now; try again in a moment.',
  tooMany: 'Too Many Requests: slow down.',
} as const;

/** The 415 answer for a body that is not JSON or text, or undefined when the type is one of them. */
export function unsupportedType(contentType: string | null | undefined): string | undefined {
  const type = String(contentType ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  return type === 'text/plain' || type === 'application/json' ? undefined : 'Unsupported Media Type: send JSON as application/json or text/plain.';
}

/**
 * The rows a body holds (one event or a batch), stamped `now`, or the 400/422 answer: every field
 * checked (schemas/event.ts), then against the site: the path must be a page, the experiment and
 * variant that page's and shown by it, the link a link template, a click id only on a tracked one's press.
 */
export function eventRules(model: Pick<SiteModel, 'pages' | 'site' | 'language' | 'editions'>) {
  // Every language's paths are pages; a page under /af is stored with its pattern as matched
  // (/af/solar-in-{city}), so its events keep the language the visitor read it in.
  const { match } = siteRoutes(model);
  const links = new Set(Object.keys(model.site.links));
  const tracked = new Set(Object.entries(model.site.links).flatMap(([name, template]) => (template.tracking ? [name] : [])));

  return function rowsOf(body: string, now: number): { rows: EventRow[] } | { status: 400 | 422; reason: string } {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return { status: 400, reason: 'Bad Request: the body is not JSON.' };
    }
    // Not a union: zod would then only say "Invalid input" without the field.
    const parsed = Array.isArray(json) ? wireBatchSchema.safeParse(json) : wireEventSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return { status: 422, reason: `Unprocessable: ${issue.path.join('.') || 'body'}: ${issue.message}` };
    }
    const rows: EventRow[] = [];
    for (const event of Array.isArray(parsed.data) ? parsed.data : [parsed.data]) {
      const row = toRow(event, now);
      if (typeof row === 'string') return { status: 422, reason: `Unprocessable: ${row}` };
      rows.push(row);
    }
    return { rows };
  };

  /** The stored row, or what is wrong with the event. */
  function toRow(event: WireEvent, ts: number): EventRow | string {
    const found = match(event.path);
    if (!found) return `path: ${event.path.slice(0, 80)} is not a page of this site.`;
    const entry: PageEntry = found.page;
    if (event.experiment !== undefined || event.variant !== undefined) {
      const problem = unshownVariant(entry, event.experiment, event.variant);
      if (problem) return `${problem.field}: ${problem.message}`;
    }
    if (event.type === 'click' && (event.link === undefined || !links.has(event.link))) return `link: a click names one of the site's link templates.`;
    if (event.type === 'view' && (event.link !== undefined || event.block !== undefined || event.clickId !== undefined))
      return 'link, block, clickId: only clicks carry them.';
    if (event.clickId !== undefined && !tracked.has(event.link!))
      return `clickId: only a press of a tracked link (a template with tracking: true) carries one, and ${event.link} has none.`;
    return {
      ts,
      type: event.type,
      page: entry.id,
      pattern: found.pattern,
      city: found.params.city ?? '',
      experiment: event.experiment ?? '',
      variant: event.variant ?? '',
      utmSource: event.utmSource ?? '',
      utmMedium: event.utmMedium ?? '',
      utmCampaign: event.utmCampaign ?? '',
      affid: event.affid ?? false,
      link: event.link ?? '',
      block: event.block ?? '',
      ...(event.clickId ? { clickId: event.clickId } : {}),
    };
  }
}
