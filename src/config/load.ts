import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageSchema } from '../../schemas/page';
import { siteSchema } from '../../schemas/site';
import { checkSite } from './check';
import { moneyTextWarnings } from './check-money-text';
import { loadLanguages } from './languages/load-languages';
import { PAGE_FILE, pageId, TRANSLATIONS_DIR } from './languages/file-names';
import { missingMedia } from './media';
import type { LoadResult, PageEntry, SiteModel } from './model';
import { formatProblem, problemAt, sortProblems, type Problem } from './problem';
import { yamlWarnings } from './warnings';
import { parseCached } from './parse-cache';
import type { YamlSource } from './yaml-source';
import { zodProblems } from './zod-problems';

export const SITE_FILE = 'site.config.yaml';
export const PAGES_DIR = 'pages';
/** A page file: .yaml is the house style, but .yml and upper case are read too rather than silently ignored. */

/** Every config file the site is built from, relative to root. */
export function configFiles(root: string, extraPages: readonly string[] = []): string[] {
  const pages = readdirSync(join(root, PAGES_DIR))
    .filter((name) => PAGE_FILE.test(name))
    .map((name) => `${PAGES_DIR}/${name}`);
  const extra = extraPages.filter((file) => !file.startsWith(`${TRANSLATIONS_DIR}/`));
  return [SITE_FILE, ...[...new Set([...pages, ...extra])].sort()];
}

/** Files in pages/ that are not read (a stray promo.txt or promo.yaml.bak): said, not silently skipped. */
function ignoredPageFiles(root: string): Problem[] {
  return readdirSync(join(root, PAGES_DIR), { withFileTypes: true })
    .filter((entry) => entry.isFile() && !PAGE_FILE.test(entry.name) && !entry.name.startsWith('.'))
    .map((entry) =>
      problemAt(
        `${PAGES_DIR}/${entry.name}`,
        1,
        1,
        'unreadPageFile',
        `This file is not read: only files ending in .yaml in ${PAGES_DIR}/ are pages. Rename it to end in .yaml if it is a page, or move it out of ${PAGES_DIR}/.`,
      ),
    );
}

/** Why a file or folder could not be read, in words rather than an errno. */
function whyUnreadable(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'it does not exist';
  if (code === 'EACCES' || code === 'EPERM') return 'you may not open it (permission denied)';
  if (code === 'ENOTDIR') return 'it is a file, not a folder';
  if (code === 'EISDIR') return 'it is a folder, not a file';
  return `the system refused (${code ?? (error as Error).message})`;
}

/**
 * Read, parse and validate the whole site. Every problem in every file is reported at once; so are
 * warnings (valid YAML that is probably not what was meant). readFile and extraPages let tests swap
 * in fixtures without writing to disk (extraPages may name translations/ files too).
 */
export function loadSite(root: string, readFile = (file: string) => readFileSync(join(root, file), 'utf8'), extraPages: readonly string[] = []): LoadResult {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const sources = new Map<string, YamlSource>();
  let files: string[];
  try {
    files = configFiles(root, extraPages);
    warnings.push(...ignoredPageFiles(root));
  } catch (error) {
    return {
      ok: false,
      problems: [
        problemAt(
          PAGES_DIR,
          1,
          1,
          'pagesFolderUnreadable',
          `Cannot read the pages folder: ${whyUnreadable(error)}. It holds one file per page, next to site.config.yaml.`,
        ),
      ],
      warnings,
    };
  }
  const parsed = new Map<string, unknown>();
  for (const file of files) {
    let text: string;
    try {
      text = readFile(file);
    } catch (error) {
      problems.push(problemAt(file, 1, 1, 'fileUnreadable', `Cannot read this file: ${whyUnreadable(error)}.`));
      continue;
    }
    const { source, syntaxProblems } = parseCached(file, text);
    sources.set(file, source);
    // Schema problems in a file YAML could not read are echoes of the syntax error: held back.
    if (syntaxProblems.length > 0) {
      problems.push(...syntaxProblems);
      continue;
    }
    warnings.push(...yamlWarnings(source));
    if (source.data === null || source.data === undefined) {
      problems.push(
        problemAt(
          file,
          1,
          1,
          'emptyFile',
          file === SITE_FILE
            ? 'This file is empty. It holds the brand, navigation, footer, links and cities of the whole site: restore it from version control.'
            : 'This file is empty. A page needs name, paths, meta and sections: copy another page to start, or delete this file.',
        ),
      );
      continue;
    }
    const checked = checkFile(root, file, source);
    problems.push(...checked.problems);
    if (checked.problems.length === 0) parsed.set(file, checked.data);
  }
  if (problems.length > 0 || !parsed.has(SITE_FILE)) return { ok: false, problems: sortProblems(problems), warnings: sortProblems(warnings) };

  const pages: PageEntry[] = files
    .filter((file) => file !== SITE_FILE)
    .map((file) => ({ file, id: pageId(file), page: parsed.get(file) as PageEntry['page'] }));
  const model = { site: parsed.get(SITE_FILE) as import('../../schemas/site').Site, pages };
  const crossProblems = [...checkSite(model, sources), ...sameIds(pages)];
  if (crossProblems.length > 0) return { ok: false, problems: sortProblems(crossProblems), warnings: sortProblems(warnings) };
  const languages = loadLanguages(root, model, sources, readFile, extraPages);
  warnings.push(...languages.warnings, ...moneyTextWarnings(languages.model, sources));
  if (languages.problems.length > 0) return { ok: false, problems: sortProblems(languages.problems), warnings: sortProblems(warnings) };
  return { ok: true, model: languages.model, warnings: sortProblems(warnings), sources };
}

/** promo.yaml and promo.yml would be one page id twice. */
function sameIds(pages: readonly PageEntry[]): Problem[] {
  return pages.flatMap((entry, index) => {
    const first = pages.findIndex((other) => other.id === entry.id);
    if (first === index) return [];
    return [problemAt(entry.file, 1, 1, 'samePageTwice', `This file and ${pages[first]!.file} are both the page "${entry.id}". Rename or delete one of them.`)];
  });
}

/** Schema, then local media, for one parsed file. Never throws: whatever the data, a positioned problem. */
function checkFile(root: string, file: string, source: YamlSource): { data?: unknown; problems: Problem[] } {
  try {
    const schema = file === SITE_FILE ? siteSchema : pageSchema;
    const result = schema.safeParse(source.data);
    if (!result.success) return { problems: zodProblems(result.error.issues, source, schema) };
    return { data: result.data, problems: missingMedia(root, source, source.data) };
  } catch (error) {
    return {
      problems: [
        problemAt(file, 1, 1, 'fileNotChecked', `This file could not be checked (${(error as Error).name}). Look for very deep nesting or very long text.`),
      ],
    };
  }
}

/** The validated model, or an error listing every problem as `npm run validate` prints them. */
export function loadSiteOrThrow(root: string): SiteModel {
  const result = loadSite(root);
  if (!result.ok) {
    throw new Error(`The site config is invalid; run npm run validate:\n${result.problems.map(formatProblem).join('\n')}`);
  }
  return result.model;
}
