import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SiteModel } from '../config/model';
import { StoreUnavailable, type EventStore } from '../events/store';
import { EVENT_ANSWERS, eventRules, MAX_BODY_BYTES, unsupportedType } from '../core/event-rules';
import { DEFAULT_LIMITS, type ServerLimits } from '../core/limits';
import { logEvery } from './log-every';
import { createRateLimit } from '../core/rate-limit';
import { sendText } from './respond';

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
export function createEventIntake({
  model,
  store,
  limits = {},
  clientOf = (req) => req.socket.remoteAddress ?? '',
  clock = () => performance.now(),
  log = console.error,
  bodyTimeoutMs = 1000,
  budget,
}: EventIntakeOptions & { budget?: EventBudget }) {
  const rowsOf = eventRules(model);
  const warn = logEvery(log, 60_000, clock);
  const { take, siteRate } = budget ?? createEventBudget({ limits, clock, warn });

  return function intake(req: IncomingMessage, res: ServerResponse): void {
    res.setHeader('cache-control', 'no-store');
    if (req.method !== 'POST') return sendText(res, 405, EVENT_ANSWERS.method, { allow: 'POST' });
    const unsupported = unsupportedType(req.headers['content-type']);
    if (unsupported) return refuse(req, res, 415, unsupported);
    const length = Number(req.headers['content-length'] ?? 0);
    if (length > MAX_BODY_BYTES) return refuse(req, res, 413, EVENT_ANSWERS.tooLarge);
    // The address only keys the bucket in memory; it is never stored.
    const client = clientOf(req);
    // One token before the body is read, so a flood of junk costs no parsing; the rest per event.
    const early = take(client, 1);
    if (early) return refuse(req, res, early, tooMany(early, siteRate.perSecond), { 'retry-after': '1' });
    readBody(req, bodyTimeoutMs).then(
      (body) => {
        if (body === 'too-large') return refuse(req, res, 413, EVENT_ANSWERS.tooLarge);
        if (body === 'timeout') return refuse(req, res, 408, 'Request Timeout: the body did not arrive in time.');
        const checked = rowsOf(body, Date.now());
        if ('status' in checked) return sendText(res, checked.status, checked.reason);
        const { rows } = checked;
        const late = rows.length > 1 ? take(client, rows.length - 1) : undefined;
        if (late) return sendText(res, late, tooMany(late, siteRate.perSecond), { 'retry-after': '1' });
        store.append(rows).then(
          () => res.writeHead(204).end(),
          (error: unknown) => {
            const unavailable =
              error instanceof StoreUnavailable ? error : new StoreUnavailable('failed', `the events were not stored (${(error as Error).message}).`, 5);
            warn(unavailable.kind, `Events refused (503): ${unavailable.message}`);
            // A database's host, name and the driver's words go to the log only, never to visitors.
            const told = PRIVATE_KINDS.has(unavailable.kind) ? EVENT_ANSWERS.unstored : `Service Unavailable: ${unavailable.message}`;
            sendText(res, 503, told, { 'retry-after': String(unavailable.retryAfterSeconds) });
          },
        );
      },
      () => res.destroy(),
    );
  };
}

/**
 * The events' limits: per visitor (client address) and for the whole site. One budget serves the
 * beacons and the postbacks (src/server/postback-intake.ts), so one sender cannot spend it twice.
 */
export function createEventBudget({
  limits = {},
  clock = () => performance.now(),
  warn,
}: {
  limits?: EventIntakeOptions['limits'];
  clock?: () => number;
  warn: (kind: string, message: string) => void;
}) {
  const perVisitor = createRateLimit(limits.eventsPerVisitor ?? DEFAULT_LIMITS.eventsPerVisitor, clock);
  const siteRate = limits.eventsPerSecond ?? DEFAULT_LIMITS.eventsPerSecond;
  const site = createRateLimit({ ...siteRate, maxClients: 1 }, clock);
  return {
    siteRate,
    /** The visitor's bucket first: a visitor refused for flooding spends nothing of the site's share. */
    take(client: string, cost: number): 429 | 503 | undefined {
      if (!perVisitor(client, cost)) return 429;
      if (site('', cost)) return undefined;
      warn('ceiling', `Events refused (503): more than ${siteRate.perSecond} a second arrived for the whole site (the site-wide ceiling, EVENTS_PER_SECOND).`);
      return 503;
    },
    /** The words of a refusal of `take`. */
    words: (status: 429 | 503) => tooMany(status, siteRate.perSecond),
  };
}

export type EventBudget = ReturnType<typeof createEventBudget>;

/** Refusals whose message names the database or quotes its driver: logged, not shown. */
const PRIVATE_KINDS = new Set<StoreUnavailable['kind']>(['down', 'failed', 'refused']);

const tooMany = (status: 429 | 503, perSecond: number) =>
  status === 429 ? EVENT_ANSWERS.tooMany : `Service Unavailable: the site takes at most ${perSecond} events a second; try again in a moment.`;

/** Answer now and close: the rest of a refused body is not read. */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, reason: string, headers: Record<string, string> = {}): void {
  sendText(res, status, reason, { connection: 'close', ...headers });
  req.resume();
}

/** The body as text, or why it was not read: larger than the bound or slower than the timeout. */
// eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents -- the reasons stay named for the reader; a body of exactly that text reads as one
export function readBody(req: IncomingMessage, timeoutMs: number): Promise<string | 'too-large' | 'timeout'> {
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
