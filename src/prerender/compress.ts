import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESSIBLE } from '../output/compressible';
import { PAGE_FILE } from './write-pages';
import { copyWhole, writeWhole } from './write-whole';

/** Below this, the encoding headers cost about what compression saves. */
const MIN_BYTES = 1024;

export interface PrecompressSummary {
  /** Files that now have .br and .gz beside them. */
  files: number;
  /** Of those, how many were compressed now rather than copied from the cache. */
  compressed: number;
}

/**
 * Write file.br and file.gz beside the built assets, media and top-level files (sitemap, robots.txt),
 * at the highest levels. Pages (<path>.html, variants, 404.html) are compress-pages.ts's.
 *
 * Brotli at quality 11 is slow to spend on every build for files that rarely change (assets are
 * content-hashed), so with `cacheDir` each result is kept under the SHA-256 of its input and
 * copied on the next build. Several builds may share the cache (dist/, the browser tests' build):
 * an entry is dropped only when no build has used it for a week (docs/decisions/19-build-keeps-dist.md).
 */
export function precompress(
  outDir: string,
  { folders = ['assets', 'media'], cacheDir }: { folders?: readonly string[]; cacheDir?: string } = {},
): PrecompressSummary {
  const summary: PrecompressSummary = { files: 0, compressed: 0 };
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  const compress = (file: string) => {
    const data = readFileSync(file);
    const key = cacheDir && createHash('sha256').update(data).digest('hex');
    summary.files++;
    if (key && fromCache(cacheDir, key, file)) return;
    summary.compressed++;
    const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
    const gz = gzipSync(data, { level: 9 });
    // Each copy appears whole: a server reading dist/ meanwhile sees the old copy or the new one.
    writeWhole(`${file}.br`, br);
    writeWhole(`${file}.gz`, gz);
    if (key) {
      // .gz last: its presence says the pair is complete (another build may be reading the cache).
      writeWhole(join(cacheDir, `${key}.br`), br);
      writeWhole(join(cacheDir, `${key}.gz`), gz);
    }
  };
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
      } else if (!deep && (PAGE_FILE.test(name) || name === '404.html')) continue;
      else if (COMPRESSIBLE.has(extname(name).toLowerCase()) && stat.size >= MIN_BYTES) compress(file);
    }
  };
  visit(outDir, false);
  for (const folder of folders) visit(join(outDir, folder), true);
  if (cacheDir) pruneCache(cacheDir);
  return summary;
}

/** Copy a cached pair beside `file`; false when it is not cached (or went away meanwhile). */
function fromCache(cacheDir: string, key: string, file: string): boolean {
  try {
    // .gz is written last: with it present the pair is complete.
    copyWhole(join(cacheDir, `${key}.gz`), `${file}.gz`);
    copyWhole(join(cacheDir, `${key}.br`), `${file}.br`);
    const now = new Date();
    utimesSync(join(cacheDir, `${key}.gz`), now, now);
    utimesSync(join(cacheDir, `${key}.br`), now, now);
    return true;
  } catch {
    return false;
  }
}

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** Drop cache entries no build has used for a week (several builds may share one cache). */
export function pruneCache(cacheDir: string): void {
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    try {
      if (Date.now() - statSync(path).mtimeMs > WEEK_MS) rmSync(path, { force: true });
    } catch {
      // Another build removed it first.
    }
  }
}
