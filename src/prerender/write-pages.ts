import { mkdirSync, readdirSync, readFileSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RenderResult } from '../render/render-page';
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
 * Render and write pages one after the other. Synchronous on purpose: measured on this machine,
 * writeFileSync beat fs/promises with 8 or 32 writes in flight (the file system, not the CPU, is
 * what waits), and parallelism comes from running one such loop per worker thread instead.
 * Since pages are filled from templates (city-templates.ts), the file system is much of the cost:
 * a folder and a file per page, from 0.03 ms of kernel time in a quiet spot to over 0.5 ms just
 * after many deletions nearby (ARCHITECTURE.md, Prerender). 4-16 fs/promises writes in flight were
 * no faster, so the loop stays synchronous.
 */
export function writePages(render: (path: string) => RenderResult, outDir: string, paths: readonly string[], madeDirs: Set<string>): BatchResult {
  const result: BatchResult = { pages: 0, changed: 0, bytes: 0, failed: [] };
  for (const path of paths) {
    const page = render(path);
    if (page.status !== 200) {
      result.failed.push(path);
      continue;
    }
    // Encoded once: the UTF-8 scans were a seventh of a 10,000-page run's CPU (perf, 25 Nov).
    const data = Buffer.from(page.html);
    if (writeIfChanged(join(outDir, outputFile(path)), data, madeDirs)) result.changed++;
    result.pages++;
    result.bytes += data.length;
  }
  return result;
}

/**
 * Writes `text` to `file` unless the file holds exactly that already; true when it wrote. A rebuild
 * of an unchanged site then creates no folder and writes no file, which were most of its time.
 */
export function writeIfChanged(file: string, text: string | Buffer, madeDirs?: Set<string>): boolean {
  const data = typeof text === 'string' ? Buffer.from(text) : text;
  const size = statSync(file, { throwIfNoEntry: false })?.size;
  if (size === data.length && readFileSync(file).equals(data)) return false;
  const dir = dirname(file);
  if (size === undefined && !madeDirs?.has(dir)) {
    mkdirSync(dir, { recursive: true });
    madeDirs?.add(dir);
  }
  writeFileSync(file, data);
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
