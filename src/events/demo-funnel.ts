import type { ConversionRow } from '../../schemas/conversions';
import type { EventRow } from '../../schemas/event';
import { seededRandom } from '../lib/seeded-random';
import { utcDay } from '../lib/utc-day';
import { formatReport } from './format-report';
import { buildReport, countRows, reportFromCounts, type ReportCounts } from './report';

/**
 * `landing-engine report --demo` (issue 58): a known funnel replayed through the report, so a
 * marketer sees why an experiment is decided on applications. The variant with the urgent banner
 * draws more presses from visitors who then do not apply; decided on presses it would win, decided
 * on applications it loses. Seeded (src/lib/seeded-random.ts): the same figures on every run.
 */
export const DEMO_FUNNEL = {
  experiment: 'finance-hero',
  page: 'finance',
  path: '/finance',
  link: 'finance-apply',
  /** The first day replayed (UTC) and how many. */
  start: '2026-11-02',
  days: 28,
  viewsPerDay: 300,
  /** Per variant: the share of views that press the button, and of presses that complete the application. */
  variants: {
    control: { press: 0.08, apply: 0.25 },
    'urgent-banner': { press: 0.12, apply: 0.1 },
  },
  /** What an application is worth, in rand: drawn evenly between these. */
  value: { min: 2_000, max: 20_000 },
  seed: 58,
} as const;

const DAY_MS = 86_400_000;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The demo's visits: one row per view and press, one conversion per completed application. */
export function demoRows(): { rows: EventRow[]; conversions: ConversionRow[] } {
  const d = DEMO_FUNNEL;
  const random = seededRandom(d.seed);
  const clickId = () => Array.from({ length: 22 }, () => ALPHABET[Math.floor(random() * 64)]).join('');
  const rows: EventRow[] = [];
  const conversions: ConversionRow[] = [];
  const start = Date.parse(`${d.start}T00:00:00Z`);
  for (let day = 0; day < d.days; day++) {
    for (const [variant, rates] of Object.entries(d.variants)) {
      for (let i = 0; i < d.viewsPerDay; i++) {
        const ts = start + day * DAY_MS + Math.floor((i / d.viewsPerDay) * DAY_MS);
        const view: EventRow = {
          ts,
          type: 'view',
          page: d.page,
          pattern: d.path,
          city: '',
          experiment: d.experiment,
          variant,
          utmSource: 'google',
          utmMedium: 'cpc',
          utmCampaign: 'finance-nov',
          affid: false,
          link: '',
          block: '',
        };
        rows.push(view);
        if (random() >= rates.press) continue;
        const id = clickId();
        rows.push({ ...view, type: 'click', link: d.link, block: 'hero', clickId: id });
        if (random() >= rates.apply) continue;
        const rand = d.value.min + Math.floor(random() * (d.value.max - d.value.min + 1));
        conversions.push({ ts: ts + 3_600_000, clickId: id, stage: 'submitted', valueCents: rand * 100, provider: 'finance-forms' });
      }
    }
  }
  return { rows, conversions };
}

/** The counts up to a day (whole days since 1970), as the report on that evening would have them. */
function untilDay(counts: ReportCounts, day: number): ReportCounts {
  const upTo = <T extends { day: number }>(groups: readonly T[]) => groups.filter((g) => g.day <= day);
  return { ...counts, experiments: upTo(counts.experiments), experimentLinks: upTo(counts.experimentLinks), applications: upTo(counts.applications) };
}

/** What `report --demo` prints: the scenario, the report decided on applications, the morning it said stop, and what presses would have said. */
export function demoReport(): string {
  const d = DEMO_FUNNEL;
  const { rows, conversions } = demoRows();
  const first = Date.parse(`${d.start}T00:00:00Z`) / DAY_MS;
  const range = { from: d.start, to: utcDay((first + d.days - 1) * DAY_MS) };
  const urls = { [d.page]: d.path };
  const report = buildReport(rows, range, urls, undefined, { conversions, goals: { [d.experiment]: 'applications' }, funnel: true });
  const counts = countRows(rows, conversions);
  const stoppedOn = Array.from({ length: d.days }, (_, i) => first + i).find((day) =>
    reportFromCounts(untilDay(counts, day), range, urls, [], { goals: { [d.experiment]: 'applications' } }).experiments[0]!.stop.startsWith('Stop'),
  );
  const onPresses = reportFromCounts(counts, range, urls, [], { goals: { [d.experiment]: { presses: d.link } } }).experiments[0]!;
  const lines = Object.entries(d.variants).map(
    ([variant, r]) =>
      `  ${variant}: ${Math.round(r.press * 100)}% of views press ${d.link}, ${Math.round(r.apply * 100)}% of those apply (${(r.press * r.apply * 100).toFixed(1)}% of views)`,
  );
  return [
    `Demo: a known funnel replayed through the report (seeded; nothing is read from or written to a database).`,
    `Experiment ${d.experiment} on ${d.path}, ${d.days} days from ${d.start}, ${d.viewsPerDay} views a day per variant, decided on applications:`,
    ...lines,
    'urgent-banner gets more presses and fewer applications: decided on presses, it would win.',
    '',
    formatReport(report).trimEnd(),
    '',
    stoppedOn === undefined
      ? `Read every evening, the verdict on applications never said stop in ${d.days} days.`
      : `Read every evening, the verdict on applications first said stop on ${utcDay(stoppedOn * DAY_MS)} (day ${stoppedOn - first + 1} of ${d.days}); reading it on the days before did not raise its 5% chance of a wrong call.`,
    `Decided on presses of ${d.link} instead, the same visits would say: ${onPresses.stop}`,
    '',
  ].join('\n');
}
