// The conformance table (issue 55): each row sends the same requests to the Node server and to the
// Worker in workerd, built from the same dist/, and asks both for what a visitor or an abuser would
// see. Every limit, header and answer here drifted between the two once: each row failed on the
// Worker before the rule it checks was written once for both (src/core/).
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPostback } from '../helpers/sign-postback';
import { POSTBACK_ANSWERS } from '../../src/core/postbacks';
import { thanksMessage } from '../../src/core/thank-you-link';
import { openSqliteStore } from '../../src/events/sqlite-store';
import type { EventStore } from '../../src/events/store';
import { withHandEditions } from '../helpers/hand-editions';
import { shippedModelWithExperimentsRunning } from '../helpers/load-fixture';
import { unlistedPlaces } from '../helpers/places';
import { buildBoth, nodeHost, workerHost, type Host } from './both-hosts';

const PARTNER = 'https://partner.example';
/** The form provider's secret, set where each host runs (Node: its environment; the Worker: a secret binding). */
const SECRET = 'c0nf0rmance-secret-0123456789abcdef0123456789';
const model = (() => {
  const running = shippedModelWithExperimentsRunning();
  const conversions = { providers: { 'finance-forms': { secretVariable: 'FINANCE_FORMS_SECRET' } } };
  return withHandEditions({ ...running, site: { ...running.site, cities: ['port-elizabeth', 'cape-town'], products: ['solar'], conversions } });
})();
let built: Awaited<ReturnType<typeof buildBoth>>;
const hosts: Array<Host & { close(): Promise<void> }> = [];
let nodeEvents: EventStore | undefined;
const eventsDir = mkdtempSync(join(tmpdir(), 'conformance-events-'));

beforeAll(async () => {
  built = await buildBoth(model);
  // The deployment settings both read from their environment: HSTS preload, and one origin allowed to read /content-api.
  // Node's clock stands still, so its buckets never refill and its counts are exact; Cloudflare's
  // limiter counts in fixed 10-s windows, so a row allows for one window ending during it.
  // Both keep events (Node in SQLite, the Worker in D1), so a postback finds the press it names.
  nodeEvents = await openSqliteStore(join(eventsDir, 'events.db'), { windowMs: 1 });
  hosts.push(
    await nodeHost({
      model,
      distDir: built.distDir,
      hstsPreload: true,
      corsOrigins: [PARTNER],
      clock: () => 0,
      random: () => 0,
      events: { store: nodeEvents },
      env: { FINANCE_FORMS_SECRET: SECRET },
      log: () => {},
    }),
  );
  hosts.push(await workerHost(built.workerDir, { HSTS_PRELOAD: '1', CONTENT_API_CORS_ORIGINS: PARTNER, FINANCE_FORMS_SECRET: SECRET }));
}, 300_000);
afterAll(async () => {
  await Promise.all(hosts.map((host) => host.close()));
  await nodeEvents?.close();
  rmSync(eventsDir, { recursive: true, force: true });
  built?.clean();
});

/** Every host's answer to the same steps, by host name. */
async function onBoth<T>(steps: (host: Host) => Promise<T>): Promise<Record<'node' | 'worker', T>> {
  const [node, worker] = await Promise.all(hosts.map(steps));
  return { node: node!, worker: worker! };
}
const beacons = (count: number) => JSON.stringify(Array.from({ length: count }, () => ({ type: 'view', path: '/invest' })));
const post = (body: string, headers: Record<string, string> = {}) => ({ method: 'POST', body, headers: { 'content-type': 'text/plain', ...headers } });
const count = (statuses: number[], status: number) => statuses.filter((one) => one === status).length;
/** Status, the headers a visitor's browser acts on, and the body. */
async function seen(answer: Response) {
  const headers = Object.fromEntries(
    ['content-type', 'cache-control', 'retry-after', 'strict-transport-security', 'vary', 'access-control-allow-origin', 'location'].flatMap((name) =>
      answer.headers.has(name) ? [[name, answer.headers.get(name)]] : [],
    ),
  );
  return { status: answer.status, headers, body: await answer.text() };
}

