import type { IncomingMessage, ServerResponse } from 'node:http';

// Only server-side code on this machine talks to the store (the site's pages read /content-api on
// their own origin), so CORS is answered for loopback origins only, and never with credentials.
const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export function setCorsHeaders(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (!origin || !LOOPBACK_ORIGIN.test(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Sanity-Project-ID');
  res.setHeader('Access-Control-Max-Age', '600');
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** The error shape the content service uses for plain HTTP errors ("Not Found - <message>"). */
export function sendHttpError(res: ServerResponse, status: number, error: string, message: string): void {
  sendJson(res, status, { statusCode: status, error, message });
}

/** Longest query body read; a GROQ query with its parameters is a few KB. */
export const MAX_BODY_BYTES = 64 * 1024;

export class BodyTooLarge extends Error {}

/** The request body as text; past `max` bytes it stops reading and rejects with BodyTooLarge. */
export function readBody(req: IncomingMessage, max = MAX_BODY_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const declared = Number(req.headers['content-length']);
    if (declared > max) return reject(new BodyTooLarge(`The request body is ${declared} bytes; queries are at most ${max} bytes`));
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) return void chunks.push(chunk);
      req.pause();
      reject(new BodyTooLarge(`The request body is larger than ${max} bytes; queries are at most ${max} bytes`));
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
