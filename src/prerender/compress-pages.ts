import { readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PAGE_FILE } from './write-pages';
import { writeWhole } from './write-whole';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PageCompressSummary {
  /** Page files (<path>.html, variants, 404.html) that have .br and .gz beside them now. */
  files: number;
  /** Of those, how many were compressed in this build (the rest were unchanged since the last). */
  compressed: number;
  /** Wall time of the step, and how many compressions ran at once. */
  ms: number;
  parallel: number;
}

/** Brotli's best quality: the smallest copy, and the slowest (docs/decisions/46-what-gets-published.md). */
export const BEST = 11;
/**
 * The quality of pages nobody lands on first from a search (alias forms, written only under
 * prerender: every): many times faster than BEST, for a slightly larger copy (the same quality
 * the render thread gives a page made on demand; docs/decisions/46-what-gets-published.md).
 */
export const LONG_TAIL = 5;

export interface CompressPagesOptions {
  parallel?: number;
  skip?: readonly string[];
  /** Brotli quality for one page file: BEST unless the caller knows it for the long tail. */
  quality?: (file: string) => number;
  /** After each page compressed: how many of how many, and the time so far. */
  onProgress?: (progress: { done: number; total: number; elapsedMs: number }) => void;
}

/**
 * Write page.html.br (brotli at the quality `quality` gives: BEST, or LONG_TAIL) and page.html.gz
 * (gzip 9) beside every page the prerender wrote, its experiment variants and 404.html, so the server (and nginx's gzip_static, a host's brotli_static)
 * sends pages without compressing anything on a request (docs/decisions/40-pages-precompressed.md).
 * Brotli 11 is slow (docs/decisions/40-pages-precompressed.md), so the work runs on libuv's thread pool, `parallel` at
 * once, and a page whose copies are newer than it (writeIfChanged left it untouched) is skipped.
 */
export async function compressPages(
  outDir: string,
  { parallel = availableParallelism(), skip = ['assets', 'media'], quality = () => BEST, onProgress }: CompressPagesOptions = {},
): Promise<PageCompressSummary> {
  const started = performance.now();
  const files = pageFiles(outDir, new Set(skip));
  const stale = files.filter(needsCompressing);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < stale.length) {
      const file = stale[next++]!;
      const data = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality(file), [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gzipAsync(data, { level: 9 }),
      ]);
      // Each copy appears whole (a server reading it meanwhile sees the old one or the new one);
      // .gz last: a .gz newer than the page says both copies are current.
      writeWhole(`${file}.br`, br);
      writeWhole(`${file}.gz`, gz);
      onProgress?.({ done: ++done, total: stale.length, elapsedMs: performance.now() - started });
    }
  };
  const lanes = Math.max(1, Math.min(parallel, stale.length));
  await Promise.all(Array.from({ length: lanes }, worker));
  return { files: files.length, compressed: stale.length, ms: Math.round(performance.now() - started), parallel: lanes };
}

/** Every prerendered page file under outDir, 404.html included; not under `skip` or hidden folders. */
function pageFiles(outDir: string, skip: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const walk = (dir: string, top: boolean) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && !(top && skip.has(entry.name))) walk(join(dir, entry.name), false);
      } else if (PAGE_FILE.test(entry.name) || (top && entry.name === '404.html')) found.push(join(dir, entry.name));
    }
  };
  walk(outDir, true);
  return found;
}

function needsCompressing(file: string): boolean {
  const page = statSync(file).mtimeMs;
  const gz = statSync(`${file}.gz`, { throwIfNoEntry: false });
  const br = statSync(`${file}.br`, { throwIfNoEntry: false });
  return !gz || !br || gz.mtimeMs < page || br.mtimeMs < page;
}
