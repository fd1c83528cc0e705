import type { z } from 'zod';
import { pageSchema, type Page } from '../../../schemas/page';
import { siteFieldsSchema, type Site } from '../../../schemas/site';
import type { Language, LanguageEdition, PageEntry, SiteModel, TranslatedText } from '../model';
import { problemAt, type PathKey, type Problem } from '../problem';
import { yamlWarnings } from '../warnings';
import { parseCached } from '../parse-cache';
import type { YamlSource } from '../yaml-source';
import { zodProblems } from '../zod-problems';
import { mergeCityNames } from './city-names';
import { mergeTexts, TOP, type Translating } from './merge-texts';
import { readMadeFrom } from './made-from';
import { labelledSectionId } from '../../lib/id-slug';
import { madeFromFile, pageTranslationFile, siteTranslationFile } from './file-names';
import { DEFAULT_LANGUAGE } from '../../lib/default-language';

/** The default language and the others, as site.config.yaml declares them. */
export function languagesOf(site: Site): { language: Language; others: Language[] } {
  if (!site.languages) return { language: DEFAULT_LANGUAGE, others: [] };
  return { language: { ...site.languages.default, prefix: '' }, others: site.languages.others.map((other) => ({ ...other })) };
}

type Fallback = LanguageEdition['fallbacks'] extends ReadonlyMap<string, ReadonlySet<infer F>> ? F : never;

export interface EditionsResult {
  editions: LanguageEdition[];
  problems: Problem[];
  warnings: Problem[];
  /** The translation files read, for the editor and validate's json output. */
  sources: Map<string, YamlSource>;
}

/**
 * Every other language's edition: the default's site and pages with the texts of
 * translations/<tag>/ (decision 45). `files` are the translation files that exist.
 */
export function loadEditions(
  model: SiteModel,
  origins: ReadonlyMap<string, YamlSource>,
  files: readonly string[],
  readFile: (file: string) => string,
): EditionsResult {
  const out: EditionsResult = { editions: [], problems: [], warnings: [], sources: new Map() };
  const { language: from, others } = languagesOf(model.site);
  const siteOrigin = origins.get('site.config.yaml')!;
  const read = (file: string): YamlSource | undefined => {
    if (!files.includes(file)) return undefined;
    let text: string;
    try {
      text = readFile(file);
    } catch (error) {
      out.problems.push(
        problemAt(file, 1, 1, 'fileUnreadable', `Cannot read this file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`),
      );
      return undefined;
    }
    const { source, syntaxProblems } = parseCached(file, text);
    out.sources.set(file, source);
    out.problems.push(...syntaxProblems);
    out.warnings.push(...yamlWarnings(source));
    return syntaxProblems.length > 0 ? undefined : source;
  };

  others.forEach((language, index) => {
    const madeFrom = readMadeFrom(read(madeFromFile(language.tag)));
    out.problems.push(...madeFrom.problems);
    const texts = new Map<string, TranslatedText[]>();
    // `name`: the translated file within the language's folder (site.yaml, pages/home.yaml), as made-from.yaml names it.
    const translating = (source: YamlSource, origin: YamlSource, name: string, quiet = false): Translating => {
      const list: TranslatedText[] = [];
      if (!quiet) texts.set(name, list);
      return {
        source,
        origin,
        language,
        from,
        problems: out.problems,
        warnings: out.warnings,
        missing: [],
        quiet,
        madeFrom: madeFrom.records.get(name),
        texts: list,
      };
    };

    // The site's texts: navigation (header), footer, shared sections, not-found page, city text and names.
    const siteFile = siteTranslationFile(language.tag);
    const siteSource = read(siteFile);
    const siteT = translating(siteSource ?? siteOrigin, siteOrigin, 'site.yaml', !siteSource);
    const { cities, ...siteTexts } = topLevel(siteSource, siteT) ?? {};
    const merged = mergeTexts(siteFieldsSchema, model.site, siteSource ? siteTexts : undefined, TOP, siteT) as Site;
    const site: Site = { ...merged, cityNames: siteSource ? mergeCityNames(model.site, cities, siteT) : model.site.cityNames };
    if (siteSource) {
      const { cityNames: _split, ...fields } = merged;
      out.problems.push(...stillValid(siteFieldsSchema, fields, siteSource));
    }
    if (!siteSource && !files.includes(siteFile)) {
      out.warnings.push(
        siteOrigin.problem(
          ['languages', 'others', index, 'tag'],
          'pageNotTranslated',
          `${siteFile} does not exist, so the navigation, footer and not-found page show in ${from.name} under ${language.prefix}. Create it with the texts of site.config.yaml in ${language.name}.`,
        ),
      );
    }

    const pages: PageEntry[] = [];
    const fallbacks = new Map<string, Set<Fallback>>();
    const untranslated: string[] = [];
    let pageMissing = 0;
    for (const entry of model.pages) {
      const file = pageTranslationFile(language.tag, entry.id);
      const origin = origins.get(entry.file)!;
      const source = read(file);
      const t = translating(source ?? origin, origin, `pages/${entry.id}.yaml`, !source);
      const { experiments: _defaultOnly, ...base } = entry.page;
      const texts = topLevel(source, t);
      if (texts && 'experiments' in texts) {
        out.problems.push(
          t.source.problem(
            ['experiments'],
            'notATextToTranslate',
            `experiments are not translated: they run in ${from.name} only, and the ${language.name} page is always the page as written. Delete them here.`,
          ),
        );
      }
      const { experiments: _ignored, ...pageTexts } = texts ?? {};
      const page = mergeTexts(pageSchema, base, source ? pageTexts : undefined, TOP, t) as Page;
      if (source) out.problems.push(...stillValid(pageSchema, page, source));
      if (source) pageMissing += t.missing.length;
      // No file: not published in this language (validate sums these up per language, one line).
      if (!source && !files.includes(file)) untranslated.push(entry.id);
      pages.push({ ...entry, page: keepSectionIds(base, page) });
      const marks = new Set<Fallback>([...pageMarks(t.missing), ...siteMarks(siteT.missing, entry.page)]);
      if (marks.size > 0) fallbacks.set(entry.id, marks);
    }
    const missing = (siteSource ? siteT.missing.length : 0) + pageMissing;
    out.editions.push({ language, site, pages, fallbacks, untranslated, texts: { files: texts, missing } });
  });
  return out;
}

