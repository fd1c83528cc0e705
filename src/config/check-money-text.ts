import { pageSchema } from '../../schemas/page';
import { siteSchema } from '../../schemas/site';
import { toCents } from '../lib/money';
import { moneyTexts, type MoneyText } from '../lib/money-text';
import { formatsFor } from '../lib/placeholders';
import { computeValues } from '../lib/value-sums';
import { mapBySchema, pathOf, type PathKey } from '../resolve/walk-schema';
import { siteTranslationFile } from './languages/file-names';
import type { Language, SiteModel } from './model';
import type { Problem } from './problem';
import type { YamlSource } from './yaml-source';

/** A legal text may quote an Act's amounts: it is warned about only where it repeats one of the site's values. */
const LEGAL = new Set(['legal-document']);
/** Keys of a translation file that are not texts: the section's type and id it repeats. */
const NOT_TEXT = new Set(['type', 'id']);

/**
 * Amounts of money written into texts (LE410), in the default language's files (texts by their
 * schema) and in every translation file (which holds texts only): each should be a value, which
 * the engine writes for each page's language. At the amount itself, with the placeholder to write.
 */
export function moneyTextWarnings(model: SiteModel, sources: ReadonlyMap<string, YamlSource>): Problem[] {
  const { values } = computeValues(model.site.values);
  const others = model.editions?.map((edition) => edition.language) ?? [];
  const warnings: Problem[] = [];

  const check = (source: YamlSource | undefined, path: PathKey[], text: string, blockType: string | undefined, language: Language | undefined) => {
    if (!source) return;
    const seen = new Set<string>();
    for (const money of moneyTexts(text)) {
      if (seen.has(money.text)) continue;
      seen.add(money.text);
      const names = Object.keys(values).filter((name) => toCents(values[name]!) === toCents(money.rand));
      if (blockType !== undefined && LEGAL.has(blockType) && names.length === 0) continue;
      warnings.push(source.problemAt(path, money.text, 'amountAsText', message(money, names, language ?? others[0], language !== undefined)));
    }
  };

  const sectionType = (sections: unknown, path: PathKey[]) => {
    const section = Array.isArray(sections) && typeof path[1] === 'number' ? (sections[path[1]] as { type?: unknown } | undefined) : undefined;
    return typeof section?.type === 'string' ? section.type : undefined;
  };
  const walkDefault = (file: string, schema: typeof siteSchema | typeof pageSchema, data: unknown, sections: (path: PathKey[]) => unknown) =>
    mapBySchema(schema, data, (value, field, at) => {
      if (field.kind === 'text' && typeof value === 'string' && /\d/.test(value)) {
        const path = pathOf(at);
        check(sources.get(file), path, value, sectionType(sections(path), path), undefined);
      }
      return value;
    });
  walkDefault('site.config.yaml', siteSchema, model.site, (path) => (path[0] === 'sharedSections' ? model.site.sharedSections : undefined));
  for (const entry of model.pages) walkDefault(entry.file, pageSchema, entry.page, (path) => (path[0] === 'sections' ? entry.page.sections : undefined));

  for (const language of others) {
    for (const [file, source] of sources) {
      // The texts: site.yaml and pages/ (not a record of what they were made from, or any other file there).
      if (file !== siteTranslationFile(language.tag) && !file.startsWith(`translations/${language.tag}/pages/`)) continue;
      const data = source.data as Record<string, unknown> | undefined;
      walkTexts(data, [], (path, text) => {
        const sections = path[0] === 'sections' || path[0] === 'sharedSections' ? data?.[path[0]] : undefined;
        check(source, path, text, sectionType(sections, path), language);
      });
    }
  }
  return warnings;
}

/** Every string of a translation file with its path, but the types and ids it repeats. */
function walkTexts(value: unknown, path: PathKey[], visit: (path: PathKey[], text: string) => void): void {
  if (typeof value === 'string') {
    if (!NOT_TEXT.has(String(path.at(-1)))) visit(path, value);
  } else if (Array.isArray(value)) value.forEach((item, i) => walkTexts(item, [...path, i], visit));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) walkTexts(item, [...path, key], visit);
}

/** What to write instead: the value that has the amount, or the value to add; how a language writes it. */
function message(money: MoneyText, names: string[], language: Language | undefined, inTranslation: boolean): string {
  const placeholder = (name: string) => `{${name}:${money.format}}`;
  const amount = String(money.rand);
  const shown = language ? ` (${language.name}: "${formatsFor(language.tag)[money.format](money.rand)}")` : '';
  const where = inTranslation ? "here and in the default page's text" : `here${language ? ' and in each translation' : ''}`;
  const head = `"${money.text}" is an amount written as text, so it reads the same in every language and stays behind when the price changes.`;
  if (names.length > 0) {
    return `${head} Write ${names.map(placeholder).join(' or ')} ${where}: values: in site.config.yaml has ${amount} as ${names.join(' and ')}, and the engine writes it for each page's language${shown}.`;
  }
  return `${head} Add it under values: in site.config.yaml with a comment saying what it is (like price: ${amount}), and write ${placeholder('price')} ${where}: the engine writes it for each page's language${shown}.`;
}
