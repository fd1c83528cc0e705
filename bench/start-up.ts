import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './site';

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

/** `landing-engine start` as a deploy runs it, in its own process, on the dist/ already built. */
export async function measureStartUp(): Promise<StartUp> {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'bench-start-'));
  const started = performance.now();
  const child = spawn(process.execPath, [join(ROOT, 'bin', 'landing-engine.js'), 'start', '--port', String(port), '--data', data], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  try {
    let msToListen = 0;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`landing-engine start exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).status === 200) {
          msToListen = Math.round(performance.now() - started);
          break;
        }
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]);
    const firstCityMs = await timed(`http://127.0.0.1:${port}/tender-finance-in-startup-first`);
    const later: number[] = [];
    for (let i = 0; i < 5; i++) later.push(await timed(`http://127.0.0.1:${port}/tender-finance-in-startup-later-${i}`));
    later.sort((a, b) => a - b);
    return { msToListen, idleRssMb: Math.round(rssKb / 1024), firstCityMs: Math.round(firstCityMs), laterCityMs: Math.round(later[2]!) };
  } finally {
    child.kill();
    rmSync(data, { recursive: true, force: true });
  }
}
