import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import pg from 'pg';
import type { EventRow } from '../schemas/event';
import type { SiteModel } from '../src/config/model';
import { openPostgresStore } from '../src/events/postgres-store';
import { EVENTS_DB, openSqliteStore } from '../src/events/sqlite-store';
import { INSERT_SQL, rowValues } from '../src/events/store';
import { startPostgres, sql } from '../dev/postgres-cluster';
import { ROOT } from './site';

export interface ReportRun {
  events: number;
  ms: number;
  peakRssMB: number;
  /** The process's memory before the report started (Node, tsx, the site's YAML loaded by the command later). */
  rssBeforeMB: number;
}

export interface PostgresBench {
  rows: number;
  reportSqlite: ReportRun;
  reportPostgres: ReportRun;
  intake: {
    servers: number;
    rateAsked: number;
    seconds: number;
    eventsPerSecond: number;
    stored: number;
    inDatabase: number;
    p50Ms: number;
    p99Ms: number;
    statuses: Record<string, number>;
    pageAlone: { requests: number; p50Ms: number; p99Ms: number };
    pageDuringIntake: { requests: number; p50Ms: number; p99Ms: number };
  };
  loadAverage: { start: number; end: number };
}

/** A deterministic stream of numbers in [0, 1) (mulberry32), so every run reports the same rows. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` events over November 2026 as the shipped site would record them: its pages, about one
 * click in twelve on its link templates, a third with a campaign, some with an affiliate, the
 * tender-bid page in an experiment of two variants.
 */
export function syntheticEvents(model: SiteModel, count: number): EventRow[] {
  const next = random(30);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const pages = model.pages.map((entry) => entry.id);
  const links = Object.keys(model.site.links);
  const campaigns = Array.from(
    { length: 20 },
    (_, i) => [['google', 'facebook', 'newsletter', 'partner'][i % 4]!, ['cpc', 'social', 'email', 'referral'][i % 4]!, `campaign-${i}`] as const,
  );
  const from = Date.parse('2026-11-01T00:00:00Z');
  const rows: EventRow[] = [];
  for (let i = 0; i < count; i++) {
    const page = pick(pages);
    const click = next() < 0.08;
    const campaign = next() < 0.35 ? pick(campaigns) : (['', '', ''] as const);
    const inExperiment = page === 'tender-bid';
    rows.push({
      ts: from + Math.floor((i / count) * 30 * 86_400_000),
      type: click ? 'click' : 'view',
      page,
      pattern: `/${page}`,
      city: '',
      experiment: inExperiment ? 'tender-hero' : '',
      variant: inExperiment ? (next() < 0.5 ? 'control' : 'quote-first') : '',
      utmSource: campaign[0],
      utmMedium: campaign[1],
      utmCampaign: campaign[2],
      affid: next() < 0.2,
      link: click ? pick(links) : '',
      block: click ? 'hero' : '',
    });
  }
  return rows;
}

/** `landing-engine report` in a child process (bench/report-child.ts), with `env` added. */
function runReport(data: string, env: Record<string, string>): Promise<ReportRun> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'bench', 'report-child.ts'), data],
      { cwd: ROOT, env: { ...inherited, ...env }, maxBuffer: 16 << 20 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`${error.message}\n${stderr}`));
        const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as ReportRun & { status: number };
        if (result.status !== 0) return reject(new Error(`report exited ${result.status}: ${stderr}`));
        resolve({ events: result.events, ms: result.ms, peakRssMB: result.peakRssMB, rssBeforeMB: result.rssBeforeMB });
      },
    );
  });
}

function startServer(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', 'pg-server-child.ts'), databaseUrl], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /http:\/\/\S+/.exec(out)?.[0];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`a bench server exited (${code}) before listening`)));
  });
}

function runIntakeLoad(
  urls: string[],
  pagePath: string,
  rate: number,
  seconds: number,
): Promise<{
  pageAlone: PostgresBench['intake']['pageAlone'];
  pageDuringIntake: PostgresBench['intake']['pageDuringIntake'];
  intake: { sent: number; stored: number; eventsPerSecond: number; p50Ms: number; p99Ms: number; statuses: Record<string, number> };
}> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'bench', 'pg-intake-load.ts'), urls.join(','), pagePath, String(rate), String(seconds)],
      { cwd: ROOT, maxBuffer: 1 << 20 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout.trim().split('\n').at(-1)!))),
    );
  });
}

/**
 * `npm run bench -- --postgres-only [--rows N] [--rate N] [--seconds N]`: the report of N events
 * (1,000,000) on SQLite and on PostgreSQL, each `landing-engine report` in a process of its own
 * (time of the command, peak memory of the process); then event intake through two servers on one
 * PostgreSQL (each in its own process, limits lifted as in --intake-only), with a page measured
 * alone and during the intake. PostgreSQL is a throwaway cluster with fsync on.
 */