describe('conformance: events', () => {
  it(
    'charges one token per event: of five batches of 50 from one visitor the first is stored, at most one more, the rest 429',
    { timeout: 120_000 },
    async () => {
      const { node, worker } = await onBoth(async (host) => {
        const answers = [];
        for (let batch = 0; batch < 5; batch++) answers.push(await seen(await host.ask('/__events', { ...post(beacons(50)), visitor: '203.0.113.50' })));
        return answers;
      });
      for (const answers of [node, worker]) {
        const statuses = answers.map((answer) => answer.status);
        expect(statuses[0]).toBe(204);
        expect(count(statuses, 204)).toBeLessThanOrEqual(2);
        expect(count(statuses, 429)).toBeGreaterThanOrEqual(3);
      }
      expect(worker.find((answer) => answer.status === 429)).toEqual(node.find((answer) => answer.status === 429));
    },
  );

  it('counts an IPv6 /64 as one visitor: of 200 beacons from 200 addresses of one /64, at most 120 are taken', { timeout: 120_000 }, async () => {
    const { node, worker } = await onBoth(async (host) => {
      const statuses: number[] = [];
      for (let n = 0; n < 200; n++)
        statuses.push((await host.ask('/__events', { ...post(beacons(1)), visitor: `2001:db8:55:1:${(n + 1).toString(16)}::1` })).status);
      return statuses;
    });
    expect(node.slice(0, 60)).toEqual(Array<number>(60).fill(204));
    expect(count(node, 204)).toBe(60);
    expect(worker.slice(0, 60)).toEqual(Array<number>(60).fill(204));
    expect(count(worker, 204)).toBeLessThanOrEqual(120);
    // Another /64 is another visitor.
    const other = await onBoth(async (host) => (await host.ask('/__events', { ...post(beacons(1)), visitor: '2001:db8:55:2::1' })).status);
    expect(other).toEqual({ node: 204, worker: 204 });
  });

  it('refuses a chunked body past 16 KB with 413 and the same words', async () => {
    const chunked = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let chunk = 0; chunk < 4; chunk++) controller.enqueue(new TextEncoder().encode('x'.repeat(8 * 1024)));
          controller.close();
        },
      });
    const { node, worker } = await onBoth(async (host) =>
      seen(
        await host.ask('/__events', {
          method: 'POST',
          body: chunked() as never,
          duplex: 'half',
          headers: { 'content-type': 'text/plain' },
          visitor: '203.0.113.51',
        } as never),
      ),
    );
    expect(node.status).toBe(413);
    expect(worker).toEqual(node);
  });
});

