import { z } from 'zod';

/**
 * One event as the browser's beacon sends it to /__events (src/client/beacon.ts). Every field is
 * bounded and nothing personal is accepted: no IP, no user agent, no affid value (only whether one
 * is present), no visitor id; a click's id is random, made for that one press from nothing of the
 * visitor's. The page, its path pattern and city come from `path` on the server, which also checks
 * experiment, variant and link against the site model.
 */
const slug = (max: number) =>
  z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/, 'lowercase letters, digits, _ and -')
    .max(max);
/** utm values are free text a campaign chose: printable, no control characters, short. */
const utm = z
  .string()
  .max(100)
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'no control characters');
/** A click id: 128 random bits in base64url, 22 characters (src/client/tracking.ts makes one per press). */
export const CLICK_ID = /^[A-Za-z0-9_-]{22}$/;
export const clickIdSchema = z.string().regex(CLICK_ID, '22 characters of letters, digits, _ and - (128 random bits in base64url)');

export const wireEventSchema = z.strictObject({
  type: z.enum(['view', 'click']),
  /** location.pathname of the page, at most 300 characters. */
  path: z.string().min(1).max(300).startsWith('/'),
  experiment: slug(40).optional(),
  variant: slug(40).optional(),
  utmSource: utm.optional(),
  utmMedium: utm.optional(),
  utmCampaign: utm.optional(),
  /** Whether the visitor carries an affiliate id; its value never leaves the browser. */
  affid: z.boolean().optional(),
  /** The link template of the clicked call to action (clicks only). */
  link: slug(60).optional(),
  /** The block type the clicked call to action sits in (clicks only). */
  block: slug(40).optional(),
  /** The random id the press added to the tracked link (clicks of tracked links only): a form provider's postback names it. */
  clickId: clickIdSchema.optional(),
});

/** A request carries one event (what sendBeacon sends) or a small batch of them. */
export const wireBatchSchema = z.array(wireEventSchema).min(1).max(50);

export type WireEvent = z.infer<typeof wireEventSchema>;

/** One stored row: what the adapter writes and the report reads. */
export interface EventRow {
  /** Server time in ms since 1970 (never the browser's clock). */
  ts: number;
  type: 'view' | 'click';
  page: string;
  pattern: string;
  /** City slug, or '' for a page without one. */
  city: string;
  experiment: string;
  variant: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  affid: boolean;
  link: string;
  block: string;
  /** The press's click id (a click of a tracked link); absent, stored as '', otherwise. */
  clickId?: string;
}
