import { z } from 'zod';

/** Asset ids as the content service writes them: image-<hash>-<width>x<height>-<format>. */
export const IMAGE_ASSET_REF = /^image-[a-zA-Z0-9]+-\d+x\d+-[a-z]+$/;

// Plain objects (not strict): the content service adds fields of its own (_key, crop, hotspot).
export const sanityImageSchema = z.object({
  _type: z.literal('image').optional(),
  asset: z.object({
    _ref: z.string().regex(IMAGE_ASSET_REF, 'The image asset reference should look like image-<id>-<width>x<height>-<format>'),
  }),
});

export const testimonialSchema = z.object({
  _id: z.string().optional(),
  imgurl: sanityImageSchema.describe('Portrait or logo shown beside the quote.'),
  name: z.string().trim().min(1).describe('Who said it.'),
  feedback: z.string().trim().min(1).describe('The quote itself.'),
  // A projection returns null for a field the document lacks; a missing company is allowed.
  company: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value ?? '')
    .describe('Their company; shown in capitals.'),
  // Older documents have none: such a testimonial shows only on pages that name no services.
  services: z
    .array(z.string().trim().min(1))
    .nullish()
    .transform((value) => value ?? [])
    .describe('The services the testimonial is about, by the names of the testimonials block in site.config.yaml (bakkie-hire).'),
});

export type SanityImage = z.infer<typeof sanityImageSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