describe("conformance: the providers' postbacks (POST /__conversions)", () => {
  /** A press of the investor form's button, recorded by the beacon with its click id (22 characters, as the browser makes them). */
  const press = async (host: Host, clickId: string, visitor: string) =>
    (await host.ask('/__events', { ...post(JSON.stringify({ type: 'click', path: '/invest', link: 'investor-form', block: 'deals', clickId })), visitor }))
      .status;
  const now = () => Math.floor(Date.now() / 1000);
  /** A postback signed with `secret` at `timestamp`, as the provider sends it. */
  const postback = async (
    host: Host,
    body: string,
    visitor: string,
    { secret = SECRET, timestamp = now(), headers }: { secret?: string; timestamp?: number; headers?: Record<string, string> } = {},
  ) => {
    const signed = headers ?? {
      'conversion-provider': 'finance-forms',
      'conversion-timestamp': String(timestamp),
      'conversion-signature': await signPostback(secret, timestamp, body),
    };
    return seen(await host.ask('/__conversions', { method: 'POST', body, headers: { 'content-type': 'application/json', ...signed }, visitor }));
  };
  const clickOf = (host: Host, name: string) => `${host.name}-${name}`.padEnd(22, 'A');

  it('stores a signed postback for a press the beacon recorded (204), and answers its replay 409 with the same words', { timeout: 120_000 }, async () => {
    const { node, worker } = await onBoth(async (host) => {
      const clickId = clickOf(host, 'taken');
      const pressed = await press(host, clickId, '203.0.113.70');
      const body = JSON.stringify({ clickId, stage: 'approved', value: 1500.5 });
      const timestamp = now();
      const headers = {
        'conversion-provider': 'finance-forms',
        'conversion-timestamp': String(timestamp),
        'conversion-signature': await signPostback(SECRET, timestamp, body),
      };
      const first = await postback(host, body, '203.0.113.71', { headers });
      const again = await postback(host, body, '203.0.113.71', { headers });
      const stored = (await host.postbacks()).conversions.filter((row) => row.startsWith(clickId));
      return { pressed, first, again, stored: stored.map((row) => row.replace(clickId, 'CLICK')) };
    });
    expect(node.pressed).toBe(204);
    expect(node.first.status).toBe(204);
    expect(node.again).toMatchObject({ status: 409, body: POSTBACK_ANSWERS.already('approved') });
    expect(node.stored).toEqual(['CLICK approved']);
    expect(worker).toEqual(node);
  });

  it(
    'refuses a postback unsigned (401), wrongly signed (403), stale (403), for an unknown click id (404) or over the cap (413) alike: nothing stored, each counted',
    { timeout: 120_000 },
    async () => {
      const { node, worker } = await onBoth(async (host) => {
        const clickId = clickOf(host, 'refused');
        await press(host, clickId, '203.0.113.72');
        const body = JSON.stringify({ clickId });
        const before = await host.postbacks();
        const answers = {
          unsigned: await postback(host, body, '203.0.113.73', { headers: { 'conversion-provider': 'finance-forms' } }),
          wrong: await postback(host, body, '203.0.113.73', { secret: 'another-secret-0123456789abcdef0123456789' }),
          stale: await postback(host, body, '203.0.113.73', { timestamp: now() - 301 }),
          unknown: await postback(host, JSON.stringify({ clickId: clickOf(host, 'never') }), '203.0.113.73'),
          large: await postback(host, JSON.stringify({ clickId, pad: 'x'.repeat(17 * 1024) }), '203.0.113.73'),
        };
        const after = await host.postbacks();
        const counted = Object.fromEntries(
          Object.entries(after.refusals).flatMap(([reason, n]) => (n > (before.refusals[reason] ?? 0) ? [[reason, n - (before.refusals[reason] ?? 0)]] : [])),
        );
        return { answers, stored: after.conversions.filter((row) => row.startsWith(clickId)), counted };
      });
      expect(Object.values(node.answers).map((answer) => answer.status)).toEqual([401, 403, 403, 404, 413]);
      expect(node.stored).toEqual([]);
      expect(node.counted).toEqual({ unsigned: 1, 'bad-signature': 1, stale: 1, 'unknown-click': 1, 'too-large': 1 });
      expect(worker).toEqual(node);
    },
  );

  it(
    'takes a signed thank-you link once (303 to the home page), a reload as already there, a changed one as refused and counted, alike',
    { timeout: 120_000 },
    async () => {
      const { node, worker } = await onBoth(async (host) => {
        const clickId = clickOf(host, 'thanks');
        await press(host, clickId, '203.0.113.75');
        const timestamp = now();
        const sig = (await signPostback(SECRET, timestamp, thanksMessage(clickId, 'submitted', '250'))).slice('sha256='.length);
        const open = async (value: string) => {
          const answer = await host.ask(`/__conversions/thanks?provider=finance-forms&clickid=${clickId}&value=${value}&t=${timestamp}&sig=${sig}`, {
            visitor: '203.0.113.76',
            redirect: 'manual',
          } as never);
          return { outcome: answer.headers.get('conversion-outcome'), referrer: answer.headers.get('referrer-policy'), ...(await seen(answer)) };
        };
        const before = await host.postbacks();
        const answers = { first: await open('250'), reload: await open('250'), raised: await open('2500') };
        const after = await host.postbacks();
        return {
          answers,
          stored: after.conversions.filter((row) => row.startsWith(clickId)).map((row) => row.replace(clickId, 'CLICK')),
          badSignatures: (after.refusals['bad-signature'] ?? 0) - (before.refusals['bad-signature'] ?? 0),
        };
      });
      expect(Object.values(node.answers).map((a) => [a.status, a.headers.location, a.outcome, a.referrer])).toEqual([
        [303, '/', 'stored', 'no-referrer'],
        [303, '/', 'already', 'no-referrer'],
        [303, '/', 'bad-signature', 'no-referrer'],
      ]);
      expect([node.stored, node.badSignatures]).toEqual([['CLICK submitted'], 1]);
      expect(worker).toEqual(node);
    },
  );

  it('answers another method with 405 and Allow: POST', async () => {
    const { node, worker } = await onBoth(async (host) => {
      const answer = await host.ask('/__conversions', { visitor: '203.0.113.74' });
      return { allow: answer.headers.get('allow'), ...(await seen(answer)) };
    });
    expect(node).toMatchObject({ status: 405, allow: 'POST', body: POSTBACK_ANSWERS.method });
    expect(worker).toEqual(node);
  });
});

