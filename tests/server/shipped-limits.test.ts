// @vitest-environment node
// The limits as shipped (src/core/limits.ts), seen through requests: every other test passes its
// own limits, so a burst of 6,000 instead of 60 went unnoticed (issue 29). No `limits` option here;
// the limits' clock is the test's, so refills are exact and the machine's speed does not matter.
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../src/core/limits';
import { createSiteServer } from '../../src/server/server';
import { shippedModel } from '../helpers/load-fixture';
import { writeStubBuildWithInvest } from '../helpers/stub-build';

const distDir = mkdtempSync(join(tmpdir(), 'shipped-limits-'));
let server: Server | undefined;
let port: number;
let clock = 0;

beforeAll(() => {
  writeStubBuildWithInvest(distDir);
});
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

/** The shipped server: no limits passed, no event store (beacons are checked, then dropped). */
async function serve() {
  clock = 0;
  server = createSiteServer({ model: shippedModel(), distDir, clock: () => clock, log: () => {} });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}

type Answer = { status: number; retryAfter?: string; text: string };

function send(address: string, path: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = body === undefined ? {} : { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body) };
    const req = request({ host: '127.0.0.1', port, localAddress: address, path, method: body === undefined ? 'GET' : 'POST', agent: false, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const VIEW = { type: 'view', path: '/invest', affid: false };
/** `count` page views in one request from the visitor at `address` (a loopback address of its own). */
const beacon = (address: string, count = 1) => send(address, '/__events', JSON.stringify(count === 1 ? VIEW : Array(count).fill(VIEW)));
/** The statuses of `n` beacons of one event each, sent one after another. */
async function statuses(address: string, n: number): Promise<number[]> {
  const out = [];
  for (let i = 0; i < n; i++) out.push((await beacon(address)).status);
  return out;
}

describe('events per visitor as shipped: 60 at once, then 10 a second', () => {
  it('takes 60 beacons from one visitor and answers the 61st 429 with Retry-After: 1', async () => {
    await serve();
    expect(await statuses('127.0.8.2', 60)).toEqual(Array(60).fill(204));
    expect(await beacon('127.0.8.2')).toEqual({ status: 429, retryAfter: '1', text: 'Too Many Requests: slow down.' });
    // Another visitor has a bucket of its own.
    expect((await beacon('127.0.8.3')).status).toBe(204);
  }, 60_000);

  it('refills one event per 100 ms and never holds more than 60', async () => {
    await serve();
    expect((await beacon('127.0.8.4', 50)).status).toBe(204);
    expect(await statuses('127.0.8.4', 11)).toEqual([...Array(10).fill(204), 429]);
    clock += 99;
    expect((await beacon('127.0.8.4')).status).toBe(429);
    clock += 1;
    expect(await statuses('127.0.8.4', 2)).toEqual([204, 429]);
    clock += 1000;
    expect(await statuses('127.0.8.4', 11)).toEqual([...Array(10).fill(204), 429]);
    // An hour idle fills the bucket to 60, not to 36,000.
    clock += 3_600_000;
    expect((await beacon('127.0.8.4', 50)).status).toBe(204);
    expect(await statuses('127.0.8.4', 11)).toEqual([...Array(10).fill(204), 429]);
  }, 60_000);

  it('counts every event of a batch: after a batch of 50, a batch of 11 is refused whole', async () => {
    await serve();
    expect((await beacon('127.0.8.5', 50)).status).toBe(204);
    expect(await beacon('127.0.8.5', 11)).toEqual({ status: 429, retryAfter: '1', text: 'Too Many Requests: slow down.' });
    // The refused batch cost only the token taken before its body was read: 9 singles still fit.
    expect(await statuses('127.0.8.5', 10)).toEqual([...Array(9).fill(204), 429]);
  }, 60_000);
});

describe('events for the whole site as shipped: 1,000 at once, then 500 a second', () => {
  it('takes 1,000 events from 20 visitors, refuses the next with 503, and takes 500 more a second later', async () => {
    await serve();
    const first = [];
    for (let i = 0; i < 20; i++) first.push((await beacon(`127.0.9.${i + 2}`, 50)).status);
    expect(first).toEqual(Array(20).fill(204));
    // Not one event more, from anyone.
    expect((await beacon('127.0.9.40')).status).toBe(503);
    clock += 1000;
    const second = [];
    for (let i = 0; i < 10; i++) second.push((await beacon(`127.0.10.${i + 2}`, 50)).status);
    expect(second).toEqual(Array(10).fill(204));
    expect(await beacon('127.0.10.40')).toEqual({
      status: 503,
      retryAfter: '1',
      text: 'Service Unavailable: the site takes at most 500 events a second; try again in a moment.',
    });
  }, 60_000);
});

describe('pages rendered on demand per visitor as shipped: 10 at once, then 2 a second', () => {
  it('renders 10 new cities, refuses the 11th with 429, and renders one more each 500 ms', async () => {
    await serve();
    const answers = [];
    // Places the engine knows and the site does not list (issue 60: a slug that is no place is redirected).
    const towns = [
      'soshanguve',
      'mabopane',
      'atteridgeville',
      'mamelodi',
      'hammanskraal',
      'diepsloot',
      'alexandra',
      'ivory-park',
      'daveyton',
      'tsakane',
      'katlehong',
      'vosloorus',
      'sebokeng',
    ];
    for (const town of towns.slice(0, 11)) answers.push((await send('127.0.11.2', `/tender-finance/${town}`)).status);
    expect(answers).toEqual([...Array(10).fill(200), 429]);
    clock += 499;
    expect((await send('127.0.11.2', `/tender-finance/${towns[11]}`)).status).toBe(429);
    clock += 1;
    expect((await send('127.0.11.2', `/tender-finance/${towns[11]}`)).status).toBe(200);
    expect((await send('127.0.11.2', `/tender-finance/${towns[12]}`)).status).toBe(429);
  }, 120_000);
});

describe('the shipped limits as docs/deploy.md lists them', () => {
  it('are 60 events at once and 10 a second per visitor, 1,000 and 500 for the site, 10 and 2 renders per visitor, one render thread and 32 waiting', () => {
    // The render thread and queue are not seen through requests here: whether a render has
    // finished when the next request arrives depends on the machine's speed.
    expect(DEFAULT_LIMITS).toEqual({
      eventsPerVisitor: { perSecond: 10, burst: 60 },
      eventsPerSecond: { perSecond: 500, burst: 1000 },
      rendersPerVisitor: { perSecond: 2, burst: 10 },
      renderThreads: 1,
      renderQueue: 32,
    });
  });
});
