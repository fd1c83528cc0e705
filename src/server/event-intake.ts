import type { IncomingMessage, ServerResponse } from 'node:http';
import { wireBatchSchema, wireEventSchema, type EventRow, type WireEvent } from '../../schemas/event';
import type { PageEntry, SiteModel } from '../config/model';
import { StoreUnavailable, type EventStore } from '../events/store';
import { unshownVariant } from '../experiments/variants';
import { createMatcher } from '../routes/match';
import { DEFAULT_LIMITS, type ServerLimits } from './limits';
import { logEvery } from './log-every';
import { createRateLimit } from './rate-limit';
import { sendText } from './respond';

/** Same origin as the pages, so the beacon needs no CORS and the CSP's connect-src 'self' covers it. */
export const EVENTS_PATH = '/__events';
/** One beacon is about 250 bytes; a batch of 50 stays well under this. */
export const MAX_BODY_BYTES = 16 * 1024;

export interface EventIntakeOptions {
  model: SiteModel;
  store: EventStore;
  /** Events per visitor and for the whole site (the bench raises both). @default DEFAULT_LIMITS */
  limits?: Partial<Pick<ServerLimits, 'eventsPerVisitor' | 'eventsPerSecond'>>;
  /** The visitor's address, which keys the per-visitor limit (client-address.ts). @default the socket's peer */
  clientOf?: (req: IncomingMessage) => string;
  /** The limits' clock, in ms (tests hold it still). @default performance.now */
  clock?: () => number;
  /** Where refusals are logged, once a minute per kind. @default console.error */
  log?: (message: string) => void;
  /** @default 1000 ms: a client that sends its body slower than this gets 408. */
  bodyTimeoutMs?: number;
}

/**
 * POST /__events: checks every field (schemas/event.ts, then against the site: the path must be a
 * page, the experiment and variant that page's and shown by it, the link a link template), stores
 * the events and answers 204 once they are committed. Anything else is answered with the reason
 * and nothing stored: 405 not POST, 415 not JSON/text, 413 too large, 400 not JSON, 422 a field
 * wrong, 429 one visitor flooding, 503 the site-wide ceiling reached or the store unable to take
 * them now (never a 500: the store's trouble is logged, once a minute per kind).
 */
