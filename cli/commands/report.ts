import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Goal } from '../../schemas/experiment';
import { experimentChart } from '../../src/events/chart-svg';
import { demoReport } from '../../src/events/demo-funnel';
import { formatReport } from '../../src/events/format-report';
import { loadSite } from '../../src/config/load';
import { pageUrls } from '../../src/events/page-urls';
import { openPostgresReader } from '../../src/events/postgres-store';
import { reportFromCounts } from '../../src/events/report';
import { utcDay as dayOf } from '../../src/lib/utc-day';
import { EVENTS_DB, openSqliteReader } from '../../src/events/sqlite-store';
import type { EventReader } from '../../src/events/store';
import { ROOT_OPTION, UsageError } from '../args';
import { deploySettings } from '../deploy-settings';
import type { Command } from '../command';
import { siteRoot } from '../site-folder';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Views, call-to-action clicks and completed applications (with their value) by page (its address),
 * link template, campaign, affiliate presence, language and variant, and each experiment's variants
 * against the control on its goal (a verdict that holds however often it is read), from the events database: DATABASE_URL's PostgreSQL
 * when set (as for start), else <data>/events.db. The database counts (REPORT_SQL) in one read-only
 * snapshot, so it works while `start` writes and its memory does not grow with the events. Writes
 * one SVG chart per experiment to <data>/reports/.
 */
export const command: Command = {
  spec: {
    name: 'report',
    summary: 'page views, call-to-action clicks, applications and each experiment against its control',
    options: {
      ...ROOT_OPTION,
      from: { type: 'string', value: 'YYYY-MM-DD', description: 'first UTC day, included; default: 29 days before --to' },
      to: { type: 'string', value: 'YYYY-MM-DD', description: 'last UTC day, included; default: today' },
      demo: {
        type: 'boolean',
        description: 'replay a known funnel (a variant with more presses but fewer applications) and show the verdict; reads no database',
      },
      data: {
        type: 'string',
        value: 'DIR',
        description:
          'folder of the events database (and of the charts, in reports/); default: $DATA_DIR or <root>/data. With $DATABASE_URL set, the events are read from that PostgreSQL database',
      },
    },
  },
  async run(values) {
    if (values.demo === true) {
      process.stdout.write(demoReport());
      return 0;
    }
    const root = siteRoot(values.root);
    const to = typeof values.to === 'string' ? values.to : dayOf(Date.now());
    const from = typeof values.from === 'string' ? values.from : dayOf(Date.parse(to) - 29 * 86_400_000);
    for (const [name, value] of [
      ['from', from],
      ['to', to],
    ] as const) {
      // A day that does not exist (2026-02-30) would roll over to another one: refused, not read as March.
      if (!DAY.test(value) || Number.isNaN(Date.parse(value)) || dayOf(Date.parse(value)) !== value)
        throw new UsageError(`--${name} ${value}: write a date that exists as YYYY-MM-DD, like 2026-11-24.`);
    }
    if (from > to) throw new UsageError(`--from ${from} is after --to ${to}: the report runs from the first day to the last; swap them.`);
    const dataDir = resolve(root, typeof values.data === 'string' ? values.data : (process.env.DATA_DIR ?? 'data'));
    const settings = deploySettings(process.env);
    if (!settings.ok) throw new UsageError(settings.message);
    let reader: EventReader;
    if (settings.databaseUrl) {
      try {
        reader = await openPostgresReader(settings.databaseUrl);
      } catch (error) {
        console.error((error as Error).message);
        return 1;
      }
    } else {
      const file = join(dataDir, EVENTS_DB);
      if (!existsSync(file)) {
        console.error(
          `No events yet: ${relative(process.cwd(), file)} does not exist. start creates it with the first page view (--data or DATA_DIR sets the folder).`,
        );
        return 1;
      }
      try {
        reader = openSqliteReader(file);
      } catch (error) {
        console.error((error as Error).message);
        return 1;
      }
    }
    // Pages are named by their address, read from the site's YAML; a site of several languages is also counted by language.
    const site = loadSite(root);
    const languages = site.ok && site.model.editions?.length ? [site.model.language!, ...site.model.editions.map((edition) => edition.language)] : [];
    let counts;
    try {
      counts = await reader.report({ from: Date.parse(from), to: Date.parse(to) + 86_400_000, patterns: languages.length > 1 });
    } catch (error) {
      // The connection lost mid-report, a file that is not an events database: one line, no stack.
      throw new UsageError(
        `The report could not read the events (${(error as Error).message.split('\n')[0]}). Run it again; if it fails again, check DATABASE_URL or the --data folder.`,
      );
    } finally {
      await reader.close().catch(() => {});
    }
    if (!site.ok) console.error('The site config has problems (validate shows them), so pages are named by file, not by address.');
    // Each experiment's goal from its page's YAML (presses when it names none); applications are shown when the site takes them.
    const goals: Record<string, Goal> = {};
    for (const entry of site.ok ? site.model.pages : [])
      for (const experiment of entry.page.experiments ?? []) if (experiment.goal) goals[experiment.id] = experiment.goal;
    const funnel = site.ok && Object.keys(site.model.site.conversions?.providers ?? {}).length > 0;
    const report = reportFromCounts(counts, { from, to }, site.ok ? pageUrls(site.model) : undefined, languages, { goals, funnel });
    process.stdout.write(formatReport(report));
    if (report.experiments.length > 0) {
      const out = join(dataDir, 'reports');
      mkdirSync(out, { recursive: true });
      for (const experiment of report.experiments) {
        const chart = join(out, `${experiment.experiment}.svg`);
        writeFileSync(chart, experimentChart(experiment));
        console.log(`Chart: ${relative(process.cwd(), chart)}`);
      }
    }
    return 0;
  },
};
