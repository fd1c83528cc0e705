import { execFile, fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteModel } from '../src/config/model';
import { DIST, ROOT, serveSite } from './site';
import { freePort, measureStartUp, packedEngine, startProcess, startUpOf, type StartUp } from './start-up';
import { PLACE_PATHS, placePath } from './place-paths';
import { cpuSeconds, processTree } from './process-tree';

/**
 * `npm run bench -- --crawl-only`: the whole site, not three hot paths (issue 40). wrk crawls every
 * prerendered page in random order at 32 connections (brotli and gzip accepted, as a browser asks)
 * against `landing-engine start` as the installed package runs it (compiled lib/, its own process)
 * and against one nginx worker running docs/nginx/site.conf
 * on the same dist/ with the build's .gz copies (and .br, with ngx_brotli where Debian's
 * libnginx-mod-http-brotli-static is installed), A B B A; then a stream of cities no build wrote,
 * straight to the server and through nginx. Both in the same run, so only the ratio counts.
 * Beside them the least a Node process can do (bench/node-floor.mjs: the same copies from memory,
 * one lookup and one write a request), which tells start's own work from what node:http costs.
 */
export interface CrawlBench {
  pages: number;
  connections: number;
  seconds: number;
  brotliInNginx: boolean;
  crawl: {
    ours: number;
    nginx: number;
    ratio: number;
    oursNon200: number;
    nginxNon200: number;
    nodeFloor: number;
    perCpuSecond: { ours: number; nginx: number; nodeFloor: number };
  };
  newCities: { ours: number; throughNginx: number; oursNon200: number };
  /** `start` from this repo's sources (tsx) and as packed (compiled lib/, the process the crawl measures). */
  startUp: { repo: StartUp; packed: StartUp };
  loadAverage: { start: number; end: number };
}

const WRK = '/usr/bin/wrk';
const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * URL paths of every page the build wrote, from its <path>.html files (variants, <path>.<experiment>.<variant>.html,
 * are served at their page's path, and 404.html is no page).
 */
export function prerenderedPaths(dist: string): string[] {
  const paths: string[] = [];
  const walk = (dir: string, path: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !entry.name.startsWith('.') && !(path === '' && (entry.name === 'assets' || entry.name === 'media')))
        walk(join(dir, entry.name), `${path}/${entry.name}`);
      else if (path === '' && entry.name === 'index.html') paths.push('/');
      // 404.html at the top and under each language's prefix (/af/404.html) is the not-found page, no page.
      else if (entry.name.endsWith('.html') && entry.name !== '404.html' && entry.name.split('.').length <= 3)
        paths.push(`${path}/${entry.name.slice(0, -'.html'.length)}`);
    }
  };
  walk(dist, '');
  return paths;
}

const CRAWL_LUA = (pathsFile: string) => `
local paths = {}
for line in io.lines("${pathsFile}") do paths[#paths + 1] = line end
wrk.headers["Accept-Encoding"] = "gzip, deflate, br"
function setup(thread) thread:set("seed", math.random(1, 1e9)) end
function init(args) math.randomseed(seed) end
request = function() return wrk.format("GET", paths[math.random(#paths)]) end
`;

/** Every request a city no build wrote (made on demand once, then kept: each path is asked once). */
// New pages each request: the places the engine knows in each city form (bench/place-paths.ts; a
// made-up slug is redirected since issue 60), each thread its own half of the list.
const CITIES_LUA = (file: string) => `
local paths = {}
for line in io.lines("${file}") do paths[#paths + 1] = line end
local threads = 0
local n = 0
wrk.headers["Accept-Encoding"] = "gzip, deflate, br"
function setup(thread) thread:set("offset", threads * math.floor(#paths / 2)); threads = threads + 1 end
request = function() n = n + 1; return wrk.format("GET", paths[(offset + n - 1) % #paths + 1]) end
`;

function wrk(url: string, script: string, connections: number, seconds: number): Promise<{ rps: number; non200: number }> {
  return new Promise((resolve, reject) =>
    execFile(WRK, ['-t2', `-c${connections}`, `-d${seconds}s`, '-s', script, url], { maxBuffer: 1 << 20 }, (error, stdout) => {
      if (error) return reject(error);
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]);
      const non200 = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
      resolve({ rps: Math.round(rps), non200 });
    }),
  );
}

