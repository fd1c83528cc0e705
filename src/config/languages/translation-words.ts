import type { PathKey, Problem } from '../problem';
import { formatPath } from '../problem';
import type { YamlSource } from '../yaml-source';
import type { Language } from '../model';
import type { TranslatedText } from '../model';

// The words of merge-texts.ts's messages: where the default's text is, what to add, how to quote it.

/**
 * Where a text is: in the translation file (`tr`, where problems point), in the default file
 * (`base`, what "comes from" quotes and what is missing), and by identity (`key`: a section by its
 * id or type, not its place) for the record of what each translation was made from. The three
 * differ once sections are paired by id (issue 56).
 */
export interface Where {
  tr: PathKey[];
  base: PathKey[];
  key: string[];
}

/** One translation file being merged into its default file: where problems go, and what is missing. */
export interface Translating {
  /** The translation file (translations/af/pages/home.yaml). */
  source: YamlSource;
  /** The default file it translates (pages/home.yaml), for "comes from" and quotes. */
  origin: YamlSource;
  language: Language;
  /** The default language. */
  from: Language;
  problems: Problem[];
  warnings: Problem[];
  /** Paths (in the default file) of texts shown in the default language. */
  missing: PathKey[][];
  /** Record missing texts without a warning each (a whole section or file is said once). */
  quiet?: boolean;
  /** What this file's texts were translated from, by text key (made-from.ts). */
  madeFrom?: ReadonlyMap<string, string> | undefined;
  /** Where each translated text is recorded with its state; absent, nothing is recorded. */
  texts?: TranslatedText[];
}

export function notText(path: PathKey[], t: Translating, base: unknown): Problem {
  const key = path.at(-1);
  if (typeof key === 'number') {
    // An item of a list keeps its place: it is written as in the default.
    return t.source.problem(
      path,
      'notATextToTranslate',
      `This item is not a text: it comes from ${t.origin.file} and is the same in every language. Write it as it is there, ${JSON.stringify(base)}, so the items after it keep their places.`,
    );
  }
  return t.source.problem(
    path,
    'notATextToTranslate',
    `${key ?? 'This'} is not a text: it comes from ${t.origin.file} and is the same in every language, so a translation does not repeat it. Delete it here; change it in ${t.origin.file} if it must change.`,
  );
}

export function stale(path: PathKey[], t: Translating): Problem {
  return t.source.problem(
    path,
    'staleTranslation',
    `${t.origin.file} has no text at ${formatPath(path)}, so this translation is not shown. Delete it, or move it to where its text now is.`,
  );
}

/** pages/home.yaml:12, where the default's text is. */
export function at(origin: YamlSource, path: PathKey[]): string {
  return `${origin.file}:${origin.locate(path).line}`;
}

/** "heading: under sections[1]", or for a top-level key just "title:". */
export function addHint(path: PathKey[]): string {
  const key = path.at(-1);
  const parent = path.slice(0, -1);
  const name = typeof key === 'string' ? `${key}:` : `item ${Number(key) + 1}`;
  return parent.length === 0 ? name : `${name} under ${formatPath(parent)}`;
}

export function quote(text: unknown): string {
  const value = String(text);
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
}

export function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'nothing';
  return typeof value === 'string' ? `the text ${quote(value)}` : `${typeof value} ${String(value)}`;
}
