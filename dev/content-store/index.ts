import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { handleImage } from './assets';
import { documentSource } from './documents';
import { applyFault, faultState, setFault, type Fault } from './faults';
import { groqPool, type GroqLimits } from './groq-pool';
import { sendHttpError, setCorsHeaders } from './http';
import { handleQuery } from './query';
import { hostRefusal, isLoopbackHost } from '../loopback-host';

export type { Fault } from './faults';

export type LocalStoreOptions = {
  /** Port to listen on; 0 or absent picks a free one (what tests want). */
  port?: number;
  /** Loopback address to bind; anything else is refused so the store is never exposed. @default '127.0.0.1' */
  host?: string;
  /** Folder holding *.ndjson seed files and assets/. */
  contentDir: string;
  projectId: string;
  /** Dataset names the store answers for; every one holds the same seed documents. */
  datasets: string[];
  /** A fault to show from the first request on (see Fault). */
  faults?: Fault | null;
  /** Bounds on each query: time (queue included), result size, queue length, heap. */
  limits?: GroqLimits;
  /**
   * The day (YYYY-MM-DD) the seed's dates are moved to be as of, when content/seed-dates.json says
   * which day they are written as of: tests that check dates give that day, so nothing moves.
   * @default the day the store starts (UTC)
   */
  today?: string;
};

/** One request the store received on the query endpoint, for tests to inspect. */
export type RecordedRequest = { method: string; dataset: string; tag: string | null; perspective: string | null };

export type LocalStore = {
  /** Base URL, such as http://127.0.0.1:3999; give it to the content client as apiHost. */
  url: string;
  port: number;
  requests: RecordedRequest[];
  setFault(fault: Fault | null): void;
  close(): Promise<void>;
};

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const QUERY_PATH = /^\/v(?:1|X|\d{4}-\d{2}-\d{2})\/data\/query\/([^/]+)$/;

export async function startLocalStore(options: LocalStoreOptions): Promise<LocalStore> {
  const { host = '127.0.0.1', contentDir, projectId, datasets } = options;
  if (!LOOPBACK.has(host)) {
    throw new Error(`The local content store binds loopback only (127.0.0.1, ::1 or localhost), not "${host}"`);
  }
  const documents = documentSource(contentDir, options.today ?? new Date().toISOString().slice(0, 10));
  documents(); // A broken seed file fails here, at start, with its file and line.
  const faults = faultState(options.faults ?? null);
  const groq = groqPool(options.limits);
  const requests: RecordedRequest[] = [];

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Bound to loopback, but a page elsewhere can still reach it under a name of its own (DNS rebinding).
    if (!isLoopbackHost(req.headers.host)) return sendHttpError(res, 403, 'Forbidden', hostRefusal('local content store', req.headers.host));
    setCorsHeaders(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://local-store');
    const method = req.method ?? 'GET';
    if (url.pathname.startsWith('/images/') && (method === 'GET' || method === 'HEAD')) {
      const parts = url.pathname.slice('/images/'.length).split('/').map(decodeURIComponent);
      return handleImage(res, parts, { projectId, datasets, assetsDir: join(contentDir, 'assets'), head: method === 'HEAD' });
    }
    const dataset = QUERY_PATH.exec(url.pathname)?.[1];
    if (dataset === undefined) {
      return sendHttpError(
        res,
        404,
        'Not Found',
        `The local content store only answers /v{apiVersion}/data/query/{dataset} and /images/..., not ${url.pathname}`,
      );
    }
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
      return sendHttpError(res, 405, 'Method Not Allowed', `Queries use GET or POST, not ${method}`);
    }
    const headerProject = req.headers['x-sanity-project-id'];
    if (typeof headerProject === 'string' && headerProject !== projectId) {
      return sendHttpError(res, 404, 'Not Found', `Project ID "${headerProject}" not found; the local content store serves project "${projectId}"`);
    }
    if (!datasets.includes(dataset)) {
      return sendHttpError(res, 404, 'Not Found', `Dataset "${dataset}" not found for project ID "${projectId}"`);
    }
    requests.push({ method, dataset, tag: url.searchParams.get('tag'), perspective: url.searchParams.get('perspective') });
    if (applyFault(faults, res)) return;
    return handleQuery(req, res, url, { projectId, dataset, documents, groq });
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendHttpError(res, 500, 'Internal Server Error', (error as Error).message);
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${port}`,
    port,
    requests,
    setFault: (fault) => setFault(faults, fault),
    close: async () => {
      await groq.close();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hung (fault) and keep-alive connections would otherwise hold close() open.
        server.closeAllConnections();
      });
    },
  };
}
