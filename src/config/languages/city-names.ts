import type { Site } from '../../../schemas/site';
import { knownPlaces } from '../../lib/city-text';
import { didYouMean } from '../../lib/did-you-mean';
import type { Translating } from './merge-texts';

/**
 * cities: in translations/<tag>/site.yaml: the names of the site's cities in that language, by slug
 * (cape-town: Kaapstad). A city not named here keeps its name of site.config.yaml.
 */
export function mergeCityNames(site: Site, names: unknown, t: Translating): Record<string, string> {
  if (names === undefined) return site.cityNames;
  if (names === null || typeof names !== 'object' || Array.isArray(names)) {
    t.problems.push(
      t.source.problem(
        ['cities'],
        'translationForm',
        `Write each city's ${t.language.name} name after its slug, one a line, like ${site.cities[0] ?? 'cape-town'}: <name>.`,
      ),
    );
    return site.cityNames;
  }
  const out = { ...site.cityNames };
  for (const [slug, name] of Object.entries(names)) {
    if (!site.cities.includes(slug) && !site.places.includes(slug) && !knownPlaces().has(slug)) {
      const { line, col } = t.source.locateKey(['cities'], slug);
      t.problems.push({
        ...t.source.problem(
          ['cities', slug],
          'translatedCityUnknown',
          `site.config.yaml has no city or place "${slug}" under cities: or places:, and it is not a South African place the engine knows.${didYouMean(slug, site.cities)} Name the cities and places it lists, by their slug.`,
        ),
        line,
        col,
      });
    } else if (typeof name !== 'string' || name.trim() === '') {
      t.problems.push(
        t.source.problem(
          ['cities', slug],
          'translationForm',
          `Write the ${t.language.name} name of ${slug} as a text, like ${slug}: ${site.cityNames[slug] ?? slug}.`,
        ),
      );
    } else out[slug] = name;
  }
  return out;
}
