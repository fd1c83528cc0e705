import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SiteModel } from '../config/model';
import { NO_CONTENT, type SiteContent } from '../content/site-content';
import type { Assets } from '../render/document';
import { hasLanguages, hreflangPaths, siteRoutes } from '../render/editions';
import { withPrefix } from '../lib/language-paths';
import { createRenderer } from '../render/render-page';
import { createTemplatedRenderer } from './city-templates';
import { NOT_FOUND_PROBE, notFoundFile, outputFile } from '../output/files';
import { reactBuildIn, STAMP_FILE } from '../output/stamp';
import { prerenderPaths } from './paths';
import { robotsTxt, sitemapFiles } from './sitemap';
import { headersFile, redirectsFile, untranslatedRedirects } from './static-host';
import { writeVariantFiles } from './variant-files';
import type { WorkerJob, WorkerMessage } from './worker-job';
import { removeStalePages, writeIfChanged, writePages, type BatchResult } from './write-pages';

export interface PrerenderOptions {
  model: SiteModel;
  /** Folder to write into, usually dist/ after the client build. */
  outDir: string;
  /** Script and styles every page links to (assetsFromManifest(outDir, model) after a build). */
  assets: Assets;
  /** Content baked into the pages (testimonials). @default no content */
  content?: SiteContent;
  /**
   * Render threads; 0 renders in this thread. On the shared 2-core build machine threads did not
   * pay (each loads tsx and React, and file writes dominate: docs/decisions/18-prerender-and-the-disk.md),
   * so they are opt-in: try `--workers 2` on an idle multi-core machine. @default 0
   */
  workers?: number;
  /** Pages rendered between two progress reports. @default 100 */
  batchSize?: number;
  onProgress?: (progress: { done: number; total: number; elapsedMs: number }) => void;
  /** Top-level names the client build copied from the site's public/: never taken for stale pages. */
  publicNames?: readonly string[];
}

export interface PrerenderSummary {
  /** Pages written, 404.html not counted. */
  pages: number;
  /** Of those, how many differed from the previous build's file; the rest were left as they were. */
  changed: number;
  /** Pages of the previous build that no route gives any more, deleted. */
  stale: number;
  /** Paths whose render failed (a broken block); the build should fail when any are listed. */
  failed: string[];
  /** URLs in the sitemap: the canonical ones. */
  sitemapUrls: number;
  bytes: number;
  ms: number;
  /** CPU time of the whole process (all threads), to compare runs on a busy machine. */
  cpuMs: number;
  pagesPerSecond: number;
  workers: number;
}

/**
 * Write every page of the site under outDir as <path>.html, then 404.html, the sitemap,
 * robots.txt and the _headers and _redirects files static hosts read. The list of paths comes from prerenderPaths(model); this is only the loop.
 */
