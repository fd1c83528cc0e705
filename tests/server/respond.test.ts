import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, negotiateEncoding, notModified, representation, representationSize } from '../../src/server/respond';
import { ROOT } from '../helpers/load-fixture';

// A page-sized text (the block reference, about 40 KB), compressed as a page would be.
const body = readFileSync(join(ROOT, 'docs', 'blocks.md'));

describe('compressed copies of a response', () => {
  it('answers brotli at quality 5, made at once, and once the page is asked for again, with the smaller quality 11 copy made off the request', async () => {
    const rep = representation(body, 'text/html; charset=utf-8', true, new Date(0));
    const first = encodedBody(rep, 'br');
    expect(first.equals(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }))).toBe(true);
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
