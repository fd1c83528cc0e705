import { z } from 'zod';
import { blockSchema } from '../../schemas/blocks';
import type { ResolvedLink } from '../../schemas/fields';
import { LINK_PASSES, type LinkRef, type LinkTemplate } from '../../schemas/link-templates';
import { pageMetaSchema, type Page } from '../../schemas/page';
import { siteFieldsSchema, type Site } from '../../schemas/site';
import type { SiteContent } from '../content/site-content';
import { chooseTestimonials } from '../lib/choose-testimonials';
import { buildOutboundUrl } from '../lib/outbound-url';
import { fillText, formatsFor } from '../lib/placeholders';
import { computeValues } from '../lib/value-sums';
import type { ResolvedChrome, ResolvedMeta, ResolvedPage, ResolvedSection } from './types';
import { mapBySchema, type Field } from './walk-schema';

const chromeSchema = siteFieldsSchema.pick({ nav: true, frameTexts: true, footer: true, notFound: true });

/**
 * The resolve stage: site model + route -> plain props. Text gets its placeholders filled, links
 * their href, amounts their number, and blocks their content; which field is which comes from the
 * schemas (schemas/fields.ts). Pure: the same page and city text always give the same props, and
 * the city reaches a block only inside resolved text.
 */
export function createResolver(site: Site, content: SiteContent, locale?: string) {
  // Validation has reported any value it cannot work out; those stay undefined here.
  const { values } = computeValues(site.values);
  // Another language than the default writes the same values its own way, by Intl (decision 45).
  const formats = formatsFor(locale);

  const resolve = (schema: z.core.$ZodType, data: unknown, city: string): unknown =>
    mapBySchema(schema, data, (value, field) => {
      if (field.kind === 'text' && typeof value === 'string') return fillText(value, { city, values, formats }, field.locals);
      if (field.kind === 'amount') return typeof value === 'string' ? valueNamed(value) : value;
      if (field.kind === 'link') return resolveLink(site, value as LinkRef, field);
      return value;
    });

  const valueNamed = (name: string): number => {
    const value = values[name];
    if (value === undefined) throw new Error(`Value "${name}" is not defined under values: in site.config.yaml; npm run validate reports where.`);
    return value;
  };

  const sections = (blocks: Page['sections'], city: string, page: Page): ResolvedSection[] =>
    blocks.map((block) => withExtras(resolve(blockSchema, block, city) as Page['sections'][number], page));

  const withExtras = (block: Page['sections'][number], page: Page): ResolvedSection => {
    if (block.type === 'testimonials') {
      // The block's services list is for validation; the page gets the testimonials it chose.
      const { services: _checkedOnly, ...shown } = block;
      return { ...shown, testimonials: chooseTestimonials(content.testimonials, page.testimonialServices ?? []) };
    }
    return { ...block, ...extras(block.type) } as ResolvedSection;
  };

  const extras = (type: string): object => {
    if (type === 'about-contact') return { phone: site.brand.phone, address: site.brand.address };
    // The plan cards write their prices from values themselves, the deal and project cards their
    // amounts and days: in another language, by Intl.
    if ((type === 'plan-cards' || type === 'deals') && locale !== undefined) return { locale };
    return {};
  };

  /** Navigation, footer and the not-found texts. */
  const chrome = (city: string): ResolvedChrome =>
    resolve(chromeSchema, { nav: site.nav, frameTexts: site.frameTexts, footer: site.footer, notFound: site.notFound }, city) as ResolvedChrome;

  return {
    chrome,
    /** One page for one route; `city` is the city text (" In Cape Town", or "" without a city). */
    page(page: Page, city: string): ResolvedPage {
      return {
        meta: resolve(pageMetaSchema, page.meta, city) as ResolvedMeta,
        sections: sections(page.sections, city, page),
        shared: page.sharedSections ? sections(site.sharedSections, city, page) : [],
        chrome: chrome(city),
      };
    },
  };
}

export type Resolver = ReturnType<typeof createResolver>;

/** A link from YAML as a plain call to action. Validation has checked the template exists and takes what is passed. */
function resolveLink(site: Site, { link, values, label, context, style, hidden, ...extra }: LinkRef, field: Field): ResolvedLink {
  const template: LinkTemplate | undefined = site.links[link];
  if (!template) throw new Error(`Link template "${link}" is missing; npm run validate reports this.`);
  // A link whose block passes values itself (a card's ref, an order's minutes) carries the keys.
  const shape = (field.schema._zod.def as unknown as { shape: Record<string, z.ZodType> }).shape;
  const passes = shape.link?.meta()?.[LINK_PASSES] !== undefined;
  return {
    label,
    ...(context ? { context } : {}),
    style: style ?? 'primary',
    href: buildOutboundUrl(template, values),
    tracked: template.tracking,
    template: link,
    ...(passes ? { takes: [...template.takes] } : {}),
    ...(hidden ? { hidden: true as const } : {}),
    ...extra,
  };
}
