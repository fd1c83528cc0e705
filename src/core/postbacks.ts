import { postbackSchema, type Conversions, type ConversionRow, type RefusalReason } from '../../schemas/conversions';
import { StoreUnavailable, type ConversionStore } from '../events/store';
import type { PostbackPorts } from './conversion-ports';
import { utcDay } from '../lib/utc-day';
import { MAX_BODY_BYTES } from './event-rules';
import { signatureMatches } from './postback-signature';
import { THANKS_PATH, thankYouAnswers } from './thank-you-link';

/**
 * POST /__conversions (issue 58): a form provider reports a completed application for the click id
 * its form received from a tracked link. Decided here for the Node server (src/server/postback-intake.ts)
 * and the Worker (src/edge/postbacks.ts) alike, with WebCrypto, which both have; each host supplies
 * the body, the sender's rate limit, the environment its secrets are in and its store.
 */
export const CONVERSIONS_PATH = '/__conversions';

/** The request headers a postback carries (HTTP header names are case-insensitive). */
const POSTBACK_HEADERS = { provider: 'conversion-provider', timestamp: 'conversion-timestamp', signature: 'conversion-signature' } as const;
/** A postback signed longer ago than this (or this far ahead of the server's clock) is refused: a captured one cannot be sent again later. */
const MAX_AGE_SECONDS = 300;
/** A secret shorter than this is treated as missing: `openssl rand -hex 32` gives 64 characters. */
export const MIN_SECRET_LENGTH = 32;

const TIMESTAMP = /^\d{1,12}$/;

/** The answers' words, the same from both hosts. Every refusal says that nothing was stored. */
export const POSTBACK_ANSWERS = {
  method: 'Method Not Allowed: send a postback with POST.',
  tooLarge: `Payload Too Large: a postback is at most ${MAX_BODY_BYTES} bytes; nothing was stored.`,
  timeout: 'Request Timeout: the body did not arrive in time; nothing was stored.',
  unsigned: `Unauthorized: a postback carries the headers Conversion-Provider (its name under conversions.providers in site.config.yaml), Conversion-Timestamp (seconds since 1970) and Conversion-Signature (sha256= and the hex HMAC-SHA256 of timestamp + "." + body with the provider's secret); nothing was stored.`,
  unknownProvider: (name: string) =>
    `Unauthorized: no provider ${JSON.stringify(name.slice(0, 40))} is set up under conversions.providers in site.config.yaml; nothing was stored.`,
  stale: `Forbidden: the Conversion-Timestamp is more than ${MAX_AGE_SECONDS} seconds from this server's clock; sign the postback again with the time it is sent. Nothing was stored.`,
  badSignature: `Forbidden: the Conversion-Signature does not match: it is sha256= and the hex HMAC-SHA256 of timestamp + "." + body (the bytes as sent) with the provider's secret. Nothing was stored.`,
  noSecret: (provider: string) =>
    `Service Unavailable: this server has no secret for ${provider} yet; nothing was stored. Try again once the site's owner has set it.`,
  notJson: 'Bad Request: the body is not JSON; nothing was stored.',
  unknownClick: 'Not Found: no press with this click id is recorded; nothing was stored.',
  already: (stage: string) => `Conflict: the ${stage} stage of this click id is already recorded; nothing changed.`,
  unstored: 'Service Unavailable: the conversion could not be stored right now; try again in a moment.',
} as const;

/** A postback as a host reads it. */
export interface PostbackRequest {
  method: string;
  /** A request header by its lowercase name. */
  header(name: string): string | null | undefined;
  /** The body as text, read up to MAX_BODY_BYTES ('too-large' past it), or 'timeout' when it came too slowly. */
  // eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents -- the reasons stay named for the reader; a body of exactly that text reads as one
  body(): Promise<string | 'too-large' | 'timeout'>;
  /** Who sent it, as the rate limits key it (an IPv6 /64 is one sender). */
  sender: string;
  /** The path asked for: /__conversions (the default) or the thank-you link's /__conversions/thanks. */
  path?: string;
  /** The query, with or without its "?" (the thank-you link's). */
  query?: string;
}

/** The answer a host sends, with its security headers. `unread`: the body was not read, so the host may close the connection. */
export interface PostbackAnswer {
  status: number;
  body?: string;
  headers: Record<string, string>;
  unread?: boolean;
}

/**
 * The checks, in order: POST (405); one token of the sender's budget (429, 503); the body within
 * the beacons' cap (413); the three headers, of a provider the site has (401); the timestamp within
 * five minutes (403); the provider's secret set (503); the signature (403, compared in constant
 * time); the body's fields (400, 422); a press with the click id stored (404); its stage not stored
 * yet (409); then stored (204). Each refusal after the rate limit is counted by day, provider and
 * reason, and nothing of the postback is kept.
 */
