import { z } from 'zod';
import { MEDIA, PAGE, text } from './fields';
import { HYDRATE_WHEN, type HydrateWhen } from './hydrate-when';

/** An image the page shows. Width and height are required so nothing shifts while it loads. */
export const imageSchema = z.strictObject({
  src: z.string().min(1).describe('Path of the image, for example /media/tender-1.svg.').meta(MEDIA),
  alt: text().describe('What the image shows, for screen readers. Use an empty string only for a decorative image.'),
  width: z.number().int().positive().describe('Width in pixels of the image file.'),
  height: z.number().int().positive().describe('Height in pixels of the image file.'),
});

/** A link to a page of this site (a route) or to a section on the same page (#contact). */
export const internalLinkSchema = z.strictObject({
  label: text().min(1).describe('Link text the visitor reads.'),
  to: z
    .string()
    .regex(/^(\/[^\s]*|#[a-z][a-z0-9-]*)$/, 'Must be a site path like /invest or a section anchor like #contact')
    .describe('A path of this site (/invest) or a section on the same page (#contact).')
    .meta(PAGE),
});

/** Text that may hold {city}: it is replaced by the city text (" In Cape Town") on city pages. */
export const cityTextSchema = text()
  .min(1)
  .describe(
    'Text shown to visitors. {city} is replaced by " In <City>" on city pages and by nothing elsewhere; {perMinute:cents} and other values from site.config.yaml are filled in too.',
  );

export const sectionIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'Section ids are lowercase words joined by hyphens, like contact or deals')
  .describe('Anchor id of the section, so links like #contact can scroll to it.');

export type Image = z.infer<typeof imageSchema>;
export type InternalLink = z.infer<typeof internalLinkSchema>;

/**
 * The `hydrate:` field every interactive block (island) has, with the default that suits the
 * block. Declared here once; the server writes it as data-hydrate on the island.
 */
export function hydrateSchema(byDefault: HydrateWhen) {
  return z
    .enum(HYDRATE_WHEN)
    .default(byDefault)
    .describe(
      `When the block starts answering in the browser (hydrates). visible: when it is on the screen, after a first scroll when it comes within 200 px of it, or when it is touched; idle: when it is on the screen and the browser is idle, or is touched (for blocks that only move by themselves); load: at once, on every page view (loads React with the page). Until then it shows its server HTML, and a choice or press made meanwhile still counts.`,
    );
}
