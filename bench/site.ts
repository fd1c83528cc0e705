import { join } from 'node:path';
import { loadSiteOrThrow } from '../src/config/load';
import type { SiteModel } from '../src/config/model';
import { runSite } from '../src/server/run-site';

export const ROOT = join(import.meta.dirname, '..', '..');
export const DIST = join(ROOT, 'dist');

export function shippedModel(): SiteModel {
  return loadSiteOrThrow(ROOT);
}

/**
 * Build as `npm run build` does (client + prerendered pages) and serve dist/ as `npm start` does,
 * with the local content store behind /content-api, on a free loopback port.
 */
export async function buildAndServe(model: SiteModel, build: 'always' | 'if-stale' = 'always'): Promise<{ baseUrl: string; storeQueryUrl?: string; close: () => Promise<void> }> {
  const site = await runSite({ model, root: ROOT, build, sourcesChangedAt: 0, host: '127.0.0.1', log: { log: () => {}, error: console.error } });
  const { apiVersion, dataset } = model.site.contentStore;
  const storeQueryUrl = site.store && `${site.store.url}/v${apiVersion}/data/query/${dataset}`;
  return { baseUrl: site.url.replace('localhost', '127.0.0.1'), storeQueryUrl, close: site.close };
}
