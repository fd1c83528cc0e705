import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Types worth compressing; images like PNG and audio are compressed already. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt', '.md']);
/** Below this, the encoding headers cost about what compression saves. */
const MIN_BYTES = 1024;

/**
 * Write file.br and file.gz beside the built assets, media and top-level files (404.html,
 * sitemap), at the highest levels since it happens once per build. Page HTML is left to the
 * server, which compresses on first request and caches: thousands of pages would triple the
 * files a build writes. Returns the number of files compressed.
 */
export function precompress(outDir: string, folders: readonly string[] = ['assets', 'media']): number {
  let count = 0;
  const visit = (dir: string, deep: boolean) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const file = join(dir, name);
      const stat = statSync(file);
      if (stat.isDirectory()) {
        if (deep) visit(file, true);
      } else if (COMPRESSIBLE.has(extname(name).toLowerCase()) && stat.size >= MIN_BYTES) {
        const data = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        count++;
      }
    }
  };
  visit(outDir, false);
  for (const folder of folders) visit(join(outDir, folder), true);
  return count;
}
