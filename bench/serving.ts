import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { SiteModel } from '../src/config/model';
import { minimalServer } from './minimal-server';
import { runLoad } from './run-child';
import { DIST, ROOT, serveSite } from './site';

interface Served {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU time of this process (the server's; the load runs in a child) per answer, µs. */
  cpuUsPerRequest: number;
}

export interface ServingRow {
  path: string;
  ours: Served;
  minimal: Served;
  /** Ours over the minimal server's requests per second. */
  ratio: number;
}

export interface ServingBench {
  seconds: number;
  rounds: number;
  clients: number;
  rows: ServingRow[];
  /** Cities no build wrote, one new city a request, per-visitor limit lifted, nothing else running. */
  newCities: { clients: number; seconds: number; rendersPerSecond: number; statuses: Record<string, number>; loadAverage: number };
  loadAverage: { start: number; end: number };
}

type LoadResult = Array<{ url: string; requestsPerSecond: number; p50Ms: number; p99Ms: number; statuses: Record<string, number> }>;

/** Runs bench/serve-load.ts and charges this process's CPU time, stretch by stretch, to the URL being loaded. */
function loadAndCharge(args: readonly (string | number)[], urls: number): Promise<{ result: LoadResult; cpuUs: number[]; requests: number[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', 'serve-load.ts'), ...args.map(String)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const cpuUs = Array<number>(urls).fill(0);
  const requests = Array<number>(urls).fill(0);
  let mark = process.cpuUsage();
  let last = '';
  createInterface({ input: child.stdout }).on('line', (line) => {
    const [word, index, count] = line.split(' ');
    if (word === 'start') mark = process.cpuUsage();
    else if (word === 'end') {
      const used = process.cpuUsage(mark);
      cpuUs[Number(index)]! += used.user + used.system;
      requests[Number(index)]! += Number(count);
    } else last = line;
  });
  return new Promise((resolve, reject) =>
    child.on('close', (code) =>
      code === 0 ? resolve({ result: JSON.parse(last) as LoadResult, cpuUs, requests }) : reject(new Error(`serve-load.ts exited with ${code}`)),
    ),
  );
}

/**
 * `npm run bench`, serving rows: the site's server (as `landing-engine start` runs it) and the
 * minimal brotli-caching server of bench/minimal-server.ts, both in this process, loaded in turn
 * by one child process (keep-alive, brotli accepted), `rounds` times each, A B then B A. The
 * prerendered home and investor pages and the entry script. Then new cities, alone.
 */
export async function benchServing(model: SiteModel, { seconds = 3, rounds = 4, clients = 8 } = {}): Promise<ServingBench> {
  const start = loadavg()[0]!;
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const paths = ['/', '/invest', `/${manifest['src/client/main.ts']!.file}`];
  const rows: ServingRow[] = [];
  const site = await serveSite(model, { build: 'if-stale', host: '127.0.0.1' });
  const minimal = minimalServer(DIST);
  try {
    await new Promise<void>((resolve) => minimal.listen(0, '127.0.0.1', resolve));
    const ours = site.url.replace('localhost', '127.0.0.1');
    const floor = `http://127.0.0.1:${(minimal.address() as AddressInfo).port}`;
    for (const path of paths) {
      const { result, cpuUs, requests } = await loadAndCharge([seconds, clients, rounds, ours + path, floor + path], 2);
      const served = (i: number): Served => ({
        requestsPerSecond: result[i]!.requestsPerSecond,
        p50Ms: result[i]!.p50Ms,
        p99Ms: result[i]!.p99Ms,
        cpuUsPerRequest: Math.round(cpuUs[i]! / Math.max(1, requests[i]!)),
      });
      for (const { url, statuses } of result)
        if (Object.keys(statuses).some((status) => status !== '200')) throw new Error(`${url} answered ${JSON.stringify(statuses)} under load`);
      rows.push({ path, ours: served(0), minimal: served(1), ratio: Number((result[0]!.requestsPerSecond / result[1]!.requestsPerSecond).toFixed(2)) });
    }
  } finally {
    minimal.close();
    await site.close();
  }
  const cities = await serveSite(model, { build: 'if-stale', host: '127.0.0.1', server: { limits: { rendersPerVisitor: { perSecond: 1e9, burst: 1e9 } } } });
  let newCities: ServingBench['newCities'];
  try {
    const baseUrl = cities.url.replace('localhost', '127.0.0.1');
    // The render thread starts with the first page made; its start-up is not the measure.
    await fetch(`${baseUrl}/tender-finance/warm-up`);
    const loadAverage = loadavg()[0]!;
    const measured = await runLoad<{ rendersPerSecond: number; statuses: Record<string, number> }>('cities-load.ts', [baseUrl, 5, 4]);
    newCities = { clients: 4, seconds: 5, ...measured, loadAverage: Number(loadAverage.toFixed(2)) };
  } finally {
    await cities.close();
  }
  return { seconds, rounds, clients, rows, newCities, loadAverage: { start: Number(start.toFixed(2)), end: Number(loadavg()[0]!.toFixed(2)) } };
}