/** docs/nginx/site.conf on loopback without TLS, as tests/helpers/nginx.ts runs it, with one worker. */
/** docs/nginx/site.conf with one worker on loopback, serving `dist` and handing the rest to the Node server on `nodePort` (bench/edge-worker.ts too). */
export async function startNginx(dist: string, nodePort: number, port: number): Promise<{ stop(): void; brotli: boolean; pid: number }> {
  const work = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  const headers = readFileSync(join(dist, '_headers'), 'utf8');
  const value = (name: string) => new RegExp(`^  ${name}: (.*)$`, 'mi').exec(headers)![1]!;
  const brotli = existsSync(BROTLI_MODULE);
  let site = readFileSync(join(ROOT, 'docs', 'nginx', 'site.conf'), 'utf8')
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${port};`)
    .replace(/^\s*ssl_certificate.*$/gm, '')
    .replace('root /srv/site/dist;', `root ${dist};`)
    .replace('server 127.0.0.1:4173;', `server 127.0.0.1:${nodePort};`)
    .replace(/add_header ([\w-]+) "<copy from dist\/_headers>"/g, (_, name: string) => `add_header ${name} "${value(name)}"`);
  if (brotli) site = site.replace('# brotli_static on;', 'brotli_static on;');
  writeFileSync(join(work, 'site.conf'), site);
  writeFileSync(
    join(work, 'nginx.conf'),
    `${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}daemon off; master_process off; worker_processes 1; pid ${work}/nginx.pid; error_log ${work}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy; fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
  include ${work}/site.conf;
}
`,
  );
  const nginx = spawn(NGINX, ['-p', work, '-c', join(work, 'nginx.conf')], { stdio: 'ignore' });
  const stop = () => {
    nginx.kill();
    rmSync(work, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries++) {
    if (nginx.exitCode !== null || tries > 100) {
      const log = existsSync(join(work, 'error.log')) ? readFileSync(join(work, 'error.log'), 'utf8') : '';
      stop();
      throw new Error(`nginx did not start: ${log}`);
    }
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return { stop, brotli, pid: nginx.pid! };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function benchCrawl(
  model: SiteModel,
  { seconds = 10, connections = 32, log = console.error }: { seconds?: number; connections?: number; log?: (line: string) => void } = {},
): Promise<CrawlBench> {
  if (!existsSync(WRK)) throw new Error(`${WRK} is missing: apt-get install -y wrk`);
  const start = loadavg()[0]!;
  // Cities made on demand without the per-visitor limit: wrk is one visitor. Built here when stale, so start below only starts.
  const site = await serveSite(model, { build: 'if-stale', host: '127.0.0.1', server: { limits: { rendersPerVisitor: { perSecond: 1e9, burst: 1e9 } } } });
  log('Start-up: landing-engine start in its own process (repo with tsx, then packed), time to listen, idle RSS, first and later unlisted cities...');
  let packed: ReturnType<typeof packedEngine> | undefined;
  const started = await measureStartUp()
    .then(async (repo) => ({ repo, running: await startProcess((packed = packedEngine()).bin) }))
    .catch(async (error: unknown) => {
      packed?.remove();
      await site.close();
      throw error;
    });
  const startUp = { repo: started.repo, packed: await startUpOf(started.running) };
  const work = mkdtempSync(join(tmpdir(), 'bench-crawl-'));
  const paths = prerenderedPaths(DIST);
  writeFileSync(join(work, 'paths.txt'), `${paths.join('\n')}\n`);
  writeFileSync(join(work, 'crawl.lua'), CRAWL_LUA(join(work, 'paths.txt')));
  // Two runs on one server (straight, then through nginx): each its own half of the places' pages, so none is made twice.
  const half = Math.floor(PLACE_PATHS / 2);
  writeFileSync(join(work, 'places-direct.txt'), `${Array.from({ length: half }, (_, n) => placePath(n)).join('\n')}\n`);
  writeFileSync(join(work, 'places-proxied.txt'), `${Array.from({ length: half }, (_, n) => placePath(half + n)).join('\n')}\n`);
  writeFileSync(join(work, 'cities-direct.lua'), CITIES_LUA(join(work, 'places-direct.txt')));
  writeFileSync(join(work, 'cities-proxied.lua'), CITIES_LUA(join(work, 'places-proxied.txt')));
  // The crawl: the packed start process; new cities: the server in this process, without the per-visitor limit.
  const ours = started.running.url;
  const inProcess = site.url.replace('localhost', '127.0.0.1');
  const nodePort = Number(new URL(inProcess).port);
  const nginxPort = await freePort();
  const nginx = await startNginx(DIST, nodePort, nginxPort);
  const floor = `http://127.0.0.1:${nginxPort}`;
  const nodeFloorPort = await freePort();
  let nodeFloor: ChildProcess | undefined;
  try {
    nodeFloor = fork(join(import.meta.dirname, 'node-floor.mjs'), [DIST, join(work, 'paths.txt'), String(nodeFloorPort)], { execArgv: [], stdio: 'ignore' });
    await new Promise((resolve, reject) =>
      nodeFloor!.once('message', resolve).once('exit', (code) => reject(new Error(`bench/node-floor.mjs exited with ${code}`))),
    );
    log(`Crawl: ${paths.length} pages in random order, ${connections} connections, ${seconds} s a stretch, start, nginx and the Node floor A B C C B A...`);
    // Warm both (code optimised, files in the page cache), then measure.
    await wrk(ours, join(work, 'crawl.lua'), connections, 3);
    await wrk(floor, join(work, 'crawl.lua'), connections, 3);
    await wrk(`http://127.0.0.1:${nodeFloorPort}`, join(work, 'crawl.lua'), connections, 3);
    type Run = { rps: number; non200: number; cpu: number };
    const runs = { ours: [] as Run[], nginx: [] as Run[], node: [] as Run[] };
    const urls = { ours, nginx: floor, node: `http://127.0.0.1:${nodeFloorPort}` };
    // What each server spends, over its whole process tree (issue 59): requests a second alone hide what they cost.
    const pids = { ours: started.running.pid, nginx: nginx.pid, node: nodeFloor.pid! };
    for (const which of ['ours', 'nginx', 'node', 'node', 'nginx', 'ours'] as const) {
      const tree = processTree(pids[which]);
      const before = cpuSeconds(tree);
      const run = await wrk(urls[which], join(work, 'crawl.lua'), connections, seconds);
      runs[which].push({ ...run, cpu: cpuSeconds(tree) - before });
    }
    const mean = (list: Array<{ rps: number }>) => Math.round(list.reduce((sum, run) => sum + run.rps, 0) / list.length);
    const perCpu = (list: Run[]) =>
      Math.round(
        list.reduce((sum, run) => sum + run.rps * seconds, 0) /
          Math.max(
            0.01,
            list.reduce((sum, run) => sum + run.cpu, 0),
          ),
      );
    const sum = (list: Array<{ non200: number }>) => list.reduce((total, run) => total + run.non200, 0);
    log('Crawl: new cities, straight to start and through nginx...');
    const direct = await wrk(inProcess, join(work, 'cities-direct.lua'), 4, Math.min(seconds, 5));
    const proxied = await wrk(floor, join(work, 'cities-proxied.lua'), 4, Math.min(seconds, 5));
    return {
      pages: paths.length,
      connections,
      seconds,
      brotliInNginx: nginx.brotli,
      crawl: {
        ours: mean(runs.ours),
        nginx: mean(runs.nginx),
        ratio: Number((mean(runs.ours) / mean(runs.nginx)).toFixed(2)),
        oursNon200: sum(runs.ours),
        nginxNon200: sum(runs.nginx),
        nodeFloor: mean(runs.node),
        perCpuSecond: { ours: perCpu(runs.ours), nginx: perCpu(runs.nginx), nodeFloor: perCpu(runs.node) },
      },
      newCities: { ours: direct.rps, throughNginx: proxied.rps, oursNon200: direct.non200 + proxied.non200 },
      startUp,
      loadAverage: { start: Number(start.toFixed(2)), end: Number(loadavg()[0]!.toFixed(2)) },
    };
  } finally {
    nodeFloor?.kill();
    nginx.stop();
    await started.running.stop();
    packed?.remove();
    await site.close();
    rmSync(work, { recursive: true, force: true });
  }
}

