import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, negotiateEncoding, notModified, representation, representationSize, sendRepresentation } from '../../src/server/respond';
import { ROOT } from '../helpers/load-fixture';

// A page-sized text (the block reference, about 40 KB), compressed as a page would be.
const body = readFileSync(join(ROOT, 'docs', 'blocks.md'));

describe('compressed copies of a response', () => {
  it('answers brotli at quality 5, made at once, and once the page is asked for again, with the smaller quality 11 copy made off the request', async () => {
    const rep = representation(body, 'text/html; charset=utf-8', true, new Date(0));
    const first = encodedBody(rep, 'br');
    expect(first.equals(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }))).toBe(
      true,
    );
    // A page asked for once (a crawler's walk) never costs the slow compression.
    expect(rep.bestBrotli).toBeUndefined();
    expect(encodedBody(rep, 'br')).toBe(first);
    expect(rep.bestBrotli).toBe(true);
    await expect.poll(() => encodedBody(rep, 'br').length).toBeLessThan(first.length);
    expect(brotliDecompressSync(encodedBody(rep, 'br')).equals(body)).toBe(true);
  });

  it('makes the gzip copy once and keeps it', () => {
    const rep = representation(body, 'text/html; charset=utf-8', true, new Date(0));
    const gzip = encodedBody(rep, 'gzip');
    expect(encodedBody(rep, 'gzip')).toBe(gzip);
    expect(gunzipSync(gzip).equals(body)).toBe(true);
  });
});

describe('content negotiation and validators', () => {
  it('sends brotli when accepted, else gzip, else nothing; q=0 refuses one and * stands for the rest', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip;q=0.5, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('BR ; q=0.1')).toBe('br');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding(', ,gzip')).toBe('gzip');
  });

  it('answers If-None-Match by ETag (weak or strong, one of a list, or *), and If-Modified-Since only without it', () => {
    const at = new Date('2026-11-23T10:00:00Z');
    const req = (headers: Record<string, string>) => ({ headers }) as never;
    expect(notModified(req({ 'if-none-match': '"a", W/"b"' }), '"b"', at)).toBe(true);
    expect(notModified(req({ 'if-none-match': '*' }), '"b"', at)).toBe(true);
    expect(notModified(req({ 'if-none-match': '"c"', 'if-modified-since': 'Mon, 23 Nov 2026 10:00:00 GMT' }), '"b"', at)).toBe(false);
    expect(notModified(req({ 'if-modified-since': 'Mon, 23 Nov 2026 10:00:00 GMT' }), '"b"', at)).toBe(true);
    expect(notModified(req({ 'if-modified-since': 'Mon, 23 Nov 2026 09:59:59 GMT' }), '"b"', at)).toBe(false);
    expect(notModified(req({ 'if-modified-since': 'yesterday' }), '"b"', at)).toBe(false);
    expect(notModified(req({}), '"b"', at)).toBe(false);
  });

  it('keeps an ETag of 22 characters, a whole-second Last-Modified, and counts the copies in its size', () => {
    const rep = representation(Buffer.from('hello'), 'text/plain', true, new Date('2026-11-23T10:00:00.750Z'));
    expect(rep.etag).toBe('qvTGHdzF6KLavt4PO0gs2a');
    expect(rep.lastModified.toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(representationSize(rep)).toBe(5);
    encodedBody(rep, 'gzip');
    expect(representationSize(rep)).toBe(5 + rep.encoded.gzip!.length);
  });
});

