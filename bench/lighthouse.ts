import { CHROMIUM_PATH } from '../dev/browser/chromium';
import type { PageType } from './page-types';

/**
 * Lighthouse and chrome-launcher are the bench's own dependencies (bench/package.json, large:
 * docs/decisions/27-install-what-runs.md),
 * installed on demand by `npm run bench`, never by `npm ci`. They are imported by a name held in a
 * variable, typed here with what the bench reads, so type checking needs neither installed.
 */
interface Lhr {
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number; details?: unknown } | undefined>;
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;
type ChromeLauncher = { launch(options: Record<string, unknown>): Promise<{ port: number; kill(): void }> };
const LIGHTHOUSE = 'lighthouse';
const CHROME_LAUNCHER = 'chrome-launcher';

export interface LighthouseScores {
  path: string;
  /** Category scores, 0 to 100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Main-thread work of the load (mainthread-work-breakdown), as Lighthouse scales it to its 4x CPU slow-down, ms. */
  mainThreadMs: number;
  /** Lighthouse's measure of this machine's speed at the time of the audit (higher is faster). */
  benchmarkIndex: number;
  /** Audits scoring below 0.9, by id, so the table can say why a score is not 100. */
  failed: string[];
  /** Console errors Lighthouse saw (the fake chat host failing DNS shows here). */
  consoleErrors: string[];
}

/**
 * Debian's Chromium, headless, with every host name except loopback failing to resolve: Lighthouse
 * must not reach the internet, and the chat widget's fake host (chat.example.com) fails like a DNS miss.
 */
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

// Lighthouse's own trace recording fails now and then (NO_NAVSTART): that says nothing about the
// page, so such a run is logged and repeated, at most twice; any other failure stops the bench.
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_DCL', 'NO_LCP']);

async function audit(lighthouse: Lighthouse, url: string, port: number, log: (line: string) => void) {
  for (let attempt = 1; ; attempt++) {
    const run = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = run;
    if (!lhr.runtimeError) return lhr;
    const { code, message } = lhr.runtimeError;
    if (!TRACE_ERRORS.has(code) || attempt === 3) throw new Error(`Lighthouse could not audit ${url}: ${code} ${message}`);
    log(`  lighthouse ${url}: ${code} (a failed trace recording), run again`);
  }
}

/** Lighthouse's mobile preset with default (simulated) throttling, each page in turn, one browser. */
export async function runLighthouse(baseUrl: string, types: readonly PageType[], log: (line: string) => void): Promise<LighthouseScores[]> {
  const lighthouse = ((await import(LIGHTHOUSE)) as { default: Lighthouse }).default;
  const chromeLauncher = (await import(CHROME_LAUNCHER)) as ChromeLauncher;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS, logLevel: 'silent' });
  const results: LighthouseScores[] = [];
  try {
    for (const type of types) {
      const started = performance.now();
      const lhr = await audit(lighthouse, baseUrl + type.path, chrome.port, log);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      // Performance: every audit below 0.9 (its hints weigh 0); elsewhere only the weighted ones.
      const failed = ['performance', 'accessibility', 'best-practices', 'seo'].flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => (category === 'performance' || ref.weight > 0) && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => ref.id),
      );
      const consoleItems = (lhr.audits['errors-in-console']?.details as { items?: Array<{ description?: string }> } | undefined)?.items ?? [];
      results.push({
        path: type.path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: Math.round(numeric('first-contentful-paint')),
        lcpMs: Math.round(numeric('largest-contentful-paint')),
        tbtMs: Math.round(numeric('total-blocking-time')),
        cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
        speedIndexMs: Math.round(numeric('speed-index')),
        mainThreadMs: Math.round(numeric('mainthread-work-breakdown')),
        benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
        failed,
        consoleErrors: consoleItems.map((item) => item.description ?? '').filter(Boolean),
      });
      log(`  lighthouse ${type.path}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    chrome.kill();
  }
  return results;
}
