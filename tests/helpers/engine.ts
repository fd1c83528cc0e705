import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { join } from 'node:path';
import { startLocalStore } from '../../cli/local-store';
import { createEngine, type EngineOptions } from '../../src/app/engine';
import type { SiteModel } from '../../src/config/model';
import { ROOT } from './load-fixture';

/** The engine as the command line puts it together (with the local content store). */
export function engineFor(model: SiteModel, options: Partial<EngineOptions> = {}) {
  return createEngine(model, { root: ROOT, startLocalStore, ...options });
}

/** The `landing-engine` command, as a marketer runs it. */
export const CLI = join(ROOT, 'bin', 'landing-engine.js');

/** Run `landing-engine ...args` to its end. */
export function runCli(args: readonly string[], { cwd = ROOT, env = {} }: { cwd?: string; env?: Record<string, string> } = {}): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, ...env }, encoding: 'utf8' });
}
