// @vitest-environment node
// landing-engine report as a person runs it: on the SQLite file, and the one-line refusals.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, describe, expect, it } from 'vitest';
import type { EventRow } from '../../schemas/event';
import { openSqliteStore } from '../../src/events/sqlite-store';
import { freePort } from '../helpers/postgres';
import { ROOT } from '../helpers/load-fixture';
import { FIXTURE_SITE } from '../helpers/fixture-site';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function report(data: string, env: Record<string, string> = {}, days = ['--from', '2026-11-23', '--to', '2026-11-24'], root: string[] = []) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const run = spawnSync(process.execPath, [join(ROOT, 'bin', 'landing-engine.js'), 'report', '--data', data, ...days, ...root], {
    cwd: ROOT,
    env: { ...inherited, ...env },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const view = (over: Partial<EventRow> = {}): EventRow => ({
  ts: Date.parse('2026-11-23T10:00:00Z'),
  type: 'view',
  page: 'invest',
  pattern: '/invest',
  city: '',
  experiment: '',
  variant: '',
  utmSource: '',
  utmMedium: '',
  utmCampaign: '',
  affid: false,
  link: '',
  block: '',
  ...over,
});

describe('landing-engine report', () => {
  it('refuses a day that does not exist, and a first day after the last, in one line', () => {
    expect(report('data', {}, ['--from', '2026-02-30', '--to', '2026-03-05'])).toEqual({
      status: 1,
      stdout: '',
      stderr: '--from 2026-02-30: write a date that exists as YYYY-MM-DD, like 2026-11-24.\n',
    });
    expect(report('data', {}, ['--from', '2026-11-24', '--to', '2026-11-23'])).toEqual({
      status: 1,
      stdout: '',
      stderr: '--from 2026-11-24 is after --to 2026-11-23: the report runs from the first day to the last; swap them.\n',
    });
  });

  it('prints the counts the SQLite file holds for the days asked', async () => {
    const data = mkdtempSync(join(tmpdir(), 'report-cli-'));
    folders.push(data);
    const store = await openSqliteStore(join(data, 'events.db'));
    await store.append([view(), view(), view({ type: 'click', link: 'investor-form', block: 'deals' }), view({ ts: Date.parse('2026-11-25T10:00:00Z') })]);
    await store.close();
    const { status, stdout } = report(data);
    expect(status).toBe(0);
    expect(stdout).toContain('Events from 2026-11-23 to 2026-11-24 (UTC): 3\n');
    expect(stdout).toContain('  /invest      2           1        50.0%\n');
  });

  it('replays the demo funnel without a database (--demo) and stops with the variant that brings applications', () => {
    const { status, stdout, stderr } = report('no-such-folder', {}, ['--demo']);
    expect([status, stderr]).toEqual([0, '']);
    expect(stdout.split('\n')[0]).toBe('Demo: a known funnel replayed through the report (seeded; nothing is read from or written to a database).');
    expect(stdout).toContain('  Stop: the control brings more applications per view than the variant. End the experiment: status: ended, winner: control.\n');
  });

  it('refuses a file a newer engine migrated, in one line', async () => {
    const data = mkdtempSync(join(tmpdir(), 'report-newer-'));
    folders.push(data);
    const file = join(data, 'events.db');
    await (await openSqliteStore(file)).close();
    const db = new Database(file);
    db.exec('INSERT INTO schema_version VALUES (4, 0)');
    db.close();
    const { status, stdout, stderr } = report(data);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      `The events database ${file} has schema version 4, made by a newer landing-engine (this one knows up to version 3); nothing was written to it. Run the newer landing-engine, or point DATA_DIR at another database.\n`,
    );
  });

  it('says in one line that a DATABASE_URL cannot be reached', async () => {
    const port = await freePort();
    const { status, stderr } = report(ROOT, { DATABASE_URL: `postgres://landing:secret@127.0.0.1:${port}/landing_events` });
    expect(status).toBe(1);
    expect(stderr).toBe(
      `The events database 127.0.0.1:${port}/landing_events cannot be reached (connection refused: nothing listens on that port). Check DATABASE_URL.\n`,
    );
  });

  it("decides each experiment on the goal its page's YAML names, and shows applications on a site that takes them", async () => {
    // The fixture site with a form provider, and finance-hero on /finance decided on applications.
    const root = mkdtempSync(join(tmpdir(), 'report-goal-'));
    folders.push(root);
    cpSync(FIXTURE_SITE, root, { recursive: true });
    appendFileSync(join(root, 'site.config.yaml'), 'conversions:\n  providers:\n    forms: { secretVariable: FORMS_SECRET }\n');
    appendFileSync(
      join(root, 'pages', 'finance.yaml'),
      'experiments:\n  - id: finance-hero\n    status: running\n    goal: applications\n    variants:\n      - { id: control, weight: 50 }\n      - { id: bold, weight: 50, heading: Bold }\n',
    );
    const store = await openSqliteStore(join(root, 'data', 'events.db'));
    const finance = { page: 'finance', pattern: '/finance', experiment: 'finance-hero' };
    await store.append([
      view({ ...finance, variant: 'control' }),
      view({ ...finance, variant: 'bold' }),
      view({ ...finance, variant: 'bold', type: 'click', link: 'apply', block: 'hero' }),
    ]);
    await store.close();
    const { status, stdout, stderr } = report(join(root, 'data'), {}, undefined, ['--root', root]);
    expect([status, stderr]).toEqual([0, '']);
    expect(stdout).toContain(
      [
        'By page',
        '  page      views  CTA clicks  clicks/view  applications  value  applications/view  95% interval',
        '  /finance      2           1        50.0%             0  R0.00               0.0%     0.0-65.8%',
      ].join('\n'),
    );
    expect(stdout).toContain('Experiment finance-hero, decided on applications\n');
  });
});
