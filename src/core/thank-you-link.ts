import { postbackSchema, type Conversions, type ConversionRow, type RefusalReason } from '../../schemas/conversions';
import type { ConversionStore } from '../events/store';
import { utcDay } from '../lib/utc-day';
import type { PostbackPorts } from './conversion-ports';
import { signatureMatches } from './postback-signature';

/**
 * GET /__conversions/thanks (issue 58): the signed thank-you link, for a provider that cannot send
 * a postback and can only send the visitor on to a page when the application is complete. The
 * provider signs the link as it signs a postback, with its own secret, over what the link says;
 * the visitor's browser brings it here. Whatever the outcome the visitor is sent on (303) to the
 * provider's thank-you page (`thanksPath`, or the home page): the visitor did nothing wrong, and a
 * reload after the link's five minutes must not show an error. What happened is in the
 * Conversion-Outcome header and, for a refusal, counted as a postback's is.
 *
 * Weaker than a postback (docs/tracking.md): the visitor sees the click id and the value, may load
 * the link again or send it on within its five minutes (idempotent: the same click id and stage
 * are stored once, so that changes nothing), and may never load it (a closed tab, a blocked
 * redirect): then no application is recorded. The visitor cannot make a link: only the secret signs.
 */
export const THANKS_PATH = '/__conversions/thanks';

/** The query a thank-you link carries. */
export const THANKS_PARAMS = { provider: 'provider', clickId: 'clickid', stage: 'stage', value: 'value', timestamp: 't', signature: 'sig' } as const;

/** A value in rand as the link writes it: digits, and at most two decimals (1500.50). */
const VALUE = /^\d{1,10}(\.\d{1,2})?$/;
const TIMESTAMP = /^\d{1,12}$/;
const HEX = /^[0-9a-fA-F]{64}$/;

/**
 * What is signed: "thanks", the click id, the stage and the value (empty when the link has none),
 * joined by spaces, after the timestamp and a dot, as a postback's body is:
 * `1732356000.thanks Yz3kQ9bW_l0-mNp2rStUvA submitted 1500.50`.
 */
export const thanksMessage = (clickId: string, stage: string, value: string) => `thanks ${clickId} ${stage} ${value}`;

export interface ThanksAnswer {
  status: number;
  body?: string;
  headers: Record<string, string>;
}

/** The outcome a link had, in the Conversion-Outcome header: 'stored', 'already', or a refusal's reason. */
type Outcome = 'stored' | 'already' | RefusalReason | 'unstored';

export function thankYouAnswers(conversions: Conversions, maxAgeSeconds: number, minSecretLength: number) {
  const { providers } = conversions;

  return async function answer(method: string, query: string, sender: string, ports: PostbackPorts): Promise<ThanksAnswer> {
    const plain = (status: number, body: string, headers: Record<string, string> = {}): ThanksAnswer => ({
      status,
      body,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
    });
    if (method !== 'GET' && method !== 'HEAD') return plain(405, 'Method Not Allowed: a thank-you link is opened with GET.', { allow: 'GET, HEAD' });
    const limited = await ports.take(sender);
    if (limited) return plain(limited.status, limited.body, { 'retry-after': '1' });
    const params = new URLSearchParams(query);
    const get = (name: string) => params.get(name) ?? '';
    const named = get(THANKS_PARAMS.provider);
    // No provider of the site: no thank-you page to send the visitor to.
    if (!Object.hasOwn(providers, named)) {
      await count(ports, '', 'unsigned');
      return plain(404, 'Not Found: this thank-you link names no provider of this site; nothing was recorded.');
    }
    const { secretVariable, thanksPath = '/' } = providers[named]!;
    const onwards = (outcome: Outcome): ThanksAnswer => ({
      status: 303,
      // The link's query holds the click id and signature: no Referer carries it further.
      headers: { location: thanksPath, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'conversion-outcome': outcome },
    });
    const refuse = async (reason: RefusalReason) => (await count(ports, named, reason), onwards(reason));

    const [clickId, stage, value, timestamp, signature] = [
      get(THANKS_PARAMS.clickId),
      get(THANKS_PARAMS.stage) || 'submitted',
      get(THANKS_PARAMS.value),
      get(THANKS_PARAMS.timestamp),
      get(THANKS_PARAMS.signature),
    ];
    if (!TIMESTAMP.test(timestamp) || !HEX.test(signature)) return refuse('unsigned');
    if (Math.abs(ports.now() / 1000 - Number(timestamp)) > maxAgeSeconds) return refuse('stale');
    const secret = ports.secret(secretVariable);
    if (!secret || secret.length < minSecretLength) {
      ports.log(
        `secret-${named}`,
        `Thank-you links of ${named} are not recorded: ${secretVariable} ${secret ? `holds fewer than ${minSecretLength} characters` : 'is not set'} where this server runs. Set it to the provider's secret (openssl rand -hex 32 makes one).`,
      );
      return refuse('no-secret');
    }
    if (!(await signatureMatches(secret, timestamp, thanksMessage(clickId, stage, value), `sha256=${signature}`))) return refuse('bad-signature');
    const parsed = VALUE.test(value) || value === '' ? postbackSchema.safeParse({ clickId, stage, ...(value ? { value: Number(value) } : {}) }) : undefined;
    if (!parsed?.success) return refuse('malformed');
    const row: ConversionRow = {
      ts: ports.now(),
      clickId,
      stage: parsed.data.stage,
      valueCents: parsed.data.value === undefined ? null : Math.round(parsed.data.value * 100),
      provider: named,
    };
    let outcome: Awaited<ReturnType<ConversionStore['recordConversion']>>;
    try {
      outcome = ports.store ? await ports.store.recordConversion(row) : 'unknown-click';
    } catch (error) {
      // The visitor still gets the thank-you page; the owner reads why in the log.
      ports.log('unstored', `A thank-you link of ${named} was not recorded: ${(error as Error).message}`);
      return onwards('unstored');
    }
    if (outcome === 'unknown-click') return refuse('unknown-click');
    // A reload, or the link sent on: the application is recorded once, and nothing is counted as refused.
    return onwards(outcome);
  };
}

async function count(ports: PostbackPorts, provider: string, reason: RefusalReason): Promise<void> {
  try {
    await ports.store?.countRefusal({ day: utcDay(ports.now()), provider, reason });
  } catch (error) {
    ports.log('uncounted', `A refused thank-you link (${reason}) could not be counted: ${(error as Error).message}`);
  }
}
