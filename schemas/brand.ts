import { z } from 'zod';
import { imageSchema } from './common';
import { MEDIA } from './fields';

const colour = (role: string, fallback: string) =>
  z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Write a colour as # and six hex digits, like #1d4ed8')
    .default(fallback)
    .describe(`${role} As # and six hex digits, like ${fallback}.`);

/**
 * The site's colours. Each has an engine default, so a new site looks finished before it picks its
 * own; `npm run validate` checks that text stays readable (WCAG AA contrast) with the colours chosen.
 */
export const coloursSchema = z
  .strictObject({
    primary: colour('Headings, links, buttons, the footer and the browser bar on phones (theme colour).', '#1d4ed8'),
    text: colour('Body text, on white.', '#1f2937'),
    muted: colour('Secondary text (captions, notes), on white.', '#4b5563'),
    band: colour('Background of every other section.', '#f3f4f6'),
    line: colour('Borders and dividers.', '#d1d5db'),
    accent: colour('Highlights: the emphasised row of a comparison table, badges.', '#d97706'),
    highlight: colour('The highlighted column of a comparison table (white text on it).', '#0f766e'),
    positive: colour('Chat buttons (white text on it).', '#15803d'),
    focus: colour('The keyboard focus ring.', '#b45309'),
  })
  .prefault({})
  .describe('Colours of the site. Leave any out to use the engine default.');

/** Where a local file the site uses lives: a path under public/. */
const publicPath = (what: string) =>
  z
    .string()
    .regex(/^\/[^\s?#]+$/, 'Write the path of a file in public/, like /media/favicon.svg')
    .describe(what)
    .meta(MEDIA);

export const brandSchema = z.strictObject({
  name: z.string().min(1).describe('Brand name shown beside the logo and appended to titles.'),
  startedAs: z
    .string()
    .min(1)
    .optional()
    .describe(
      "The name this site started with (landing-engine init writes the starter's). While name differs, validate --strict lists every text that still says it; delete this line once the site is renamed everywhere.",
    ),
  logo: imageSchema,
  favicon: publicPath(
    'The site icon in browser tabs: a file in public/, like /media/favicon.svg. An SVG is written into each page, so it costs no request.',
  ).optional(),
  shareImage: publicPath(
    'The picture shown when a page is shared (Open Graph, Twitter) and its meta sets no image: a file in public/, 1200 x 630, like /media/share.png.',
  ).optional(),
  colours: coloursSchema,
  phone: z
    .string()
    .regex(/^\+?[0-9 ]{7,20}$/, 'Phone numbers hold digits, spaces and an optional leading +')
    .describe('Phone number as dialled, like +27 10 500 1234.'),
  address: z.array(z.string()).min(1).describe('Street address, one line per item.'),
  email: z.string().email().optional(),
});

export type Colours = z.infer<typeof coloursSchema>;