describe('sendRepresentation', () => {
  async function serve(status: number, compressible: boolean, presetVary?: string) {
    const { createServer } = await import('node:http');
    const rep = representation(Buffer.from('hello hello hello hello'), 'text/plain; charset=utf-8', compressible, new Date('2026-11-23T10:00:00Z'));
    const server = createServer((req, res) => {
      if (presetVary) res.setHeader('vary', presetVary);
      sendRepresentation(req, res, status, rep, 'no-cache');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const get = (headers: Record<string, string>, method = 'GET') =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        import('node:http').then(({ request }) => {
          const req = request({ host: '127.0.0.1', port, method, headers, agent: false }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
          });
          req.on('error', reject);
          req.end();
        }, reject);
      });
    return { get, etag: rep.etag, close: () => server.close() };
  }

  it('sends the brotli copy with its own ETag, Vary added to what the caller set, and 304 for that ETag', async () => {
    const site = await serve(200, true, 'Cookie');
    try {
      const br = await site.get({ 'accept-encoding': 'br' });
      expect([br.status, br.headers['content-encoding'], br.headers.etag, br.headers.vary, br.headers['cache-control'], br.headers['last-modified']]).toEqual([
        200,
        'br',
        `"${site.etag}-br"`,
        'Cookie, Accept-Encoding',
        'no-cache',
        'Mon, 23 Nov 2026 10:00:00 GMT',
      ]);
      expect(Number(br.headers['content-length'])).toBe(br.body.length);
      expect(brotliDecompressSync(br.body).toString()).toBe('hello hello hello hello');
      const gz = await site.get({ 'accept-encoding': 'gzip' });
      expect([gz.headers['content-encoding'], gz.headers.etag]).toEqual(['gzip', `"${site.etag}-gz"`]);
      expect(gunzipSync(gz.body).toString()).toBe('hello hello hello hello');
      expect((await site.get({ 'accept-encoding': 'br', 'if-none-match': `"${site.etag}-br"` })).status).toBe(304);
      expect((await site.get({ 'accept-encoding': 'br', 'if-none-match': `"${site.etag}"` })).status).toBe(200);
      const plain = await site.get({});
      expect([plain.headers['content-encoding'], plain.headers.etag, plain.headers['content-length'], plain.body.toString()]).toEqual([
        undefined,
        `"${site.etag}"`,
        '23',
        'hello hello hello hello',
      ]);
      const head = await site.get({}, 'HEAD');
      expect([head.status, head.headers['content-length'], head.body.length]).toEqual([200, '23', 0]);
    } finally {
      site.close();
    }
  });

  it('never answers 304 for an error page, and sends a file that is not compressible as it is, with no Vary', async () => {
    const notFound = await serve(404, true);
    try {
      const answer = await notFound.get({ 'if-none-match': `"${notFound.etag}"` });
      expect([answer.status, answer.headers.vary, answer.body.toString()]).toEqual([404, 'Accept-Encoding', 'hello hello hello hello']);
    } finally {
      notFound.close();
    }
    const image = await serve(200, false);
    try {
      const answer = await image.get({ 'accept-encoding': 'br' });
      expect([answer.headers['content-encoding'], answer.headers.vary, answer.headers.etag, answer.headers['content-type']]).toEqual([
        undefined,
        undefined,
        `"${image.etag}"`,
        'text/plain; charset=utf-8',
      ]);
    } finally {
      image.close();
    }
  });
});

describe("a page's own Content-Security-Policy", () => {
  const POLICY = "default-src 'self'; style-src 'self' 'sha256-base' 'sha256-carousel' 'sha256-faq'; frame-ancestors 'none'";
  /** The policy a page is sent with, given the style sources it does not hold. */
  async function policyOf(stylesNotHeld: string[] | undefined, preset: string | null = POLICY): Promise<unknown> {
    const { createServer, get } = await import('node:http');
    const rep = representation(Buffer.from('<p>page</p>'), 'text/html; charset=utf-8', true, new Date(0));
    if (stylesNotHeld) rep.stylesNotHeld = stylesNotHeld;
    const server = createServer((req, res) => {
      if (preset !== null) res.setHeader('content-security-policy', preset);
      sendRepresentation(req, res, 200, rep, 'no-cache');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      return await new Promise((resolve, reject) => {
        get({ host: '127.0.0.1', port: (server.address() as { port: number }).port, agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers['content-security-policy']));
        }).on('error', reject);
      });
    } finally {
      server.close();
    }
  }

  it('leaves out the sources of the styles the page does not hold, and only those', async () => {
    expect(await policyOf(["'sha256-carousel'", "'sha256-faq'"])).toBe("default-src 'self'; style-src 'self' 'sha256-base'; frame-ancestors 'none'");
    expect(await policyOf(["'sha256-faq'"])).toBe("default-src 'self'; style-src 'self' 'sha256-base' 'sha256-carousel'; frame-ancestors 'none'");
  });

  it("sends the site's whole policy for a page that holds every style or was not read for them, and sets none where the caller set none", async () => {
    expect(await policyOf([])).toBe(POLICY);
    expect(await policyOf(undefined)).toBe(POLICY);
    expect(await policyOf(["'sha256-faq'"], null)).toBeUndefined();
  });
});
