import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINE_ROOT } from '../lib/engine-root';

/** What a build reads from the site folder. */
const SITE_SOURCES = ['site.config.yaml', 'pages', 'public', 'content'];
/** What a build reads from the engine. */
const ENGINE_SOURCES = ['src', 'schemas', 'package-lock.json'];

/** Newest modification time of anything the build reads, to tell when dist/ is stale. */
export function newestSourceTime(siteRoot: string): number {
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
  for (const name of SITE_SOURCES) visit(join(siteRoot, name));
  for (const name of ENGINE_SOURCES) visit(join(ENGINE_ROOT, name));
  return newest;
}
