import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/core/event-rules';
import { signPostback } from '../helpers/sign-postback';
import type { PostbackPorts } from '../../src/core/conversion-ports';
import { POSTBACK_ANSWERS, postbackAnswers } from '../../src/core/postbacks';
import { StoreUnavailable } from '../../src/events/store';
import { memoryStore } from '../helpers/memory-conversions';

// The request core's postback rules with a store in memory and a clock that stands still: every
// answer, what is stored and what is counted. The hosts' own tests (tests/server/postbacks-on-node.test.ts,
// tests/edge/conformance.test.ts) send the same postbacks over HTTP.

const NOW = Date.parse('2026-11-23T10:00:00Z');
const SECONDS = NOW / 1000;
const SECRET = 'a'.repeat(64);
const CLICK = 'Yz3kQ9bW_l0-mNp2rStUvA';
const conversions = { providers: { 'finance-forms': { secretVariable: 'FINANCE_FORMS_SECRET' }, quotes: { secretVariable: 'QUOTES_SECRET' } } };

interface Sent {
  method?: string;
  body?: string;
  headers?: Record<string, string | undefined>;
  /** What the host's reader gives instead of the body. */
  read?: 'too-large' | 'timeout';
}

/** One postback through the rules; resolves with the answer, what the store holds and counted, and whether the body was read. */
async function send(
  { method = 'POST', body = JSON.stringify({ clickId: CLICK }), headers, read }: Sent,
  over: Partial<PostbackPorts> & { clicks?: string[] } = {},
) {
  const { store, stored, counted } = memoryStore(over.clicks ?? [CLICK]);
  const logged: string[] = [];
  let bodyRead = false;
  const signed = headers ?? {
    'conversion-provider': 'finance-forms',
    'conversion-timestamp': String(SECONDS),
    'conversion-signature': await signPostback(SECRET, SECONDS, body),
  };
  const answer = await postbackAnswers(conversions)(
    {
      method,
      header: (name) => signed[name],
      body: async () => ((bodyRead = true), read ?? body),
      sender: '203.0.113.9',
    },
    {
      store,
      take: async () => undefined,
      secret: (name) => ({ FINANCE_FORMS_SECRET: SECRET })[name],
      now: () => NOW,
      log: (_kind, line) => logged.push(line),
      ...over,
    },
  );
  return { answer, stored, counted, logged, bodyRead };
}

const signedBy = async (secret: string, body: string, timestamp = SECONDS, provider = 'finance-forms') => ({
  'conversion-provider': provider,
  'conversion-timestamp': String(timestamp),
  'conversion-signature': await signPostback(secret, timestamp, body),
});

describe('a postback the rules take', () => {
  it('stores a signed postback for a recorded press: 204, the stage submitted when left out, the value in cents', async () => {
    const { answer, stored, counted } = await send({ body: JSON.stringify({ clickId: CLICK, value: 1500.5 }) });
    expect(answer).toEqual({ status: 204, headers: { 'cache-control': 'no-store' } });
    expect(stored).toEqual([{ ts: NOW, clickId: CLICK, stage: 'submitted', valueCents: 150050, provider: 'finance-forms' }]);
    expect(counted).toEqual([]);
  });

  it('takes a signature written in capitals, a timestamp five minutes old, and one five minutes ahead', async () => {
    const body = JSON.stringify({ clickId: CLICK, stage: 'approved' });
    const upper = await signedBy(SECRET, body);
    upper['conversion-signature'] = `sha256=${upper['conversion-signature'].slice(7).toUpperCase()}`;
    expect((await send({ body, headers: upper })).answer.status).toBe(204);
    expect((await send({ body, headers: await signedBy(SECRET, body, SECONDS - 300) })).answer.status).toBe(204);
    expect((await send({ body, headers: await signedBy(SECRET, body, SECONDS + 300) })).answer.status).toBe(204);
  });
});

