import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressPages } from '../../src/prerender/compress-pages';
import { removeStalePages } from '../../src/prerender/write-pages';

const PAGE = `<!doctype html><title>Tender finance in Durban</title>${'<p>Tender finance from R50,000.</p>'.repeat(60)}`;
const VARIANT = PAGE.replace('Tender finance in Durban', 'Win the tender in Durban');

/** A built site: two pages, a variant, the not-found page and an asset (the asset is not a page). */
function built(): string {
  const dist = mkdtempSync(join(tmpdir(), 'compress-pages-'));
  for (const folder of ['tender-finance', 'assets']) mkdirSync(join(dist, folder));
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'tender-finance', 'durban.html'), PAGE);
  writeFileSync(join(dist, 'tender-finance', 'durban.hero-test.bold.html'), VARIANT);
  writeFileSync(join(dist, 'invest.html'), PAGE);
  writeFileSync(join(dist, '404.html'), PAGE);
  writeFileSync(join(dist, 'assets', 'index.html'), PAGE);
  return dist;
}

describe('precompressing every page at build', () => {
  it('writes brotli and gzip copies that decode to each page, its variants and 404.html, not under assets/', async () => {
    const dist = built();
    expect(await compressPages(dist, { parallel: 2 })).toMatchObject({ files: 5, compressed: 5, parallel: 2 });
    const page = join(dist, 'tender-finance');
    expect(readdirSync(page).sort()).toEqual([
      'durban.hero-test.bold.html',
      'durban.hero-test.bold.html.br',
      'durban.hero-test.bold.html.gz',
      'durban.html',
      'durban.html.br',
      'durban.html.gz',
    ]);
    expect(brotliDecompressSync(readFileSync(join(page, 'durban.html.br'))).toString()).toBe(PAGE);
    expect(gunzipSync(readFileSync(join(page, 'durban.hero-test.bold.html.gz'))).toString()).toBe(VARIANT);
    expect(gunzipSync(readFileSync(join(dist, '404.html.gz'))).toString()).toBe(PAGE);
    expect(readdirSync(join(dist, 'assets'))).toEqual(['index.html']);
  });

  it('gives the long tail a faster brotli quality, and says how far it is after each page', async () => {
    const dist = built();
    const tail = join(dist, 'tender-finance', 'durban.html');
    const seen: string[] = [];
    await compressPages(dist, { parallel: 1, quality: (file) => (file === tail ? 5 : 11), onProgress: ({ done, total }) => seen.push(`${done}/${total}`) });
    const at = (quality: number) =>
      brotliCompressSync(PAGE, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: PAGE.length } });
    expect(readFileSync(`${tail}.br`).equals(at(5))).toBe(true);
    expect(readFileSync(join(dist, 'invest.html.br')).equals(at(11))).toBe(true);
    expect(seen).toEqual(['1/5', '2/5', '3/5', '4/5', '5/5']);
  });

  it('compresses again only the pages changed since their copies were made', async () => {
    const dist = built();
    await compressPages(dist);
    expect(await compressPages(dist)).toMatchObject({ files: 5, compressed: 0 });
    const changed = PAGE.replace('R50,000', 'R75,000');
    const file = join(dist, 'invest.html');
    writeFileSync(file, changed);
    // Written after its copies (a file system with coarse times could give both the same second).
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect(await compressPages(dist)).toMatchObject({ files: 5, compressed: 1 });
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(changed);
  });

  it('compresses a page again when only one of its copies is older than it: a fresh .gz beside an old .br', async () => {
    const dist = built();
    await compressPages(dist);
    const file = join(dist, 'invest.html');
    const changed = PAGE.replace('R50,000', 'R75,000');
    writeFileSync(file, changed);
    const page = new Date(Date.now() + 5000);
    utimesSync(file, page, page);
    const fresh = new Date(Date.now() + 10_000);
    utimesSync(`${file}.gz`, fresh, fresh);
    expect(await compressPages(dist)).toMatchObject({ compressed: 1 });
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(changed);
  });

  it('compresses pages in a folder named assets or media below the top: only the top-level folders are not pages', async () => {
    const dist = built();
    mkdirSync(join(dist, 'tender-finance', 'assets'));
    writeFileSync(join(dist, 'tender-finance', 'assets', 'index.html'), PAGE);
    expect(await compressPages(dist)).toMatchObject({ files: 6, compressed: 6 });
    expect(readdirSync(join(dist, 'tender-finance', 'assets')).sort()).toEqual(['index.html', 'index.html.br', 'index.html.gz']);
  });

  it('removes the copies of a page no route gives any more, with the page', async () => {
    const dist = built();
    await compressPages(dist);
    removeStalePages(dist, new Set(['index.html', 'tender-finance/durban.html', 'tender-finance/durban.hero-test.bold.html', '404.html']), new Set(['assets']));
    expect(readdirSync(dist).sort()).toEqual([
      '404.html',
      '404.html.br',
      '404.html.gz',
      'assets',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'tender-finance',
    ]);
  });

  it('a server reading a copy while the build replaces it reads the old copy whole, and a new reader the new one', async () => {
    const dist = built();
    await compressPages(dist);
    const file = join(dist, 'invest.html');
    // The server has the copies open (sending them) when the next build rewrites the page.
    const br = openSync(`${file}.br`, 'r');
    const gz = openSync(`${file}.gz`, 'r');
    const changed = PAGE.replaceAll('R50,000', 'R75,000');
    writeFileSync(file, changed);
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect(await compressPages(dist)).toMatchObject({ compressed: 1 });
    try {
      // Copies written over in place would read here as the new text, or a cut-short one.
      expect(brotliDecompressSync(readFileSync(br)).toString()).toBe(PAGE);
      expect(gunzipSync(readFileSync(gz)).toString()).toBe(PAGE);
    } finally {
      closeSync(br);
      closeSync(gz);
    }
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(changed);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(changed);
    expect(readdirSync(dist).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
