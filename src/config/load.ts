import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pageSchema } from '../../schemas/page';
import { siteSchema } from '../../schemas/site';
import { checkSite } from './check';
import type { LoadResult, PageEntry, SiteModel } from './model';
import { formatProblem, sortProblems, type Problem } from './problem';
import { parseYaml, type YamlSource } from './yaml-source';
import { zodProblems } from './zod-problems';

export const SITE_FILE = 'site.config.yaml';
export const PAGES_DIR = 'pages';

/** Every config file the site is built from, relative to root. */
export function configFiles(root: string, extraPages: readonly string[] = []): string[] {
  const pages = readdirSync(join(root, PAGES_DIR))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => `${PAGES_DIR}/${name}`);
  return [SITE_FILE, ...[...new Set([...pages, ...extraPages])].sort()];
}

/**
 * Read, parse and validate the whole site. Every problem in every file is reported at once.
 * readFile and extraPages let tests swap in fixtures without writing to disk.
 */
export function loadSite(
  root: string,
  readFile = (file: string) => readFileSync(join(root, file), 'utf8'),
  extraPages: readonly string[] = [],
): LoadResult {
  const problems: Problem[] = [];
  const sources = new Map<string, YamlSource>();
  let files: string[];
  try {
    files = configFiles(root, extraPages);
  } catch (error) {
    return { ok: false, problems: [{ file: PAGES_DIR, line: 1, col: 1, path: '', message: `Cannot read the pages folder: ${(error as Error).message}` }] };
  }
  const parsed = new Map<string, unknown>();
  for (const file of files) {
    let text: string;
    try {
      text = readFile(file);
    } catch (error) {
      problems.push({ file, line: 1, col: 1, path: '', message: `Cannot read file: ${(error as Error).message}` });
      continue;
    }
    const { source, syntaxProblems } = parseYaml(file, text);
    sources.set(file, source);
    if (syntaxProblems.length > 0) {
      problems.push(...syntaxProblems);
      continue;
    }
    const schema = file === SITE_FILE ? siteSchema : pageSchema;
    const result = schema.safeParse(source.data ?? {});
    if (result.success) parsed.set(file, result.data);
    else problems.push(...zodProblems(result.error.issues, source, schema));
  }
  if (problems.length > 0 || !parsed.has(SITE_FILE)) return { ok: false, problems: sortProblems(problems) };

  const pages: PageEntry[] = files
    .filter((file) => file !== SITE_FILE)
    .map((file) => ({ file, id: basename(file, '.yaml'), page: parsed.get(file) as PageEntry['page'] }));
  const model = { site: parsed.get(SITE_FILE) as import('../../schemas/site').Site, pages };
  const crossProblems = checkSite(model, sources);
  if (crossProblems.length > 0) return { ok: false, problems: sortProblems(crossProblems) };
  return { ok: true, model };
}

/** The validated model, or an error listing every problem as `npm run validate` prints them. */
export function loadSiteOrThrow(root: string): SiteModel {
  const result = loadSite(root);
  if (!result.ok) {
    throw new Error(`The site config is invalid; run npm run validate:\n${result.problems.map(formatProblem).join('\n')}`);
  }
  return result.model;
}
