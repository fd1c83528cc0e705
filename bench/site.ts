import { join } from 'node:path';
import { startLocalStore } from '../cli/local-store';
import { createEngine } from '../src/app/engine';
import { startSite, type StartOptions } from '../src/app/start-site';
import { loadSiteOrThrow } from '../src/config/load';
import type { SiteModel } from '../src/config/model';

export const ROOT = join(import.meta.dirname, '..');
export const DIST = join(ROOT, 'dist');

export function shippedModel(): SiteModel {
  return loadSiteOrThrow(ROOT);
}

/**
 * Build as `npm run build` does (client + prerendered pages) and serve dist/ as `npm start` does,
 * with the local content store behind /content-api, on a free loopback port.
 */
export async function buildAndServe(
  model: SiteModel,
  build: 'always' | 'if-stale' = 'always',
  distDir = DIST,
): Promise<{ baseUrl: string; storeQueryUrl?: string; close: () => Promise<void> }> {
  const site = await serveSite(model, { build, host: '127.0.0.1' }, distDir);
  const { apiVersion, dataset } = model.site.contentStore!;
  const storeQueryUrl = site.storeUrl && `${site.storeUrl}/v${apiVersion}/data/query/${dataset}`;
  return { baseUrl: site.url.replace('localhost', '127.0.0.1'), storeQueryUrl, close: site.close };
}

/** The shipped site served as `landing-engine start` serves it (the local content store included), from dist/ or the bench's copy of it. */
export function serveSite(model: SiteModel, options: StartOptions, distDir = DIST) {
  return startSite(createEngine(model, { root: ROOT, distDir, startLocalStore, log: { log: () => {}, error: console.error } }), options);
}
