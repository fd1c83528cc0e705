// @vitest-environment node
// Several servers, one truth (issue 30): two `landing-engine start` processes behind Debian's nginx
// (docs/nginx/site.conf with both in its upstream) share one PostgreSQL database. Four clients send
// views and clicks through nginx; one server is killed with kill -9 mid-run and started again.
// Never skipped: .ci/run installs nginx and PostgreSQL.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/load-fixture';
import { startNginx, siteConf } from '../helpers/nginx';
import { freePort, sql, startPostgres, type TestPostgres } from '../helpers/postgres';
import { rawRequest } from './built-site';
import { builtStarter, startInstance, type Instance } from './start-instances';

let root: string;
let cluster: TestPostgres;
let nginx: { stop(): void } | undefined;
let nginxPort: number;
const ports: number[] = [];
const dataDirs: string[] = [];
const servers: Instance[] = [];
/** What each server is started with: the documented line of site.conf, the shared database, and room for this test's rate. */
let env: Record<string, string>;

beforeAll(async () => {
  root = builtStarter();
  cluster = await startPostgres();
  env = { DATABASE_URL: cluster.url, TRUSTED_PROXY_HOPS: '1', EVENTS_PER_SECOND: '100000' };
  for (let i = 0; i < 2; i++) {
    ports.push(await freePort());
    dataDirs.push(mkdtempSync(join(tmpdir(), `two-servers-data-${i}-`)));
  }
  // One after the other: the first creates the schema, the second finds it.
  for (let i = 0; i < 2; i++) servers.push(await startInstance(root, ports[i]!, dataDirs[i]!, env));
  nginxPort = await freePort();
  nginx = await startNginx(siteConf(join(root, 'dist'), ports, nginxPort), nginxPort);
}, 240_000);
afterAll(async () => {
  nginx?.stop();
  for (const server of servers) server.child.kill('SIGKILL');
  await cluster?.remove();
  for (const dir of [root, ...dataDirs]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * One event sent through nginx from a loopback address of its own (127.0.0.0/8 is all this
 * machine's), so the per-visitor limit sees many visitors; resolves with the status (0: no answer).
 */
function send(port: number, address: string, name: string, type: 'view' | 'click'): Promise<number> {
  const event = {
    type,
    path: '/bike-repairs',
    experiment: 'repairs-hero',
    variant: type === 'click' ? 'same-day' : 'control',
    utmCampaign: name,
    affid: false,
    ...(type === 'click' ? { link: 'book', block: 'hero' } : {}),
  };
  const body = JSON.stringify(event);
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: address,
        path: '/__events',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

function report(dataDir: string): { status: number | null; stdout: string; stderr: string } {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const run = spawnSync(
    process.execPath,
    [join(ROOT, 'bin', 'landing-engine.js'), 'report', '--root', root, '--data', dataDir, '--from', '2020-01-01', '--to', '2099-12-31'],
    { env: { ...inherited, ...env }, encoding: 'utf8' },
  );
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('two servers behind nginx, one PostgreSQL database', () => {
  it('stores every acknowledged event exactly once through a kill -9 and a restart, and both report the same numbers', async () => {
    const PER_CLIENT = 300;
    const acknowledged = new Set<string>();
    const sent = new Set<string>();
    const statuses = new Map<number, number>();
    let killedAt = -1;
    let restarted: Promise<void> | undefined;
    await Promise.all(
      Array.from({ length: 4 }, async (_, client) => {
        for (let i = 0; i < PER_CLIENT; i++) {
          const name = `c${client}-${i}`;
          sent.add(name);
          const status = await send(nginxPort, `127.0.${10 + client}.${(i % 50) + 2}`, name, i % 3 === 2 ? 'click' : 'view');
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status === 204) acknowledged.add(name);
          // A quarter of the way: the first server is killed without warning, then started again.
          if (killedAt < 0 && acknowledged.size >= PER_CLIENT) {
            killedAt = acknowledged.size;
            servers[0]!.child.kill('SIGKILL');
            restarted = servers[0]!.exited.then(async () => {
              servers[0] = await startInstance(root, ports[0]!, dataDirs[0]!, env);
            });
          }
        }
      }),
    );
    await restarted;
    expect(killedAt).toBeGreaterThan(0);
    // Most events were acknowledged (the rest were in flight at the kill: 502 from nginx, or no answer).
    expect(acknowledged.size).toBeGreaterThan(1000);
    // Nothing else: no event refused by a limit, none answered 500.
    expect([...statuses.keys()].filter((status) => ![204, 502, 0].includes(status))).toEqual([]);

    // The restarted server and the other one both store again, directly.
    for (const [i, port] of ports.entries()) expect(await send(port, '127.0.20.2', `direct-${i}`, 'view'), `server ${i}`).toBe(204);

    const rows = await sql<{ name: string; n: number }>(cluster.url, 'SELECT utm_campaign AS name, count(*)::int AS n FROM events GROUP BY utm_campaign');
    const stored = new Map(rows.map((r) => [r.name, r.n]));
    expect([...acknowledged].filter((name) => !stored.has(name))).toEqual([]);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
    expect(rows.filter((r) => !sent.has(r.name) && !r.name.startsWith('direct-'))).toEqual([]);

    // The report on either server's settings: the same numbers, every stored event counted.
    const [first, second] = dataDirs.map(report);
    expect(first!.status, first!.stderr).toBe(0);
    expect(second!.status, second!.stderr).toBe(0);
    const withoutCharts = (text: string) => text.replace(/^Chart: .*\n/gm, '');
    expect(withoutCharts(second!.stdout)).toBe(withoutCharts(first!.stdout));
    const total = rows.reduce((sum, r) => sum + r.n, 0);
    expect(first!.stdout).toContain(`Events from 2020-01-01 to 2099-12-31 (UTC): ${total}\n`);
    expect(first!.stdout).toMatch(/^Chart: .*repairs-hero\.svg$/m);
  }, 300_000);

  it('shows a visitor the variant of their cookie on either server', async () => {
    for (const port of ports) {
      const chosen = await rawRequest(port, '/bike-repairs', { headers: { cookie: 'xp-repairs-hero=same-day' } });
      expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(chosen.text)?.[1], `server on ${port}`).toBe('Same-day bike repairs');
      expect(chosen.text).toContain('<meta name="experiment" content="repairs-hero:same-day">');
      expect(chosen.headers['set-cookie']).toBeUndefined();
      const control = await rawRequest(port, '/bike-repairs', { headers: { cookie: 'xp-repairs-hero=control' } });
      expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(control.text)?.[1], `server on ${port}`).toBe('Bike repairs');
      expect(control.text).toContain('<meta name="experiment" content="repairs-hero:control">');
    }
    // A new visitor drawn by one server keeps that variant on the other.
    const drawn = await rawRequest(ports[0]!, '/bike-repairs');
    const cookie = /^xp-repairs-hero=([a-z-]+);/.exec(String(drawn.headers['set-cookie']))?.[1];
    expect(['control', 'same-day']).toContain(cookie);
    const again = await rawRequest(ports[1]!, '/bike-repairs', { headers: { cookie: `xp-repairs-hero=${cookie}` } });
    expect(again.text).toContain(`<meta name="experiment" content="repairs-hero:${cookie}">`);
  });
});
