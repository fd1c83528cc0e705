import { z } from 'zod';
import { blockSchema } from './blocks/index';
import { brandSchema } from './brand';
import { citiesSchema, splitCities } from './cities';
import { internalLinkSchema } from './common';
import { contentStoreSchema } from './content-store';
import { conversionsSchema } from './conversions';
import { CITY_NAME, link, text, VALUE_NAME } from './fields';
import { languagesSchema } from './languages';
import { linkTemplatesSchema } from './link-templates';

const slugListSchema = z.array(z.string().regex(/^[a-z0-9-]{1,60}$/, 'Use lowercase letters, digits and hyphens, at most 60 characters, like cape-town'));

export const navItemSchema = z.union([
  internalLinkSchema,
  link(
    z.strictObject({
      label: text().min(1).describe('Link text the visitor reads.'),
      link: z.string().describe('Name of a link template (opens in a new tab), like blog.'),
    }),
  ),
]);

/**
 * Named numbers the copy and the blocks refer to, so each is written once: a number, or a sum
 * of other values like "3 * rental + team3xCalls" (+ - * / and brackets).
 */
export const valuesSchema = z
  .record(
    z.string().regex(VALUE_NAME, 'Value names are a letter followed by letters and digits, like perMinute or setupLite'),
    z.union([z.number(), z.string().min(1)], { error: 'Write a number like 0.59, or a sum of other values like "3 * rental + team3xCalls"' }),
  )
  .default({})
  .describe(
    "Prices and other numbers, each written once. Text uses them as {perMinute}, {perMinute:cents} (59c), {rental:rand} (R49), {rental:rand-cents} (R49.00), {fee:whole-rand} (R6,400), {top:rand-words} (R5 million) or {share:percent} (0.75 gives 75%), each written as the page's language writes it (R 1 280 in Afrikaans), so write an amount here and never into a text; number fields (pricePerMinute, offers) name them: price: setupLite.",
  );

/** The fields of site.config.yaml as written (the resolve stage walks these). */
export const siteFieldsSchema = z
  .strictObject({
    brand: brandSchema,
    publicUrl: z
      .url({ protocol: /^https?$/ })
      .describe('The public address of the site, like https://www.example.co.za. Used for canonical links and the sitemap.'),
    titleTemplate: z
      .string()
      .regex(/%s/, 'The title template must contain %s where the page title goes')
      .describe('How page titles are built: %s is the page title, e.g. "%s | Acme Finance".'),
    nav: z.array(navItemSchema).min(1).describe('Header navigation, left to right.'),
    languageSwitch: text()
      .min(1)
      .optional()
      .describe(
        'Name of the language switch in the header, read out by screen readers, like Language (each language gives its own in its site texts). Shown only when languages: names others.',
      ),
    frameTexts: z
      .strictObject({
        skipLink: text().min(1).default('Skip to main content').describe('The first link a keyboard reaches, which jumps past the header to the page.'),
        links: text().min(1).default('Main').describe("Name of the header's row of links, read out by screen readers."),
        more: text().min(1).default('More').describe("The header's list of the links that do not fit in its row."),
        openMenu: text().min(1).default('Open menu').describe('Name of the menu button on a phone, read out by screen readers.'),
        closeMenu: text().min(1).default('Close menu').describe('Name of the button that closes the phone menu, read out by screen readers.'),
        menuLinks: text().min(1).default('Mobile').describe("Name of the phone menu's links, read out by screen readers."),
        footerLinks: text().min(1).default('Footer').describe("Name of the footer's links, read out by screen readers."),
      })
      .prefault({})
      .describe(
        'The words of the header and footer every page shares (most are read out by screen readers only); a language writes its own in translations/<tag>/site.yaml.',
      ),
    footer: z.strictObject({
      links: z.array(internalLinkSchema).describe('Footer links to pages of this site.'),
      note: text().optional().describe('Small print under the footer links.'),
    }),
    links: linkTemplatesSchema,
    chatWidget: z
      .strictObject({
        src: z.url({ protocol: /^https$/ }).describe('Script address of the phone provider live-chat widget.'),
        idleDelayMs: z.number().int().min(0).default(2000).describe('Wait this long after the page is idle before loading it.'),
      })
      .optional()
      .describe('The live-chat widget loaded on every page after it is idle. Leave out to disable.'),
    notFound: z
      .strictObject({
        heading: text().min(1).describe('Heading of the page shown for an unknown address.'),
        text: text().min(1).describe('A sentence that helps the visitor on, shown under the heading.'),
        links: z.array(internalLinkSchema).min(1).describe('Links offered on the not-found page.'),
      })
      .describe('The branded page shown, with status 404, for addresses no page answers.'),
    values: valuesSchema,
    contentStore: contentStoreSchema.optional().describe('Where testimonials and investment deals are read from. Leave out for a site without them.'),
    conversions: conversionsSchema.optional(),
    sharedSections: z.array(blockSchema).default([]).describe('Sections shown on every page before the footer (about, contact, refer and earn).'),
    cities: citiesSchema,
    places: citiesSchema.describe(
      "Places besides cities: a {city} path that names one is answered with its city text, made on its first request (never prerendered or in the sitemap). The engine knows South Africa's cities, towns and larger townships already (src/lib/za-places.ts); add others here, like kwa-thema: KwaThema. A {city} slug that is neither a city nor a place is redirected to the page without a city: the site never prints a slug it does not know.",
    ),
    cityText: text([CITY_NAME])
      .min(1)
      .default(' In {name}')
      .describe(
        'What {city} becomes on a city page: {name} is the city\'s name. " In {name}" gives "Solar finance In Cape Town"; a language writes its own in translations/<tag>/site.yaml, like " in {name}".',
      ),
    languages: languagesSchema.optional(),
    products: slugListSchema
      .default([])
      .describe('Product slugs of the {product} paths: each of their forms answers, as an alias of the page without the product.'),
    prerender: z
      .enum(['canonical', 'every'])
      .default('canonical')
      .describe(
        "Which pages the build writes. canonical: each page's fixed paths and its canonical form for every city and language; start and the Cloudflare Worker make any other form (an alias, an unlisted city) on its first request and keep it. every: each form of each path, for a static host, which cannot make pages.",
      ),
  })
  .describe('Site-wide settings: brand, navigation, footer, link templates, chat widget, cities.');

export const siteSchema = siteFieldsSchema
  // cities and places: slugs only; cityNames: the display names some of them carry (a city's wins).
  .transform((site) => {
    const cities = splitCities(site.cities);
    const places = splitCities(site.places);
    return { ...site, cities: cities.cities, places: places.cities, cityNames: { ...places.cityNames, ...cities.cityNames } };
  });

export type Site = z.infer<typeof siteSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
export type Logo = Site['brand']['logo'];
