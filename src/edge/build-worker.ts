import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build, type Plugin } from 'vite';
import type { SiteModel } from '../config/model';
import { ENGINE_ROOT } from '../lib/engine-root';
import { DOCUMENT_ONLY_HEADERS, inlinedBy, inlineStyleSources, securityHeaders, SVG_POLICY } from '../output/security-headers';
import { assetsFromManifest } from '../render/assets';
import { jsonSafeModel } from '../render/editions';
import { DEFAULT_LIMITS } from '../core/limits';
import { routeTable } from '../core/route-table';
import { asProduction } from '../prerender/client-build';
import { readBakedContent } from '../output/baked-content';
import { NO_CONTENT } from '../content/site-content';
import type { EdgeRender, EdgeSite } from './edge-site';

/** The Worker's entry, as a path under the engine (the bundle is made from it). */
const WORKER_ENTRY = 'src/edge/worker.ts';
const VIRTUAL_SITE = 'virtual:landing-edge-site';
/** The newest date the workerd in package.json knows; a newer one makes workerd refuse to start. */
const COMPATIBILITY_DATE = '2026-04-20';
/** Files of dist/ the Worker never serves, kept out of the upload (.assetsignore, gitignore syntax). */
const NOT_UPLOADED = ['*.br', '*.gz', '.vite', '.prerender.json', '_headers', '_redirects', 'MANIFEST.md'];

/** What the Worker knows of the site, computed by the functions the Node server calls. */
export function edgeSite(model: SiteModel, distDir: string): { site: EdgeSite; render: EdgeRender } {
  const assets = assetsFromManifest(distDir, model);
  const inline = inlinedBy(assets);
  // As `start` renders cities: with the content the build baked, so they match the prerendered pages.
  const render: EdgeRender = { model: jsonSafeModel(model), assets, content: readBakedContent(distDir) ?? NO_CONTENT };
  const site: Omit<EdgeSite, 'buildId' | 'builtAt'> = {
    ...routeTable(model),
    security: {
      http: securityHeaders(model.site, inline),
      https: securityHeaders(model.site, { https: true, ...inline }),
      httpsPreload: securityHeaders(model.site, { https: true, hstsPreload: true, ...inline }),
    },
    styles: inlineStyleSources(assets),
    documentOnly: DOCUMENT_ONLY_HEADERS,
    svgPolicy: SVG_POLICY,
  };
  const buildId = createHash('sha256')
    .update(JSON.stringify([site, render]))
    .digest('base64url')
    .slice(0, 16);
  // Outside the id: the same site built again keeps its edge-cache keys.
  return { site: { ...site, buildId, builtAt: Date.now() }, render };
}

/**
 * `build --target cloudflare`, after the static build: the Worker as one ES module bundled by
 * Vite (no import left, nothing of Node), its wrangler.jsonc, and dist/.assetsignore. Written to
 * `outDir` (cloudflare/ beside dist/); `npx wrangler deploy --config <outDir>/wrangler.jsonc` deploys it.
 */
export async function buildWorker({
  model,
  distDir,
  outDir,
  logLevel = 'warn',
}: {
  model: SiteModel;
  distDir: string;
  outDir: string;
  logLevel?: 'warn' | 'silent';
}): Promise<{ worker: string; config: string }> {
  const { site, render } = edgeSite(model, distDir);
  // @sanity/client is an optional peer, installed only by a site with a contentStore; a Worker for a
  // site without one never makes a client, so the bundle gets a stand-in instead of the package.
  const NO_CLIENT = '\0landing-edge-no-content-client';
  const plugin: Plugin = {
    name: 'landing-edge-site',
    // Before Vite's own resolver: it answers an optional peer that is not installed with an empty stand-in of its own.
    enforce: 'pre',
    resolveId: (id) => (id === VIRTUAL_SITE ? `\0${VIRTUAL_SITE}` : id === '@sanity/client' && !model.site.contentStore ? NO_CLIENT : undefined),
    load: (id) =>
      id === `\0${VIRTUAL_SITE}`
        ? `export default ${JSON.stringify(site)};\nexport const render = ${JSON.stringify(render)};`
        : id === NO_CLIENT
          ? `export function createClient() { throw new Error('This site has no contentStore in site.config.yaml.'); }`
          : undefined,
  };
  await asProduction(() =>
    build({
      root: ENGINE_ROOT,
      configFile: false,
      publicDir: false,
      logLevel,
      plugins: [plugin],
      define: { 'process.env.NODE_ENV': '"production"' },
      resolve: { conditions: ['workerd', 'worker', 'browser', 'import', 'default'] },
      ssr: { target: 'webworker', noExternal: true },
      build: {
        ssr: join(ENGINE_ROOT, WORKER_ENTRY),
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: true,
        rollupOptions: { output: { entryFileNames: 'worker.js', format: 'es' } },
      },
    }),
  );
  mkdirSync(outDir, { recursive: true });
  const config = join(outDir, 'wrangler.jsonc');
  writeFileSync(config, wranglerConfig(model, relative(outDir, distDir) || '.', process.env.D1_DATABASE_ID?.trim() || keptDatabaseId(config)));
  writeFileSync(join(distDir, '.assetsignore'), NOT_UPLOADED.join('\n') + '\n');
  const redirects = join(distDir, '_redirects');
  if (existsSync(redirects)) writeFileSync(redirects, cloudflareRedirects(readFileSync(redirects, 'utf8')));
  return { worker: join(outDir, 'worker.js'), config };
}

