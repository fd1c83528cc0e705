import { z } from 'zod';

const SLUG_MESSAGE = 'Use lowercase letters, digits and hyphens, at most 60 characters, like cape-town';
export const slugSchema = z.string().regex(/^[a-z0-9-]{1,60}$/, SLUG_MESSAGE);

/**
 * `cities:` in site.config.yaml: slugs, one per line or in [...], and where splitting on hyphens
 * gives the wrong name, the slug with its display name:
 *   - johannesburg
 *   - kwa-thema: KwaThema
 */
export const citiesSchema = z
  .array(z.union([slugSchema, z.record(slugSchema, z.string().min(1).describe('How the city is written in headings, like KwaThema.'))]))
  .default([])
  .describe('City slugs prerendered for every {city} path, like johannesburg; write kwa-thema: KwaThema where the name is not the slug split on hyphens.');

/** The slugs in order, and the display names given for some of them. */
export function splitCities(entries: z.infer<typeof citiesSchema>): { cities: string[]; cityNames: Record<string, string> } {
  const cities: string[] = [];
  const cityNames: Record<string, string> = {};
  for (const entry of entries) {
    if (typeof entry === 'string') cities.push(entry);
    else
      for (const [slug, name] of Object.entries(entry)) {
        cities.push(slug);
        cityNames[slug] = name;
      }
  }
  return { cities, cityNames };
}
