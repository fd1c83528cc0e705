import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './site';

/**
 * Runs a load script of the bench in its own process (so it does not share the server's event
 * loop) and gives the JSON of its last line. Asynchronously: this process is the server.
 */
export function runLoad<T>(script: string, args: readonly (string | number)[]): Promise<T> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', script), ...args.map(String)], { cwd: ROOT, maxBuffer: 1 << 20 }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout.trim().split('\n').at(-1)!) as T),
    );
  });
}
