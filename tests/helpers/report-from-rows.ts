import type { EventRow } from '../../schemas/event';
import { reportFromCounts, type Counts, type Report, type ReportCounts, type ReportLanguage } from '../../src/events/report';

// The report from rows in memory: what the database's counts (REPORT_SQL) are checked against,
// and the report of rows a test makes. The engine itself only counts in the database.

const DAY_MS = 86_400_000;

/** The counts REPORT_SQL makes, from rows in memory. */
export function countRows(rows: readonly EventRow[]): ReportCounts {
  const groups = new Map<string, { first: EventRow } & Counts>();
  const add = (kind: string, parts: readonly unknown[], row: EventRow) => {
    const key = JSON.stringify([kind, ...parts]);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { first: row, views: 0, clicks: 0 }));
    if (row.type === 'view') group.views++;
    else group.clicks++;
  };
  for (const row of rows) {
    add('page', [row.page], row);
    if (row.type === 'click') add('link', [row.link], row);
    add('campaign', [row.utmSource, row.utmMedium, row.utmCampaign], row);
    add('affiliate', [row.affid], row);
    add('pattern', [row.pattern], row);
    if (row.experiment) add('experiment', [row.experiment, row.variant, Math.floor(row.ts / DAY_MS)], row);
  }
  const of = (kind: string) => [...groups].filter(([key]) => key.startsWith(`["${kind}"`)).map(([, group]) => group);
  return {
    pages: of('page').map(({ first, views, clicks }) => ({ page: first.page, views, clicks })),
    links: of('link').map(({ first, clicks }) => ({ link: first.link, clicks })),
    campaigns: of('campaign').map(({ first, views, clicks }) => ({ utmSource: first.utmSource, utmMedium: first.utmMedium, utmCampaign: first.utmCampaign, views, clicks })),
    affiliates: of('affiliate').map(({ first, views, clicks }) => ({ affid: first.affid, views, clicks })),
    experiments: of('experiment').map(({ first, views, clicks }) => ({ experiment: first.experiment, variant: first.variant, day: Math.floor(first.ts / DAY_MS), views, clicks })),
    patterns: of('pattern').map(({ first, views, clicks }) => ({ pattern: first.pattern, views, clicks })),
  };
}

/**
 * Everything `npm run report` prints, from the stored rows of a date range (YYYY-MM-DD, UTC).
 * `pageUrls` names each page by its address (pageUrls in page-urls.ts); without it, by page id.
 */
export function buildReport(rows: readonly EventRow[], range: { from: string; to: string }, pageUrls?: Readonly<Record<string, string>>, languages?: readonly ReportLanguage[]): Report {
  return reportFromCounts(countRows(rows), range, pageUrls, languages);
}