export function postbackAnswers(conversions: Conversions) {
  const { providers } = conversions;
  const thanks = thankYouAnswers(conversions, MAX_AGE_SECONDS, MIN_SECRET_LENGTH);

  return async function answer(request: PostbackRequest, ports: PostbackPorts): Promise<PostbackAnswer> {
    if (request.path === THANKS_PATH) return { ...(await thanks(request.method, request.query ?? '', request.sender, ports)), unread: true };
    if (request.method !== 'POST') return { ...plain(405, POSTBACK_ANSWERS.method, { allow: 'POST' }), unread: true };
    const named = request.header(POSTBACK_HEADERS.provider)?.trim() ?? '';
    const provider = Object.hasOwn(providers, named) ? named : '';
    const refuse = async (
      reason: RefusalReason,
      status: number,
      words: string,
      { headers = {}, unread = false }: { headers?: Record<string, string>; unread?: boolean } = {},
    ): Promise<PostbackAnswer> => {
      try {
        await ports.store?.countRefusal({ day: utcDay(ports.now()), provider, reason });
      } catch (error) {
        ports.log('uncounted', `A refused postback (${reason}) could not be counted: ${(error as Error).message}`);
      }
      return { ...plain(status, words, headers), ...(unread ? { unread } : {}) };
    };

    // Before anything is read or counted: a flood costs a token each, never a write.
    const limited = await ports.take(request.sender);
    if (limited) return { ...plain(limited.status, limited.body, { 'retry-after': '1' }), unread: true };
    if (Number(request.header('content-length') ?? 0) > MAX_BODY_BYTES) return refuse('too-large', 413, POSTBACK_ANSWERS.tooLarge, { unread: true });
    const body = await request.body();
    if (body === 'timeout') return plain(408, POSTBACK_ANSWERS.timeout);
    if (body === 'too-large') return refuse('too-large', 413, POSTBACK_ANSWERS.tooLarge);

    const timestamp = request.header(POSTBACK_HEADERS.timestamp)?.trim();
    const signature = request.header(POSTBACK_HEADERS.signature)?.trim();
    if (!named || !timestamp || !signature || !TIMESTAMP.test(timestamp)) return refuse('unsigned', 401, POSTBACK_ANSWERS.unsigned);
    if (!provider) return refuse('unsigned', 401, POSTBACK_ANSWERS.unknownProvider(named));
    if (Math.abs(ports.now() / 1000 - Number(timestamp)) > MAX_AGE_SECONDS) return refuse('stale', 403, POSTBACK_ANSWERS.stale);
    const variable = providers[provider]!.secretVariable;
    const secret = ports.secret(variable);
    if (!secret || secret.length < MIN_SECRET_LENGTH) {
      ports.log(
        `secret-${provider}`,
        `Postbacks from ${provider} are refused (503): ${variable} ${secret ? `holds fewer than ${MIN_SECRET_LENGTH} characters` : 'is not set'} where this server runs. Set it to the provider's secret (openssl rand -hex 32 makes one).`,
      );
      return refuse('no-secret', 503, POSTBACK_ANSWERS.noSecret(provider), { headers: { 'retry-after': '3600' } });
    }
    if (!(await signatureMatches(secret, timestamp, body, signature))) return refuse('bad-signature', 403, POSTBACK_ANSWERS.badSignature);

    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return refuse('malformed', 400, POSTBACK_ANSWERS.notJson);
    }
    const parsed = postbackSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return refuse('malformed', 422, `Unprocessable: ${issue.path.join('.') || 'body'}: ${issue.message}; nothing was stored.`);
    }
    const { clickId, stage, value } = parsed.data;
    const row: ConversionRow = { ts: ports.now(), clickId, stage, valueCents: value === undefined ? null : Math.round(value * 100), provider };
    let outcome: Awaited<ReturnType<ConversionStore['recordConversion']>>;
    try {
      outcome = ports.store ? await ports.store.recordConversion(row) : 'unknown-click';
    } catch (error) {
      ports.log('unstored', `A postback from ${provider} was refused (503): ${(error as Error).message}`);
      const retry = error instanceof StoreUnavailable ? error.retryAfterSeconds : 5;
      return plain(503, POSTBACK_ANSWERS.unstored, { 'retry-after': String(retry) });
    }
    if (outcome === 'unknown-click') return refuse('unknown-click', 404, POSTBACK_ANSWERS.unknownClick);
    if (outcome === 'already') return refuse('replay', 409, POSTBACK_ANSWERS.already(stage));
    return { status: 204, headers: { 'cache-control': 'no-store' } };
  };
}

function plain(status: number, body: string, headers: Record<string, string> = {}): PostbackAnswer {
  return { status, body, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } };
}
