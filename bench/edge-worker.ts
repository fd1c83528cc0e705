import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Miniflare } from 'miniflare';
import { buildWorker } from '../src/edge/build-worker';
import { startWorker } from '../tests/edge/workerd';
import { countStatus, send } from './http-load';
import type { BenchPart } from './part';
import { startNginx } from './crawl';
import { DIST, serveSite } from './site';
import { freePort } from './start-up';
import { placePath } from './place-paths';

const PRERENDERED = '/invest';
/** A city path no build lists: each request names a new city, so each is a render (no cache hit). */
// A page no build wrote, a new one each request (a place the engine knows: bench/place-paths.ts).
const NEW_CITY = (n: number) => placePath(n);
const CLIENTS = 8;
const COLD_STARTS = 5;

/** A beacon of one page view, as the page's script sends it. */
const BEACON = JSON.stringify({ type: 'view', path: PRERENDERED });

/** Requests a second over `seconds` from CLIENTS clients, each from its own loopback address (the per-visitor limits of both hosts key on it). */
interface Rated {
  perSecond: number;
  statuses: Record<string, number>;
}

async function rate(base: string, path: (n: number) => string, seconds: number, method: 'GET' | 'POST' = 'GET'): Promise<Rated> {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS * 2 });
  const statuses: Record<string, number> = {};
  let n = 0;
  let done = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (performance.now() < until) {
        // The Worker keys its per-visitor limits on CF-Connecting-IP, which Cloudflare's edge sets: here the client's own address.
        const address = `127.0.0.${2 + ((client * 31 + n) % 250)}`;
        const { status } = await send(agent, method, base + path(n++), {
          localAddress: address,
          extra: { 'cf-connecting-ip': address },
          ...(method === 'POST' ? { body: BEACON } : {}),
        });
        countStatus(statuses, status);
        done++;
      }
    }),
  );
  agent.destroy();
  return { perSecond: Math.round(done / seconds), statuses };
}

/**
 * The Cloudflare Worker (build --target cloudflare) in workerd, through miniflare: the bundle's
 * gzip size, its cold start (a new workerd to the first page answered) and requests a second of a
 * prerendered page, of new cities and of beacons, beside the Node server on the same dist/, straight
 * and behind nginx (docs/nginx/site.conf, one worker), with nginx serving the page's file as the
 * floor, all in the same run (issue 55).
 */
export const edgeWorkerPart: BenchPart = {
  key: 'edgeWorker',
  title: 'the Cloudflare Worker in workerd beside the Node server, straight and behind nginx',
  async run({ model, args, log }) {
    const seconds = args.seconds ?? 5;
    const out = mkdtempSync(join(tmpdir(), 'bench-edge-'));
    // As deployed behind nginx: one trusted hop, so each client's address (X-Forwarded-For) keys the limits; beacons stored in SQLite.
    const node = await serveSite(model, { build: 'if-stale', host: '127.0.0.1', dataDir: join(out, 'data'), server: { trustedProxies: 1 } });
    const nodeBase = node.url.replace('localhost', '127.0.0.1');
    const nginxPort = await freePort();
    const nginx = await startNginx(DIST, Number(new URL(nodeBase).port), nginxPort);
    const nginxBase = `http://127.0.0.1:${nginxPort}`;
    let worker: Miniflare | undefined;
    try {
      const { worker: bundle, config } = await buildWorker({ model, distDir: DIST, outDir: join(out, 'cloudflare'), logLevel: 'silent' });
      const code = readFileSync(bundle);
      const gzipKb = Math.round(gzipSync(code, { level: 9 }).length / 102.4) / 10;
      const coldMs: number[] = [];
      for (let run = 0; run < COLD_STARTS; run++) {
        const started = performance.now();
        const mf = startWorker(config);
        const url = await mf.ready;
        const first = await fetch(new URL(PRERENDERED, url));
        await first.arrayBuffer();
        coldMs.push(Math.round(performance.now() - started));
        await mf.dispose();
      }
      worker = startWorker(config);
      const base = (await worker.ready).href.replace(/\/$/, '');
      log(
        `  bundle ${gzipKb} KB gzip; cold starts ${coldMs.join(', ')} ms; now ${seconds} s each: ${PRERENDERED}, new cities and beacons, Worker, Node, Node behind nginx...`,
      );
      const on = async (path: (n: number) => string, method: 'GET' | 'POST' = 'GET') => ({
        worker: await rate(base, path, seconds, method),
        node: await rate(nodeBase, (n) => path(n + 1_000_000), seconds, method),
        nginx: await rate(nginxBase, (n) => path(n + 2_000_000), seconds, method),
      });
      const cpuBefore = process.cpuUsage();
      const results = {
        gzipKb,
        coldStartMs: [...coldMs].sort((a, b) => a - b)[Math.floor(COLD_STARTS / 2)]!,
        coldStartRunsMs: coldMs,
        prerendered: await on(() => PRERENDERED),
        newCity: await on((n) => NEW_CITY(n)),
        beacon: await on(() => '/__events', 'POST'),
        load: loadavg()[0]!,
      };
      const benchCpuS = Math.round((process.cpuUsage(cpuBefore).user + process.cpuUsage(cpuBefore).system) / 1e5) / 10;
      const ratio = (a: number, b: number) => (b ? `${(a / b).toFixed(2)}x` : '-');
      const statusText = (statuses: Record<string, number>) =>
        Object.entries(statuses)
          .map(([status, count]) => `${status}: ${count}`)
          .join(', ');
      const floor = results.prerendered.nginx.perSecond;
      const row = (label: string, one: { worker: Rated; node: Rated; nginx: Rated }) => [
        label,
        String(one.worker.perSecond),
        String(one.node.perSecond),
        String(one.nginx.perSecond),
        ratio(one.worker.perSecond, one.node.perSecond),
        ratio(one.nginx.perSecond, floor),
        `${statusText(one.worker.statuses)}; ${statusText(one.node.statuses)}; ${statusText(one.nginx.statuses)}`,
      ];
      return {
        results: { ...results, benchCpuS },
        sections: [
          {
            headers: [
              "Cloudflare Worker in a local simulator (workerd through miniflare: its local assets and D1, not Cloudflare's edge)",
              'Worker (simulated)',
              'Node',
              'Node behind nginx',
              'Worker / Node',
              'behind nginx / nginx file',
              'answers (Worker; Node; behind nginx)',
            ],
            rows: [
              ['bundle, gzip 9', `${gzipKb} KB`, '', '', '', '', ''],
              [`cold start to first page (median of ${COLD_STARTS})`, `${results.coldStartMs} ms`, '', '', '', '', ''],
              row(`prerendered page ${PRERENDERED}, requests/s (behind nginx: nginx's file, the floor)`, results.prerendered),
              row('a new city each request, requests/s', results.newCity),
              row('a beacon of one page view, requests/s', results.beacon),
            ],
          },
        ],
        notes: `Cloudflare Worker, simulated: the Worker column measures workerd through miniflare on this machine (its local assets path and local D1), a simulator, not what Cloudflare's edge would answer. ${CLIENTS} clients from 250 loopback addresses, ${seconds} s per cell, one workerd process, one Node process and one nginx worker on this machine, in one run (load ${results.load.toFixed(1)}; the bench process's own CPU ${benchCpuS} s); on Cloudflare each data centre runs its own isolates. Node keeps beacons in SQLite (group commit); the Worker in miniflare's local D1.`,
      };
    } finally {
      await worker?.dispose();
      nginx.stop();
      await node.close();
      rmSync(out, { recursive: true, force: true });
    }
  },
};
