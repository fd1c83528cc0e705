// Plain constants, no zod: the browser bundle imports these (tracking, URL building), and
// validation code must stay out of it.

/** Tracking values copied from the visitor's cookies onto outbound links, in this order. */
export const TRACKING_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'affid'] as const;

/**
 * The query parameter of a tracked link that carries the click id: made in the browser for each
 * press (src/client/tracking.ts), recorded with the press, and sent back by the form provider in
 * its postback (POST /__conversions) so the application is tied to the press.
 */
export const CLICK_ID_KEY = 'clickid';

/** Values a block may pass to a template (project code, phone order state). */
export const DYNAMIC_KEYS = ['ref', 'minutes', 'users', 'setupfee', 'product'] as const;

export type TrackingKey = (typeof TRACKING_KEYS)[number];
export type DynamicKey = (typeof DYNAMIC_KEYS)[number];