/**
 * The merged page (or site) checked by its schema again: a translated text has the rules of its
 * field (a description of at most 300 characters, a highlight that names one of the columns).
 * Located in the translation file, where the texts came from.
 */
function stillValid(schema: z.ZodType, merged: unknown, source: YamlSource): Problem[] {
  const result = schema.safeParse(merged);
  return result.success ? [] : zodProblems(result.error.issues, { ...source, data: merged }, schema);
}

/** The translation file's mapping; a file that is empty translates nothing yet. */
function topLevel(source: YamlSource | undefined, t: Translating): Record<string, unknown> | undefined {
  if (!source) return undefined;
  const data = source.data ?? {};
  if (typeof data === 'object' && !Array.isArray(data)) return data as Record<string, unknown>;
  t.problems.push(
    source.problem(
      [],
      'translationForm',
      `A translation file holds keys, like meta: and sections: (or nav: and footer: in site.yaml), not ${Array.isArray(data) ? 'a list' : 'a single text'}.`,
    ),
  );
  return {};
}

/** Where a page shows default text: its meta, or a section by index. */
function pageMarks(missing: readonly PathKey[][]): Fallback[] {
  return missing.flatMap((path): Fallback[] => {
    if (path[0] === 'meta') return ['meta'];
    if (path[0] === 'sections' && typeof path[1] === 'number') return [path[1]];
    return [];
  });
}

/** The site's missing texts on one page: header, footer, and a shared section as sections.length + its index. */
function siteMarks(missing: readonly PathKey[][], page: Page): Fallback[] {
  return missing.flatMap((path): Fallback[] => {
    if (path[0] === 'nav' || path[0] === 'brand') return ['header'];
    if (path[0] === 'footer') return ['footer'];
    if (path[0] === 'sharedSections' && typeof path[1] === 'number' && page.sharedSections) return [page.sections.length + path[1]];
    return [];
  });
}

/** Sections named after their label keep the default page's name, so a link to `#id` reaches them in every language. */
function keepSectionIds(base: Pick<Page, 'sections'>, page: Page): Page {
  const sections = page.sections.map((section, i) => {
    const from = base.sections[i];
    return from && 'label' in from && typeof from.label === 'string' ? { ...section, id: labelledSectionId(from) } : section;
  });
  return { ...page, sections };
}
