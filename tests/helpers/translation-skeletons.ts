import { expect } from 'vitest';
import { stringify } from 'yaml';
import { pageSchema } from '../../schemas/page';
import { siteFieldsSchema } from '../../schemas/site';
import { pageTranslationSchema, siteTranslationSchema } from '../../schemas/translation';
import { textsOf } from '../../src/config/languages/page-texts';
import type { LoadResult } from '../../src/config/model';
import { formatProblem } from '../../src/config/problem';

/** A site's languages: English and Afrikaans (/af), for a site.config.yaml that declares none. */
export const AFRIKAANS = 'languages:\n  default: { tag: en, name: English }\n  others:\n    - { tag: af, name: Afrikaans, prefix: /af }\n';

/** For each other language, a translation of every page and of the site that repeats every default text. */
export function skeletons(result: LoadResult): Record<string, string> {
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
  const { model } = result;
  const files: Record<string, string> = {};
  for (const language of model.editions!.map((edition) => edition.language)) {
    const site = textsOf(siteFieldsSchema, model.site);
    expect(siteTranslationSchema.safeParse(site).error?.issues ?? []).toEqual([]);
    files[`translations/${language.tag}/site.yaml`] = stringify(site);
    for (const entry of model.pages) {
      const { experiments: _notTranslated, ...page } = entry.page;
      const texts = textsOf(pageSchema, page);
      expect(pageTranslationSchema.safeParse(texts).error?.issues ?? [], entry.file).toEqual([]);
      files[`translations/${language.tag}/pages/${entry.id}.yaml`] = stringify(texts);
    }
  }
  return files;
}

/** The language problems and warnings (LE8xx) of a load. */
export const said = (result: LoadResult) => [...(result.ok ? [] : result.problems), ...result.warnings].map(formatProblem).filter((line) => /\[LE8\d\d\]$/.test(line));

