import type { Colours } from '../../schemas/brand';
import type { Site } from '../../schemas/site';
import type { SiteModel } from '../config/model';
import { DEFAULT_LANGUAGE } from '../lib/default-language';
import { languageCode } from '../lib/language-paths';
import { navCss } from '../lib/nav-layout';

/** CSS custom properties of the site's colours (`--primary` ...), which the engine's styles use. */
export function coloursCss(colours: Colours): string {
  const properties = Object.entries(colours).map(([role, value]) => `--${role}: ${value};`);
  return `:root { ${properties.join(' ')} }\n`;
}

/**
 * The CSS a site's YAML decides: its colours, and where its header links fit in one row. On a site
 * of several languages (decision 45) one CSS serves every language: each link counts as its longest
 * translation, and the language switch's codes (EN AF ZU) are counted beside the row.
 */
export function themeCss(site: Pick<Site, 'brand' | 'nav' | 'frameTexts'>, languages: readonly { tag: string; nav: Site['nav']; more: string }[] = []): string {
  const labels = site.nav.map((item, i) => longest([item.label, ...languages.map(({ nav }) => nav[i]?.label ?? '')]));
  const more = longest([site.frameTexts.more, ...languages.map((language) => language.more)]);
  return (
    coloursCss(site.brand.colours) +
    navCss(
      labels,
      languages.map(({ tag }) => languageCode(tag)),
      more,
    )
  );
}

/** The languages themeCss counts: none on a one-language site, else every language with its navigation, the default first. */
export function themeLanguages(model: Pick<SiteModel, 'site' | 'language' | 'editions'>): { tag: string; nav: Site['nav']; more: string }[] {
  if (!model.editions?.length) return [];
  const of = (tag: string, site: Site) => ({ tag, nav: site.nav, more: site.frameTexts.more });
  return [of((model.language ?? DEFAULT_LANGUAGE).tag, model.site), ...model.editions.map(({ language, site }) => of(language.tag, site))];
}

const longest = (texts: readonly string[]) => texts.reduce((a, b) => ([...b].length > [...a].length ? b : a));
