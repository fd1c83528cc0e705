import type { SiteModel } from '../model';
import type { Problem } from '../problem';
import type { YamlSource } from '../yaml-source';
import { checkPrefixes } from './check-prefixes';
import { languagesOf, loadEditions } from './load-editions';
import { translationFiles, unreadTranslations } from './translation-files';

/**
 * The languages of a valid site (decision 45): the default one, and each other one's edition
 * merged from translations/<tag>/. A site that declares none is in English with no editions, and
 * reads nothing more. The translation files' sources join `sources`.
 */
export function loadLanguages(
  root: string,
  model: SiteModel,
  sources: Map<string, YamlSource>,
  readFile: (file: string) => string,
  extraFiles: readonly string[],
): { model: SiteModel; problems: Problem[]; warnings: Problem[] } {
  const { language, others } = languagesOf(model.site);
  const files = translationFiles(root, extraFiles);
  const problems = [
    ...checkPrefixes(model, sources.get('site.config.yaml')!),
    ...unreadTranslations(files, language, others, model.pages, model.site.languages !== undefined),
  ];
  const editions = loadEditions(model, sources, files, readFile);
  for (const [file, source] of editions.sources) sources.set(file, source);
  return { model: { ...model, language, editions: editions.editions }, problems: [...problems, ...editions.problems], warnings: editions.warnings };
}
