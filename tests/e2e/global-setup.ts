import type { TestProject } from 'vitest/node';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startSite } from '../../src/app/start-site';
import { engineFor } from '../helpers/engine';
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

/** The events the browser tests' beacons send, fresh for each run (never the data/ of npm start). */
export const E2E_DATA = join(ROOT, '.cache', 'e2e-data');

export default async function setup(project: TestProject) {
  process.env.SANITY_READ_TOKEN = LEAK_CANARY_TOKEN;
  rmSync(E2E_DATA, { recursive: true, force: true });
  // New visitors all draw the control, so every test but the experiment's (which brings its
  // variant's cookie) sees the pages as written.
  const engine = engineFor(shippedModel(), { distDir: E2E_DIST, log: { log: () => {}, error: console.error } });
  const site = await startSite(engine, { build: 'always', host: '127.0.0.1', dataDir: E2E_DATA, server: { random: () => 0 } });
  project.provide('baseUrl', site.url);
  project.provide('contentStoreUrl', site.storeUrl!);
  project.provide('distDir', E2E_DIST);
  project.provide('dataDir', E2E_DATA);
  return () => site.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The local content store the site server forwards /content-api/* to. */
    contentStoreUrl: string;
    /** The built site the browser tests are served from. */
    distDir: string;
    /** Where the site server stores the beacons' events (events.db). */
    dataDir: string;
  }
}
