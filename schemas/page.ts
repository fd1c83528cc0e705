import { z } from 'zod';
import { blockSchema } from './blocks/index';
import { experimentSchema } from './experiment';
import { amount, MEDIA, RESOLVE, text } from './fields';

/** A route pattern: literal path with optional {city} and {product} placeholders. */
export const pathPatternSchema = z
  .string()
  .regex(/^\/([A-Za-z0-9._-]|\{city\}|\{product\}|\/)*$/, 'Paths start with / and hold letters, digits, . _ - and the placeholders {city} or {product}')
  .meta({ [RESOLVE]: 'path' })
  .describe('A path this page answers, like /tender-finance, /tender-finance/{city} or /tender-finance-in-{city}.');

/** A price a page states, given to search engines as a schema.org Offer in the page's JSON-LD. */
export const offerSchema = z
  .strictObject({
    name: text().min(1).describe('What is sold at this price, like "Team 3x phone plan setup" or "Bakkie hire".'),
    price: amount(z.number().nonnegative()).describe(
      'The price in rand as a number, like 450 or 199.5 (no R, no spaces), or the name of a value from site.config.yaml, like setupLite.',
    ),
    currency: z.literal('ZAR').default('ZAR').describe('Currency of the price; the site sells in rand (ZAR).'),
  })
  .describe('A price stated on the page, for search results.');

export const pageMetaSchema = z.strictObject({
  title: text().min(1).describe('Page title; the site title template appends the brand. {city} and values allowed.'),
  description: text().min(1).max(300).describe('Search-result description, one or two sentences. {city} and values allowed.'),
  keywords: z.array(text()).default([]).describe('Keywords for the keywords meta tag.'),
  image: z.string().optional().describe('Share image path for Open Graph; the site default is used when absent.').meta(MEDIA),
  offers: z
    .array(offerSchema)
    .default([])
    .describe(
      'Prices this page states (phone plans, bakkie hire), repeated here so search engines can show them. Name a value from site.config.yaml (price: setupLite) to keep them equal to the prices in the sections.',
    ),
});

export const pageSchema = z
  .strictObject({
    name: z.string().min(1).describe('Short name of the page for the team, like "Investor page".'),
    paths: z.array(pathPatternSchema).min(1).describe('Every path this page answers. The first is its canonical path.'),
    meta: pageMetaSchema,
    sharedSections: z.boolean().default(true).describe('Show the site-wide sections (about, contact, refer and earn) before the footer.'),
    testimonialServices: z
      .array(z.string())
      .default([])
      .describe(
        "Show only the testimonials about these services (names from the testimonials block's services list), in the content store's order. Empty: every testimonial.",
      ),
    sections: z.array(blockSchema).min(1).describe('The page content, top to bottom, as a list of blocks.'),
    experiments: z
      .array(experimentSchema)
      .optional()
      .describe('A/B tests of this page: versions with traffic weights, compared by npm run report. At most one is running or paused at a time.'),
  })
  .describe('One page of the site: its paths, meta and sections.');

export type Page = z.infer<typeof pageSchema>;
export type PageMeta = z.infer<typeof pageMetaSchema>;
export type Offer = z.infer<typeof offerSchema>;
