// @vitest-environment node
// Two `landing-engine start` processes on one PostgreSQL database (DATABASE_URL), each with the
// provider's secret in its environment: a press recorded by one is reported to the other, the same
// postback sent to both at once is stored once, and a refusal is counted where both count.
// Never skipped: .ci/run installs PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPostback } from '../helpers/sign-postback';
import { freePort, sql, startPostgres, type TestPostgres } from '../helpers/postgres';
import { builtStarter, startInstance, type Instance } from './start-instances';

const SECRET = 'two-servers-secret-0123456789abcdef0123456789';
let root: string;
let cluster: TestPostgres;
const dataDirs: string[] = [];
const servers: Instance[] = [];

beforeAll(async () => {
  root = builtStarter('\nconversions:\n  providers:\n    booking-form: { secretVariable: BOOKING_FORM_SECRET }\n');
  cluster = await startPostgres();
  const env = { DATABASE_URL: cluster.url, BOOKING_FORM_SECRET: SECRET };
  // One after the other: the first creates the schema, the second finds it.
  for (let i = 0; i < 2; i++) {
    dataDirs.push(mkdtempSync(join(tmpdir(), `postbacks-two-${i}-`)));
    servers.push(await startInstance(root, await freePort(), dataDirs[i]!, env));
  }
}, 240_000);
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  await cluster?.remove();
  for (const dir of [root, ...dataDirs]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const base = (server: Instance) => `http://127.0.0.1:${server.port}`;
/** A press of the booking button on one server, recorded by its beacon with the click id. */
async function press(server: Instance, clickId: string): Promise<number> {
  const beacon = { type: 'click', path: '/bike-repairs', link: 'book', block: 'hero', utmCampaign: 'spring', affid: false, clickId };
  return (await fetch(`${base(server)}/__events`, { method: 'POST', body: JSON.stringify(beacon), headers: { 'content-type': 'text/plain' } })).status;
}
/** The provider's postback to one server, signed now. */
async function postback(server: Instance, body: string, timestamp = Math.floor(Date.now() / 1000)): Promise<number> {
  const headers = {
    'content-type': 'application/json',
    'conversion-provider': 'booking-form',
    'conversion-timestamp': String(timestamp),
    'conversion-signature': await signPostback(SECRET, timestamp, body),
  };
  return (await fetch(`${base(server)}/__conversions`, { method: 'POST', body, headers })).status;
}

describe('two servers on one PostgreSQL database', () => {
  it("take postbacks for each other's presses", async () => {
    const [first, second] = servers as [Instance, Instance];
    expect(await press(first, 'pressedOnFirstAAAAAAAA')).toBe(204);
    expect(await press(second, 'pressedOnSecondAAAAAAA')).toBe(204);
    expect(await postback(second, JSON.stringify({ clickId: 'pressedOnFirstAAAAAAAA', value: 450 }))).toBe(204);
    expect(await postback(first, JSON.stringify({ clickId: 'pressedOnSecondAAAAAAA', stage: 'paid' }))).toBe(204);
    expect(await sql(cluster.url, 'SELECT click_id, stage, value_cents::int AS value, provider FROM conversions ORDER BY id')).toEqual([
      { click_id: 'pressedOnFirstAAAAAAAA', stage: 'submitted', value: 45000, provider: 'booking-form' },
      { click_id: 'pressedOnSecondAAAAAAA', stage: 'paid', value: null, provider: 'booking-form' },
    ]);
  });

  it('store the same postback sent to both at once once: one 204, one 409', async () => {
    const [first, second] = servers as [Instance, Instance];
    expect(await press(first, 'sentToBothAAAAAAAAAAAA')).toBe(204);
    const body = JSON.stringify({ clickId: 'sentToBothAAAAAAAAAAAA', stage: 'approved' });
    const statuses = await Promise.all([postback(first, body), postback(second, body)]);
    expect(statuses.sort()).toEqual([204, 409]);
    expect(await sql(cluster.url, "SELECT count(*)::int AS n FROM conversions WHERE click_id = 'sentToBothAAAAAAAAAAAA'")).toEqual([{ n: 1 }]);
    expect(await sql(cluster.url, "SELECT n::int AS n FROM conversion_refusals WHERE reason = 'replay'")).toEqual([{ n: 1 }]);
  });

  it('refuse a click id neither recorded, on either, counting both refusals in the one database and storing nothing', async () => {
    const [first, second] = servers as [Instance, Instance];
    const body = JSON.stringify({ clickId: 'pressedNowhereAAAAAAAA' });
    expect([await postback(first, body), await postback(second, body)]).toEqual([404, 404]);
    expect(await sql(cluster.url, "SELECT count(*)::int AS n FROM conversions WHERE click_id = 'pressedNowhereAAAAAAAA'")).toEqual([{ n: 0 }]);
    expect(await sql(cluster.url, "SELECT provider, n::int AS n FROM conversion_refusals WHERE reason = 'unknown-click'")).toEqual([
      { provider: 'booking-form', n: 2 },
    ]);
  });
});
