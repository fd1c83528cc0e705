import type { Browser } from 'playwright-core';
import type { SiteModel } from '../src/config/model';
import { withPrefix } from '../src/lib/language-paths';
import { measureFirstView, type FirstView } from './first-view';
import type { PageType } from './page-types';
import type { Section } from './part';
import { mark } from '../dev/text-table';

/** A page type in another language, beside the same page in the default one (issue 45). */
export interface LanguageView {
  type: string;
  tag: string;
  path: string;
  firstView: FirstView;
}

/** First-view bytes of a translated page within this much of its default page's (issue 45). */
export const LANGUAGE_BYTES_RATIO = 1.05;

/** The first view of every page type under every other language's prefix, by the same measure as the default's. */
export async function measureLanguageViews(browser: Browser, baseUrl: string, model: SiteModel, types: PageType[], chatHost?: string): Promise<LanguageView[]> {
  const views: LanguageView[] = [];
  for (const { language } of model.editions ?? []) {
    for (const type of types) {
      const path = withPrefix(language.prefix, type.path);
      views.push({ type: type.key, tag: language.tag, path, firstView: await measureFirstView(browser, baseUrl, { ...type, path }, chatHost) });
    }
  }
  return views;
}

/**
 * One row per page type and language: the whole first view over the wire and the page's HTML
 * (brotli), each as a ratio to the default language's page measured in the same run.
 */
export function languageSection(defaults: Array<{ type: string; label: string; firstView: FirstView }>, views: LanguageView[]): Section {
  return {
    headers: ['first view by language', 'path', 'wire B', '÷ default', `≤${LANGUAGE_BYTES_RATIO}`, 'HTML br B', '÷ default'],
    rows: views.map((view) => {
      const base = defaults.find((d) => d.type === view.type)!;
      const wire = view.firstView.wire.bytes / base.firstView.wire.bytes;
      return [
        `${base.label}, ${view.tag}`,
        view.path,
        String(view.firstView.wire.bytes),
        wire.toFixed(3),
        mark(wire <= LANGUAGE_BYTES_RATIO),
        String(view.firstView.html.brotli),
        (view.firstView.html.brotli / base.firstView.html.brotli).toFixed(3),
      ];
    }),
  };
}
