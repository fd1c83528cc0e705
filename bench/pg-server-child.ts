import { createEngine } from '../src/app/engine';
import { startSite } from '../src/app/start-site';
import { shippedModel, ROOT } from './site';

/**
 * One server of the PostgreSQL intake bench, in a process of its own as `landing-engine start`
 * runs: `tsx pg-server-child.ts <DATABASE_URL>`. The per-visitor limit and the site-wide ceiling
 * are lifted (all load comes from one machine; the capacity behind them is what is measured); no
 * local content store (the other server would want its port). Prints its URL once listening.
 */
const UNLIMITED = { perSecond: 1e9, burst: 1e9 };
const [databaseUrl] = process.argv.slice(2) as [string];
const engine = createEngine(shippedModel(), { root: ROOT, log: { log: () => {}, error: console.error } });
const site = await startSite(engine, {
  build: 'if-stale',
  host: '127.0.0.1',
  databaseUrl,
  server: { limits: { eventsPerVisitor: UNLIMITED, eventsPerSecond: UNLIMITED } },
});
console.log(site.url.replace('localhost', '127.0.0.1'));
