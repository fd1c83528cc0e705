import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse } from 'groq-js';
import type { SeedDocument } from './documents';
import { withPerspective } from './documents';
import type { groqPool } from './groq-pool';
import { BodyTooLarge, readBody, sendHttpError, sendJson } from './http';

export type QueryContext = {
  projectId: string;
  dataset: string;
  documents: () => SeedDocument[];
  /** Where queries are evaluated: off the main thread, with a deadline and a result bound. */
  groq: ReturnType<typeof groqPool>;
};

/** How each bound the pool enforces is answered. 503 is not used: the content client retries it. */
const LIMIT_STATUS = { timeout: 408, tooLarge: 413, busy: 429, error: 400 } as const;

type QueryRequest = { query: string; params: Record<string, unknown> };

/** The 400 body the content service sends for a request it cannot read. */
function badRequest(res: ServerResponse, description: string): void {
  sendJson(res, 400, { error: { description, type: 'httpBadRequest' } });
}

function fromSearch(search: URLSearchParams): QueryRequest | string {
  const query = search.get('query');
  if (query === null) return 'Missing "query" parameter: send ?query=<GROQ>';
  const params: Record<string, unknown> = {};
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(value);
    } catch {
      return `Parameter "${key}" is not valid JSON; parameters are JSON values, so a string needs quotes: ${key}="text"`;
    }
  }
  return { query, params };
}

function fromBody(text: string): QueryRequest | string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'The request body is not valid JSON; send {"query": "<GROQ>", "params": {...}}';
  }
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof record.query !== 'string') return 'The request body needs a "query" string';
  const params = record.params ?? {};
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return '"params" must be an object';
  return { query: record.query, params: params as Record<string, unknown> };
}

// groq-js says "Syntax error in GROQ query at position 13: Unexpected end of query"; the
// content service's description is only the part after the position.
function syntaxDescription(message: string): string {
  return message.replace(/^Syntax error in GROQ query at position \d+:\s*/, '');
}

export async function handleQuery(req: IncomingMessage, res: ServerResponse, url: URL, ctx: QueryContext): Promise<void> {
  const started = performance.now();
  let request: QueryRequest | string;
  try {
    request = req.method === 'POST' ? fromBody(await readBody(req)) : fromSearch(url.searchParams);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    res.setHeader('Connection', 'close');
    return sendHttpError(res, 413, 'Payload Too Large', error.message);
  }
  if (typeof request === 'string') return badRequest(res, request);

  try {
    parse(request.query, { params: request.params });
  } catch (error) {
    const err = error as Error & { position?: number };
    if (typeof err.position !== 'number') return badRequest(res, err.message);
    const description = syntaxDescription(err.message);
    sendJson(res, 400, {
      error: { description, query: request.query, start: err.position, end: err.position + 1, type: 'queryParseError' },
    });
    return;
  }

  let documents: SeedDocument[];
  try {
    documents = ctx.documents();
  } catch (error) {
    return sendHttpError(res, 500, 'Internal Server Error', `The local content store cannot read its seed files: ${(error as Error).message}`);
  }
  // Published unless the caller asks for more: drafts are for server-side code that says so.
  const perspective = url.searchParams.get('perspective') ?? 'published';
  const outcome = await ctx.groq.run({
    query: request.query,
    params: request.params,
    dataset: withPerspective(documents, perspective),
    sanity: { projectId: ctx.projectId, dataset: ctx.dataset },
  });
  if (!outcome.ok) {
    if (outcome.kind === 'error') return badRequest(res, outcome.message);
    return sendJson(res, LIMIT_STATUS[outcome.kind], {
      error: { description: outcome.message, type: `query${outcome.kind[0]!.toUpperCase()}${outcome.kind.slice(1)}` },
    });
  }
  const ms = Math.round(performance.now() - started);
  // The result is already JSON (made in the worker, where its size was checked).
  const head = url.searchParams.get('returnQuery') === 'false' ? `{"ms":${ms}` : `{"ms":${ms},"query":${JSON.stringify(request.query)}`;
  const text = `${head},"result":${outcome.json}}`;
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}
