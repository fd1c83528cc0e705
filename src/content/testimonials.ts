import { createImageUrlBuilder } from '@sanity/image-url';
import type { ContentStoreConfig } from '../../schemas/content-store';
import { testimonialSchema, type SanityImage, type Testimonial } from '../../schemas/testimonial';
import type { Log } from './deals';

/**
 * Validates the testimonials answer. An item that is not a usable testimonial (no name, no
 * quote, no image) is skipped with a warning naming it; the rest are kept in order.
 */
export function parseTestimonials(result: unknown, log: Log = console): Testimonial[] {
  if (!Array.isArray(result)) {
    log.error(`Testimonials answer should be a list, got ${JSON.stringify(result)?.slice(0, 120)}`);
    return [];
  }
  const testimonials: Testimonial[] = [];
  result.forEach((item: unknown, index: number) => {
    const parsed = testimonialSchema.safeParse(item);
    if (parsed.success) {
      testimonials.push(parsed.data);
      return;
    }
    const record = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const name = typeof record._id === 'string' ? record._id : typeof record.name === 'string' ? record.name : `item ${index}`;
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'item'}: ${issue.message}`).join('; ');
    log.warn(`Skipped testimonial ${index} (${name}): ${problems}`);
  });
  return testimonials;
}

export const TESTIMONIAL_IMAGE_SIZE = 160;

/**
 * URL of a testimonial portrait, sized for the carousel (160 x 160, cropped around the hotspot).
 * Raster images are sent in the best format the browser takes; SVGs are sent as they are.
 * With `local`, the URL points at the local content store instead of the image CDN.
 */
export function testimonialImageUrl(
  imgurl: SanityImage,
  config: Pick<ContentStoreConfig, 'projectId' | 'dataset'>,
  options: { local?: { url: string } } = {},
): string {
  const builder = createImageUrlBuilder({
    projectId: config.projectId,
    dataset: config.dataset,
    ...(options.local ? { baseUrl: options.local.url } : {}),
  })
    .image(imgurl)
    .width(TESTIMONIAL_IMAGE_SIZE)
    .height(TESTIMONIAL_IMAGE_SIZE);
  return imgurl.asset._ref.endsWith('-svg') ? builder.url() : builder.auto('format').url();
}
