import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { writeAllOrNothing, type WriteIo } from './atomic-write';
import { configFiles, SITE_FILE } from '../../src/config/load';
import { resolveStaticFile } from '../../src/server/static-files';
import { mayCreate, otherLanguages, skeletonText, translatedPage } from './translations';
import { madeFromFile, siteTranslationFile } from '../../src/config/languages/file-names';

/**
 * The only files the editor reads and writes: site.config.yaml, the page files in pages/, named
 * as loadSite names them, and their translations (translations/<tag>/pages/<page>.yaml, for a
 * declared language and an existing page); and, read-only, the files under public/ that the preview
 * shows. Every other name is refused, so no request reaches outside the site folder.
 */

/** A short fingerprint of a file's text: the editor saves only over the text it was given. */
export const versionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * Whether `file` is one of the site's YAML files: site.config.yaml or a page loadSite reads from
 * pages/ (any name it reads, "_draft.yaml" or "My Page.yaml" too), a plain file (not a symbolic
 * link, wherever it points: a page linked to site.config.yaml would write the config) in a folder
 * that is itself inside the site folder.
 */
export function isEditable(root: string, file: string): boolean {
  if (translatedPage(root, file) || isMadeFrom(root, file)) return lstatExists(root, file) ? isPlainFileInSite(root, file) : mayCreate(root, file);
  // A language's site.yaml, written only as a nav, footer or not-found link removed or moved in site.config.yaml (dev/editor/drafts.ts).
  if (otherLanguages(root).some((language) => file === siteTranslationFile(language.tag))) return isPlainFileInSite(root, file);
  if (file !== SITE_FILE && !(/^pages\/[^/\\]+$/.test(file) && !file.includes('..') && configFiles(root).includes(file))) return false;
  return isPlainFileInSite(root, file);
}

/** translations/<tag>/made-from.yaml of a declared language: the editor records there what a saved translation was made from. */
const isMadeFrom = (root: string, file: string) => otherLanguages(root).some((language) => file === madeFromFile(language.tag));

/** Whether anything (a dangling link too) is at `file`. */
function lstatExists(root: string, file: string): boolean {
  try {
    lstatSync(join(root, file));
    return true;
  } catch {
    return false;
  }
}

/** A regular file, not a link, whose folder (followed through any link) is inside the site folder. */
export function isPlainFileInSite(root: string, file: string): boolean {
  try {
    if (!lstatSync(join(root, file)).isFile()) return false;
    const site = realpathSync(root);
    const folder = realpathSync(dirname(join(root, file)));
    return folder === site || folder.startsWith(site + sep);
  } catch {
    return false;
  }
}

/** Why the editor will not change `file`, in words; undefined when it may. */
export function refusalFor(root: string, file: string): string | undefined {
  if (isEditable(root, file)) return undefined;
  try {
    if (lstatSync(join(root, file)).isSymbolicLink())
      return `${file} is a symbolic link: the editor does not write through links (the change would land in the file it points at). Edit it in a text editor, or replace the link with a copy.`;
  } catch {
    // Not there: the general message.
  }
  return `${file} is not a file of this site the editor may change (site.config.yaml, pages/*.yaml and translations/<language>/pages/*.yaml of a declared language only).`;
}

export function readEditable(root: string, file: string): string {
  if (!isEditable(root, file)) throw new Error(`${file} is not a file the editor may read`);
  // A translation not written yet reads as its skeleton, and is created by the first save.
  if (translatedPage(root, file) && !existsSync(join(root, file))) return skeletonText(root, file);
  return readFileSync(join(root, file), 'utf8');
}

/** Write the site's files all or none (dev/editor/atomic-write.ts); each is checked again first. */
export function writeEditables(root: string, texts: ReadonlyMap<string, { text: string; before?: string }>, io?: WriteIo): void {
  for (const file of texts.keys()) if (!isEditable(root, file)) throw new Error(`${file} is not a file the editor may write`);
  for (const file of texts.keys()) if (translatedPage(root, file) || isMadeFrom(root, file)) mkdirSync(dirname(join(root, file)), { recursive: true });
  writeAllOrNothing(
    [...texts].map(([name, { text, before }]) => ({ path: join(root, name), name, text, before })),
    io,
  );
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