export function formatCrawl(bench: CrawlBench): string {
  const { crawl, newCities } = bench;
  return [
    `Whole-site crawl: ${bench.pages} prerendered pages in random order, ${bench.connections} connections, 2 x ${bench.seconds} s each (wrk, A B C C B A)`,
    `  start ${crawl.ours} req/s, nginx (1 worker, gzip_static${bench.brotliInNginx ? ', brotli_static' : ''}) ${crawl.nginx} req/s: ratio ${crawl.ratio} (target >= 0.9) ${crawl.ratio >= 0.9 ? 'ok' : 'MISSED'}; non-200: start ${crawl.oursNon200}, nginx ${crawl.nginxNon200}`,
    `  Node floor (bench/node-floor.mjs: the same copies from memory, one lookup and one write) ${crawl.nodeFloor} req/s: start is ${(crawl.ours / crawl.nodeFloor).toFixed(2)} of it, it is ${(crawl.nodeFloor / crawl.nginx).toFixed(2)} of nginx`,
    `  requests per CPU-second of each server's process tree: start ${crawl.perCpuSecond.ours}, nginx ${crawl.perCpuSecond.nginx} (start is ${(crawl.perCpuSecond.ours / crawl.perCpuSecond.nginx).toFixed(2)} of it), Node floor ${crawl.perCpuSecond.nodeFloor}`,
    `  new cities (each asked once, 4 connections): start ${newCities.ours}/s, through nginx ${newCities.throughNginx}/s; non-200 ${newCities.oursNon200}`,
    ...(['repo', 'packed'] as const).map((kind) => {
      const up = bench.startUp[kind];
      return (
        `  start-up, ${kind === 'repo' ? 'repo (tsx)' : 'packed (lib/)'}: listening (first 200 on /) ${up.msToListen} ms after spawn; idle RSS of the process tree ${up.idleRssMb} MB (target <= 150) ${up.idleRssMb <= 150 ? 'ok' : 'MISSED'}; ` +
        `first unlisted city ${up.firstCityMs} ms, later ones ${up.laterCityMs} ms (target first <= 2x) ${up.firstCityMs <= 2 * up.laterCityMs ? 'ok' : 'MISSED'}`
      );
    }),
    `  load average ${bench.loadAverage.start} at start, ${bench.loadAverage.end} at the end (1-minute)`,
  ].join('\n');
}
