import type { Conversions } from '../../schemas/conversions';
import { EVENT_ANSWERS, MAX_BODY_BYTES } from '../core/event-rules';
import { postbackAnswers } from '../core/postbacks';
import { readCapped } from '../core/read-capped';
import { d1EventsFor } from './d1-events';
import type { EdgeEnv } from './edge-site';
import { edgeVisitor, take } from './visitor-limit';

/**
 * POST /__conversions and GET /__conversions/thanks (the thank-you links) in the Worker: the request core's answer (src/core/postbacks.ts) with D1
 * (binding EVENTS, the beacons' store), the beacons' per-visitor limit (VISITOR_EVENTS, keyed by
 * the sender's address, so one sender has one budget for both) and the Worker's secrets
 * (`npx wrangler secret put FINANCE_FORMS_SECRET`). Without the binding no press is known, so
 * every click id is (404), as on a Node server without a store.
 */
export function edgePostbacks(conversions: Conversions) {
  const answer = postbackAnswers(conversions);

  return async function intake(request: Request, env: EdgeEnv, security: Record<string, string>): Promise<Response> {
    const url = new URL(request.url);
    const { status, body, headers } = await answer(
      {
        method: request.method,
        header: (name) => request.headers.get(name),
        body: () => readCapped(request.body, MAX_BODY_BYTES),
        sender: edgeVisitor(request),
        path: url.pathname,
        query: url.search,
      },
      {
        store: env.EVENTS ? d1EventsFor(env.EVENTS) : undefined,
        take: async (sender) => ((await take(env.VISITOR_EVENTS, sender)) ? undefined : { status: 429, body: EVENT_ANSWERS.tooMany }),
        secret: (variable) => {
          const value = (env as unknown as Record<string, unknown>)[variable];
          return typeof value === 'string' ? value : undefined;
        },
        now: Date.now,
        log: (_kind, message) => console.error(message),
      },
    );
    return new Response(body ?? null, { status, headers: { ...security, ...headers } });
  };
}
