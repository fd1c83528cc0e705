import type { SiteModel } from '../config/model';
import { EVENT_ANSWERS, eventRules, MAX_BODY_BYTES, unsupportedType } from '../core/event-rules';
import { readCapped } from '../core/read-capped';
import { d1EventsFor } from './d1-events';
import type { EdgeEnv } from './edge-site';
import { edgeVisitor, take } from './visitor-limit';

/**
 * POST /__events in the Worker: the Node intake's checks and answers (src/core/event-rules.ts),
 * the rows stored in D1 (binding EVENTS). Without the binding they are checked and dropped, as on a
 * Node server without a store. Each visitor's events are counted by Cloudflare's rate-limiting
 * binding (VISITOR_EVENTS, keyed by the visitor's address or IPv6 /64, one before the body is read
 * and one per further event, as on Node); past it 429 with the Node intake's words. The body is
 * kept only up to its bound (src/core/read-capped.ts). The site-wide ceiling is not applied here.
 */
export function edgeEvents(model: Pick<SiteModel, 'pages' | 'site'>) {
  const rowsOf = eventRules(model);

  return async function intake(request: Request, env: EdgeEnv, headers: Record<string, string>): Promise<Response> {
    const db = env.EVENTS;
    const text = (status: number, body: string, extra: Record<string, string> = {}) =>
      new Response(body, { status, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra } });
    if (request.method !== 'POST') return text(405, EVENT_ANSWERS.method, { allow: 'POST' });
    const unsupported = unsupportedType(request.headers.get('content-type'));
    if (unsupported) return text(415, unsupported);
    if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return text(413, EVENT_ANSWERS.tooLarge);
    const visitor = edgeVisitor(request);
    // As on Node: one token before the body is read, so a flood of junk costs no parsing; the rest per event.
    if (!(await take(env.VISITOR_EVENTS, visitor))) return text(429, EVENT_ANSWERS.tooMany, { 'retry-after': '1' });
    const body = await readCapped(request.body, MAX_BODY_BYTES);
    if (body === 'too-large') return text(413, EVENT_ANSWERS.tooLarge);
    const checked = rowsOf(body, Date.now());
    if ('status' in checked) return text(checked.status, checked.reason);
    if (!(await take(env.VISITOR_EVENTS, visitor, checked.rows.length - 1))) return text(429, EVENT_ANSWERS.tooMany, { 'retry-after': '1' });
    if (db) {
      try {
        await d1EventsFor(db).append(checked.rows);
      } catch (error) {
        console.error(`Events refused (503): ${(error as Error).message}`);
        return text(503, EVENT_ANSWERS.unstored, { 'retry-after': '5' });
      }
    }
    return new Response(null, { status: 204, headers: { ...headers, 'cache-control': 'no-store' } });
  };
}
