import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST, ROOT } from './site';
import { placePath } from './place-paths';
import { processTree, rssMb } from './process-tree';

export interface StartUp {
  /** From spawning `landing-engine start` (dist/ built) to its first 200 on /. */
  msToListen: number;
  /** Resident memory of the process after 3 s idle, MB. */
  idleRssMb: number;
  /** The first unlisted city after start, and the median of the five after it, ms. */
  firstCityMs: number;
  laterCityMs: number;
}

export function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve) =>
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    }),
  );
}

const timed = async (url: string) => {
  const started = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'br' } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
};

/**
 * The engine as the installed package runs it: lib/ compiled by scripts/pack-build.mjs, started by a
 * copy of bin/landing-engine.js beside it (with no cli/main.ts there, the bin takes lib/, no tsx).
 * dist/ was built from the same sources, so its stamp is set after lib/ (else lib/src looks newer
 * and start would build again). Returns the bin to run and a function that removes the copy.
 */
export function packedEngine(): { bin: string; remove(): void } {
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'pack-build.mjs')], { cwd: ROOT, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`scripts/pack-build.mjs failed:\n${built.stdout}${built.stderr}`);
  const now = new Date();
  utimesSync(join(DIST, '.prerender.json'), now, now);
  const dir = mkdtempSync(join(tmpdir(), 'bench-packed-'));
  mkdirSync(join(dir, 'bin'));
  copyFileSync(join(ROOT, 'bin', 'landing-engine.js'), join(dir, 'bin', 'landing-engine.js'));
  symlinkSync(join(ROOT, 'lib'), join(dir, 'lib'));
  return { bin: join(dir, 'bin', 'landing-engine.js'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `landing-engine start` as a deploy runs it, in its own process, on the dist/ already built; `bin` the repo's (tsx) or the packed one. */
export async function startProcess(
  bin = join(ROOT, 'bin', 'landing-engine.js'),
): Promise<{ url: string; pid: number; msToListen: number; stop(): Promise<void> }> {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'bench-start-'));
  const started = performance.now();
  const child = spawn(process.execPath, [bin, 'start', '--root', ROOT, '--port', String(port), '--data', data], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill();
    await exited;
    rmSync(data, { recursive: true, force: true });
  };
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`landing-engine start exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).status === 200) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, msToListen: Math.round(performance.now() - started), stop };
}

/** Time to listen, idle RSS, the first and later unlisted cities of a start process, stopped after. */
export async function measureStartUp(bin?: string): Promise<StartUp> {
  const running = await startProcess(bin);
  try {
    return await startUpOf(running);
  } finally {
    await running.stop();
  }
}

/** The same for a start process already running (the crawl goes on with it). */
export async function startUpOf({ url, pid, msToListen }: { url: string; pid: number; msToListen: number }): Promise<StartUp> {
  await new Promise((resolve) => setTimeout(resolve, 3000));
  // The whole process tree (issue 59): the events child is part of what a start costs.
  const idleRss = rssMb(processTree(pid));
  const firstCityMs = await timed(`${url}${placePath(0)}`);
  const later: number[] = [];
  for (let i = 1; i <= 5; i++) later.push(await timed(`${url}${placePath(i)}`));
  later.sort((a, b) => a - b);
  return { msToListen, idleRssMb: idleRss, firstCityMs: Math.round(firstCityMs), laterCityMs: Math.round(later[2]!) };
}
