import { z } from 'zod';
import { text } from '../fields';
import { cityTextSchema, sectionIdSchema } from '../common';

export const copySchema = z
  .strictObject({
    type: z.literal('copy'),
    id: sectionIdSchema.optional(),
    heading: cityTextSchema.optional().describe('Section heading (h2).'),
    paragraphs: z.array(text()).default([]).describe('Paragraphs of text, one item each.'),
    bullets: z.array(text()).default([]).describe('A bulleted list shown after the paragraphs.'),
  })
  .describe('A section of marketing copy: heading, paragraphs and an optional list.');

export type CopyBlock = z.infer<typeof copySchema>;
