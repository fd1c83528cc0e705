import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteModel } from '../config/model';
import type { SiteContent } from '../content/site-content';
import { assetsFromManifest } from '../render/assets';
import { precompress } from './compress';
import { drawnImages, GIF, SVG } from './image-list';
import { writeInlineImages } from './inline-images';
import { makeImageSets, refuseOverBudget } from './image-variants';
import { BEST, compressPages, LONG_TAIL } from './compress-pages';
import { prerenderPaths } from './paths';
import { progressEvery } from './progress';
import { outputFile } from '../output/files';
import { prerender, type PrerenderSummary } from './prerender';
import { pagesLacking } from './missing-content';
import { writeBakedContent } from '../output/baked-content';

export interface PrerenderSiteOptions {
  model: SiteModel;
  /** The site folder: its .cache/precompressed keeps compressed assets between builds. */
  root: string;
  /** The client build to add pages to. */
  distDir: string;
  /** The content pages bake in (testimonials), read by the caller from its content source. */
  content: SiteContent;
  workers?: number;
  /** Go on when the content store did not answer; the summary then names the pages that lack it. */
  allowMissingContent?: boolean;
  log?: Pick<Console, 'log' | 'error'>;
}

/**
 * The build after `vite build`: phone sizes of the large images the pages draw, then every page
 * prerendered with progress, the assets and pages precompressed, and a summary printed. Content that
 * could not be read stops the build, unless `allowMissingContent` says go on.
 */
export async function prerenderSite({
  model,
  root,
  distDir,
  content: baked,
  workers,
  allowMissingContent = false,
  log = console,
}: PrerenderSiteOptions): Promise<PrerenderSummary> {
  requireContent(model, baked, allowMissingContent || process.env[ALLOW_WITHOUT_CONTENT] === '1');
  refuseOverBudget(root, drawnImages(model, GIF)); // makeImageSets checks the rest
  const images = await makeImageSets({ root, distDir, images: drawnImages(model) });
  for (const warning of images.warnings) log.error(warning);
  writeInlineImages({ root, distDir, images: drawnImages(model, SVG) });
  if (images.resized > 0)
    log.log(
      `images: ${images.resized} large image(s) in phone sizes (${images.made} made now, the rest from .cache/images) in ${(images.ms / 1000).toFixed(2)} s.`,
    );
  // A line at most every two seconds for each step that takes longer (issue 54).
  const printPrerender = progressEvery(2000);
  const summary = await prerender({
    model,
    outDir: distDir,
    assets: assetsFromManifest(distDir, model),
    content: baked,
    workers,
    publicNames: existsSync(join(root, 'public')) ? readdirSync(join(root, 'public')) : [],
    onProgress: ({ done, total, elapsedMs }) => {
      if (printPrerender(done, total, elapsedMs)) log.log(`prerender: ${done}/${total} pages, ${Math.round(done / (elapsedMs / 1000))} pages/s`);
    },
  });
  const compressed = precompress(distDir, { cacheDir: join(root, '.cache', 'precompressed') });
  const longTail = new Set(
    prerenderPaths(model)
      .filter((entry) => !entry.canonical && !entry.fixed)
      .map((entry) => join(distDir, outputFile(entry.path))),
  );
  const printCompress = progressEvery(2000);
  const pages = await compressPages(distDir, {
    quality: (file) => (longTail.has(file) ? LONG_TAIL : BEST),
    onProgress: ({ done, total, elapsedMs }) => {
      if (elapsedMs > 2000 && printCompress(done, total, elapsedMs))
        log.log(`compress: ${done}/${total} pages (brotli and gzip), ${(elapsedMs / 1000).toFixed(0)} s`);
    },
  });
  log.log(
    `prerender: ${summary.pages} pages (${(summary.bytes / 1e6).toFixed(1)} MB; ${summary.changed} new or changed, ${summary.stale} gone) in ${(summary.ms / 1000).toFixed(2)} s, ` +
      `${summary.pagesPerSecond} pages/s on ${summary.workers || 1} thread(s); sitemap.xml lists ${summary.sitemapUrls} canonical URLs; ` +
      `${baked.testimonials.length} testimonials baked; ${compressed.files} assets precompressed (br, gz; ${compressed.compressed} compressed now, the rest from .cache/precompressed); ` +
      `${pages.files} pages precompressed (br ${BEST}${longTail.size > 0 ? `, ${LONG_TAIL} for ${longTail.size} alias forms` : ''}, gz 9; ${pages.compressed} compressed now in ${(pages.ms / 1000).toFixed(2)} s, ${pages.parallel} at once; the rest unchanged).`,
  );
  if (baked.unavailable !== undefined) log.error(`prerender: built without its content (${baked.unavailable}): ${pagesLacking(model)}.`);
  writeBakedContent(distDir, baked);
  if (summary.failed.length > 0) {
    log.error(`prerender: ${summary.failed.length} page(s) failed to render (see the errors above), first: ${summary.failed.slice(0, 5).join(', ')}`);
  }
  return summary;
}

/** Env variable that lets a build go ahead without its content, as --allow-missing-content does (kept for hosted builds' settings). */
const ALLOW_WITHOUT_CONTENT = 'ALLOW_BUILD_WITHOUT_CONTENT';

/**
 * A build whose content store did not answer stops, in one line naming the store and the query:
 * publishing every page without its testimonials should be a decision, not an accident of the
 * network or of a loaded machine.
 */
function requireContent(model: SiteModel, content: SiteContent, allowed: boolean): void {
  const store = model.site.contentStore;
  if (!store || content.unavailable === undefined || allowed) return;
  const advice = store.local.enabled ? 'Check that the store can start (landing-engine content)' : 'Check the network and SANITY_READ_TOKEN';
  throw new Error(
    `The build cannot read its content: ${content.unavailable}. ${advice}, or build without testimonials on purpose with --allow-missing-content.`,
  );
}
