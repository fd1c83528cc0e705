import type { Page } from '../../schemas/page';
import type { Site } from '../../schemas/site';
import type { Language, LanguageEdition, PageEntry, SiteModel } from '../../src/config/model';

/**
 * Languages made by hand for the router's and renderer's tests (decision 45), without the YAML
 * loader: the default site and pages cloned, a few texts changed. Afrikaans translates the home and
 * tender finance headings, the not-found heading and names Cape Town; isiZulu leaves its footer, the
 * tender finance page's second section and the first shared section (refer) in English (its fallbacks).
 */
export const AF: Language = { tag: 'af', name: 'Afrikaans', prefix: '/af' };
export const ZU: Language = { tag: 'zu', name: 'isiZulu', prefix: '/zu' };
export const EN: Language = { tag: 'en', name: 'English', prefix: '' };

type Texts = { site?: (site: Site) => Partial<Site> & { cityText?: string }; headings?: Record<string, string> };

function edition(model: SiteModel, language: Language, texts: Texts, fallbacks: LanguageEdition['fallbacks'] = new Map()): LanguageEdition {
  const site = structuredClone(model.site);
  const pages: PageEntry[] = model.pages.map((entry) => {
    // As the loader makes them: another language shows the page as written, with no experiment.
    const { experiments: _untranslated, ...page } = structuredClone<Page>(entry.page);
    const heading = texts.headings?.[entry.id];
    const hero = page.sections.find((section) => section.type === 'hero');
    if (heading && hero) (hero as { heading: string }).heading = heading;
    return { ...entry, page };
  });
  return { language, site: { ...site, ...texts.site?.(site) }, pages, fallbacks };
}

/** The model with English as its default and Afrikaans and isiZulu as hand-made editions. */
export function withHandEditions(model: SiteModel): SiteModel {
  const af = edition(model, AF, {
    site: (site) => ({
      languageSwitch: 'Taal',
      cityText: ' in {name}',
      cityNames: { ...site.cityNames, 'cape-town': 'Kaapstad' },
      notFound: { ...site.notFound, heading: 'Ons kon nie daardie bladsy vind nie' },
    }),
    headings: { home: 'Die Besigheidsfoonstelsel{city}', 'tender-finance': 'Tenderfinansiering{city}' },
  });
  const zu = edition(model, ZU, { site: () => ({ languageSwitch: 'Ulimi' }) }, new Map([['tender-finance', new Set(['footer', 1, 8] as const)]]));
  return { ...model, site: { ...model.site, languageSwitch: 'Language' }, language: EN, editions: [af, zu] };
}
