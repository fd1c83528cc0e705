import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { configFiles, loadSite, SITE_FILE } from '../../src/config/load';
import type { Problem } from '../../src/config/problem';
import { BLOCK_EXAMPLES } from '../../schemas/blocks/examples';
import { WriteFailed, writeAllOrNothing } from './atomic-write';
import { isRecord, type PathKey } from './edits';
import { experimentPlace, linkPlace, refusalOf, type LinkPlace } from './link-places';
import { isPlainFileInSite, readEditable, refusalFor } from './site-files';
import { pageTranslationFile } from '../../src/config/languages/file-names';
import { otherLanguages } from './translations';
import { withFittingLinks, takesOf } from './starter-links';
import { editYaml } from './yaml-edit';
import type { NewPage } from './requests';

/**
 * Pages made and removed from the editor (issue 43): a new page from a starter of blocks or as a
 * copy of another, written only when the whole site still validates with it (its paths checked
 * against every other page's), and a page removed only when nothing points at it.
 */

export type PageAnswer =
  | { status: 200; file: string; message: string; translations?: string[] }
  | { status: 400 | 409 | 500 | 507; message: string; places?: LinkPlace[] }
  | { status: 422; problems: Problem[]; message: string };

const SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** A starter page: the blocks' reference examples, marked as example copy until rewritten (LE708). */
function starterText(root: string, page: NewPage, blocks: string[]): string {
  const known = blocks.filter((type): type is keyof typeof BLOCK_EXAMPLES => type in BLOCK_EXAMPLES);
  if (known.length === 0) throw new Error('Choose at least one block for the new page.');
  const takes = takesOf(parse(readEditable(root, SITE_FILE)) as unknown);
  const sections = known.map((type) => {
    const made = withFittingLinks((parse(BLOCK_EXAMPLES[type]) as unknown[])[0], takes);
    if (!made.ok) throw new Error(`Not created: ${made.message}`);
    return made.section;
  });
  return stringify({ name: page.name, paths: [page.path], meta: { title: page.name, description: `${page.name}.` }, sections }, { lineWidth: 0 });
}

/** A copy of another page with its own name and path; its experiments stay with the original (their ids are the site's). */
function duplicateText(root: string, page: NewPage, source: string): string {
  const text = readEditable(root, source);
  const data = parse(text) as unknown;
  const edits = [
    { op: 'set' as const, path: ['name'], value: page.name },
    { op: 'set' as const, path: ['paths'], value: [page.path] },
    ...(isRecord(data) && 'experiments' in data ? [{ op: 'unset' as const, path: ['experiments'] }] : []),
  ];
  const result = editYaml(text, edits);
  if (!result.ok) throw new Error(result.message);
  return result.text;
}

const problemKey = (problem: Problem) => `${problem.file}|${problem.path}|${problem.message}`;

export function createPage(root: string, page: NewPage): PageAnswer {
  if (!SLUG.test(page.slug))
    return { status: 400, message: `"${page.slug}" cannot be a page's file name: use lowercase letters, digits and hyphens, like spring-offer.` };
  const file = `pages/${page.slug}.yaml`;
  if (existsSync(join(root, file)) || existsSync(join(root, `pages/${page.slug}.yml`)))
    return { status: 409, message: `${file} already exists: choose another file name.` };
  let text: string;
  try {
    text = 'duplicate' in page.from ? duplicateText(root, page, page.from.duplicate) : starterText(root, page, page.from.blocks);
  } catch (error) {
    return { status: 400, message: (error as Error).message };
  }
  const before = loadSite(root);
  const known = new Set(before.ok ? [] : before.problems.map(problemKey));
  const after = loadSite(root, (name) => (name === file ? text : readFileSync(join(root, name), 'utf8')), [file]);
  const problems = after.ok ? [] : after.problems.filter((problem) => !known.has(problemKey(problem)));
  if (problems.length > 0) return { status: 422, problems, message: `Not created: ${problems.map((p) => p.message).join(' ')}` };
  try {
    writeAllOrNothing([{ path: join(root, file), name: file, text }]);
  } catch (error) {
    if (error instanceof WriteFailed) return { status: error.code === 'ENOSPC' ? 507 : 500, message: error.message };
    throw error;
  }
  return { status: 200, file, message: `Created ${file}.` };
}

/** A page path as a pattern: {city} and {product} stand for one part of a path. */
const pathPattern = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{(city|product)\\\}/g, '[^/?#]+')}([?#].*)?$`);

/** Every place in the site's other files that links to one of `paths` (a nav entry, a footer link, a page's button). */
export function linksTo(root: string, file: string, paths: string[]): LinkPlace[] {
  const patterns = paths.map(pathPattern);
  const found: LinkPlace[] = [];
  const walk = (name: string, value: unknown, where: PathKey[], parent: unknown) => {
    if (typeof value === 'string') {
      if (value.startsWith('/') && patterns.some((pattern) => pattern.test(value)))
        found.push(linkPlace(name, where, isRecord(parent) ? parent.label : undefined, value));
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(name, child, [...where, Array.isArray(value) ? Number(key) : key], value);
    }
  };
  for (const name of configFiles(root)) {
    if (name === file || !isPlainFileInSite(root, name)) continue;
    try {
      walk(name, parse(readFileSync(join(root, name), 'utf8')), [], undefined);
    } catch {
      // A file YAML cannot read links nowhere; validate says what is wrong with it.
    }
  }
  return found;
}

export function deletePage(root: string, file: string): PageAnswer {
  const refused = refusalFor(root, file);
  if (refused || file === SITE_FILE) return { status: 400, message: refused ?? 'site.config.yaml is not a page.' };
  // A translation not written yet is editable (its first save makes it), but there is no file to remove.
  if (!existsSync(join(root, file))) return { status: 400, message: `${file} is not written yet, so there is nothing to delete.` };
  const data = parse(readEditable(root, file)) as unknown;
  const page = isRecord(data) ? data : {};
  const paths = Array.isArray(page.paths) ? page.paths.filter((path): path is string => typeof path === 'string') : [];
  const running = (Array.isArray(page.experiments) ? page.experiments : []).flatMap((xp, index) =>
    isRecord(xp) && xp.status === 'running' ? [{ place: experimentPlace(file, index, String(xp.id)), why: 'is running on it' }] : [],
  );
  const blocking = [...running, ...linksTo(root, file, paths).map((place) => ({ place, why: 'links to it' }))];
  if (blocking.length > 0) return { status: 409, message: refusalOf(blocking), places: blocking.map(({ place }) => place) };
  // Its translations go with it: a translation of no page stops validate (LE807).
  const translations = otherLanguages(root)
    .map((language) => pageTranslationFile(language.tag, file))
    .filter((translation) => isPlainFileInSite(root, translation));
  for (const gone of [file, ...translations]) unlinkSync(join(root, gone));
  return { status: 200, file, ...(translations.length > 0 ? { translations } : {}), message: `Deleted ${[file, ...translations].join(', ')}.` };
}
