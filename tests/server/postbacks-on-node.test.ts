// @vitest-environment node
// POST /__conversions on the Node server (src/server/server.ts through the request core), with the
// SQLite event store: a press recorded by the beacon, then its provider's postback, and a test per
// refusal, each with its status, nothing stored and the refusal counted. The curl and openssl lines
// of docs/tracking.md and the README are run as written against this server.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPostback } from '../helpers/sign-postback';
import { POSTBACK_ANSWERS } from '../../src/core/postbacks';
import { thanksMessage } from '../../src/core/thank-you-link';
import { openSqliteStore } from '../../src/events/sqlite-store';
import { createSiteServer } from '../../src/server/server';
import { closeNow, listenOnLoopback } from '../helpers/listen';
import { ROOT, shippedModel } from '../helpers/load-fixture';
import { writeStubBuild } from '../helpers/stub-build';

const SECRET = '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';
const folder = mkdtempSync(join(tmpdir(), 'postbacks-'));
const store = await openSqliteStore(join(folder, 'events.db'), { windowMs: 1 });
const logged: string[] = [];
let server: Server;
let base: string;
let presses = 0;

beforeAll(async () => {
  const distDir = join(folder, 'dist');
  writeStubBuild(distDir);
  const model = shippedModel();
  const conversions = { providers: { 'finance-forms': { secretVariable: 'FINANCE_FORMS_SECRET' }, quotes: { secretVariable: 'QUOTES_SECRET' } } };
  server = createSiteServer({
    model: { ...model, site: { ...model.site, conversions } },
    distDir,
    env: { FINANCE_FORMS_SECRET: SECRET },
    events: { store },
    log: (line) => logged.push(line),
  });
  base = `http://127.0.0.1:${await listenOnLoopback(server)}`;
});
afterAll(async () => {
  await closeNow(server);
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A press of the investor form's button, recorded by the beacon with a new click id (as tracking.ts makes them: 22 characters). */
async function press(): Promise<string> {
  const clickId = `press${String(++presses).padStart(3, '0')}`.padEnd(22, 'A');
  const beacon = { type: 'click', path: '/invest', link: 'investor-form', block: 'deals', utmSource: 'google', utmCampaign: 'winter', affid: true, clickId };
  const answer = await fetch(`${base}/__events`, { method: 'POST', body: JSON.stringify(beacon), headers: { 'content-type': 'text/plain' } });
  expect(answer.status).toBe(204);
  return clickId;
}

const now = () => Math.floor(Date.now() / 1000);
/** A postback as a provider sends it, signed with `secret` at `timestamp` unless told otherwise. */
async function postback(
  body: string,
  {
    secret = SECRET,
    timestamp = now(),
    provider = 'finance-forms',
    headers,
  }: { secret?: string; timestamp?: number; provider?: string; headers?: Record<string, string> } = {},
) {
  const signed = headers ?? {
    'conversion-provider': provider,
    'conversion-timestamp': String(timestamp),
    'conversion-signature': await signPostback(secret, timestamp, body),
  };
  const answer = await fetch(`${base}/__conversions`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...signed } });
  return { status: answer.status, text: await answer.text(), cacheControl: answer.headers.get('cache-control') };
}

const conversions = () => store.queryConversions({ from: 0, to: Date.now() + 1000 });
const refusals = async () => Object.fromEntries((await store.queryRefusals()).map(({ provider, reason, n }) => [`${provider || '-'} ${reason}`, n]));

/** Sends a refused postback: its answer, and what it stored (nothing, it must be) and counted. */
async function refused(send: () => Promise<{ status: number; text: string }>, counted: string) {
  const stored = await conversions();
  const before = await refusals();
  const answer = await send();
  expect(await conversions()).toEqual(stored);
  const after = await refusals();
  expect(after[counted], `${counted} counted once more`).toBe((before[counted] ?? 0) + 1);
  return answer;
}

