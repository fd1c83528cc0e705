import type { EventRow } from '../../schemas/event';

/** Two days of the report tests, 10:00 UTC each. */
export const DAY1 = Date.parse('2026-11-23T10:00:00Z');
export const DAY2 = Date.parse('2026-11-24T10:00:00Z');

/** A view of the tender-bid page's control on DAY1, with only what a test names changed. */
export const row = (over: Partial<EventRow>): EventRow => ({
  ts: DAY1,
  type: 'view',
  page: 'tender-bid',
  pattern: '/t',
  city: '',
  experiment: 'tender-hero',
  variant: 'control',
  utmSource: '',
  utmMedium: '',
  utmCampaign: '',
  affid: false,
  link: '',
  block: '',
  ...over,
});
