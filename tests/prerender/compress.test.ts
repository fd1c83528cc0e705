import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from '../../src/prerender/compress';

const temp = (name: string) => mkdtempSync(join(tmpdir(), `${name}-`));
const SCRIPT = `export const copy = "${'Tender finance from R50,000. '.repeat(80)}";\n`;

/** A built site with one script and one file too small to compress. */
function built(script: string): string {
  const dist = temp('precompress-dist');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'main-abc.js'), script);
  writeFileSync(join(dist, 'assets', 'tiny-abc.js'), 'export{}');
  return dist;
}

describe('precompressing the built assets', () => {
  it('writes .br and .gz that decode to the file, and skips files under 1 KB', () => {
    const dist = built(SCRIPT);
    expect(precompress(dist)).toEqual({ files: 1, compressed: 1 });
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'main-abc.js.br'))).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'main-abc.js.gz'))).toString()).toBe(SCRIPT);
    expect(readdirSync(join(dist, 'assets')).sort()).toEqual(['main-abc.js', 'main-abc.js.br', 'main-abc.js.gz', 'tiny-abc.js']);
  });

  it('compresses a file of exactly 1 KB (1,024 bytes) and leaves one of 1,023 bytes as it is', () => {
    const dist = built(SCRIPT);
    writeFileSync(join(dist, 'assets', 'kilo-abc.js'), 'x'.repeat(1024));
    writeFileSync(join(dist, 'assets', 'under-abc.js'), 'x'.repeat(1023));
    precompress(dist);
    const names = readdirSync(join(dist, 'assets'));
    expect(['kilo-abc.js.br', 'kilo-abc.js.gz'].every((name) => names.includes(name))).toBe(true);
    expect(names.filter((name) => name.startsWith('under-abc'))).toEqual(['under-abc.js']);
  });

  it('copies an unchanged file from the cache on the next build, and compresses a changed one', () => {
    const cacheDir = temp('precompress-cache');
    expect(precompress(built(SCRIPT), { cacheDir })).toEqual({ files: 1, compressed: 1 });

    const again = built(SCRIPT);
    expect(precompress(again, { cacheDir })).toEqual({ files: 1, compressed: 0 });
    expect(brotliDecompressSync(readFileSync(join(again, 'assets', 'main-abc.js.br'))).toString()).toBe(SCRIPT);

    const changed = `${SCRIPT}export const more = 1;\n`;
    const next = built(changed);
    expect(precompress(next, { cacheDir })).toEqual({ files: 1, compressed: 1 });
    expect(gunzipSync(readFileSync(join(next, 'assets', 'main-abc.js.gz'))).toString()).toBe(changed);
  });

  it('drops cache entries no build has used for a week', () => {
    const cacheDir = temp('precompress-cache');
    precompress(built(SCRIPT), { cacheDir });
    const weekAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    for (const name of readdirSync(cacheDir)) utimesSync(join(cacheDir, name), weekAgo, weekAgo);
    const changed = `${SCRIPT}export const more = 1;\n`;
    precompress(built(changed), { cacheDir });
    expect(readdirSync(cacheDir)).toHaveLength(2);
    // The entries of the file just built stay.
    expect(precompress(built(changed), { cacheDir })).toEqual({ files: 1, compressed: 0 });
  });

  it('a server reading sitemap.xml.br or .gz while the next build replaces it reads the old copy whole', () => {
    const cacheDir = temp('precompress-cache');
    const dist = built(SCRIPT);
    const sitemap = join(dist, 'sitemap.xml');
    const first = `<urlset>${'<url><loc>https://example.com/tender-finance/durban</loc></url>'.repeat(30)}</urlset>\n`;
    const second = first.replaceAll('durban', 'cape-town');
    const readWhileBuilding = (text: string) => {
      // The server has the copies open (sending them) when the build writes new ones.
      const br = openSync(`${sitemap}.br`, 'r');
      const gz = openSync(`${sitemap}.gz`, 'r');
      try {
        writeFileSync(sitemap, text);
        precompress(dist, { cacheDir });
        return [brotliDecompressSync(readFileSync(br)).toString(), gunzipSync(readFileSync(gz)).toString()];
      } finally {
        closeSync(br);
        closeSync(gz);
      }
    };
    writeFileSync(sitemap, first);
    precompress(dist, { cacheDir });
    // Compressed now: the old copies read whole.
    expect(readWhileBuilding(second)).toEqual([first, first]);
    expect(brotliDecompressSync(readFileSync(`${sitemap}.br`)).toString()).toBe(second);
    // Copied from the cache (the first sitemap again): the same.
    expect(readWhileBuilding(first)).toEqual([second, second]);
    expect(gunzipSync(readFileSync(`${sitemap}.gz`)).toString()).toBe(first);
    expect(readdirSync(dist).sort()).toEqual(['assets', 'sitemap.xml', 'sitemap.xml.br', 'sitemap.xml.gz']);
  });
});
