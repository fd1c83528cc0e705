import { engineOwner, ownedWords, pagePathProblem } from '../routes/engine-paths';
import type { SiteModel } from './model';
import type { Problem } from './problem';
import type { YamlSource } from './yaml-source';

/**
 * Page paths that are not clean or that the engine keeps for itself (issue 57), at the path in the
 * page's paths:, and language prefixes the engine keeps, at the prefix: every page of that language
 * would live under it. The editor's page creation and saves load the site, so they refuse the same.
 */
export function checkPagePaths(model: SiteModel, sources: Map<string, YamlSource>): Problem[] {
  const pages = model.pages.flatMap((entry) =>
    entry.page.paths.flatMap((path, index) => {
      const message = pagePathProblem(path);
      return message ? [sources.get(entry.file)!.problem(['paths', index], 'reservedPath', message)] : [];
    }),
  );
  const prefixes = (model.site.languages?.others ?? []).flatMap(({ prefix, name, tag }, index) => {
    const owner = engineOwner(prefix);
    if (!owner) return [];
    const message = `The prefix ${prefix} of ${name} ${ownedWords(prefix, owner)}. Give the language another prefix, like /${tag.toLowerCase()}.`;
    return [sources.get('site.config.yaml')!.problem(['languages', 'others', index, 'prefix'], 'reservedPath', message)];
  });
  return [...pages, ...prefixes];
}
