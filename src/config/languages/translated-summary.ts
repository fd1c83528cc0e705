import type { LanguageEdition, SiteModel } from '../model';

/**
 * One line per other language for validate (issue 54): how many pages are translated, and which
 * are not published under its prefix (their addresses redirect to the default language's page).
 * One line, not a warning per page: an untranslated page is a state of the site, not a mistake.
 * Then the texts of the files that exist (issue 56): translated, stale (the default text changed
 * since), missing, and those with no record of what they were made from.
 */
export function translatedSummary(model: Pick<SiteModel, 'pages' | 'language' | 'editions'>): string[] {
  const from = model.language?.name ?? 'English';
  return (model.editions ?? []).map(({ language, untranslated = [], texts }) => {
    const translated = model.pages.length - untranslated.length;
    const head = `${language.name} (${language.prefix}): ${translated} of ${model.pages.length} pages translated`;
    const pages =
      untranslated.length === 0
        ? `${head}.`
        : `${head}; not published under ${language.prefix}, their addresses there redirect to ${from}: ${untranslated.join(', ')}.`;
    return texts && texts.files.size > 0 ? `${pages} ${textCounts(texts, language.tag, from)}` : pages;
  });
}

/** "Texts: 120 translated, 1 stale, 0 missing." and what to do about texts with no record. */
export function textCounts(texts: NonNullable<LanguageEdition['texts']>, tag: string, from: string): string {
  const all = [...texts.files.values()].flat();
  const stale = all.filter((text) => text.state === 'stale').length;
  const unrecorded = all.filter((text) => text.state === 'unrecorded').length;
  const line = `Texts: ${all.length} translated, ${stale} stale, ${texts.missing} missing.`;
  if (unrecorded === 0) return line;
  return `${line} ${unrecorded} ${unrecorded === 1 ? 'has' : 'have'} no record of the ${from} text ${unrecorded === 1 ? 'it was' : 'they were'} made from: once checked, record them (landing-engine translations --record ${tag}) so validate notices when ${from} changes.`;
}
