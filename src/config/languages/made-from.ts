import { createHash } from 'node:crypto';
import { stringify } from 'yaml';
import type { YamlSource } from '../yaml-source';
import type { TextState, TranslatedText } from '../model';
import { at, quote, type Translating, type Where } from './translation-words';
import { isRecord } from '../../lib/is-record';

/**
 * What each translated text was made from (issue 56, gettext's "fuzzy"): a short fingerprint of the
 * default text it translates, kept per language in translations/<tag>/made-from.yaml, by file and
 * by the text's place named by section id or type (so moving a section keeps its record). When
 * the default text changes, validate warns at the translation's line until someone checks it and
 * records it again (`landing-engine translations --record <tag> --stale`, or a save in the editor).
 */

/** Where a text is, by identity: sections.construction-finance.paragraphs.0 */
const textKey = (where: Pick<Where, 'key'>) => where.key.join('.');

/** Eight hex digits of the text's SHA-256, its spacing folded (a reflowed paragraph is the same text). */
export function fingerprint(text: string): string {
  return createHash('sha256').update(text.replace(/\s+/g, ' ').trim()).digest('hex').slice(0, 8);
}

/** Every record of a language: by translated file (pages/home.yaml, site.yaml), then by text key. */
export type MadeFrom = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** Records of one language's made-from.yaml; problems of its form are said at its lines. */
export function readMadeFrom(source: YamlSource | undefined): { records: MadeFrom; problems: ReturnType<YamlSource['problem']>[] } {
  const records = new Map<string, Map<string, string>>();
  const problems: ReturnType<YamlSource['problem']>[] = [];
  if (!source || source.data === null || source.data === undefined) return { records, problems };
  const form = `made-from.yaml holds, for each translated file (pages/home.yaml:), its texts' places and fingerprints (meta.title: 1a2b3c4d). It is written by landing-engine translations --record; delete it and record again if it was damaged.`;
  if (!isRecord(source.data)) return { records, problems: [source.problem([], 'translationForm', form)] };
  for (const [file, entries] of Object.entries(source.data)) {
    if (!isRecord(entries)) {
      problems.push(source.problem([file], 'translationForm', form));
      continue;
    }
    const map = new Map<string, string>();
    for (const [key, value] of Object.entries(entries)) {
      if (typeof value === 'string' && /^[0-9a-f]{8}$/.test(value)) map.set(key, value);
      else problems.push(source.problem([file, key], 'translationForm', form));
    }
    records.set(file, map);
  }
  return { records, problems };
}

/** Records a translated text's state on `t`, and warns when its default text changed since it was translated. */
export function checkMadeFrom(base: string, where: Where, t: Translating): void {
  if (!t.texts) return;
  const key = textKey(where);
  const now = fingerprint(base);
  const recorded = t.madeFrom?.get(key);
  const state: TextState = recorded === undefined ? 'unrecorded' : recorded === now ? 'current' : 'stale';
  t.texts.push({ path: where.tr, key, fingerprint: now, state, ...(recorded === undefined ? {} : { recorded }) });
  if (state === 'stale') {
    t.warnings.push(
      t.source.problem(
        where.tr,
        'translationOutdated',
        `The ${t.from.name} text this translates has changed since it was translated: ${at(t.origin, where.base)} now reads ${quote(base)}. Check this ${t.language.name} text against it and change it if needed, then record it as checked: npx landing-engine translations --record ${t.language.tag} --stale.`,
      ),
    );
  }
}

/**
 * The made-from.yaml of a language with each text's fingerprint as `record` chooses it (the one
 * recorded before, the default text's now, or none). Records of texts no longer translated are dropped.
 */
export function recordedText(
  name: string,
  texts: ReadonlyMap<string, readonly TranslatedText[]>,
  record: (text: TranslatedText, file: string) => string | undefined,
): string {
  const out: Record<string, Record<string, string>> = {};
  for (const [file, list] of [...texts].sort(([a], [b]) => a.localeCompare(b))) {
    const kept: Record<string, string> = {};
    for (const text of list) {
      const fingerprint = record(text, file);
      if (fingerprint !== undefined) kept[text.key] = fingerprint;
    }
    if (Object.keys(kept).length > 0) out[file] = kept;
  }
  const head = `# What each ${name} text was translated from: a fingerprint of the default language's text, by file and\n# place (a section by its id or type). Written by landing-engine translations --record and by the editor\n# when a text is saved; validate warns when a default text changes after (docs/translations.md).\n`;
  return head + stringify(out, { lineWidth: 0 });
}

/** `--record`: every text with no record gets one; a stale one keeps its old record unless `stale` (someone checked it). */
export const recordNew = (stale: boolean) => (text: TranslatedText) => (text.state === 'stale' && !stale ? text.recorded : text.fingerprint);
