import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { parse, stringify } from 'yaml';
import { configFiles, PAGES_DIR, SITE_FILE } from '../../src/config/load';
import { isRecord } from './edits';
import { skeleton } from './translation-texts';
import { pageTranslationFile } from '../../src/config/languages/file-names';

/**
 * The translation files the editor reads and writes (decision 45): translations/<tag>/pages/<page>.yaml
 * for each language site.config.yaml declares besides the default and each page file. A file not
 * written yet is offered as its skeleton (the page's section types) and created on the first save.
 */

export interface EditorLanguage {
  tag: string;
  name: string;
  prefix: string;
}

const TRANSLATION_PAGE = /^translations\/([^/\\]+)\/pages\/([a-zA-Z0-9_-][^/\\]*)\.yaml$/;

/** The languages besides the default, as site.config.yaml declares them (nothing when it cannot be read). */
export function otherLanguages(root: string): EditorLanguage[] {
  let config: unknown;
  try {
    config = parse(readFileSync(join(root, SITE_FILE), 'utf8'));
  } catch {
    return [];
  }
  const others = isRecord(config) && isRecord(config.languages) && Array.isArray(config.languages.others) ? config.languages.others : [];
  return others.flatMap((entry) => {
    if (!isRecord(entry) || typeof entry.tag !== 'string' || !/^[A-Za-z0-9-]+$/.test(entry.tag)) return [];
    return [
      {
        tag: entry.tag,
        name: typeof entry.name === 'string' ? entry.name : entry.tag,
        prefix: typeof entry.prefix === 'string' ? entry.prefix : `/${entry.tag}`,
      },
    ];
  });
}

/** The page file of the site's default language that a translation file translates. */
export function translatedPage(root: string, file: string): string | undefined {
  const match = TRANSLATION_PAGE.exec(file);
  if (!match || file.includes('..') || !otherLanguages(root).some((language) => language.tag === match[1])) return undefined;
  return configFiles(root).find((page) => page === `${PAGES_DIR}/${match[2]}.yaml` || page === `${PAGES_DIR}/${match[2]}.yml`);
}

/** Every translation file the editor offers: each declared language times each page. */
export function translationFiles(root: string): string[] {
  const pages = configFiles(root).filter((file) => file !== SITE_FILE);
  return otherLanguages(root).flatMap((language) => pages.map((page) => pageTranslationFile(language.tag, page)));
}

/**
 * Whether a translation file not written yet may be created: the nearest folder of it that exists,
 * followed through any link, is inside the site folder (a translations/ linked elsewhere is refused).
 */
export function mayCreate(root: string, file: string): boolean {
  let folder = dirname(join(root, file));
  while (!existsSync(folder)) folder = dirname(folder);
  try {
    const site = realpathSync(root);
    const real = realpathSync(folder);
    return real === site || real.startsWith(site + sep);
  } catch {
    return false;
  }
}

/**
 * The page's schema line, for its translation: the translation schema, two folders further up
 * (translations/<tag>/pages/ is two deeper than pages/), so VS Code checks the translation as it does the page.
 */
function schemaLine(page: string): string {
  const match = /^# yaml-language-server: \$schema=(\S*\/)page\.schema\.json\n/.exec(page);
  if (!match) return '';
  const folder = match[1]!.startsWith('.') ? `../../${match[1]}` : match[1];
  return `# yaml-language-server: $schema=${folder}page-translation.schema.json\n`;
}

/** What a translation file not written yet starts as: a comment naming it, and the page's section types. */
export function skeletonText(root: string, file: string): string {
  const page = translatedPage(root, file)!;
  const tag = TRANSLATION_PAGE.exec(file)![1]!;
  const language = otherLanguages(root).find((entry) => entry.tag === tag)!;
  const text = readFileSync(join(root, page), 'utf8');
  return `${schemaLine(text)}# The ${language.name} texts of ${page}: only texts; links, prices, pictures and the order of sections come from ${page}.\n${stringify(skeleton(parse(text)), { lineWidth: 0 })}`;
}