describe('conformance: pages made on demand', () => {
  it('makes 10 places not prerendered for one visitor, then answers 429 with Retry-After', { timeout: 300_000 }, async () => {
    const towns = unlistedPlaces(model.site.cities, 40);
    const { node, worker } = await onBoth(async (host) => {
      const answers = [];
      for (const town of towns) answers.push(await seen(await host.ask(`/bakkie-rental/${town}`, { visitor: '203.0.113.60' })));
      return answers;
    });
    for (const answers of [node, worker]) {
      expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array<number>(10).fill(200));
      expect(
        count(
          answers.map((answer) => answer.status),
          429,
        ),
      ).toBeGreaterThanOrEqual(20);
    }
    expect(
      count(
        node.map((answer) => answer.status),
        429,
      ),
    ).toBe(30);
    expect(worker.find((answer) => answer.status === 429)).toEqual(node.find((answer) => answer.status === 429));
    expect(node.find((answer) => answer.status === 429)?.headers['retry-after']).toBe('1');
  });

  it('makes a new city once for many requests at once: 20 from one visitor all answer the page', { timeout: 120_000 }, async () => {
    const { node, worker } = await onBoth((host) =>
      Promise.all(Array.from({ length: 20 }, () => host.ask('/bakkie-rental/kwa-thema', { visitor: '203.0.113.61' }).then(seen))),
    );
    for (const answers of [node, worker]) {
      expect(answers.map((answer) => answer.status)).toEqual(Array<number>(20).fill(200));
      expect(answers[0]!.body).toContain('<h1>Bakkie Hire and Furniture Removal In KwaThema</h1>');
    }
  });

  it('gives a made page an ETag and Last-Modified, and 304 for the copy a browser holds', { timeout: 120_000 }, async () => {
    const { node, worker } = await onBoth(async (host) => {
      const first = await host.ask('/invest/mabopane', { visitor: '203.0.113.62' });
      await first.text();
      const etag = first.headers.get('etag');
      const again = await host.ask('/invest/mabopane', { visitor: '203.0.113.62', headers: { 'if-none-match': etag ?? '' } });
      return {
        first: first.status,
        etag: /^"[\w-]+"$/.test(etag ?? ''),
        lastModified: first.headers.has('last-modified'),
        again: again.status,
        againBody: await again.text(),
      };
    });
    expect(node).toEqual({ first: 200, etag: true, lastModified: true, again: 304, againBody: '' });
    expect(worker).toEqual(node);
  });
});

