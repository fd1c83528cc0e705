import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmdirSync, statSync, unlinkSync, writevSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PageBytes } from './city-templates';
import { outputFile } from '../output/files';

/** What one batch of pages gave: bytes written and the paths that did not render. */
export interface BatchResult {
  pages: number;
  /** Of those, how many differed from the file already there (the rest were left untouched). */
  changed: number;
  bytes: number;
  failed: string[];
}

/**
 * Render and write pages one after the other. Synchronous on purpose: writeFileSync beat
 * fs/promises with many writes in flight (the file system, not the CPU, is what waits), and
 * parallelism comes from running one such loop per worker thread instead.
 * Since pages are filled from templates (city-templates.ts), the file system is much of the cost:
 * a folder and a file per page, many times dearer just after many deletions nearby than in a quiet
 * spot. fs/promises writes in flight were no faster, so the loop stays synchronous
 * (docs/decisions/18-prerender-and-the-disk.md).
 */
export function writePages(render: (path: string) => PageBytes, outDir: string, paths: readonly string[], madeDirs: Set<string>): BatchResult {
  const result: BatchResult = { pages: 0, changed: 0, bytes: 0, failed: [] };
  for (const path of paths) {
    const page = render(path);
    if (page.status !== 200) {
      result.failed.push(path);
      continue;
    }
    if (writeIfChanged(join(outDir, outputFile(path)), page.pieces, madeDirs)) result.changed++;
    result.pages++;
    result.bytes += byteLength(page.pieces);
  }
  return result;
}

/**
 * Writes `text` to `file` unless the file holds exactly that already; true when it wrote. A rebuild
 * of an unchanged site then creates no folder and writes no file, which were most of its time.
 */
export function writeIfChanged(file: string, text: string | Buffer | readonly Buffer[], madeDirs?: Set<string>): boolean {
  const pieces = typeof text === 'string' ? [Buffer.from(text)] : Buffer.isBuffer(text) ? [text] : text;
  const size = statSync(file, { throwIfNoEntry: false })?.size;
  if (size === byteLength(pieces) && holds(readFileSync(file), pieces)) return false;
  const dir = dirname(file);
  if (size === undefined && !madeDirs?.has(dir)) {
    mkdirSync(dir, { recursive: true });
    madeDirs?.add(dir);
  }
  // The pieces as they are, in one call (libuv writes them all, resuming a partial write).
  const fd = openSync(file, 'w');
  try {
    writevSync(fd, pieces);
  } finally {
    closeSync(fd);
  }
  return true;
}

function byteLength(pieces: readonly Buffer[]): number {
  let length = 0;
  for (const piece of pieces) length += piece.length;
  return length;
}

/** Whether `data` is exactly the pieces one after the other (its length already checked). */
function holds(data: Buffer, pieces: readonly Buffer[]): boolean {
  let at = 0;
  for (const piece of pieces) {
    if (!piece.equals(data.subarray(at, at + piece.length))) return false;
    at += piece.length;
  }
  return true;
}

/** The names the prerender gives pages: <path>.html and a variant's <path>.<experiment>.<variant>.html. */
export const PAGE_FILE = /\.html$/;
/** A page's compressed copies (compress-pages.ts): they go with their page. */
const PAGE_COPY = /\.html\.(?:br|gz)$/;

/**
 * Deletes every page file under outDir that this build did not write (a page whose route or city
 * is gone) with its .br and .gz copies, and the folders left empty, skipping the top-level files and
 * folders named in `skip` (assets/, media/, and what the client build copied from public/, so a
 * search console's verification file stays). Returns how many files went.
 */
export function removeStalePages(outDir: string, keep: ReadonlySet<string>, skip: ReadonlySet<string>): number {
  let removed = 0;
  const walk = (relative: string): boolean => {
    const entries = readdirSync(join(outDir, relative), { withFileTypes: true });
    let left = entries.length;
    for (const entry of entries) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (!relative && (skip.has(entry.name) || entry.name.startsWith('.'))) continue;
      if (entry.isDirectory()) {
        if (walk(path)) {
          rmdirSync(join(outDir, path));
          left--;
        }
      } else if (PAGE_FILE.test(entry.name) && !keep.has(path)) {
        unlinkSync(join(outDir, path));
        removed++;
        left--;
      } else if (PAGE_COPY.test(entry.name) && !keep.has(path.replace(/\.(br|gz)$/, ''))) {
        unlinkSync(join(outDir, path));
        left--;
      }
    }
    return relative !== '' && left === 0;
  };
  walk('');
  return removed;
}
