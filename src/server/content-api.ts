import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadSanityClient } from '../content/sanity-client-module';
import { contentAnswers, type ContentApiOptions } from '../core/content-answers';

export type NodeContentApiOptions = Omit<ContentApiOptions, 'createClient'>;

/** GET /content-api/deals on the Node server: the answers of content-answers.ts, sent as JSON. */
export function createContentApi(options: NodeContentApiOptions) {
  // @sanity/client is an optional peer: loaded when the server reads a content store (LE313 otherwise).
  const answers = contentAnswers({ ...options, createClient: (config) => loadSanityClient().createClient(config) });
  return {
    has: answers.has,
    async handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
      const gone = new AbortController();
      res.on('close', () => gone.abort());
      const answer = await answers.answer(path, gone.signal);
      if (answer) sendJson(req, res, answer.status, answer.body, answer.cacheControl);
    },
  };
}

function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown, cacheControl: string): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': cacheControl, 'content-length': Buffer.byteLength(text) });
  res.end(req.method === 'HEAD' ? undefined : text);
}
