import { z } from 'zod';
import { text } from '../fields';
import { cityTextSchema, imageSchema, sectionIdSchema } from '../common';
import { linkRefSchema } from '../link-templates';

export const referAndEarnSchema = z
  .strictObject({
    type: z.literal('refer-and-earn'),
    id: sectionIdSchema.optional().describe('Anchor id of the section; the navigation links to #refer.'),
    heading: cityTextSchema.describe('Section heading (h2), like "Refer and earn".'),
    paragraphs: z.array(cityTextSchema).min(1).describe('How the affiliate programme works, one paragraph each.'),
    points: z.array(text().min(1)).default([]).describe('Optional short selling points shown as a list.'),
    image: imageSchema.optional().describe('Optional illustration beside the text (under it on phones).'),
    buttons: z.array(linkRefSchema).min(1).describe('Buttons, like Join Now and View Commission Structure, each opening a page in a new tab.'),
  })
  .describe('The refer-and-earn affiliate programme: text and buttons to join or read the commission structure.');

export type ReferAndEarnBlock = z.infer<typeof referAndEarnSchema>;
