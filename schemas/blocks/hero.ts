import { z } from 'zod';
import { text } from '../fields';
import { cityTextSchema, imageSchema, sectionIdSchema } from '../common';
import { linkRefSchema } from '../link-templates';

export const heroSchema = z
  .strictObject({
    type: z.literal('hero'),
    id: sectionIdSchema.optional(),
    heading: cityTextSchema.describe('The page headline (the one h1). {city} becomes " In <City>" on city pages.'),
    intro: text().optional().describe('A sentence or two under the headline.'),
    claims: z.array(text()).default([]).describe('Short selling points shown as a list, like "59c per minute prepaid".'),
    image: imageSchema.optional().describe('Illustration beside the headline.'),
    actions: z.array(linkRefSchema).default([]).describe('Buttons under the headline.'),
  })
  .describe('The top of a page: headline with city text, claims, image and buttons.');

export type HeroBlock = z.infer<typeof heroSchema>;
