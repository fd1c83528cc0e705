// The signed thank-you link (GET /__conversions/thanks) with a store in memory and a clock that
// stands still: the visitor is always sent on to the thank-you page; what is stored and counted,
// and the Conversion-Outcome header, say what happened.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { ConversionRow } from '../../schemas/conversions';
import { postbackAnswers } from '../../src/core/postbacks';
import { signPostback } from '../helpers/sign-postback';
import { THANKS_PATH, thanksMessage } from '../../src/core/thank-you-link';
import { memoryStore } from '../helpers/memory-conversions';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const SECONDS = NOW / 1000;
const SECRET = 'b'.repeat(64);
const CLICK = 'Yz3kQ9bW_l0-mNp2rStUvA';
const conversions = {
  providers: { 'finance-forms': { secretVariable: 'FINANCE_FORMS_SECRET', thanksPath: '/thank-you' }, quotes: { secretVariable: 'QUOTES_SECRET' } },
};

/** The hex signature of a link, as the provider makes it. */
const sign = async (stage: string, value: string, timestamp = SECONDS, secret = SECRET, clickId = CLICK) =>
  (await signPostback(secret, timestamp, thanksMessage(clickId, stage, value))).slice('sha256='.length);

async function link(query: string, { method = 'GET', clicks = [CLICK], stored = [] as ConversionRow[] } = {}) {
  const { store, counted } = memoryStore(clicks, stored);
  const answer = await postbackAnswers(conversions)(
    { method, header: () => undefined, body: async () => '', sender: '203.0.113.9', path: THANKS_PATH, query },
    { store, take: async () => undefined, secret: (name) => ({ FINANCE_FORMS_SECRET: SECRET })[name], now: () => NOW, log: () => {} },
  );
  return { status: answer.status, location: answer.headers.location, outcome: answer.headers['conversion-outcome'], stored, counted, headers: answer.headers };
}