describe('POST /__conversions on Node', () => {
  it('stores a signed postback for a press the beacon recorded (204), one per stage', async () => {
    const clickId = await press();
    expect(await postback(JSON.stringify({ clickId, value: 1500.5 }))).toEqual({ status: 204, text: '', cacheControl: 'no-store' });
    expect((await postback(JSON.stringify({ clickId, stage: 'paid', value: 1500.5 }))).status).toBe(204);
    const mine = (await conversions()).filter((row) => row.clickId === clickId);
    expect(mine.map(({ stage, valueCents, provider }) => ({ stage, valueCents, provider }))).toEqual([
      { stage: 'submitted', valueCents: 150050, provider: 'finance-forms' },
      { stage: 'paid', valueCents: 150050, provider: 'finance-forms' },
    ]);
    // The press it is tied to, with what the report will count it by.
    const pressed = (await store.query({ from: 0, to: Date.now() + 1000 })).find((row) => row.clickId === clickId);
    expect(pressed).toMatchObject({
      type: 'click',
      page: 'invest',
      pattern: '/invest',
      link: 'investor-form',
      utmSource: 'google',
      utmCampaign: 'winter',
      affid: true,
    });
  });

  it('stores the application a signed thank-you link names and sends the visitor on to the home page (303), its query read', async () => {
    const clickId = await press();
    const t = now();
    const sig = (await signPostback(SECRET, t, thanksMessage(clickId, 'approved', '99.50'))).slice('sha256='.length);
    const answer = await fetch(`${base}/__conversions/thanks?provider=finance-forms&clickid=${clickId}&stage=approved&value=99.50&t=${t}&sig=${sig}`, {
      redirect: 'manual',
    });
    expect([answer.status, answer.headers.get('location'), answer.headers.get('conversion-outcome'), answer.headers.get('referrer-policy')]).toEqual([
      303,
      '/',
      'stored',
      'no-referrer',
    ]);
    const mine = (await conversions()).filter((row) => row.clickId === clickId);
    expect(mine.map(({ stage, valueCents, provider }) => ({ stage, valueCents, provider }))).toEqual([
      { stage: 'approved', valueCents: 9950, provider: 'finance-forms' },
    ]);
  });

  it('refuses a postback without a signature: 401', async () => {
    const clickId = await press();
    const body = JSON.stringify({ clickId });
    const answer = await refused(() => postback(body, { headers: { 'conversion-provider': 'finance-forms' } }), 'finance-forms unsigned');
    expect(answer).toEqual({ status: 401, text: POSTBACK_ANSWERS.unsigned, cacheControl: 'no-store' });
  });

  it('refuses a postback with a wrong signature: 403', async () => {
    const clickId = await press();
    const answer = await refused(() => postback(JSON.stringify({ clickId }), { secret: 'f'.repeat(64) }), 'finance-forms bad-signature');
    expect(answer).toEqual({ status: 403, text: POSTBACK_ANSWERS.badSignature, cacheControl: 'no-store' });
  });

  it('refuses a postback whose timestamp is more than five minutes old: 403', async () => {
    const clickId = await press();
    const answer = await refused(() => postback(JSON.stringify({ clickId }), { timestamp: now() - 301 }), 'finance-forms stale');
    expect(answer).toEqual({ status: 403, text: POSTBACK_ANSWERS.stale, cacheControl: 'no-store' });
  });

  it('refuses a replay of a stored postback: 409, nothing changed', async () => {
    const clickId = await press();
    const body = JSON.stringify({ clickId, stage: 'approved', value: 900 });
    const timestamp = now();
    const signature = await signPostback(SECRET, timestamp, body);
    const headers = { 'conversion-provider': 'finance-forms', 'conversion-timestamp': String(timestamp), 'conversion-signature': signature };
    expect((await postback(body, { headers })).status).toBe(204);
    // The very request again, as someone who captured it would send it.
    const answer = await refused(() => postback(body, { headers }), 'finance-forms replay');
    expect(answer).toEqual({ status: 409, text: POSTBACK_ANSWERS.already('approved'), cacheControl: 'no-store' });
    expect((await conversions()).filter((row) => row.clickId === clickId)).toHaveLength(1);
  });

  it('refuses a postback for a click id no press has: 404', async () => {
    const answer = await refused(() => postback(JSON.stringify({ clickId: 'neverPressedAAAAAAAAAA' })), 'finance-forms unknown-click');
    expect(answer).toEqual({ status: 404, text: POSTBACK_ANSWERS.unknownClick, cacheControl: 'no-store' });
  });

  it('refuses a body over the 16 KB cap: 413, by its Content-Length or once read that far', async () => {
    const clickId = await press();
    const big = JSON.stringify({ clickId, pad: 'x'.repeat(17 * 1024) });
    const answer = await refused(() => postback(big), 'finance-forms too-large');
    expect(answer).toEqual({ status: 413, text: POSTBACK_ANSWERS.tooLarge, cacheControl: 'no-store' });
    // Sent in chunks, with no Content-Length: refused once 16 KB have come.
    const chunked = await refused(
      () =>
        new Promise<{ status: number; text: string }>((resolve, reject) => {
          const req = request(
            `${base}/__conversions`,
            { method: 'POST', headers: { 'content-type': 'application/json', 'conversion-provider': 'finance-forms' } },
            (res) => {
              let text = '';
              res.on('data', (chunk: Buffer) => (text += chunk.toString()));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
            },
          );
          req.on('error', reject);
          for (let i = 0; i < 4; i++) req.write('x'.repeat(8 * 1024));
          req.end();
        }),
      'finance-forms too-large',
    );
    expect(chunked).toEqual({ status: 413, text: POSTBACK_ANSWERS.tooLarge });
  });

  it('closes the connection after a refusal it sent without reading the body: a 413 by Content-Length and a 405', async () => {
    const headersOf = (method: string, headers: Record<string, string>) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const req = request(`${base}/__conversions`, { method, headers }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
        });
        req.on('error', reject);
        // A body far larger than it says is coming next: the answer must not wait for it.
        if (method === 'POST') req.write('x'.repeat(1024));
        else req.end();
      });
    expect(
      await headersOf('POST', { 'content-type': 'application/json', 'conversion-provider': 'finance-forms', 'content-length': String(64 * 1024) }),
    ).toEqual({
      status: 413,
      connection: 'close',
    });
    expect(await headersOf('PUT', { 'content-length': '0' })).toEqual({ status: 405, connection: 'close' });
  });

  it('answers a provider whose secret this server lacks with 503, and said so at start', async () => {
    const clickId = await press();
    const answer = await refused(() => postback(JSON.stringify({ clickId }), { provider: 'quotes' }), 'quotes no-secret');
    expect(answer.status).toBe(503);
    expect(logged).toContain(
      "Postbacks from quotes will be refused (503): QUOTES_SECRET is not set. Set it to the provider's secret (openssl rand -hex 32 makes one).",
    );
  });

  it('answers GET with 405 (Allow: POST), and a press of a link without tracking carries no click id', async () => {
    const get = await fetch(`${base}/__conversions`);
    expect([get.status, get.headers.get('allow'), await get.text()]).toEqual([405, 'POST', POSTBACK_ANSWERS.method]);
    const untracked = await fetch(`${base}/__events`, {
      method: 'POST',
      body: JSON.stringify({ type: 'click', path: '/invest', link: 'whatsapp', clickId: 'AAAAAAAAAAAAAAAAAAAAAA' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect([untracked.status, await untracked.text()]).toEqual([
      422,
      'Unprocessable: clickId: only a press of a tracked link (a template with tracking: true) carries one, and whatsapp has none.',
    ]);
    const view = await fetch(`${base}/__events`, {
      method: 'POST',
      body: JSON.stringify({ type: 'view', path: '/invest', clickId: 'AAAAAAAAAAAAAAAAAAAAAA' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect([view.status, await view.text()]).toEqual([422, 'Unprocessable: link, block, clickId: only clicks carry them.']);
  });

  it.each([
    ['docs/tracking.md', /A postback by hand[^\n]*\n\n```sh\n([\s\S]*?)```/],
    ['README.md', /### Completed applications from the forms[\s\S]*?```sh\n([\s\S]*?)```/],
  ])('takes the postback %s gives, run as written with curl and openssl', async (file, block) => {
    const clickId = await press();
    const lines = block.exec(readFileSync(join(ROOT, file), 'utf8'))?.[1];
    expect(lines).toBeDefined();
    // Only the address and the click id are this test's: the secret is the docs' own.
    const script = lines!.replace('https://www.example.co.za/__conversions', `${base}/__conversions`).replace('Yz3kQ9bW_l0-mNp2rStUvA', clickId);
    // Not execFileSync: this process is the server curl talks to.
    const { stdout: output } = await promisify(execFile)('bash', ['-c', script], { encoding: 'utf8' });
    expect(output.split('\r\n')[0]).toBe('HTTP/1.1 204 No Content');
    expect((await conversions()).filter((row) => row.clickId === clickId).map(({ stage, valueCents }) => [stage, valueCents])).toEqual([['approved', 150050]]);
  });
});
