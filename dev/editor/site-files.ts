import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { configFiles, SITE_FILE } from '../../src/config/load';
import { resolveStaticFile } from '../../src/server/static-files';

/**
 * The only files the editor reads and writes: site.config.yaml and the page files in pages/, named
 * as loadSite names them; and, read-only, the files under public/ that the preview shows. Every
 * other name is refused, so no request reaches outside the site folder.
 */

/** A short fingerprint of a file's text: the editor saves only over the text it was given. */
export const versionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * Whether `file` is one of the site's YAML files: site.config.yaml or a page loadSite reads from
 * pages/ (any name it reads, "_draft.yaml" or "My Page.yaml" too), and, followed through any
 * symbolic link, still inside the site folder.
 */
export function isEditable(root: string, file: string): boolean {
  if (file !== SITE_FILE && !(/^pages\/[^/\\]+$/.test(file) && !file.includes('..') && configFiles(root).includes(file))) return false;
  return insideSite(root, file);
}

/** Whether `file`, followed through any symbolic link, is still inside the site folder. */
export function insideSite(root: string, file: string): boolean {
  try {
    return realpathSync(join(root, file)).startsWith(realpathSync(root) + sep);
  } catch {
    return false;
  }
}

export function readEditable(root: string, file: string): string {
  if (!isEditable(root, file)) throw new Error(`${file} is not a file the editor may read`);
  return readFileSync(join(root, file), 'utf8');
}

export function writeEditable(root: string, file: string, text: string): void {
  if (!isEditable(root, file)) throw new Error(`${file} is not a file the editor may write`);
  writeFileSync(join(root, file), text);
}

/**
 * The file under public/ that a URL path names, or undefined: the server's own rules for static
 * files (no "..", no dot files, known types only), and no symbolic link that leads out of public/.
 */
export function publicFile(root: string, urlPath: string): string | undefined {
  const base = join(root, 'public');
  const file = resolveStaticFile(base, urlPath);
  if (!file) return undefined;
  try {
    const real = realpathSync(file);
    return real.startsWith(realpathSync(base) + sep) ? real : undefined;
  } catch {
    return undefined;
  }
}

/** Paths of the images and other files under public/media, as pages write them (/media/logo.svg). */
export function mediaFiles(root: string): string[] {
  const walk = (dir: string, prefix: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.name.startsWith('.')) return [];
      if (entry.isDirectory()) return walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      return entry.isFile() ? [`${prefix}${entry.name}`] : [];
    });
  const media = join(root, 'public', 'media');
  return existsSync(media) ? walk(media, '/media/').sort() : [];
}