describe('each refusal: its status and words, counted by reason, nothing stored', () => {
  const body = JSON.stringify({ clickId: CLICK });
  const cases: Array<[string, () => Promise<Sent>, number, string, string | undefined]> = [
    ['no signature headers at all', async () => ({ headers: {} }), 401, POSTBACK_ANSWERS.unsigned, '- unsigned'],
    [
      'a timestamp and provider but no signature',
      async () => ({ headers: { ...(await signedBy(SECRET, body)), 'conversion-signature': undefined } }),
      401,
      POSTBACK_ANSWERS.unsigned,
      'finance-forms unsigned',
    ],
    [
      'a timestamp that is not seconds',
      async () => ({ headers: { ...(await signedBy(SECRET, body)), 'conversion-timestamp': '2026-11-23T10:00:00Z' } }),
      401,
      POSTBACK_ANSWERS.unsigned,
      'finance-forms unsigned',
    ],
    [
      'a provider the site does not have',
      async () => ({ headers: await signedBy(SECRET, body, SECONDS, 'someone') }),
      401,
      POSTBACK_ANSWERS.unknownProvider('someone'),
      '- unsigned',
    ],
    [
      'a signature made with another secret',
      async () => ({ headers: await signedBy('b'.repeat(64), body) }),
      403,
      POSTBACK_ANSWERS.badSignature,
      'finance-forms bad-signature',
    ],
    [
      'a body changed after it was signed',
      async () => ({ body: JSON.stringify({ clickId: CLICK, value: 99999 }), headers: await signedBy(SECRET, body) }),
      403,
      POSTBACK_ANSWERS.badSignature,
      'finance-forms bad-signature',
    ],
    [
      'a signature without sha256=',
      async () => ({ headers: { ...(await signedBy(SECRET, body)), 'conversion-signature': (await signPostback(SECRET, SECONDS, body)).slice(7) } }),
      403,
      POSTBACK_ANSWERS.badSignature,
      'finance-forms bad-signature',
    ],
    [
      'a timestamp five minutes and a second old',
      async () => ({ headers: await signedBy(SECRET, body, SECONDS - 301) }),
      403,
      POSTBACK_ANSWERS.stale,
      'finance-forms stale',
    ],
    [
      'a timestamp five minutes and a second ahead',
      async () => ({ headers: await signedBy(SECRET, body, SECONDS + 301) }),
      403,
      POSTBACK_ANSWERS.stale,
      'finance-forms stale',
    ],
    [
      'a body that is not JSON',
      async () => ({ body: 'clickId=x', headers: await signedBy(SECRET, 'clickId=x') }),
      400,
      POSTBACK_ANSWERS.notJson,
      'finance-forms malformed',
    ],
    [
      'a stage there is none of',
      async () => ({
        body: '{"clickId":"Yz3kQ9bW_l0-mNp2rStUvA","stage":"won"}',
        headers: await signedBy(SECRET, '{"clickId":"Yz3kQ9bW_l0-mNp2rStUvA","stage":"won"}'),
      }),
      422,
      'Unprocessable: stage: Invalid option: expected one of "submitted"|"approved"|"paid"; nothing was stored.',
      'finance-forms malformed',
    ],
    [
      'a click id no press has',
      async () => ({ body: '{"clickId":"unknownAAAAAAAAAAAAAAA"}', headers: await signedBy(SECRET, '{"clickId":"unknownAAAAAAAAAAAAAAA"}') }),
      404,
      POSTBACK_ANSWERS.unknownClick,
      'finance-forms unknown-click',
    ],
    // Counted under the provider it names (one the site has), though nothing of it is checked yet.
    ['a body past the cap as it is read', async () => ({ read: 'too-large' }), 413, POSTBACK_ANSWERS.tooLarge, 'finance-forms too-large'],
    [
      'a provider whose secret is not set where the server runs',
      async () => ({ headers: await signedBy(SECRET, body, SECONDS, 'quotes') }),
      503,
      POSTBACK_ANSWERS.noSecret('quotes'),
      'quotes no-secret',
    ],
  ];

  it.each(cases)('%s', async (_, make, status, words, counted) => {
    const sent = await make();
    const result = await send(sent);
    expect([result.answer.status, result.answer.body]).toEqual([status, words]);
    expect(result.answer.headers['cache-control']).toBe('no-store');
    expect(result.stored).toEqual([]);
    expect(result.counted).toEqual([`2026-11-23 ${counted}`]);
  });

  it('refuses a body whose Content-Length is past the cap before reading it (413)', async () => {
    const result = await send({ headers: { 'content-length': String(MAX_BODY_BYTES + 1) } });
    expect([result.answer.status, result.answer.body, result.answer.unread, result.bodyRead]).toEqual([413, POSTBACK_ANSWERS.tooLarge, true, false]);
    expect(result.stored).toEqual([]);
    expect(result.counted).toEqual(['2026-11-23 - too-large']);
  });

  it('refuses a repeat of a stored postback (a replay) with 409, and stores another stage of the same click', async () => {
    const { store, stored, counted } = memoryStore([CLICK]);
    const answer = postbackAnswers(conversions);
    const ports: PostbackPorts = { store, take: async () => undefined, secret: () => SECRET, now: () => NOW, log: () => {} };
    const postback = async (text: string) => {
      const headers = await signedBy(SECRET, text);
      return answer({ method: 'POST', header: (name) => headers[name as keyof typeof headers], body: async () => text, sender: 'x' }, ports);
    };
    expect((await postback(body)).status).toBe(204);
    expect(await postback(body)).toMatchObject({ status: 409, body: POSTBACK_ANSWERS.already('submitted') });
    expect((await postback(JSON.stringify({ clickId: CLICK, stage: 'paid', value: 200 }))).status).toBe(204);
    expect(stored.map((row) => [row.stage, row.valueCents])).toEqual([
      ['submitted', null],
      ['paid', 20000],
    ]);
    expect(counted).toEqual(['2026-11-23 finance-forms replay']);
  });

  it('says in the log which variable to set, without naming it to the sender', async () => {
    const { answer, logged } = await send({ headers: await signedBy(SECRET, body, SECONDS, 'quotes') });
    expect(answer.headers['retry-after']).toBe('3600');
    expect(answer.body).not.toContain('QUOTES_SECRET');
    expect(logged).toEqual([
      "Postbacks from quotes are refused (503): QUOTES_SECRET is not set where this server runs. Set it to the provider's secret (openssl rand -hex 32 makes one).",
    ]);
    const short = await send({ headers: await signedBy('short', body) }, { secret: () => 'short' });
    expect([short.answer.status, short.logged]).toEqual([
      503,
      [
        "Postbacks from finance-forms are refused (503): FINANCE_FORMS_SECRET holds fewer than 32 characters where this server runs. Set it to the provider's secret (openssl rand -hex 32 makes one).",
      ],
    ]);
  });

  it('takes a secret of exactly 32 characters and refuses one of 31', async () => {
    const exactly = 'k'.repeat(32);
    const taken = await send({ headers: await signedBy(exactly, body) }, { secret: () => exactly });
    expect(taken.answer.status).toBe(204);
    const under = 'k'.repeat(31);
    const refused = await send({ headers: await signedBy(under, body) }, { secret: () => under });
    expect(refused.answer.status).toBe(503);
  });

  it('refuses a signature that differs from the right one only in its last character: every byte is compared', async () => {
    const right = await signPostback(SECRET, SECONDS, body);
    const last = right.at(-1)!;
    const wrongAtTheEnd = right.slice(0, -1) + (last === '0' ? '1' : '0');
    const { answer, stored } = await send({ headers: { ...(await signedBy(SECRET, body)), 'conversion-signature': wrongAtTheEnd } });
    expect([answer.status, answer.body, stored]).toEqual([403, POSTBACK_ANSWERS.badSignature, []]);
  });

  it('answers another method with 405, a sender past its limit with 429, a store that cannot write with 503: none counted, nothing stored', async () => {
    const get = await send({ method: 'GET' });
    expect([get.answer.status, get.answer.headers.allow, get.bodyRead, get.counted]).toEqual([405, 'POST', false, []]);
    const limited = await send({}, { take: async () => ({ status: 429, body: 'Too Many Requests: slow down.' }) });
    expect([limited.answer.status, limited.answer.headers['retry-after'], limited.bodyRead, limited.counted, limited.stored]).toEqual([
      429,
      '1',
      false,
      [],
      [],
    ]);
    const unavailable = await send(
      {},
      { store: { recordConversion: () => Promise.reject(new StoreUnavailable('locked', 'locked', 7)), countRefusal: async () => {} } },
    );
    expect([unavailable.answer.status, unavailable.answer.body, unavailable.answer.headers['retry-after']]).toEqual([503, POSTBACK_ANSWERS.unstored, '7']);
    // Without a store no press is known.
    const none = await send({}, { store: undefined });
    expect(none.answer.status).toBe(404);
  });
});

describe('the signature', () => {
  it('is HMAC-SHA256 of timestamp + "." + body, in hex, as node:crypto and openssl make it', async () => {
    const body = '{"clickId":"Yz3kQ9bW_l0-mNp2rStUvA","stage":"approved","value":1500}';
    const hex = createHmac('sha256', SECRET).update(`1764000000.${body}`).digest('hex');
    expect(await signPostback(SECRET, 1764000000, body)).toBe(`sha256=${hex}`);
    // The line docs/tracking.md gives a provider, as a shell runs it.
    const openssl = spawnSync('sh', ['-c', `printf '%s.%s' "$TS" "$BODY" | openssl dgst -sha256 -hmac "$SECRET" | sed 's/^.*= //'`], {
      env: { ...process.env, TS: '1764000000', BODY: body, SECRET },
      encoding: 'utf8',
    });
    expect(openssl.stdout.trim()).toBe(hex);
  });
});