describe('conformance: headers and not-found pages', () => {
  it('answers a prerendered page and a file with an ETag, and 304 for the copy a browser holds', async () => {
    const { node, worker } = await onBoth(async (host) =>
      Promise.all(
        ['/privacy', '/media/logo.svg'].map(async (path) => {
          const first = await host.ask(path);
          await first.text();
          const again = await host.ask(path, { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });
          return {
            path,
            first: first.status,
            etag: first.headers.has('etag'),
            again: again.status,
            againBody: await again.text(),
            cacheControl: again.headers.get('cache-control'),
          };
        }),
      ),
    );
    expect(node).toEqual([
      { path: '/privacy', first: 200, etag: true, again: 304, againBody: '', cacheControl: 'no-cache' },
      { path: '/media/logo.svg', first: 200, etag: true, again: 304, againBody: '', cacheControl: 'no-cache' },
    ]);
    expect(worker).toEqual(node);
  });

  it('sends HSTS with preload over https when the deployment asks for it (HSTS_PRELOAD=1), and none over http', async () => {
    const { node, worker } = await onBoth(async (host) => [
      (await host.ask('/privacy', { https: true })).headers.get('strict-transport-security'),
      (await host.ask('/privacy')).headers.get('strict-transport-security'),
    ]);
    expect(node).toEqual(['max-age=63072000; includeSubDomains; preload', null]);
    expect(worker).toEqual(node);
  });

  it('lets an allowed origin read /content-api (CORS), varies on Origin, and tells another origin nothing', async () => {
    const { node, worker } = await onBoth(async (host) => [
      await seen(await host.ask('/content-api/deals', { headers: { origin: PARTNER } })),
      await seen(await host.ask('/content-api/deals', { headers: { origin: 'https://other.example' } })),
    ]);
    expect(node[0]!.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(node[0]!.headers.vary).toBe('Origin');
    expect(node[1]!.headers['access-control-allow-origin']).toBeUndefined();
    expect(worker).toEqual(node);
  });

  it("lists in a page's policy the hashes of the styles it holds and no other: a built page, a page made now, the not-found page", async () => {
    const { node, worker } = await onBoth(async (host) =>
      Promise.all(
        ['/privacy', '/invest/soshanguve', '/no-such-page'].map(async (path) => {
          const answer = await host.ask(path, { visitor: '203.0.113.63' });
          const html = await answer.text();
          // Hashed here with node:crypto, as CSP defines the source, not by the code under test.
          const held = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => `'sha256-${createHash('sha256').update(css!).digest('base64')}'`);
          const [self, ...listed] = /style-src ([^;]*)/.exec(answer.headers.get('content-security-policy') ?? '')![1]!.split(' ');
          return { path, status: answer.status, self, listed: listed.length, asHeld: listed.toSorted().join() === held.toSorted().join() };
        }),
      ),
    );
    expect(node).toEqual([
      { path: '/privacy', status: 200, self: "'self'", listed: 2, asHeld: true },
      { path: '/invest/soshanguve', status: 200, self: "'self'", listed: 3, asHeld: true },
      { path: '/no-such-page', status: 404, self: "'self'", listed: 1, asHeld: true },
    ]);
    expect(worker).toEqual(node);
  });

  it.each([
    ['/af/no-such-page', 'af'],
    ['/zu/no/such/page', 'zu'],
    ['/no-such-page', 'en'],
  ])('answers %s with the not-found page in its language (%s)', async (path, lang) => {
    const { node, worker } = await onBoth(async (host) => seen(await host.ask(path)));
    expect(node.status).toBe(404);
    expect(node.body).toContain(`<html lang="${lang}"`);
    expect(worker).toEqual(node);
  });
});
