import type { BlockOf, BlockType } from '../../schemas/blocks';
import type { Resolved } from '../../schemas/fields';
import type { PageMeta } from '../../schemas/page';
import type { Site } from '../../schemas/site';
import type { TestimonialView } from '../content/site-content';

export type { Resolved, ResolvedLink } from '../../schemas/fields';

/** What a block gets besides its own YAML: content and brand facts, so it never reads the site. */
interface BlockExtras {
  testimonials: { testimonials: TestimonialView[] };
  'about-contact': { phone: string; address: string[] };
  /** The language its prices are written in, by Intl; absent in the default language (decision 45). */
  'plan-cards': { locale?: string };
  /** The language the deal and project cards write amounts and days in, by Intl; absent in the default language. */
  deals: { locale?: string };
}

/** Fields only validation reads (the testimonials block's list of services): not sent to the page. */
type CheckOnly<T extends BlockType> = T extends 'testimonials' ? 'services' : never;

/** One section after the resolve stage: text filled, links built, values as numbers. */
export type ResolvedBlock<T extends BlockType> = Omit<Resolved<BlockOf<T>>, CheckOnly<T>> & (T extends keyof BlockExtras ? BlockExtras[T] : unknown);
export type ResolvedSection = { [T in BlockType]: ResolvedBlock<T> }[BlockType];

export type ResolvedMeta = Resolved<PageMeta>;
export type ResolvedChrome = Resolved<Pick<Site, 'nav' | 'frameTexts' | 'footer' | 'notFound'>>;
export type ResolvedNavItem = ResolvedChrome['nav'][number];

/** A page for one route, ready to render: nothing in it names a template or holds a placeholder. */
export interface ResolvedPage {
  meta: ResolvedMeta;
  sections: ResolvedSection[];
  /** The site-wide sections, when the page shows them. */
  shared: ResolvedSection[];
  chrome: ResolvedChrome;
}
