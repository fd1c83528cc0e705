import { z } from 'zod';
import { rule, text } from '../fields';
import { cityTextSchema, imageSchema, sectionIdSchema } from '../common';
import { confettiLinkSchema, confettiSettingsSchema } from './confetti-button';

export const heroSchema = z
  .strictObject({
    type: z.literal('hero'),
    id: sectionIdSchema.optional(),
    heading: cityTextSchema.describe('The page headline (the one h1). {city} becomes " In <City>" on city pages.'),
    intro: text().optional().describe('A sentence or two under the headline.'),
    claims: z.array(text()).default([]).describe('Short selling points shown as a list, like "59c per minute prepaid".'),
    image: imageSchema.optional().describe('Illustration beside the headline.'),
    actions: z
      .array(confettiLinkSchema)
      .default([])
      .describe("Buttons under the headline: the page's main call to action belongs here, on the first screen. One may celebrate: true, with confetti: below."),
    confetti: confettiSettingsSchema.optional().describe('The confetti shown when a button marked celebrate: true is pressed.'),
  })
  .superRefine((block, ctx) => {
    if (block.confetti) return;
    block.actions.forEach((action, index) => {
      if (action.celebrate) {
        ctx.addIssue({
          code: 'custom',
          path: ['actions', index, 'celebrate'],
          params: rule('celebrateWithoutConfetti'),
          message: 'This button celebrates, but the hero has no confetti: settings; add them to the hero, or remove celebrate: true',
        });
      }
    });
  })
  .describe('The top of a page: headline with city text, claims, image and buttons.');

export type HeroBlock = z.infer<typeof heroSchema>;
