import { zaPlaces } from './za-places';

/** A {city} or {product} slug: lowercase letters, digits and hyphens, at most 60 characters. */
const SLUG_PATTERN = /^[a-z0-9-]{1,60}$/;

export function isValidSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug);
}

/** How the city text reads unless a language says otherwise: {name} is the city's name. */
const DEFAULT_CITY_TEMPLATE = ' In {name}';

/**
 * The text a city slug adds to headings: "cape-town" gives " In Cape Town"; no slug gives "".
 * A display name from site.config.yaml wins ("kwa-thema: KwaThema" gives " In KwaThema"), then
 * the engine's name of a South African place ("mthatha" gives " In Mthatha"); otherwise words are
 * split on hyphens and each is capitalised, as the spec says (a listed city with no name). A slug
 * the site does not know never gets here: the request core redirects it (issue 60). Another
 * language brings its own names and `template` (" in {name}", decision 45).
 */
export function cityText(slug: string | undefined, names: Readonly<Record<string, string>> = {}, template = DEFAULT_CITY_TEMPLATE): string {
  if (slug && Object.hasOwn(names, slug)) return fillName(template, names[slug]!);
  const place = slug ? knownPlaces().get(slug) : undefined;
  if (place !== undefined) return fillName(template, place);
  const words = (slug ?? '').split('-').filter((word) => word !== '');
  if (words.length === 0) return '';
  return fillName(template, words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' '));
}

// A function replacement: a "$&" in a city name stays text.
const fillName = (template: string, name: string) => template.replaceAll('{name}', () => name);

let places: Map<string, string> | undefined;
/** The engine's South African places (src/lib/za-places.ts), made once. */
export const knownPlaces = (): ReadonlyMap<string, string> => (places ??= zaPlaces());
