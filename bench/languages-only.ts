import { mkdtempSync, rmSync } from 'node:fs';
import type { SiteModel } from '../src/config/model';
import { launchChromium } from '../dev/browser/chromium';
import { measureFirstView } from './first-view';
import { languageSection, measureLanguageViews } from './language-views';
import { pageTypes } from './page-types';
import type { Section } from './part';
import { marginalCpuMsPerPage, measurePrerender } from './prerender';
import { buildAndServe, DIST } from './site';

/**
 * `npm run bench -- --languages-only` (issue 45): the first view of every page type in the default
 * language and in each other, and the prerender's marginal CPU per page from 1,000 to 10,000 pages
 * in memory (as shipped, and with its other languages taken away), as the full bench measures them,
 * without its builds and Lighthouse.
 */
export async function benchLanguages(model: SiteModel, log: (line: string) => void): Promise<Section[]> {
  const site = await buildAndServe(model, 'if-stale');
  const types = pageTypes(model);
  const chatHost = model.site.chatWidget ? new URL(model.site.chatWidget.src).hostname : undefined;
  const browser = await launchChromium();
  let first: Section;
  try {
    log('First views of every page type, in every language...');
    const defaults = [];
    for (const type of types) defaults.push({ type: type.key, label: type.label, firstView: await measureFirstView(browser, site.baseUrl, type, chatHost) });
    first = languageSection(defaults, await measureLanguageViews(browser, site.baseUrl, model, types, chatHost));
  } finally {
    await browser.close();
    await site.close();
  }
  const root = mkdtempSync('/dev/shm/bench-languages-');
  try {
    // The site as shipped, then the same site with its other languages taken away, in the same run.
    const rows = [false, true].flatMap((oneLanguage) => {
      const name = oneLanguage ? 'one language' : 'as shipped';
      const [small, large] = [1_000, 10_000].map((target) => {
        log(`Prerendering ${target.toLocaleString('en')} synthetic pages in memory, ${name}, 3 cold runs...`);
        return measurePrerender(target, DIST, root, { oneLanguage });
      }) as [ReturnType<typeof measurePrerender>, ReturnType<typeof measurePrerender>];
      const row = (run: typeof small) => [`prerender ${run.pages} pages in memory, ${name}`, String(run.pagesPerSecond), run.runsCpuMs.join(' ')];
      return [
        row(small),
        row(large),
        [`marginal CPU per page, ${name}, ${small.pages} to ${large.pages} pages`, '', `${marginalCpuMsPerPage(small, large)} ms`],
      ];
    });
    return [first, { headers: ['prerender', 'pages/s', 'CPU ms (runs)'], rows }];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