export async function prerender(options: PrerenderOptions): Promise<PrerenderSummary> {
  const { model, outDir, assets, content = NO_CONTENT, batchSize = 100, onProgress } = options;
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const list = prerenderPaths(model);
  const paths = list.map((entry) => entry.path);
  const workers = Math.min(options.workers ?? 0, availableParallelism() * 2, paths.length);
  mkdirSync(outDir, { recursive: true });

  const total: BatchResult = { pages: 0, changed: 0, bytes: 0, failed: [] };
  let done = 0;
  const report = (batch: BatchResult) => {
    done += batch.pages + batch.failed.length;
    onProgress?.({ done, total: paths.length, elapsedMs: performance.now() - started });
  };
  const render = createTemplatedRenderer(model, assets, content);
  const inThisThread = async (share: string[]) => {
    const madeDirs = new Set<string>();
    const tally: BatchResult = { pages: 0, changed: 0, bytes: 0, failed: [] };
    for (let i = 0; i < share.length; i += batchSize) {
      const batch = writePages(render, outDir, share.slice(i, i + batchSize), madeDirs);
      merge(tally, batch);
      report(batch);
      // Let progress output and other timers run between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return tally;
  };

  if (workers <= 1) merge(total, await inThisThread(paths));
  else {
    const shares = Array.from({ length: workers }, (_, w) => paths.filter((_, i) => i % workers === w));
    const tallies = await Promise.all(
      shares.map((share) =>
        inWorker({ model, assets, content, outDir, paths: share, batchSize }, report).catch((error: Error) => {
          // A thread that cannot start (no tsx loader, say) must not fail the build: do its share here.
          console.warn(`Prerender worker failed (${error.message}); rendering its ${share.length} pages in the main thread.`);
          return inThisThread(share);
        }),
      ),
    );
    for (const tally of tallies) merge(total, tally);
  }

  // Experiment variants: few pages, rendered directly (the city templates hold the control only).
  // Only the default language's: another language shows the page as written (decision 45).
  const routes = siteRoutes(model);
  const defaultLanguage = list.filter(({ path }) => routes.editionAt(path) === routes.editions[0]);
  const variants = writeVariantFiles(model, createRenderer(model, assets, content), outDir, defaultLanguage);
  total.bytes += variants.bytes;
  total.failed.push(...variants.failed);

  const notFound = render(NOT_FOUND_PROBE);
  writeIfChanged(join(outDir, '404.html'), notFound.pieces);
  // Each other language's not-found page beside its pages (<prefix>/404.html): the server answers
  // a path under /af with it, and static hosts that look for the nearest 404.html find it.
  const notFoundFiles = routes.editions.slice(1).map(({ language }) => {
    const file = notFoundFile(language.prefix);
    mkdirSync(join(outDir, file, '..'), { recursive: true });
    writeIfChanged(join(outDir, file), render(withPrefix(language.prefix, NOT_FOUND_PROBE)).pieces);
    return file;
  });
  // Pages of an earlier build that no route gives any more (the build keeps the folder: client-build.ts).
  const keep = new Set([...paths.map(outputFile), ...variants.files, '404.html', ...notFoundFiles]);
  const stale = removeStalePages(outDir, keep, new Set(['assets', 'media', ...(options.publicNames ?? [])]));
  const canonical = list.filter((entry) => entry.canonical).map((entry) => entry.path);
  // The list knows each path's page: no path is matched again for its alternates.
  const pageOf = new Map(list.map((entry) => [entry.path, entry.pageId]));
  const alternatesOf = hasLanguages(model) ? (path: string) => hreflangPaths(routes.editions, routes.editionAt(path), path, pageOf.get(path)!) : undefined;
  for (const [name, text] of Object.entries(sitemapFiles(model.site, canonical, undefined, alternatesOf))) writeFileSync(join(outDir, name), text);
  writeFileSync(join(outDir, 'robots.txt'), robotsTxt(model.site));
  writeFileSync(join(outDir, '_headers'), headersFile(model.site, assets));
  writeFileSync(
    join(outDir, '_redirects'),
    redirectsFile(
      paths,
      routes.editions.slice(1).map(({ language }) => language.prefix),
      untranslatedRedirects(model).lines,
    ),
  );

  const ms = performance.now() - started;
  const summary: PrerenderSummary = {
    pages: total.pages,
    changed: total.changed,
    stale,
    failed: total.failed,
    sitemapUrls: canonical.length,
    bytes: total.bytes,
    ms: Math.round(ms),
    cpuMs: Math.round(((cpu) => (cpu.user + cpu.system) / 1000)(process.cpuUsage(cpuStart))),
    pagesPerSecond: Math.round(total.pages / (ms / 1000)),
    workers: workers <= 1 ? 0 : workers,
  };
  writeFileSync(
    join(outDir, STAMP_FILE),
    `${JSON.stringify({ ...summary, failed: summary.failed.length, react: reactBuildIn(outDir), builtAt: new Date().toISOString() }, null, 2)}\n`,
  );
  return summary;
}

function merge(into: BatchResult, batch: BatchResult): void {
  into.pages += batch.pages;
  into.changed += batch.changed;
  into.bytes += batch.bytes;
  into.failed.push(...batch.failed);
}

/** Run one share in a worker thread; resolves with its tally. TypeScript loads through tsx (worker-entry.mjs). */
function inWorker(job: WorkerJob, report: (batch: BatchResult) => void): Promise<BatchResult> {
  return new Promise((resolve, reject) => {
    const tally: BatchResult = { pages: 0, changed: 0, bytes: 0, failed: [] };
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), { workerData: job });
    let finished = false;
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'batch') {
        merge(tally, message.batch);
        report(message.batch);
      } else {
        finished = true;
        resolve(tally);
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (!finished) reject(new Error(`worker stopped with exit code ${code} before it finished`));
    });
  });
}
