import type { ContentStoreConfig } from '../../schemas/content-store';
import { createContentClient } from './client';
import { fetchTestimonials } from './fetch-testimonials';
import type { QueryClient } from './fetch';
import { readTokenFromEnv } from './server-token';
import { LOCAL_CONTENT_PATH } from './proxy-path';
import { NO_CONTENT, type SiteContent } from './site-content';
import { testimonialImageUrl, TESTIMONIAL_IMAGE_SIZE } from './testimonials';

/**
 * Read the content every page may show, once per build or server start. Never throws: a failing
 * content service is logged and the pages render without testimonials.
 * `localUrl` is where this process reaches the local store; pages link images through LOCAL_CONTENT_PATH.
 */
export async function loadSiteContent(
  config: ContentStoreConfig,
  localUrl?: string,
  /** The client to read with (the build's: build-content.ts), and where a failure is logged. */
  { client, log }: { client?: QueryClient; log?: { error(message: string): void } } = {},
): Promise<SiteContent> {
  const reader =
    client ??
    (localUrl
      ? createContentClient(config, { local: { url: localUrl }, maxRetries: 1 })
      : createContentClient(config, { token: readTokenFromEnv(), maxRetries: 2 }));
  const result = await fetchTestimonials(reader, log ? { warn: console.warn, error: (message: string) => log.error(message) } : console);
  if (!result.ok) return { ...NO_CONTENT, unavailable: result.error.message };
  return {
    testimonials: result.value.map((t) => ({
      name: t.name,
      feedback: t.feedback,
      company: t.company,
      services: t.services,
      image: {
        src: testimonialImageUrl(t.imgurl, config, localUrl ? { local: { url: LOCAL_CONTENT_PATH } } : {}),
        width: TESTIMONIAL_IMAGE_SIZE,
        height: TESTIMONIAL_IMAGE_SIZE,
      },
    })),
  };
}
