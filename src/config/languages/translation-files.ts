import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { didYouMean, editDistance } from '../../lib/did-you-mean';
import type { Language, PageEntry } from '../model';
import { problemAt, type Problem } from '../problem';

import { PAGE_FILE as YAML, TRANSLATIONS_DIR } from './file-names';

/** Every file under translations/ (relative to root, sorted), plus `extra` (tests' files that are not on disk). */
export function translationFiles(root: string, extra: readonly string[] = []): string[] {
  const found: string[] = [];
  const walk = (dir: string, depth: number) => {
    let entries;
    try {
      entries = readdirSync(join(root, dir), { withFileTypes: true });
    } catch {
      return; // No translations/ folder: a site in one language.
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory() && depth < 3) walk(path, depth + 1);
      else found.push(path);
    }
  };
  walk(TRANSLATIONS_DIR, 1);
  return [...new Set([...found, ...extra.filter((file) => file.startsWith(`${TRANSLATIONS_DIR}/`))])].sort();
}

/**
 * Files under translations/ that nothing reads: a folder of a language that is not declared, a
 * file for no page, anything besides site.yaml and pages/<page>.yaml. Said, never silently skipped.
 */
export function unreadTranslations(
  files: readonly string[],
  language: Language,
  others: readonly Language[],
  pages: readonly PageEntry[],
  declaresAny: boolean,
): Problem[] {
  const tags = others.map((language) => language.tag);
  const ids = pages.map((entry) => entry.id);
  const undeclared = new Set<string>();
  const problems: Problem[] = [];
  for (const file of files) {
    const [, tag, ...rest] = file.split('/');
    if (rest.length === 0) {
      problems.push(
        problemAt(
          file,
          1,
          1,
          'translationForNoPage',
          `This file is not read: ${TRANSLATIONS_DIR}/ holds one folder per language, like ${TRANSLATIONS_DIR}/${tags[0] ?? 'af'}/. Move it into one, or delete it.`,
        ),
      );
      continue;
    }
    if (!tags.includes(tag!)) {
      if (undeclared.has(tag!)) continue;
      undeclared.add(tag!);
      if (declaresAny && tag === language.tag) {
        problems.push(
          problemAt(
            `${TRANSLATIONS_DIR}/${tag}`,
            1,
            1,
            'languageNotDeclared',
            `${language.name} (${tag}) is the default language: its texts are in pages/ and site.config.yaml, so this folder is not read. Move its texts there, or delete it.`,
          ),
        );
        continue;
      }
      const declare = declaresAny
        ? `Declare it under languages: others in site.config.yaml, or rename the folder.${closeTag(tag!, tags)}`
        : 'site.config.yaml declares no languages: add languages: with a default and this one under others (docs/decisions/45-languages.md), or delete the folder.';
      problems.push(
        problemAt(
          `${TRANSLATIONS_DIR}/${tag}`,
          1,
          1,
          'languageNotDeclared',
          `The language "${tag}" of this folder is not declared, so none of its translations is shown. ${declare}`,
        ),
      );
      continue;
    }
    const name = rest.join('/');
    if (name === 'site.yaml' || name === 'made-from.yaml') continue;
    const page = rest.length === 2 && rest[0] === 'pages' && YAML.test(rest[1]!) ? rest[1]!.replace(YAML, '') : undefined;
    if (page !== undefined && rest[1] === `${page}.yaml` && ids.includes(page)) continue;
    if (page !== undefined && ids.includes(page)) {
      problems.push(problemAt(file, 1, 1, 'translationForNoPage', `This file is not read: a translation is named like its page, ${page}.yaml. Rename it.`));
      continue;
    }
    const hint =
      page === undefined
        ? ` A language's folder holds site.yaml, pages/<page>.yaml and made-from.yaml.`
        : `${didYouMean(page, ids)} Its name is the page's file name: ${ids.map((id) => `${id}.yaml`).join(', ')}.`;
    problems.push(
      problemAt(file, 1, 1, 'translationForNoPage', `This file is not read: no page of pages/ is "${page ?? name}".${hint} Rename it, or delete it.`),
    );
  }
  return problems;
}

/** Tags are two or three letters: any other tag is within two edits, so only one edit away is a likely typo. */
function closeTag(tag: string, tags: readonly string[]): string {
  const hit = tags.find((other) => editDistance(tag.toLowerCase(), other.toLowerCase()) <= 1);
  return hit === undefined ? '' : ` Did you mean "${hit}"?`;
}
