import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteModel } from '../src/config/model';
import { assetsFromManifest } from '../src/render/assets';
import { prerender } from '../src/prerender/prerender';
import { citiesForPages, withSyntheticCities } from './synthetic-cities';
import { spread } from './spread';

/**
 * Write every page of `model` under outDir with the real build step (src/prerender prerender():
 * pages, 404.html, sitemap, robots.txt, host files) and say how many pages it wrote.
 */
export async function prerenderSite(model: SiteModel, outDir: string, distDir: string): Promise<{ pages: number }> {
  const summary = await prerender({ model, outDir, assets: assetsFromManifest(distDir, model) });
  if (summary.failed.length > 0) throw new Error(`Prerendering failed for ${summary.failed.length} path(s), first: ${summary.failed[0]}`);
  return { pages: summary.pages };
}

export interface PrerenderRun {
  target: number;
  pages: number;
  ms: number;
  pagesPerSecond: number;
  msPerPage: number;
  /** CPU time of the rendering process, every thread, user + system. */
  cpuMs: number;
  /** Of cpuMs, in the kernel: creating the folders and files is nearly all of it. */
  systemMs: number;
  /** Highest resident memory of the process that rendered, in MB (includes Node and the loaded modules). */
  peakRssMB: number;
}

/**
 * Each run in a fresh Node process, cold as a build is, so peak memory belongs to that run alone;
 * the median of `runs` by speed is reported, with every run's pages per second beside it. The
 * pages are written into a new folder under `outRoot`. A run deletes its pages after measuring
 * unless `keepPages` (the caller then deletes `outRoot` when it is done): bench/run.ts says
 * which place needs which.
 */
export function measurePrerender(
  target: number,
  distDir: string,
  outRoot: string,
  { runs = 3, keepPages = false, oneLanguage = false }: { runs?: number; keepPages?: boolean; oneLanguage?: boolean } = {},
): PrerenderRun & { runsPagesPerSecond: number[]; runsCpuMs: number[]; runsSystemMs: number[] } {
  const all = Array.from({ length: runs }, () => prerenderOnce(target, distDir, outRoot, keepPages, oneLanguage)).sort(
    (a, b) => a.pagesPerSecond - b.pagesPerSecond,
  );
  return {
    ...all[Math.floor(runs / 2)]!,
    runsPagesPerSecond: all.map((run) => run.pagesPerSecond),
    runsCpuMs: all.map((run) => run.cpuMs),
    runsSystemMs: all.map((run) => run.systemMs),
  };
}

function prerenderOnce(target: number, distDir: string, outRoot: string, keepPages: boolean, oneLanguage: boolean): PrerenderRun {
  const out = execFileSync(process.execPath, ['--import', 'tsx', import.meta.filename, String(target), distDir, outRoot, ...(keepPages ? ['keep'] : [])], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 20,
    // As npm run build runs it: React's production build renders the same HTML, faster.
    env: { ...process.env, NODE_ENV: 'production', ...(oneLanguage ? { BENCH_ONE_LANGUAGE: '1' } : {}) },
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as PrerenderRun;
}

// The child: node --import tsx bench/prerender.ts <target> <distDir> [<outRoot>, default the system's temp folder] [keep]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const target = Number(process.argv[2]);
  const distDir = process.argv[3]!;
  const outRoot = process.argv[4] ?? tmpdir();
  const { shippedModel } = await import('./site');
  // BENCH_ONE_LANGUAGE: the same site with its other languages taken away, to tell what they cost a page.
  const loaded = shippedModel();
  const { editions: _others, ...oneLanguage } = loaded;
  const shipped = process.env.BENCH_ONE_LANGUAGE ? oneLanguage : loaded;
  const model = withSyntheticCities(shipped, citiesForPages(shipped, target));
  mkdirSync(outRoot, { recursive: true });
  const outDir = mkdtempSync(join(outRoot, 'bench-prerender-'));
  try {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const { pages } = await prerenderSite(model, outDir, distDir);
    const cpu = process.cpuUsage(cpuBefore);
    const ms = performance.now() - started;
    const run: PrerenderRun = {
      target,
      pages,
      ms: Math.round(ms),
      pagesPerSecond: Math.round(pages / (ms / 1000)),
      msPerPage: Number((ms / pages).toFixed(3)),
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      systemMs: Math.round(cpu.system / 1000),
      peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
    };
    console.log(JSON.stringify(run));
  } finally {
    if (process.argv[5] !== 'keep') rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * CPU per page beyond the fixed cost of a run (starting Node, loading modules, the content
 * store): the difference between two sizes of site, divided by the pages between them.
 */
export function marginalCpuMsPerPage(small: { pages: number; runsCpuMs: number[] }, large: { pages: number; runsCpuMs: number[] }): number {
  return Number(((spread(large.runsCpuMs).median - spread(small.runsCpuMs).median) / (large.pages - small.pages)).toFixed(3));
}