/** The statuses a `_redirects` rule may have on Cloudflare (Workers assets and Pages); anything else is refused with a warning. */
const CLOUDFLARE_STATUSES = new Set(['200', '301', '302', '303', '307', '308']);

/**
 * `_redirects` as Cloudflare reads it: never served as a file, but wrangler reads its rules (dev and
 * deploy) and warns at each it refuses. The language not-found rules (`/af/* /af/404.html 404`,
 * for Netlify) are such: the Worker answers a language's not-found page itself, Pages finds the
 * nearest 404.html. Rules are whitespace-separated: from, to, status (302 when left out).
 */
export function cloudflareRedirects(text: string): string {
  const kept = text.split('\n').filter((line) => line.trim() !== '' && CLOUDFLARE_STATUSES.has(line.trim().split(/\s+/)[2] ?? '302'));
  return kept.join('\n') + (kept.length ? '\n' : '');
}

/** The Worker's name: the site's host name in the characters Cloudflare accepts. */
const workerName = (publicUrl: string) =>
  new URL(publicUrl).hostname
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63);

/**
 * The wrangler config: every request reaches the Worker first (run_worker_first), which reads
 * files through the ASSETS binding exactly by name (no trailing-slash redirects, no 404 handling
 * of its own): the Worker decides status, headers and the 404 page as the Node server does.
 */
export function wranglerConfig(model: SiteModel, assetsDir: string, databaseId?: string): string {
  const name = workerName(model.site.publicUrl);
  const config = {
    name,
    main: 'worker.js',
    compatibility_date: COMPATIBILITY_DATE,
    assets: { directory: assetsDir, binding: 'ASSETS', run_worker_first: true, html_handling: 'none', not_found_handling: 'none' },
    // The beacons' database: `npx wrangler d1 create <database_name>` gives its id (docs/deploy.md).
    d1_databases: [{ binding: 'EVENTS', database_name: `${name}-events`, ...(databaseId ? { database_id: databaseId } : {}) }],
    // The Node intake's per-visitor burst (DEFAULT_LIMITS.eventsPerVisitor) per 10 s, the shortest
    // period Cloudflare's binding counts; namespace_id must be unique among the account's limiters.
    // Pages made for one visitor (unlisted cities): the Node server's burst (rendersPerVisitor) per 10 s.
    ratelimits: [
      { name: 'VISITOR_EVENTS', namespace_id: '4401', simple: { limit: DEFAULT_LIMITS.eventsPerVisitor.burst, period: 10 } },
      { name: 'VISITOR_RENDERS', namespace_id: '4402', simple: { limit: DEFAULT_LIMITS.rendersPerVisitor.burst, period: 10 } },
    ],
  };
  return `// Written by landing-engine build --target cloudflare: build again rather than edit (a database_id written here is kept).\n${JSON.stringify(config, null, 2)}\n`;
}

/** The D1 database id written into the config before (by hand, once): a build keeps it. */
function keptDatabaseId(config: string): string | undefined {
  try {
    return /"database_id"\s*:\s*"([^"]+)"/.exec(readFileSync(config, 'utf8'))?.[1];
  } catch {
    return undefined;
  }
}

export const workerDirFor = (distDir: string) => join(dirname(distDir), 'cloudflare');
