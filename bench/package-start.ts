import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './site';
import { showSpread, spread, type Spread } from './spread';

export interface PackageStart {
  /** `node bin/landing-engine.js start` in this repo: the sources through tsx. */
  repo: Spread;
  /** `landing-engine start` of the packed engine installed in a site folder: compiled JavaScript. */
  installed: Spread;
  runs: number;
  load: [number, number];
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} in ${cwd} failed:\n${result.stdout}${result.stderr}`);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Milliseconds from spawning `start` to its first 200 for the home page; the server is stopped after. */
async function timeToFirstPage(command: string[], cwd: string): Promise<number> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, [...command, 'start', '--root', '.', '--port', String(port)], { cwd, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      const status = await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return performance.now() - began;
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} start exited with ${child.exitCode} before answering`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    child.kill();
    await exited;
  }
}

/**
 * Time from process start to the first page answered by `start`, for the engine as this repo runs
 * it (TypeScript through tsx) and as a site runs the packed package (compiled JavaScript), on the
 * same starter site, each with its dist/ built beforehand so neither builds. Runs alternate.
 */
export async function benchPackageStart({ runs, log }: { runs: number; log: (line: string) => void }): Promise<PackageStart> {
  const work = mkdtempSync(join(tmpdir(), 'le-package-start-'));
  const load0 = loadavg()[0]!;
  try {
    log('Packing the engine (npm pack) and installing it in a site folder...');
    run('npm', ['pack', '--pack-destination', work], ROOT);
    const tarball = join(
      work,
      readdirSync(work).find((name) => name.endsWith('.tgz'))!,
    );
    const installed = join(work, 'installed');
    const repo = join(work, 'repo');
    mkdirSync(installed);
    run('npm', ['i', '--prefer-offline', '--no-audit', '--no-fund', tarball], installed);
    const bin = join(installed, 'node_modules', 'landing-engine', 'bin', 'landing-engine.js');
    run(process.execPath, [bin, 'init', '.'], installed);
    cpSync(join(ROOT, 'examples', 'starter'), repo, { recursive: true });
    run(process.execPath, [bin, 'build', '--root', '.'], installed);
    run(process.execPath, [join(ROOT, 'bin', 'landing-engine.js'), 'build', '--root', '.'], repo);
    const times = { repo: [] as number[], installed: [] as number[] };
    for (let i = 0; i < runs; i += 1) {
      times.repo.push(await timeToFirstPage([join(ROOT, 'bin', 'landing-engine.js')], repo));
      times.installed.push(await timeToFirstPage([bin], installed));
      log(`  run ${i + 1}: repo ${times.repo.at(-1)!.toFixed(0)} ms, installed ${times.installed.at(-1)!.toFixed(0)} ms`);
    }
    return { repo: spread(times.repo), installed: spread(times.installed), runs, load: [load0, loadavg()[0]!] };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function formatPackageStart({ repo, installed, runs, load }: PackageStart): string {
  const sooner = (1 - installed.median / repo.median) * 100;
  return [
    `Process start to the first page answered by landing-engine start (ms, min / median / max of ${runs}):`,
    `  this repo (sources through tsx)    ${showSpread(repo)}`,
    `  installed package (compiled JS)   ${showSpread(installed)}`,
    `  the installed package answers ${sooner.toFixed(0)} % sooner (median); target: at least 30 %.`,
    `  Load average ${load[0].toFixed(1)} at start, ${load[1].toFixed(1)} at the end (1-minute).`,
  ].join('\n');
}
