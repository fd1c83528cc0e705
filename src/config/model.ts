import type { Page } from '../../schemas/page';
import type { Site } from '../../schemas/site';

/** One page file after validation. */
export interface PageEntry {
  /** Path relative to the project root, like pages/invest.yaml. */
  file: string;
  /** The file name without .yaml, used as the page's stable id. */
  id: string;
  page: Page;
}

/** The whole validated site: what the renderer, prerender and server work from. */
export interface SiteModel {
  site: Site;
  pages: PageEntry[];
}

export type LoadResult = { ok: true; model: SiteModel } | { ok: false; problems: import('./problem').Problem[] };
