import { statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { servablePath } from '../output/served-files';

/**
 * The file under root that a URL path names, or undefined. Never leaves root: what
 * servablePath refuses (src/output/served-files.ts) is refused before the file system is asked.
 */
export function resolveStaticFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (!servablePath(decoded)) return undefined;
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}
