/** A {city} or {product} slug: lowercase letters, digits and hyphens, at most 60 characters. */
export const SLUG_PATTERN = /^[a-z0-9-]{1,60}$/;

export function isValidSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug);
}

/** How the city text reads unless a language says otherwise: {name} is the city's name. */
export const DEFAULT_CITY_TEMPLATE = ' In {name}';

/**
 * The text a city slug adds to headings: "cape-town" gives " In Cape Town"; no slug gives "".
 * A display name from site.config.yaml wins ("kwa-thema: KwaThema" gives " In KwaThema");
 * otherwise words are split on hyphens and each is capitalised, as the spec says. Another
 * language brings its own names and `template` (" in {name}", decision 45).
 */
export function cityText(slug: string | undefined, names: Readonly<Record<string, string>> = {}, template = DEFAULT_CITY_TEMPLATE): string {
  if (slug && Object.hasOwn(names, slug)) return fillName(template, names[slug]!);
  const words = (slug ?? '').split('-').filter((word) => word !== '');
  if (words.length === 0) return '';
  return fillName(template, words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' '));
}

// A function replacement: a "$&" in a city name stays text.
const fillName = (template: string, name: string) => template.replaceAll('{name}', () => name);

/** Replace every {city} in a text with the city text. */
export function fillCity(text: string, city: string): string {
  return text.replaceAll('{city}', city);
}
