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

/** The whole validated site: what the renderer, prerender and server work from. */
export interface SiteModel {
  site: Site;
  pages: PageEntry[];
}

type Problem = import('./problem').Problem;
/** warnings: valid YAML that is probably a mistake (npm run validate prints them; --strict fails on them). */
export type LoadResult =
  | { ok: true; model: SiteModel; warnings: Problem[]; sources: ReadonlyMap<string, import('./yaml-source').YamlSource> }
  | { ok: false; problems: Problem[]; warnings: Problem[] };
