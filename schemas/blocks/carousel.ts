import { z } from 'zod';
import { text } from '../fields';
import { imageSchema, sectionIdSchema, hydrateSchema } from '../common';
import { slideControlsShape } from './slide-controls';

export const carouselSchema = z
  .strictObject({
    type: z.literal('carousel'),
    hydrate: hydrateSchema('idle'),
    id: sectionIdSchema.optional(),
    heading: text().optional().describe('Optional heading above the carousel (h2).'),
    label: text().min(1).describe('Name of the carousel for screen readers, like "Photos of our tender work".'),
    slides: z
      .array(
        z.strictObject({
          image: imageSchema,
          caption: text().optional().describe('Short text shown under the image.'),
        }),
      )
      .min(1)
      .describe('The slides, in order. Each needs an image with its width, height and alt text.'),
    autoplayMs: z
      .number()
      .int()
      .min(0)
      .default(5000)
      .describe('Move to the next slide after this many milliseconds; 0 turns automatic movement off. It never moves for visitors who ask for reduced motion.'),
    controls: z
      .strictObject({
        ...slideControlsShape('slide'),
        pause: text().min(1).default('Pause slide show').describe('Name of the button that stops automatic movement.'),
        play: text().min(1).default('Play slide show').describe('Name of the button that starts automatic movement again.'),
      })
      .prefault({})
      .describe('Names of the carousel buttons for screen readers. The defaults suit most pages.'),
  })
  .describe('Images shown one at a time with previous and next controls.');

export type CarouselBlock = z.infer<typeof carouselSchema>;
