import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, representation } from '../../src/server/respond';
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