export function createEventIntake({ model, store, limits = {}, clientOf = (req) => req.socket.remoteAddress ?? '', clock = () => performance.now(), log = console.error, bodyTimeoutMs = 1000 }: EventIntakeOptions) {
  const match = createMatcher(model.pages.map((entry) => ({ page: entry, paths: entry.page.paths })), model.site.cityNames);
  const links = new Set(Object.keys(model.site.links));
  const perVisitor = createRateLimit(limits.eventsPerVisitor ?? DEFAULT_LIMITS.eventsPerVisitor, clock);
  const siteRate = limits.eventsPerSecond ?? DEFAULT_LIMITS.eventsPerSecond;
  const site = createRateLimit({ ...siteRate, maxClients: 1 }, clock);
  const warn = logEvery(log, 60_000, clock);
  /** The visitor's bucket first: a visitor refused for flooding spends nothing of the site's share. */
  const take = (client: string, cost: number): 429 | 503 | undefined => {
    if (!perVisitor(client, cost)) return 429;
    if (site('', cost)) return undefined;
    warn('ceiling', `Events refused (503): more than ${siteRate.perSecond} a second arrived for the whole site (the site-wide ceiling, EVENTS_PER_SECOND).`);
    return 503;
  };

  return function intake(req: IncomingMessage, res: ServerResponse): void {
    res.setHeader('cache-control', 'no-store');
    if (req.method !== 'POST') return sendText(res, 405, 'Method Not Allowed: send events with POST.', { allow: 'POST' });
    const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'text/plain' && type !== 'application/json') return refuse(req, res, 415, 'Unsupported Media Type: send JSON as application/json or text/plain.');
    const length = Number(req.headers['content-length'] ?? 0);
    if (length > MAX_BODY_BYTES) return refuse(req, res, 413, `Payload Too Large: at most ${MAX_BODY_BYTES} bytes.`);
    // The address only keys the bucket in memory; it is never stored.
    const client = clientOf(req);
    // One token before the body is read, so a flood of junk costs no parsing; the rest per event.
    const early = take(client, 1);
    if (early) return refuse(req, res, early, tooMany(early, siteRate.perSecond), { 'retry-after': '1' });
    readBody(req, bodyTimeoutMs).then(
      (body) => {
        if (body === 'too-large') return refuse(req, res, 413, `Payload Too Large: at most ${MAX_BODY_BYTES} bytes.`);
        if (body === 'timeout') return refuse(req, res, 408, 'Request Timeout: the body did not arrive in time.');
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          return sendText(res, 400, 'Bad Request: the body is not JSON.');
        }
        // Not a union: zod would then only say "Invalid input" without the field.
        const parsed = Array.isArray(json) ? wireBatchSchema.safeParse(json) : wireEventSchema.safeParse(json);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          return sendText(res, 422, `Unprocessable: ${issue.path.join('.') || 'body'}: ${issue.message}`);
        }
        const wire = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
        const rows: EventRow[] = [];
        const now = Date.now();
        for (const event of wire) {
          const row = toRow(event, now);
          if (typeof row === 'string') return sendText(res, 422, `Unprocessable: ${row}`);
          rows.push(row);
        }
        const late = rows.length > 1 ? take(client, rows.length - 1) : undefined;
        if (late) return sendText(res, late, tooMany(late, siteRate.perSecond), { 'retry-after': '1' });
        store.append(rows).then(
          () => res.writeHead(204).end(),
          (error: unknown) => {
            const unavailable = error instanceof StoreUnavailable ? error : new StoreUnavailable('failed', `the events were not stored (${(error as Error).message}).`, 5);
            warn(unavailable.kind, `Events refused (503): ${unavailable.message}`);
            // A database's host, name and the driver's words go to the log only, never to visitors.
            const told = PRIVATE_KINDS.has(unavailable.kind) ? 'the events could not be stored right now; try again in a moment.' : unavailable.message;
            sendText(res, 503, `Service Unavailable: ${told}`, { 'retry-after': String(unavailable.retryAfterSeconds) });
          },
        );
      },
      () => res.destroy(),
    );
  };

  /** The stored row, or what is wrong with the event. */
  function toRow(event: WireEvent, ts: number): EventRow | string {
    const found = match(event.path);
    if (!found) return `path: ${event.path.slice(0, 80)} is not a page of this site.`;
    const entry: PageEntry = found.page;
    if (event.experiment !== undefined || event.variant !== undefined) {
      const problem = unshownVariant(entry, event.experiment, event.variant);
      if (problem) return `${problem.field}: ${problem.message}`;
    }
    if (event.type === 'click' && (event.link === undefined || !links.has(event.link))) return `link: a click names one of the site's link templates.`;
    if (event.type === 'view' && (event.link !== undefined || event.block !== undefined)) return 'link, block: only clicks carry them.';
    return {
      ts,
      type: event.type,
      page: entry.id,
      pattern: found.pattern,
      city: found.params.city ?? '',
      experiment: event.experiment ?? '',
      variant: event.variant ?? '',
      utmSource: event.utmSource ?? '',
      utmMedium: event.utmMedium ?? '',
      utmCampaign: event.utmCampaign ?? '',
      affid: event.affid ?? false,
      link: event.link ?? '',
      block: event.block ?? '',
    };
  }
}

/** Refusals whose message names the database or quotes its driver: logged, not shown. */
const PRIVATE_KINDS = new Set<StoreUnavailable['kind']>(['down', 'failed', 'refused']);

const tooMany = (status: 429 | 503, perSecond: number) =>
  status === 429 ? 'Too Many Requests: slow down.' : `Service Unavailable: the site takes at most ${perSecond} events a second; try again in a moment.`;

/** Answer now and close: the rest of a refused body is not read. */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, reason: string, headers: Record<string, string> = {}): void {
  sendText(res, status, reason, { connection: 'close', ...headers });
  req.resume();
}

/** The body as text, or why it was not read: larger than the bound or slower than the timeout. */
function readBody(req: IncomingMessage, timeoutMs: number): Promise<string | 'too-large' | 'timeout'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => {
      req.removeAllListeners('data');
      req.resume();
      resolve('timeout');
    }, timeoutMs);
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        clearTimeout(timer);
        req.removeAllListeners('data');
        req.resume();
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