describe('a signed thank-you link', () => {
  it("records the application once and sends the visitor to the provider's thank-you page (303); a reload changes nothing", async () => {
    const query = `provider=finance-forms&clickid=${CLICK}&stage=approved&value=1500.50&t=${SECONDS}&sig=${await sign('approved', '1500.50')}`;
    const { headers, ...first } = await link(query);
    expect(first).toEqual({
      status: 303,
      location: '/thank-you',
      outcome: 'stored',
      stored: [{ ts: NOW, clickId: CLICK, stage: 'approved', valueCents: 150050, provider: 'finance-forms' }],
      counted: [],
    });
    // The thank-you page must not learn the signed link (its click id and value) from the Referer.
    expect(headers['referrer-policy']).toBe('no-referrer');
    // Nothing keeps the answer: a reload asks again (and changes nothing).
    expect(headers).toEqual({ location: '/thank-you', 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'conversion-outcome': 'stored' });
    const again = await link(query, { stored: first.stored });
    expect([again.status, again.outcome, again.stored.length, again.counted]).toEqual([303, 'already', 1, []]);
  });

  it('keeps a value to the cent where its hundredfold is not exact in floating point: R19.99 is 1999 cents', async () => {
    const { stored } = await link(`provider=finance-forms&clickid=${CLICK}&stage=approved&value=19.99&t=${SECONDS}&sig=${await sign('approved', '19.99')}`);
    expect(stored.map((row) => row.valueCents)).toEqual([1999]);
  });

  it('takes a link without stage or value as the submitted stage, and sends it to the home page for a provider without thanksPath', async () => {
    const quotes = await link(`provider=quotes&clickid=${CLICK}&t=${SECONDS}&sig=${await sign('submitted', '')}`);
    // quotes has no secret where this server runs: the visitor still goes on, nothing stored, counted.
    expect(quotes).toMatchObject({ status: 303, location: '/', outcome: 'no-secret', stored: [], counted: ['2026-11-23 quotes no-secret'] });
    const plain = await link(`provider=finance-forms&clickid=${CLICK}&t=${SECONDS}&sig=${await sign('submitted', '')}`);
    expect(plain.stored.map((row) => [row.stage, row.valueCents])).toEqual([['submitted', null]]);
  });

  it('sends the visitor on but stores nothing for a link changed, stale, unsigned, for an unknown press, or with a bad value, each counted', async () => {
    const signature = await sign('submitted', '200');
    const cases = {
      // The visitor raised the value: the signature no longer matches.
      raised: `provider=finance-forms&clickid=${CLICK}&value=20000&t=${SECONDS}&sig=${signature}`,
      stale: `provider=finance-forms&clickid=${CLICK}&value=200&t=${SECONDS - 301}&sig=${await sign('submitted', '200', SECONDS - 301)}`,
      unsigned: `provider=finance-forms&clickid=${CLICK}&value=200&t=${SECONDS}`,
      unknown: `provider=finance-forms&clickid=${'Q'.repeat(22)}&t=${SECONDS}&sig=${await sign('submitted', '', SECONDS, SECRET, 'Q'.repeat(22))}`,
      badValue: `provider=finance-forms&clickid=${CLICK}&value=1e3&t=${SECONDS}&sig=${await sign('submitted', '1e3')}`,
    };
    const answers = Object.fromEntries(await Promise.all(Object.entries(cases).map(async ([name, query]) => [name, await link(query)] as const)));
    expect(Object.values(answers).map((a) => [a.status, a.location, a.outcome, a.stored.length, a.counted])).toEqual([
      [303, '/thank-you', 'bad-signature', 0, ['2026-11-23 finance-forms bad-signature']],
      [303, '/thank-you', 'stale', 0, ['2026-11-23 finance-forms stale']],
      [303, '/thank-you', 'unsigned', 0, ['2026-11-23 finance-forms unsigned']],
      [303, '/thank-you', 'unknown-click', 0, ['2026-11-23 finance-forms unknown-click']],
      [303, '/thank-you', 'malformed', 0, ['2026-11-23 finance-forms malformed']],
    ]);
  });

  it('takes a link signed five minutes ago or five minutes ahead (300 s), and refuses one 301 s old as stale', async () => {
    const at = async (timestamp: number) =>
      (await link(`provider=finance-forms&clickid=${CLICK}&t=${timestamp}&sig=${await sign('submitted', '', timestamp)}`)).outcome;
    expect([await at(SECONDS - 300), await at(SECONDS + 300), await at(SECONDS - 301), await at(SECONDS + 301)]).toEqual([
      'stored',
      'stored',
      'stale',
      'stale',
    ]);
  });

  it('takes a value of whole rand or with one or two decimals, and refuses three decimals or none before the point', async () => {
    const valued = async (value: string) => {
      const answer = await link(`provider=finance-forms&clickid=${CLICK}&value=${value}&t=${SECONDS}&sig=${await sign('submitted', value)}`);
      return [answer.outcome, answer.stored.map((row) => row.valueCents)];
    };
    expect(await valued('1500')).toEqual(['stored', [150000]]);
    expect(await valued('1500.5')).toEqual(['stored', [150050]]);
    expect(await valued('1500.505')).toEqual(['malformed', []]);
    expect(await valued('.50')).toEqual(['malformed', []]);
    expect(await valued('1500.')).toEqual(['malformed', []]);
  });

  it('answers a provider the site does not have 404 and another method 405, storing nothing', async () => {
    expect(await link(`provider=nobody&clickid=${CLICK}`)).toMatchObject({ status: 404, stored: [], counted: ['2026-11-23 - unsigned'] });
    const post = await link('', { method: 'POST' });
    expect(post).toMatchObject({ status: 405, stored: [], counted: [] });
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('is signed by openssl as docs/tracking.md writes it', async () => {
    const env = { ...process.env, SECRET, CLICK, STAGE: 'approved', VALUE: '1500.50', TS: String(SECONDS) };
    const line = execFileSync(
      'sh',
      ['-c', `printf '%s.thanks %s %s %s' "$TS" "$CLICK" "$STAGE" "$VALUE" | openssl dgst -sha256 -hmac "$SECRET" | sed 's/^.*= //'`],
      { encoding: 'utf8', env },
    ).trim();
    expect(line).toBe(await sign('approved', '1500.50'));
  });
});

// A failing store, the sender's budget and a short secret: what the visitor gets and what the owner reads.
describe('a signed thank-you link when something is missing', () => {
  const valid = async () => `provider=finance-forms&clickid=${CLICK}&stage=approved&value=1500.50&t=${SECONDS}&sig=${await sign('approved', '1500.50')}`;
  async function ask(query: string, ports: Partial<Parameters<ReturnType<typeof postbackAnswers>>[1]> = {}, method = 'GET') {
    const logged: string[] = [];
    const answer = await postbackAnswers(conversions)(
      { method, header: () => undefined, body: async () => '', sender: '203.0.113.9', path: THANKS_PATH, query },
      {
        store: undefined,
        take: async () => undefined,
        secret: (name) => ({ FINANCE_FORMS_SECRET: SECRET })[name],
        now: () => NOW,
        log: (kind, message) => logged.push(`${kind}: ${message}`),
        ...ports,
      },
    );
    return { status: answer.status, headers: answer.headers, logged };
  }

  it('still sends the visitor on when the store fails, and tells the owner why', async () => {
    const broken = { recordConversion: async () => Promise.reject(new Error('disk full')), countRefusal: async () => Promise.reject(new Error('disk full')) };
    const stored = await ask(await valid(), { store: broken });
    expect([stored.status, stored.headers.location, stored.headers['conversion-outcome']]).toEqual([303, '/thank-you', 'unstored']);
    expect(stored.logged).toEqual(['unstored: A thank-you link of finance-forms was not recorded: disk full']);
    const refused = await ask(`provider=finance-forms&clickid=${CLICK}&t=${SECONDS}&sig=${'0'.repeat(64)}`, { store: broken });
    expect([refused.status, refused.headers['conversion-outcome']]).toEqual([303, 'bad-signature']);
    expect(refused.logged).toEqual(['uncounted: A refused thank-you link (bad-signature) could not be counted: disk full']);
  });

  it('knows no press without a store, so it records none', async () => {
    expect((await ask(await valid())).headers['conversion-outcome']).toBe('unknown-click');
  });

  it("answers a sender past its budget with the limiter's status, Retry-After: 1 and no-store", async () => {
    const limited = await ask(await valid(), { take: async () => ({ status: 429, body: 'Too Many Requests' }) });
    expect([limited.status, limited.headers]).toEqual([429, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '1' }]);
  });

  it("answers with the site-wide ceiling's 503 when that is what the limiter says", async () => {
    const ceiling = await ask(await valid(), { take: async () => ({ status: 503, body: 'Service Unavailable' }) });
    expect([ceiling.status, ceiling.headers['retry-after']]).toEqual([503, '1']);
  });

  it('opens with HEAD as with GET', async () => {
    expect((await ask(await valid(), {}, 'HEAD')).status).toBe(303);
  });

  it('takes a secret of exactly 32 characters, and refuses one of 31 as too short', async () => {
    const signedWith = async (secret: string) => `provider=finance-forms&clickid=${CLICK}&t=${SECONDS}&sig=${await sign('submitted', '', SECONDS, secret)}`;
    const thirtyTwo = 'k'.repeat(32);
    const taken = await ask(await signedWith(thirtyTwo), { secret: () => thirtyTwo });
    // Signed and checked: no store here, so the press is unknown, but the secret was used.
    expect([taken.headers['conversion-outcome'], taken.logged]).toEqual(['unknown-click', []]);
    const thirtyOne = 'k'.repeat(31);
    const short = await ask(await signedWith(thirtyOne), { secret: () => thirtyOne });
    expect(short.headers['conversion-outcome']).toBe('no-secret');
  });

  it('tells the owner a secret is too short, not that it is missing', async () => {
    const short = await ask(await valid(), { secret: () => 'short' });
    expect(short.headers['conversion-outcome']).toBe('no-secret');
    expect(short.logged[0]).toMatch(
      /^secret-finance-forms: Thank-you links of finance-forms are not recorded: FINANCE_FORMS_SECRET holds fewer than 32 characters where this server runs\./,
    );
  });
});
