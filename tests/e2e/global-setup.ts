import type { TestProject } from 'vitest/node';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startConfiguredLocalStore } from '../../dev/content-store/start';
import type { StartLocalStore } from '../../src/app/engine';
import { startSite } from '../../src/app/start-site';
import { engineFor } from '../helpers/engine';
import { ROOT, shippedModel, shippedModelWithExperimentsRunning } from '../helpers/load-fixture';
import { SEED_DAY } from '../helpers/seed-day';

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
/**
 * The second server also takes a form provider's postbacks (issue 58): its name, and the secret the
 * browser test signs with, set in that server's environment only.
 */
export const E2E_PROVIDER = 'e2e-forms';
export const E2E_PROVIDER_SECRET = 'e2e-postback-secret-0123456789abcdef0123456789';

/** The events of the second server, whose experiments run. */
export const E2E_XP_DATA = join(ROOT, '.cache', 'e2e-data-experiments');

/**
 * The local store with the seed's dates as written (content/seed-dates.json), not moved to today:
 * the tests that check dates set the browser's clock, and their verdicts never depend on the day
 * they run. The one test of a fresh clone (tests/e2e/investor.test.ts) starts a store of its own.
 */
const startLocalStore: StartLocalStore = (config, root) => startConfiguredLocalStore(config, root, { today: SEED_DAY });

export default async function setup(project: TestProject) {
  process.env.SANITY_READ_TOKEN = LEAK_CANARY_TOKEN;
  rmSync(E2E_DATA, { recursive: true, force: true });
  rmSync(E2E_XP_DATA, { recursive: true, force: true });
  const log = { log: () => {}, error: console.error };
  // The site as shipped (its experiment paused).
  const site = await startSite(engineFor(shippedModel(), { distDir: E2E_DIST, log, startLocalStore }), {
    build: 'always',
    host: '127.0.0.1',
    dataDir: E2E_DATA,
    server: { random: () => 0 },
  });
  // The same build (variant pages are built for paused experiments too) with the experiment
  // started, as a marketer starts it; new visitors all draw the control, so a test that wants the
  // variant brings its cookie.
  const running = shippedModelWithExperimentsRunning();
  const withProvider = { ...running, site: { ...running.site, conversions: { providers: { [E2E_PROVIDER]: { secretVariable: 'E2E_FORMS_SECRET' } } } } };
  const started = await startSite(engineFor(withProvider, { distDir: E2E_DIST, log, startLocalStore }), {
    build: 'if-stale',
    host: '127.0.0.1',
    dataDir: E2E_XP_DATA,
    server: { random: () => 0, env: { E2E_FORMS_SECRET: E2E_PROVIDER_SECRET } },
  });
  project.provide('baseUrl', site.url);
  project.provide('experimentsBaseUrl', started.url);
  project.provide('contentStoreUrl', site.storeUrl!);
  project.provide('distDir', E2E_DIST);
  project.provide('dataDir', E2E_DATA);
  project.provide('experimentsDataDir', E2E_XP_DATA);
  return async () => {
    await started.close();
    await site.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The same built site served with its experiments running (tests/helpers/load-fixture.ts). */
    experimentsBaseUrl: string;
    /** The local content store the site server forwards /content-api/* to. */
    contentStoreUrl: string;
    /** The built site the browser tests are served from. */
    distDir: string;
    /** Where the site server stores the beacons' events (events.db). */
    dataDir: string;
    /** Where the experiments server stores its events. */
    experimentsDataDir: string;
  }
}
