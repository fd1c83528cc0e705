import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { shippedModel, ROOT } from '../helpers/load-fixture';
import { createSiteServer } from '../../src/server/server';
import { startLocalStore } from '../../src/content/local-store';
import { loadSiteContent } from '../../src/content/site-content';
import { prerenderSite } from '../../src/prerender/build-site';
import { join } from 'node:path';

/**
 * Build once as `npm run build` does (client + prerendered pages), and serve dist/ with the
 * production server on a free loopback port, so the browser tests see what visitors get.
 */
/** A read token in the environment, as a production build server would have: it must reach no file in dist/. */
export const LEAK_CANARY_TOKEN = 'sk-e2e-canary-token-never-in-dist';

export default async function setup(project: TestProject) {
  process.env.SANITY_READ_TOKEN = LEAK_CANARY_TOKEN;
  await build({ root: ROOT, logLevel: 'warn', configLoader: 'runner' });
  const model = shippedModel();
  // The seed content (content/*.ndjson) on a free port, so pages carry testimonials as in npm start.
  const { contentStore } = model.site;
  const store = await startLocalStore({ contentDir: join(ROOT, 'content'), projectId: contentStore.projectId, datasets: [contentStore.dataset], port: 0 });
  const content = await loadSiteContent(contentStore, store.url);
  const summary = await prerenderSite({ model, root: ROOT, distDir: join(ROOT, 'dist'), content, log: { log: () => {}, error: console.error } });
  if (summary.failed.length > 0) throw new Error(`Prerender failed for ${summary.failed.join(', ')}`);
  const server = createSiteServer({ model, distDir: join(ROOT, 'dist'), content, contentStoreUrl: store.url });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('baseUrl', `http://localhost:${port}`);
  project.provide('contentStoreUrl', store.url);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await store.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The local content store the site server forwards /content-api/* to. */
    contentStoreUrl: string;
  }
}
