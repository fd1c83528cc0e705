import { stringify } from 'yaml';
import { pageSchema } from '../schemas/page';
import { siteBlockExamples } from './docs/site-examples';
import type { PageEntry, SiteModel } from '../src/config/model';
import { formatProblem } from '../src/config/problem';
import { parseYaml } from '../src/config/yaml-source';
import { zodProblems } from '../src/config/zod-problems';
import type { SiteContent } from '../src/content/site-content';
import type { Assets } from '../src/render/document';
import { createResolver } from '../src/resolve/resolve-page';
import { renderMatch } from '../src/render/render-page';
import { cityText } from '../src/lib/city-text';

/** The dev server's page of every block type, rendered from its docs/blocks.md example. Never built. */
export const GALLERY_PATH = '/__blocks';

/**
 * Every example as one page, fitted to the site (its link templates and logo, siteBlockExamples),
 * with the site's first city so {city} shows what it does.
 */
export function renderBlockGallery(model: SiteModel, assets: Assets, content: SiteContent): string {
  const sections = Object.values(siteBlockExamples(model.site))
    .map((example) => stringify([example]).trim().replace(/^/gm, '  '))
    .join('\n');
  const text = `name: Every block\npaths: [${GALLERY_PATH}]\nmeta:\n  title: Every block{city}\n  description: Every block type, from docs/blocks.md.\nsharedSections: false\nsections:\n${sections}\n`;
  const { source, syntaxProblems } = parseYaml('docs/blocks.md', text);
  const result = pageSchema.safeParse(source.data);
  if (syntaxProblems.length > 0 || !result.success) {
    const problems = syntaxProblems.length > 0 ? syntaxProblems : zodProblems(result.error!.issues, source, pageSchema);
    throw new Error(`The block examples are invalid:\n${problems.map(formatProblem).join('\n')}`);
  }
  const entry: PageEntry = { file: 'docs/blocks.md', id: 'block-gallery', page: result.data };
  const [city] = model.site.cities;
  const match = { page: entry, pattern: GALLERY_PATH, path: GALLERY_PATH, params: city ? { city } : {}, city: cityText(city, model.site.cityNames) };
  return renderMatch(model.site, createResolver(model.site, content), match, assets);
}
