import { suggestOrList } from '../lib/did-you-mean';
import type { SiteModel } from './model';
import type { Problem } from './problem';
import type { YamlSource } from './yaml-source';

/**
 * Each service a page names in testimonialServices is one the testimonials blocks list (the shared
 * one in site.config.yaml, or the page's own): a misspelt name would silently show no testimonial.
 */
export function checkTestimonialServices(model: SiteModel, sources: Map<string, YamlSource>): Problem[] {
  const listed = (blocks: SiteModel['site']['sharedSections']) => blocks.flatMap((block) => (block.type === 'testimonials' ? block.services : []));
  const shared = listed(model.site.sharedSections);
  return model.pages.flatMap((entry) => {
    const known = [...new Set([...(entry.page.sharedSections ? shared : []), ...listed(entry.page.sections)])].sort();
    return entry.page.testimonialServices.flatMap((service, index) =>
      known.includes(service)
        ? []
        : [
            sources
              .get(entry.file)!
              .problem(
                ['testimonialServices', index],
                'unknownTestimonialService',
                `No testimonials block lists the service "${service}".${suggestOrList(service, known, 'Services')} Use one of them, or add it to the services: list of the testimonials block in site.config.yaml.`,
              ),
          ],
    );
  });
}
