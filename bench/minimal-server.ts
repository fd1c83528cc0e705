import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * The floor the site's server is measured against (`npm run bench`, "serving" rows): about the
 * least a Node server can do for a static page. Each file is read and compressed with brotli 11
 * once, on its first request, and kept with its ETag; every answer after that is one lookup and
 * one write. It sends the same security headers as the site (the `/*` block of dist/_headers, as
 * a static host would), so the two put the same bytes on the wire; it knows nothing of cities,
 * experiments, ranges, 404 pages or clients without brotli.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export function minimalServer(dist: string): Server {
  const security = readFileSync(join(dist, '_headers'), 'utf8')
    .split('\n/')[0]!
    .split('\n')
    .slice(1)
    .filter((line) => line.startsWith('  '))
    .map(
      (line) =>
        line
          .trim()
          .split(/: (.*)/s)
          .slice(0, 2) as [string, string],
    );
  const files = new Map<string, { body: Buffer; headers: Record<string, string | number> } | null>();
  const load = (path: string) => {
    const file = normalize(join(dist, path === '/' ? 'index.html' : extname(path) ? path : `${path}.html`));
    if (!file.startsWith(dist)) return null;
    try {
      const raw = readFileSync(file);
      const body = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      const etag = `"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}-br"`;
      const headers = {
        ...Object.fromEntries(security),
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-encoding': 'br',
        'content-length': body.length,
        etag,
        vary: 'Accept-Encoding',
        'cache-control': 'no-cache',
      };
      return { body, headers };
    } catch {
      return null;
    }
  };
  return createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    let entry = files.get(path);
    if (entry === undefined) files.set(path, (entry = load(path)));
    if (!entry) return void res.writeHead(404).end();
    if (req.headers['if-none-match'] === entry.headers.etag) return void res.writeHead(304).end();
    res.writeHead(200, entry.headers).end(entry.body);
  });
}
