import { z } from 'zod';
import { text } from '../fields';
import { imageSchema, sectionIdSchema } from '../common';
import { slideControlsShape } from './slide-controls';

export const carouselSchema = z
  .strictObject({
    type: z.literal('carousel'),
    id: sectionIdSchema.optional().describe('The section id (for links to #id). Without one, the carousel is named after its label.'),
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
    controls: z
      .strictObject(slideControlsShape('slide'))
      .prefault({})
      .describe('Names of the carousel buttons for screen readers. The defaults suit most pages.'),
  })
  .describe(
    'Images shown one at a time with previous and next controls that wrap around. Works without script (swipe, arrow keys or the controls); it never moves by itself.',
  );

export type CarouselBlock = z.infer<typeof carouselSchema>;
