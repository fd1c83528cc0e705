import { z } from 'zod';
import { text } from '../fields';
import { sectionIdSchema } from '../common';
import { slideControlsShape } from './slide-controls';

export const testimonialsSchema = z
  .strictObject({
    type: z.literal('testimonials'),
    id: sectionIdSchema.optional(),
    heading: text().min(1).describe('Section heading (h2), like "What our clients say".'),
    label: text().min(1).describe('Name of the carousel for screen readers, like "Client testimonials".'),
    controls: z
      .strictObject(slideControlsShape('testimonial'))
      .prefault({})
      .describe('Names of the previous and next buttons for screen readers.'),
  })
  .describe('Client testimonials from the content store, one at a time with previous and next arrows that wrap around; works without script. Shows nothing when the content store has none.');

export type TestimonialsBlock = z.infer<typeof testimonialsSchema>;
