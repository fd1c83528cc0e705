import type { SiteModel } from '../config/model';
import { prerenderPaths } from './paths';

/**
 * Which built pages show testimonials (a testimonials section of their own, or the site-wide
 * sections holding one), as one phrase for the build summary when the content store did not
 * answer: "testimonials missing on 2,372 pages: home (1), tender-finance (60), ...".
 */
export function pagesLacking(model: SiteModel): string {
  const sharedHas = model.site.sharedSections.some((section) => section.type === 'testimonials');
  const showing = new Set(
    model.pages
      .filter(({ page }) => page.sections.some((section) => section.type === 'testimonials') || (page.sharedSections && sharedHas))
      .map((entry) => entry.id),
  );
  const counts = new Map<string, number>();
  for (const { pageId } of prerenderPaths(model)) if (showing.has(pageId)) counts.set(pageId, (counts.get(pageId) ?? 0) + 1);
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return 'no page shows testimonials';
  return `testimonials missing on ${total.toLocaleString('en-US')} pages: ${[...counts].map(([id, count]) => `${id} (${count})`).join(', ')}`;
}
