import { createClient } from '@sanity/client';
import type { ContentStoreConfig } from '../../schemas/content-store';
import { CONTENT_ENDPOINTS } from '../content/proxy-path';
import { readTokenFromEnv } from '../content/server-token';
import { contentAnswers } from '../core/content-answers';

/**
 * GET /content-api/* in the Worker: the Node server's named endpoints (src/core/content-answers.ts:
 * the same fixed query, deadline, 504/502 and stale-while-revalidate cache, kept per isolate) read
 * from the hosted project with the Worker's SANITY_READ_TOKEN secret. A site whose config reads the
 * local store has none at the edge: its endpoints answer 404, as on a Node server without the store.
 */
export function edgeContent(config: ContentStoreConfig) {
  let answers: ReturnType<typeof contentAnswers> | null | undefined;

  return async function content(request: Request, path: string, env: { SANITY_READ_TOKEN?: string }, headers: Record<string, string>): Promise<Response> {
    answers ??= config.local.enabled ? null : contentAnswers({ config, token: readTokenFromEnv({ SANITY_READ_TOKEN: env.SANITY_READ_TOKEN }), createClient });
    if (answers?.has(path)) {
      const answer = await answers.answer(path, request.signal);
      // The visitor went away before the content service answered: nobody reads this.
      if (!answer) return new Response(null, { status: 499 });
      const text = JSON.stringify(answer.body);
      return new Response(request.method === 'HEAD' ? null : text, {
        status: answer.status,
        headers: { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': answer.cacheControl },
      });
    }
    const missing = `Not Found: the content API answers ${Object.values(CONTENT_ENDPOINTS).join(', ')}`;
    return new Response(missing, { status: 404, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' } });
  };
}
