// The least a Node process can do for the whole-site crawl (bench/crawl.ts), in a process of its
// own: every page's brotli and gzip copy from dist/ read into memory at start, the security headers
// of dist/_headers, and per request one Map lookup, one writeHead and one end. It knows nothing of
// cities, experiments, validators or rebuilt files; it shows what node:http itself costs, so the
// crawl can tell `start`'s own work from Node's.
//   node bench/node-floor.mjs <dist> <paths file> <port>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';

const [dist, pathsFile, port] = process.argv.slice(2);
const security = readFileSync(join(dist, '_headers'), 'utf8')
  .split('\n/')[0]
  .split('\n')
  .slice(1)
  .filter((line) => line.startsWith('  '))
  .map((line) =>
    line
      .trim()
      .split(/: (.*)/s)
      .slice(0, 2),
  );
const pages = new Map();
for (const path of readFileSync(pathsFile, 'utf8').trim().split('\n')) {
  const answers = {};
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    // Pages are <path>.html, / is index.html (src/output/files.ts).
    const body = readFileSync(join(dist, `${path === '/' ? '/index' : path}.html${suffix}`));
    const head = security.flat();
    head.push(
      'content-type',
      'text/html; charset=utf-8',
      'content-encoding',
      encoding,
      'content-length',
      body.length,
      'etag',
      `"${body.length.toString(36)}-${encoding}"`,
      'vary',
      'Accept-Encoding',
      'cache-control',
      'no-cache',
    );
    answers[encoding] = { head, body };
  }
  pages.set(path, answers);
}
createServer((req, res) => {
  const page = pages.get(req.url);
  if (!page) return void res.writeHead(404).end();
  const { head, body } = String(req.headers['accept-encoding']).includes('br') ? page.br : page.gzip;
  res.writeHead(200, head).end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
