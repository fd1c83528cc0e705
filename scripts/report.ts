import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { experimentChart } from '../src/events/chart-svg';
import { formatReport } from '../src/events/format-report';
import { buildReport, dayOf } from '../src/events/report';
import { pageUrls } from '../src/events/page-urls';
import { EVENTS_DB, openSqliteReader } from '../src/events/sqlite-store';
import { loadSite } from '../src/config/load';

/**
 * `npm run report [-- --from 2026-11-01 --to 2026-11-24]`: views and call-to-action clicks by page (its address),
 * link template, campaign and affiliate presence, and each experiment's variants against the
 * control, from DATA_DIR/events.db (default data/). Reads through a read-only connection, so it
 * works while `npm start` writes. Writes one SVG chart per experiment to DATA_DIR/reports/.
 * Dates are UTC days, both included; the default is the last 30 days.
 */
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const to = arg('to') ?? dayOf(Date.now());
const from = arg('from') ?? dayOf(Date.parse(to) - 29 * 86_400_000);
for (const [name, value] of [['from', from], ['to', to]] as const) {
  if (!DAY.test(value) || Number.isNaN(Date.parse(value))) {
    console.error(`--${name} ${value}: write a date as YYYY-MM-DD, like 2026-11-24.`);
    process.exit(1);
  }
}
const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const file = join(dataDir, EVENTS_DB);
if (!existsSync(file)) {
  console.error(`No events yet: ${file} does not exist. npm start creates it with the first page view (DATA_DIR sets the folder).`);
  process.exit(1);
}
const reader = openSqliteReader(file);
const rows = await reader.query({ from: Date.parse(from), to: Date.parse(to) + 86_400_000 });
await reader.close();
// Pages are named by their address, read from the site's YAML.
const site = loadSite(process.cwd());
if (!site.ok) console.error('The site config has problems (npm run validate shows them), so pages are named by file, not by address.');
const report = buildReport(rows, { from, to }, site.ok ? pageUrls(site.model) : undefined);
process.stdout.write(formatReport(report));
if (report.experiments.length > 0) {
  const out = join(dataDir, 'reports');
  mkdirSync(out, { recursive: true });
  for (const experiment of report.experiments) {
    const chart = join(out, `${experiment.experiment}.svg`);
    writeFileSync(chart, experimentChart(experiment));
    console.log(`Chart: ${chart}`);
  }
}
