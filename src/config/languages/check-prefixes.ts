import { createMatcher } from '../../routes/match';
import type { SiteModel } from '../model';
import type { Problem } from '../problem';
import type { YamlSource } from '../yaml-source';
import { languagesOf } from './load-editions';

/** A language prefix no page answers at or under: otherwise that page could never be reached. */
export function checkPrefixes(model: SiteModel, siteSource: YamlSource): Problem[] {
  const matcher = createMatcher(model.pages.map((entry) => ({ page: entry, paths: entry.page.paths })));
  return languagesOf(model.site).others.flatMap(({ prefix, name }, index) => {
    const clash = model.pages.flatMap((entry) =>
      entry.page.paths.filter((p) => p.toLowerCase() === prefix || p.toLowerCase().startsWith(`${prefix}/`)).map((p) => `${p} (${entry.file})`),
    );
    // A {city} path like /{city} answers the prefix too.
    const matched = matcher(prefix);
    if (clash.length === 0 && matched) clash.push(`${prefix} (${matched.page.file})`);
    if (clash.length === 0) return [];
    return [
      siteSource.problem(
        ['languages', 'others', index, 'prefix'],
        'prefixIsPagePath',
        `The prefix ${prefix} of ${name} is also a page's path: ${clash.join(', ')}. Every path under ${prefix} is a page in ${name}, so pick another prefix or change that path.`,
      ),
    ];
  });
}
