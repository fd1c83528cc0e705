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
    services: z
      .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A service name is lowercase words joined by hyphens, like bakkie-hire'))
      .default([])
      .describe(
        'The services testimonials may be about: the names a testimonial document lists in its services field, and a page in testimonialServices. A page that names some shows only their testimonials; one that names none shows all.',
      ),
    controls: z.strictObject(slideControlsShape('testimonial')).prefault({}).describe('Names of the previous and next buttons for screen readers.'),
  })
  .describe(
    'Client testimonials from the content store, one at a time with previous and next arrows that wrap around; works without script. Shows nothing when the content store has none.',
  );

export type TestimonialsBlock = z.infer<typeof testimonialsSchema>;
