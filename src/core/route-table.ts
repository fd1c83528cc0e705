import type { Experiment } from '../../schemas/experiment';
import type { SiteModel } from '../config/model';
import { editionsOf, hasLanguages } from '../render/editions';

/** One page's addresses in one language, as the request core matches them. */
export interface Route {
  paths: string[];
  experiments?: Experiment[];
}

/**
 * What the request core knows of a site's addresses: plain data, so the Worker carries it baked in
 * (no YAML, zod or config loader) and the Node server builds the same from its model.
 */
export interface RouteTable {
  /** Each page of each language, in the model's order (the matcher's order). */
  routes: Route[];
  /** The other languages' prefixes (decision 45): an unknown path under one gets <prefix>/404.html. */
  languagePrefixes?: string[];
  /** The site's cities and products: a path whose slugs are all listed is made for anyone, without the per-visitor limit. */
  lists: { cities: string[]; products: string[] };
  /** The site's own places (places: in site.config.yaml), known besides the engine's (issue 60); absent: none. */
  places?: string[];
  /** The site's public address: cookies carry Secure when it is https. */
  publicUrl: string;
}

/** The route table of a site: every language's pages, their paths under its prefix (src/render/editions.ts). */
export function routeTable(model: Pick<SiteModel, 'site' | 'pages' | 'language' | 'editions'>): RouteTable {
  return {
    // What a request is answered with needs a page's paths and experiments; its text (the city's name) is the renderer's.
    routes: editionsOf(model).flatMap(({ pages }) =>
      pages.map(({ page }) => ({ paths: page.paths, ...(page.experiments ? { experiments: page.experiments } : {}) })),
    ),
    ...(hasLanguages(model) ? { languagePrefixes: (model.editions ?? []).map(({ language }) => language.prefix) } : {}),
    lists: { cities: model.site.cities, products: model.site.products },
    ...(model.site.places.length > 0 ? { places: model.site.places } : {}),
    publicUrl: model.site.publicUrl,
  };
}