export async function benchPostgres(
  model: SiteModel,
  {
    rows: count = 1_000_000,
    rate = 6000,
    seconds = 10,
    log = console.error,
  }: { rows?: number; rate?: number; seconds?: number; log?: (line: string) => void } = {},
): Promise<PostgresBench> {
  const loadStart = loadavg()[0]!;
  const rows = syntheticEvents(model, count);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  const cluster = await startPostgres({ durable: true });
  try {
    log(`Writing ${count.toLocaleString('en-US')} events to SQLite...`);
    const file = join(dataDir, EVENTS_DB);
    await (await openSqliteStore(file)).close();
    const db = new Database(file);
    const insert = db.prepare(INSERT_SQL);
    db.exec('BEGIN');
    for (const row of rows) insert.run(rowValues(row));
    db.exec('COMMIT');
    db.close();
    log('Report on SQLite...');
    const reportSqlite = await runReport(dataDir, {});

    log(`Writing ${count.toLocaleString('en-US')} events to PostgreSQL...`);
    await (await openPostgresStore(cluster.url, { log: { log() {}, error: log } })).close();
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    for (let at = 0; at < rows.length; at += 50_000) {
      const columns: unknown[][] = Array.from({ length: 13 }, () => []);
      for (const row of rows.slice(at, at + 50_000)) rowValues(row).forEach((value, i) => columns[i]!.push(value));
      await client.query(
        'INSERT INTO events (ts, type, page, pattern, city, experiment, variant, utm_source, utm_medium, utm_campaign, affid, link, block) SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::smallint[], $12::text[], $13::text[])',
        columns,
      );
    }
    // As autovacuum would soon after such a load: the planner's statistics and the visibility map.
    await client.query('VACUUM ANALYZE events');
    await client.end();
    log('Report on PostgreSQL...');
    const reportPostgres = await runReport(dataDir, { DATABASE_URL: cluster.url });

    log(`Event intake through two servers on PostgreSQL, ${rate}/s for ${seconds} s...`);
    await sql(cluster.url, 'CREATE DATABASE intake');
    const intakeUrl = cluster.url.replace(/\/events$/, '/intake');
    // One after the other: the first builds dist/ when it is stale and creates the schema.
    const servers = [await startServer(intakeUrl)];
    servers.push(await startServer(intakeUrl));
    let load;
    try {
      load = await runIntakeLoad(
        servers.map((s) => s.url),
        '/invest',
        rate,
        seconds,
      );
    } finally {
      for (const server of servers) server.child.kill('SIGTERM');
    }
    const n = (await sql<{ n: number }>(intakeUrl, "SELECT count(*)::int AS n FROM events WHERE utm_campaign = 'pg-intake'"))[0]!.n;
    return {
      rows: count,
      reportSqlite,
      reportPostgres,
      intake: {
        servers: 2,
        rateAsked: rate,
        seconds,
        eventsPerSecond: load.intake.eventsPerSecond,
        stored: load.intake.stored,
        inDatabase: n,
        p50Ms: load.intake.p50Ms,
        p99Ms: load.intake.p99Ms,
        statuses: load.intake.statuses,
        pageAlone: load.pageAlone,
        pageDuringIntake: load.pageDuringIntake,
      },
      loadAverage: { start: loadStart, end: loadavg()[0]! },
    };
  } finally {
    await cluster.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The figures as lines, each against its target. */
export function formatPostgresBench(b: PostgresBench): string {
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  const report = (name: string, r: ReportRun) =>
    `Report of ${r.events.toLocaleString('en-US')} events on ${name}: ${(r.ms / 1000).toFixed(2)} s (target 3 s: ${mark(r.ms <= 3000)}), peak memory ${r.peakRssMB} MB (target 150 MB: ${mark(r.peakRssMB <= 150)}; the process held ${r.rssBeforeMB} MB before it started)`;
  const i = b.intake;
  return [
    report('SQLite', b.reportSqlite),
    report('PostgreSQL', b.reportPostgres),
    `Intake through ${i.servers} servers on PostgreSQL: ${i.eventsPerSecond.toLocaleString('en-US')} events/s stored of ${i.rateAsked.toLocaleString('en-US')}/s asked for ${i.seconds} s (target 5,000: ${mark(i.eventsPerSecond >= 5000)}); answers ${JSON.stringify(i.statuses)}; ${i.stored.toLocaleString('en-US')} acknowledged, ${i.inDatabase.toLocaleString('en-US')} in the database; beacon p50 ${i.p50Ms} ms, p99 ${i.p99Ms} ms`,
    `Page /invest on the first server: p99 ${i.pageAlone.p99Ms} ms alone (${i.pageAlone.requests} requests), ${i.pageDuringIntake.p99Ms} ms during the intake (${i.pageDuringIntake.requests} requests)`,
    `Load average (1 minute): ${b.loadAverage.start.toFixed(1)} at start, ${b.loadAverage.end.toFixed(1)} at the end; 2 cores`,
  ].join('\n');
}
