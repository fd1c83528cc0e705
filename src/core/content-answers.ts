import type { ContentStoreConfig } from '../../schemas/content-store';
import type { ClientConfig, SanityClient } from '@sanity/client';
import { sanityClientConfig } from '../content/client-config';
import { CONTENT_ENDPOINTS } from '../content/proxy-path';
import { DEALS_QUERY, QUERY_TAGS } from '../content/queries';
import { swrCache } from './swr-cache';

export interface ContentApiOptions {
  config: ContentStoreConfig;
  /** The local store's URL when local.enabled; the hosted project otherwise. */
  storeUrl?: string;
  /** Read token for a private hosted dataset; stays on the server. */
  token?: string;
  /** Longest wait for the content service before answering 504. @default config.timeoutMs */
  timeoutMs?: number;
  /** Seconds an answer is fresh, then served stale while one refresh runs. @default 10 and 60 */
  freshSeconds?: number;
  staleSeconds?: number;
  /** @sanity/client's createClient: loaded by the Node engine (an optional peer, ../content/client.ts), bundled into the edge Worker. */
  createClient: (config: ClientConfig) => SanityClient;
}

/** Upstream did not answer within the configured time. */
class UpstreamTimeout extends Error {}

/**
 * The named, read-only content endpoints (GET /content-api/deals), for the Node server
 * (content-api.ts) and the edge Worker alike: no Node module. Each runs one fixed query on the
 * server, in the published perspective, whatever perspective the config gives the build; rows
 * marked unpublished are dropped in the query. Answers are shared through a short
 * stale-while-revalidate cache.
 */
export function contentAnswers({
  config,
  storeUrl,
  token,
  timeoutMs = config.timeoutMs,
  freshSeconds = 10,
  staleSeconds = 60,
  createClient,
}: ContentApiOptions) {
  // No retries here: a visitor is waiting, and the cache already keeps the last good answer.
  const client = createClient(
    sanityClientConfig(
      // The client's own socket time-out sits past the deadline, so the deadline decides (504).
      { ...config, perspective: 'published', timeoutMs: timeoutMs + 1000 },
      storeUrl ? { local: { url: storeUrl }, maxRetries: 0 } : { token, maxRetries: 0 },
    ),
  );
  const queries: Record<string, { query: string; tag: string }> = {
    [CONTENT_ENDPOINTS.deals]: { query: DEALS_QUERY, tag: QUERY_TAGS.deals },
  };
  const caches = new Map(
    Object.entries(queries).map(([path, { query, tag }]) => [
      path,
      swrCache((signal) => withDeadline(timeoutMs, signal, (combined) => client.fetch(query, {}, { tag, signal: combined, perspective: 'published' })), {
        freshMs: freshSeconds * 1000,
        staleMs: staleSeconds * 1000,
      }),
    ]),
  );
  const cacheControl = `public, max-age=${freshSeconds}, stale-while-revalidate=${staleSeconds}`;

  return {
    has: (path: string) => caches.has(path),
    /**
     * The answer to a GET of `path` (one `has` names): the result from the cache, or 504/502 when
     * the content service did not answer in time or at all; undefined when `gone` aborted first.
     */
    async answer(path: string, gone: AbortSignal): Promise<{ status: number; body: unknown; cacheControl: string } | undefined> {
      try {
        return { status: 200, body: { result: (await caches.get(path)!.get(gone)) as unknown }, cacheControl };
      } catch (error) {
        if (gone.aborted) return undefined;
        const timedOut = error instanceof UpstreamTimeout;
        console.error(`Content endpoint ${path}: ${(error as Error).message}`);
        return {
          status: timedOut ? 504 : 502,
          body: {
            error: timedOut ? 'Gateway Timeout' : 'Bad Gateway',
            message: timedOut ? `The content service did not answer within ${timeoutMs} ms` : 'The content service did not answer',
          },
          cacheControl: 'no-store',
        };
      }
    },
  };
}

/** Run `work` with a signal that aborts at the deadline or when `outer` aborts; the deadline gives UpstreamTimeout. */
async function withDeadline<T>(ms: number, outer: AbortSignal, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const onOuter = () => controller.abort(outer.reason);
  outer.addEventListener('abort', onOuter, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new UpstreamTimeout(`no answer within ${ms} ms`));
  }, ms);
  try {
    return await work(controller.signal);
  } catch (error) {
    throw timedOut ? new UpstreamTimeout(`no answer within ${ms} ms`) : error;
  } finally {
    clearTimeout(timer);
    outer.removeEventListener('abort', onOuter);
  }
}
