import type { Page } from '../../schemas/page';
import type { Site } from '../../schemas/site';

/** One page file after validation. */
export interface PageEntry {
  /** Path relative to the project root, like pages/solar.yaml. */
  file: string;
  /** The file name without .yaml (or .yml), used as the page's stable id. */
  id: string;
  page: Page;
}

/** A language as the site declares it (site.config.yaml languages:, decision 45). */
export interface Language {
  /** BCP 47 tag, like en or af. */
  tag: string;
  /** The language's name in itself, as the language switch shows it (Afrikaans, isiZulu). */
  name: string;
  /** Where its pages live: '' for the default language, like /af for another. */
  prefix: string;
}

/**
 * The site in one other language: the default's structure with the translation's texts
 * (decision 45). Pages keep their ids, order and unprefixed paths; the router adds the prefix.
 */
export interface LanguageEdition {
  language: Language;
  site: Site;
  pages: PageEntry[];
  /**
   * Where the default language's text is shown for want of a translation, by page id:
   * 'meta', 'header', 'footer' or a section's index in the page. The renderer marks those
   * with the default language's lang.
   */
  fallbacks: ReadonlyMap<string, ReadonlySet<'meta' | 'header' | 'footer' | number>>;
  /**
   * Ids of the pages with no translation file in this language (issue 54): they are not published
   * under its prefix, where their addresses redirect to the default language's page. Absent: all are translated.
   */
  untranslated?: readonly string[];
  /**
   * The translated texts of each translation file (site.yaml, pages/home.yaml), with whether the
   * default text changed since (issue 56), and how many texts the files leave in the default language.
   * For validate's summary and `translations --record`; the Worker does without (jsonSafeModel).
   */
  texts?: { files: ReadonlyMap<string, readonly TranslatedText[]>; missing: number };
}

export type TextState = 'current' | 'stale' | 'unrecorded';

/** A translated text, as the summary, the editor and `--record` see it (src/config/languages/made-from.ts). */
export interface TranslatedText {
  /** Place in the translation file, for a warning's line. */
  path: (string | number)[];
  key: string;
  /** The default text's fingerprint now. */
  fingerprint: string;
  /** The fingerprint made-from.yaml records, when it records one. */
  recorded?: string;
  state: TextState;
}

/** The whole validated site: what the renderer, prerender and server work from. */
export interface SiteModel {
  site: Site;
  pages: PageEntry[];
  /** The default language (en for a site that declares none). */
  language?: Language;
  /** Every other declared language; absent or empty on a one-language site. */
  editions?: LanguageEdition[];
}

type Problem = import('./problem').Problem;
/** warnings: valid YAML that is probably a mistake (npm run validate prints them; --strict fails on them). */
export type LoadResult =
  | { ok: true; model: SiteModel; warnings: Problem[]; sources: ReadonlyMap<string, import('./yaml-source').YamlSource> }
  | { ok: false; problems: Problem[]; warnings: Problem[] };
