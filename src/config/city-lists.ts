import type { Site } from '../../schemas/site';
import type { SiteModel } from './model';

/**
 * The model with other city and product lists, in every language: each edition has a site (and
 * city list) of its own, so changing the default's alone would still build every city in the
 * others. For the tests and the bench, which build the site with fewer or made-up cities.
 */
export function withCityLists(model: SiteModel, lists: Partial<Pick<Site, 'cities' | 'products'>>): SiteModel {
  const changed = (site: Site): Site => ({ ...site, ...lists });
  return {
    ...model,
    site: changed(model.site),
    ...(model.editions ? { editions: model.editions.map((edition) => ({ ...edition, site: changed(edition.site) })) } : {}),
  };
}
