import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const WATCHED = ['site.config.yaml', 'pages', 'src', 'schemas', 'public', 'content', 'package-lock.json', 'vite.config.ts'];

/** Newest modification time of anything the build reads, to tell when dist/ is stale. */
export function newestSourceTime(root: string): number {
  let newest = 0;
  const visit = (path: string) => {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return;
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const name of WATCHED) visit(join(root, name));
  return newest;
}
