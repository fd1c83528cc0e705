import type { TestProject } from 'vitest/node';
import { join } from 'node:path';
import { runSite } from '../../src/server/run-site';
import { ROOT, shippedModel } from '../helpers/load-fixture';

/** A read token in the environment, as a production build server would have: it must reach no file in dist/. */
export const LEAK_CANARY_TOKEN = 'sk-e2e-canary-token-never-in-dist';

/**
 * Build once as `npm run build` does (client + prerendered pages, React's production build), and
 * serve it with the production server and the local content store on free loopback ports, as
 * `npm start` does, so the browser tests see what visitors get. The build goes to its own folder:
 * a test run never replaces the dist/ that `npm start` serves.
 */
export const E2E_DIST = join(ROOT, '.cache', 'e2e-dist');

export default async function setup(project: TestProject) {
  process.env.SANITY_READ_TOKEN = LEAK_CANARY_TOKEN;
  const site = await runSite({ model: shippedModel(), root: ROOT, distDir: E2E_DIST, build: 'always', host: '127.0.0.1', log: { log: () => {}, error: console.error } });
  project.provide('baseUrl', site.url);
  project.provide('contentStoreUrl', site.store!.url);
  project.provide('distDir', E2E_DIST);
  return () => site.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The local content store the site server forwards /content-api/* to. */
    contentStoreUrl: string;
    /** The built site the browser tests are served from. */
    distDir: string;
  }
}
