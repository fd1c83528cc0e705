import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteModel } from '../../src/config/model';
import type { SiteContent } from '../../src/content/site-content';
import { buildClient } from '../../src/prerender/client-build';
import { prerender, type PrerenderSummary } from '../../src/prerender/prerender';
import { assetsFromManifest } from '../../src/render/assets';
import { createSiteServer, type SiteServerOptions } from '../../src/server/server';
import { ROOT, shippedModel, withCities } from '../helpers/load-fixture';

/** The shipped site with short city and product lists in every language, so a test build writes a few hundred pages, not 7,000. */
export const SAMPLE_CITY = 'port-elizabeth';
export const SAMPLE_PRODUCT = 'solar';
export function sampleModel(): SiteModel {
  return withCities(shippedModel(), [SAMPLE_CITY, 'cape-town'], [SAMPLE_PRODUCT]);
}

export interface BuiltSite {
  model: SiteModel;
  distDir: string;
  summary: PrerenderSummary;
  baseUrl: string;
  port: number;
  close(): Promise<void>;
}

/** vite build into a temp folder, prerender into it, serve it on a free loopback port. */
export async function buildAndServe(content?: SiteContent, options: Partial<SiteServerOptions> = {}): Promise<BuiltSite> {
  const model = sampleModel();
  const distDir = mkdtempSync(join(tmpdir(), 'landing-dist-'));
  await buildClient({ root: ROOT, outDir: distDir });
  const summary = await prerender({ model, outDir: distDir, assets: assetsFromManifest(distDir, model), content, workers: 0 });
  // Every new visitor draws the first variant, the control (the page as written): a page with a
  // running experiment shows its own headline here (assignment has its own tests).
  const server: Server = createSiteServer({ model, distDir, content, random: () => 0, ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    model,
    distDir,
    summary,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        rmSync(distDir, { recursive: true, force: true });
      }),
  };
}

export { rawRequest, type RawResponse } from '../helpers/raw-request';
