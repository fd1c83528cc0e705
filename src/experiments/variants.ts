import { blockSchema } from '../../schemas/blocks/index';
import { CONTROL } from '../../schemas/control';
import type { Variant } from '../../schemas/experiment';
import type { Page } from '../../schemas/page';
import { liveExperiment } from './assign';

/**
 * Pure rules of experiments. A page has at most one live (running or paused) experiment; ended
 * ones are folded into the page itself (their winner is what everyone sees), so the prerendered
 * <path>.html is always "the page as everyone sees it unless assigned otherwise".
 */

/**
 * Why a page could not have said it shows this experiment's variant (its `<meta name="experiment">`),
 * or undefined when it could: a running experiment shows each variant, a paused one only the
 * control, an ended one none (its winner is the page itself). The beacon sends what the meta says.
 */
export function unshownVariant(
  { id, page }: { id: string; page: Page },
  experimentId: string | undefined,
  variantId: string | undefined,
): { field: 'experiment' | 'variant'; message: string } | undefined {
  // A variant is only meaningful with its experiment: one sent alone is refused, not stored.
  if (experimentId === undefined) return { field: 'experiment', message: `the variant "${variantId}" was sent without its experiment; send both or neither.` };
  const experiment = page.experiments?.find((e) => e.id === experimentId);
  if (!experiment) return { field: 'experiment', message: `the page ${id} has no experiment "${experimentId}".` };
  if (experiment.status === 'ended')
    return {
      field: 'experiment',
      message: `experiment ${experiment.id} has ended; its pages show the winner (${experiment.winner}) to everyone and send no experiment.`,
    };
  if (!experiment.variants.some((v) => v.id === variantId)) return { field: 'variant', message: `experiment ${experiment.id} has no variant "${variantId}".` };
  if (experiment.status === 'paused' && variantId !== CONTROL)
    return { field: 'variant', message: `experiment ${experiment.id} is paused, so its pages show only the control; "${variantId}" is not shown to anyone.` };
  return undefined;
}

/** The sections one variant shows: its own list, or the page's with its overrides applied. */
export function applyVariant(sections: Page['sections'], variant: Variant): Page['sections'] {
  let out = variant.sections ?? sections;
  if (variant.heading !== undefined) {
    const hero = out.findIndex((block) => block.type === 'hero');
    if (hero >= 0) out = out.map((block, i) => (i === hero ? { ...block, heading: variant.heading } : block)) as Page['sections'];
  }
  for (const override of variant.blocks ?? []) {
    const index = sectionIndex(out, override.section);
    if (index < 0) continue;
    // Re-parsed so defaults and brands apply as to any block; validation has checked it parses.
    const merged = blockSchema.parse({ ...out[index], ...override.set, type: out[index]!.type });
    out = out.map<Page['sections'][number]>((block, i) => (i === index ? merged : block));
  }
  return out;
}

/** A section named by id or position; -1 when none. */
export function sectionIndex(sections: readonly { id?: string }[], ref: string | number): number {
  if (typeof ref === 'number') return ref < sections.length ? ref : -1;
  return sections.findIndex((block) => block.id === ref);
}

const pages = new WeakMap<Page, Map<string, Page>>();

/**
 * The page a visitor sees: ended experiments' winners applied in order, then the live
 * experiment's variant (the control when none is given). Cached per page object.
 */
export function pageForVariant(page: Page, variantId: string = CONTROL): Page {
  if (!page.experiments?.length) return page;
  let byVariant = pages.get(page);
  if (!byVariant) pages.set(page, (byVariant = new Map<string, Page>()));
  const cached = byVariant.get(variantId);
  if (cached) return cached;
  let sections = page.sections;
  for (const experiment of page.experiments) {
    const chosen = experiment.status === 'ended' ? experiment.winner : experiment === liveExperiment(page) ? variantId : CONTROL;
    const variant = experiment.variants.find((v) => v.id === chosen);
    if (variant && variant.id !== CONTROL) sections = applyVariant(sections, variant);
  }
  const result = sections === page.sections ? page : { ...page, sections };
  byVariant.set(variantId, result);
  return result;
}
