import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../src/events/sqlite-store';
import { createEventIntake } from '../../src/server/event-intake';
import type { SiteModel } from '../../src/config/model';
import { shippedModel, shippedModelWithExperimentsRunning } from '../helpers/load-fixture';

const store = await openSqliteStore(join(mkdtempSync(join(tmpdir(), 'intake-')), 'events.db'), { windowMs: 1 });
let server: Server;
let url: string;
// A fresh limit per test: each builds its own intake with 5 events of burst.
let intake: ReturnType<typeof createEventIntake>;

beforeAll(async () => {
  server = createServer((req, res) => intake(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__events`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await store.close();
});
beforeEach(() => {
  intake = createEventIntake({ model: shippedModelWithExperimentsRunning(), store, limits: { eventsPerVisitor: { burst: 5, perSecond: 0.001 } } });
});

const stored = async () => (await store.query({ from: 0, to: Date.now() + 1000 })).length;
const post = (body: string, type = 'text/plain;charset=UTF-8') => fetch(url, { method: 'POST', body, headers: { 'content-type': type } });
const VIEW = {
  type: 'view',
  path: '/tolatenderpro-tender-search-bid-preparation-and-submission',
  experiment: 'tender-hero',
  variant: 'quote-first',
  utmSource: 'google',
  utmCampaign: 'spring',
  affid: true,
};

describe('POST /__events', () => {
  it('stores a page view with the page, pattern and city worked out from the path, and answers 204 once stored', async () => {
    const before = await stored();
    const response = await post(JSON.stringify({ type: 'view', path: '/tender-finance/durban', utmSource: 'google', affid: false }));
    expect(response.status).toBe(204);
    const rows = await store.query({ from: 0, to: Date.now() + 1000 });
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({
      type: 'view',
      page: 'tender-finance',
      pattern: '/tender-finance/{city}',
      city: 'durban',
      utmSource: 'google',
      affid: false,
      experiment: '',
      link: '',
    });
  });

  it('stores a click with its link template, block and variant', async () => {
    const response = await post(JSON.stringify({ ...VIEW, type: 'click', link: 'tender-quote', block: 'hero' }), 'application/json');
    expect(response.status).toBe(204);
    const last = (await store.query({ from: 0, to: Date.now() + 1000 })).at(-1);
    expect(last).toMatchObject({
      type: 'click',
      page: 'tender-bid',
      experiment: 'tender-hero',
      variant: 'quote-first',
      link: 'tender-quote',
      block: 'hero',
      utmCampaign: 'spring',
      affid: true,
    });
  });

  it.each([
    ['not JSON', '{type: view', 400, 'Bad Request: the body is not JSON.'],
    ['an unknown field (an IP address)', JSON.stringify({ ...VIEW, ip: '10.0.0.1' }), 422, 'Unprocessable: body: Unrecognized key: "ip"'],
    [
      'an affid value instead of its presence',
      JSON.stringify({ ...VIEW, affid: 'AF77' }),
      422,
      'Unprocessable: affid: Invalid input: expected boolean, received string',
    ],
    ['a path that is no page', JSON.stringify({ ...VIEW, path: '/nowhere' }), 422, 'Unprocessable: path: /nowhere is not a page of this site.'],
    [
      'a variant the experiment lacks',
      JSON.stringify({ ...VIEW, variant: 'zzz' }),
      422,
      'Unprocessable: variant: experiment tender-hero has no variant "zzz".',
    ],
    [
      'a variant but no experiment',
      JSON.stringify({ ...VIEW, experiment: undefined }),
      422,
      'Unprocessable: experiment: the variant "quote-first" was sent without its experiment; send both or neither.',
    ],
    [
      'a click on an unknown link template',
      JSON.stringify({ ...VIEW, type: 'click', link: 'nope' }),
      422,
      "Unprocessable: link: a click names one of the site's link templates.",
    ],
    [
      'a utm value over 100 characters',
      JSON.stringify({ ...VIEW, utmSource: 'x'.repeat(101) }),
      422,
      'Unprocessable: utmSource: Too big: expected string to have <=100 characters',
    ],
  ])('refuses %s with a clear 4xx and stores nothing', async (_, body, status, reason) => {
    const before = await stored();
    const response = await post(body);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(reason);
    expect(await stored()).toBe(before);
  });

  it('refuses a body over 16 KB with 413, other methods with 405 and HTML with 415', async () => {
    const before = await stored();
    const answer = async (response: Response) => [response.status, response.headers.get('allow'), response.headers.get('cache-control'), await response.text()];
    expect(await answer(await post('x'.repeat(17 * 1024)))).toEqual([413, null, 'no-store', 'Payload Too Large: at most 16384 bytes.']);
    expect(await answer(await fetch(url))).toEqual([405, 'POST', 'no-store', 'Method Not Allowed: send events with POST.']);
    expect(await answer(await post(JSON.stringify(VIEW), 'text/html'))).toEqual([
      415,
      null,
      'no-store',
      'Unsupported Media Type: send JSON as application/json or text/plain.',
    ]);
    // The type is read without its parameters, in any case.
    expect((await post(JSON.stringify(VIEW), ' Application/JSON ; charset=utf-8')).status).toBe(204);
    expect(await stored()).toBe(before + 1);
  });

  it('takes a body of exactly 16,384 bytes and refuses one of 16,385 with 413', async () => {
    const before = await stored();
    // A view padded with the spaces JSON allows after it, to the byte.
    const padded = (bytes: number) => JSON.stringify(VIEW).padEnd(bytes, ' ');
    expect(padded(16_384)).toHaveLength(16_384);
    expect((await post(padded(16_384))).status).toBe(204);
    expect((await post(padded(16_385))).status).toBe(413);
    expect(await stored()).toBe(before + 1);
  });

  it('refuses a body larger than it said, past 16 KB, with 413 once read that far', async () => {
    const { request } = await import('node:http');
    const { port } = new URL(url);
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/__events', method: 'POST', headers: { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write('x'.repeat(10 * 1024));
      req.end('x'.repeat(10 * 1024));
    });
    expect(answer).toEqual({ status: 413, text: 'Payload Too Large: at most 16384 bytes.' });
  });

  it('says which field is wrong, or "body" when the body as a whole is', async () => {
    expect(await (await post('[]')).text()).toBe('Unprocessable: body: Too small: expected array to have >=1 items');
    expect(await (await post('not json')).text()).toBe('Bad Request: the body is not JSON.');
    expect(await (await post(JSON.stringify({ ...VIEW, path: `/${'x'.repeat(200)}` }))).text()).toBe(
      `Unprocessable: path: /${'x'.repeat(79)} is not a page of this site.`,
    );
    expect(await (await post(JSON.stringify({ ...VIEW, link: 'tender-quote' }))).text()).toBe('Unprocessable: link, block, clickId: only clicks carry them.');
    expect(await (await post(JSON.stringify({ ...VIEW, type: 'click' }))).text()).toBe("Unprocessable: link: a click names one of the site's link templates.");
  });

  it('answers a flood from one address with 429 once its burst is spent, storing only what it acknowledged', async () => {
    const before = await stored();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await post(JSON.stringify(VIEW))).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    expect(await stored()).toBe(before + 5);
  });

  it('refuses a variant of a paused experiment and any variant of an ended one, naming why (issue 25)', async () => {
    const before = await stored();
    const withStatus = (status: 'paused' | 'ended'): SiteModel => {
      const model = shippedModel();
      const pages = model.pages.map((entry) =>
        entry.id === 'tender-bid'
          ? {
              ...entry,
              page: {
                ...entry.page,
                experiments: entry.page.experiments!.map((e) => ({ ...e, status, ...(status === 'ended' ? { winner: 'quote-first' } : {}) })),
              },
            }
          : entry,
      );
      return { ...model, pages };
    };
    intake = createEventIntake({ model: withStatus('paused'), store, limits: { eventsPerVisitor: { burst: 50, perSecond: 0.001 } } });
    const paused = await post(JSON.stringify(VIEW));
    expect(paused.status).toBe(422);
    expect(await paused.text()).toBe(
      'Unprocessable: variant: experiment tender-hero is paused, so its pages show only the control; "quote-first" is not shown to anyone.',
    );
    // The control is what a paused experiment's page shows and says: counted.
    expect((await post(JSON.stringify({ ...VIEW, variant: 'control' }))).status).toBe(204);
    intake = createEventIntake({ model: withStatus('ended'), store, limits: { eventsPerVisitor: { burst: 50, perSecond: 0.001 } } });
    for (const variant of ['control', 'quote-first']) {
      const ended = await post(JSON.stringify({ ...VIEW, type: 'click', link: 'tender-quote', variant }));
      expect(ended.status, variant).toBe(422);
      expect(await ended.text(), variant).toBe(
        'Unprocessable: experiment: experiment tender-hero has ended; its pages show the winner (quote-first) to everyone and send no experiment.',
      );
    }
    expect(await stored()).toBe(before + 1);
  });
});

describe('POST /__events when the body or the store fails', () => {
  async function serveIntake(options: Partial<Parameters<typeof createEventIntake>[0]>) {
    const handler = createEventIntake({ model: shippedModelWithExperimentsRunning(), store, ...options });
    const server = createServer((req, res) => handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, port: (server.address() as AddressInfo).port };
  }

  it('answers 408 to a body that never finishes (the deadline is the only way it ends), and stores nothing', async () => {
    const { server, port } = await serveIntake({ bodyTimeoutMs: 50 });
    const before = await stored();
    const { request } = await import('node:http');
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/__events', method: 'POST', headers: { 'content-type': 'text/plain', 'content-length': '100' } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write('{"type":');
    });
    expect(answer).toEqual({ status: 408, text: 'Request Timeout: the body did not arrive in time.' });
    expect(await stored()).toBe(before);
    server.closeAllConnections();
    server.close();
  });

  it("answers 503 with Retry-After: 5 when the store fails for another reason, and logs why (the visitor is not told the store's words)", async () => {
    const lines: string[] = [];
    const failing = { ...store, append: async () => Promise.reject(new Error('disk I/O error')) };
    const { server, port } = await serveIntake({ store: failing, log: (line) => lines.push(line) });
    const response = await fetch(`http://127.0.0.1:${port}/__events`, {
      method: 'POST',
      body: JSON.stringify(VIEW),
      headers: { 'content-type': 'text/plain' },
    });
    expect([response.status, response.headers.get('retry-after'), await response.text()]).toEqual([
      503,
      '5',
      'Service Unavailable: the events could not be stored right now; try again in a moment.',
    ]);
    expect(lines).toEqual(['Events refused (503): the events were not stored (disk I/O error).']);
    server.closeAllConnections();
    server.close();
  });
});
