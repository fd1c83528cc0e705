import type { SiteModel } from '../model';

/**
 * One line per other language for validate (issue 54): how many pages are translated, and which
 * are not published under its prefix (their addresses redirect to the default language's page).
 * One line, not a warning per page: an untranslated page is a state of the site, not a mistake.
 */
export function translatedSummary(model: Pick<SiteModel, 'pages' | 'language' | 'editions'>): string[] {
  const from = model.language?.name ?? 'English';
  return (model.editions ?? []).map(({ language, untranslated = [] }) => {
    const translated = model.pages.length - untranslated.length;
    const head = `${language.name} (${language.prefix}): ${translated} of ${model.pages.length} pages translated`;
    if (untranslated.length === 0) return `${head}.`;
    return `${head}; not published under ${language.prefix}, their addresses there redirect to ${from}: ${untranslated.join(', ')}.`;
  });
}
