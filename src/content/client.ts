import type { ContentStoreConfig } from '../../schemas/content-store';
import { contentErrorMessage, ContentRequestError } from './client-errors';

export { ContentRequestError } from './client-errors';

export type ContentClientOptions = {
  /**
   * Read token for a private dataset. Only the build or server passes it (see readTokenFromEnv);
   * a client made for the browser never gets one.
   */
  token?: string;
  /** Use the local content store at this URL (from startLocalStore or localStoreUrl). */
  local?: { url: string };
  /** How often a failed read is retried (429, 502, 503, network errors). @default 5 */
  maxRetries?: number;
  /** Milliseconds to wait before retry number `attempt` (0-based). @default 100 * 2^attempt + up to 100 */
  retryDelay?: (attempt: number) => number;
};

/** Where and how the client reads; what @sanity/client's `config()` gave, for the same settings. */
export type ContentClientSettings = {
  projectId: string;
  dataset: string;
  apiVersion: string;
  useCdn: boolean;
  useProjectHostname: boolean;
  perspective: string;
  timeout: number;
  requestTagPrefix?: string;
  token?: string;
  /** The API's base, without the CDN: `https://<projectId>.api.sanity.io/v<apiVersion>`. */
  url: string;
};

export type FetchOptions = { tag?: string; signal?: AbortSignal; perspective?: string };

/** The one read the engine makes of the content service: a GROQ query, its answer's `result`. */
export type ContentClient = {
  fetch<T = unknown>(query: string, params?: Record<string, unknown>, options?: FetchOptions): Promise<T>;
  config(): ContentClientSettings;
};

// The Content Lake's own limit: a longer query string goes as a POST body (as @sanity/client does).
const GET_QUERY_LIMIT = 11264;
const RETRIED_STATUSES = new Set([429, 502, 503]);

/**
 * Builds the content-service client from the contentStore section of site.config.yaml: a GET of
 * the Content Lake's query endpoint (`/v<apiVersion>/data/query/<dataset>`), in the shape
 * @sanity/client sends it, so the hosted project and the local store answer it alike. Our own
 * fetch call rather than @sanity/client (and the rxjs it brings, 19 MB installed) because this
 * query is all the engine asks of it; tests/content/sanity-client-contract.test.ts checks the
 * local store still answers the real client the same.
 */
export function createContentClient(config: ContentStoreConfig, options: ContentClientOptions = {}): ContentClient {
  const local = options.local;
  const settings: ContentClientSettings = {
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    // The local store answers on one host for every project; there is no CDN in front of it.
    useCdn: local ? false : config.useCdn,
    useProjectHostname: !local,
    perspective: config.perspective,
    timeout: config.timeoutMs,
    url: local ? `${local.url}/v${config.apiVersion}` : `https://${config.projectId}.api.sanity.io/v${config.apiVersion}`,
  };
  if (config.requestTag) settings.requestTagPrefix = config.requestTag;
  if (options.token) settings.token = options.token;
  const base = settings.useCdn ? settings.url.replace('.api.sanity.io', '.apicdn.sanity.io') : settings.url;
  const maxRetries = options.maxRetries ?? 5;
  const retryDelay = options.retryDelay ?? ((attempt: number) => 100 * 2 ** attempt + Math.random() * 100);

  async function fetchOnce(query: string, params: Record<string, unknown>, fetchOptions: FetchOptions): Promise<unknown> {
    // In @sanity/client's order: the query and its parameters, then the options (also on a POST).
    const tag = fetchOptions.tag && settings.requestTagPrefix ? `${settings.requestTagPrefix}.${fetchOptions.tag}` : fetchOptions.tag;
    const search = new URLSearchParams({ returnQuery: 'false', perspective: fetchOptions.perspective ?? settings.perspective });
    if (tag) search.append('tag', tag);
    const inQuery = new URLSearchParams({ query });
    for (const [key, value] of Object.entries(params)) if (value !== undefined) inQuery.append(`$${key}`, JSON.stringify(value));
    for (const [key, value] of search) inQuery.append(key, value);
    const asGet = `?${inQuery}`.length < GET_QUERY_LIMIT;
    const url = `${base}/data/query/${encodeURIComponent(settings.dataset)}?${asGet ? inQuery : search}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (settings.token) headers.authorization = `Bearer ${settings.token}`;
    if (!asGet) headers['content-type'] = 'application/json';
    const timeout = AbortSignal.timeout(settings.timeout);
    const signal = fetchOptions.signal ? AbortSignal.any([fetchOptions.signal, timeout]) : timeout;
    const method = asGet ? 'GET' : 'POST';
    let res: Response;
    let text: string;
    try {
      res = await fetch(url, { method, headers, signal, body: asGet ? undefined : JSON.stringify({ query, params }) });
      text = await res.text();
    } catch (caught) {
      if (timeout.aborted) throw new Error(`The content service at ${base} timed out: no answer within ${settings.timeout} ms`);
      // fetch says only "fetch failed"; the reason (ECONNREFUSED 127.0.0.1:3999) is its cause. Still a TypeError: retried.
      const reason = caught instanceof TypeError && caught.cause instanceof Error ? caught.cause.message : undefined;
      throw reason ? new TypeError(`Could not reach the content service at ${base}: ${reason}`, { cause: caught }) : caught;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      if (res.ok) throw new Error(`The content service at ${base} answered ${res.status} with a body that is not JSON: ${text.slice(0, 100)}`);
      body = text;
    }
    if (!res.ok) throw new ContentRequestError(res.status, contentErrorMessage(method, url, res, body));
    return (body as { result?: unknown }).result;
  }

  return {
    config: () => ({ ...settings }),
    async fetch<T>(query: string, params: Record<string, unknown> = {}, fetchOptions: FetchOptions = {}): Promise<T> {
      for (let attempt = 0; ; attempt++) {
        try {
          return (await fetchOnce(query, params, fetchOptions)) as T;
        } catch (error) {
          // Asked again: a busy or restarting service (429, 502, 503) and a connection that failed
          // (fetch's TypeError); never a time-out, an abort by the caller or an answer that says no.
          const again = error instanceof ContentRequestError ? RETRIED_STATUSES.has(error.statusCode) : error instanceof TypeError && !fetchOptions.signal?.aborted;
          if (!again || attempt >= maxRetries) throw error;
          await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)));
        }
      }
    },
  };
}

/** Where the local store listens when local.enabled is true; undefined when the site reads the hosted project. */
export function localStoreUrl(config: ContentStoreConfig): string | undefined {
  return config.local.enabled ? `http://127.0.0.1:${config.local.port}` : undefined;
}
