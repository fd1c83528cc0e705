import type { Colours } from '../../schemas/brand';
import type { Site } from '../../schemas/site';
import { navCss } from '../lib/nav-layout';

/** CSS custom properties of the site's colours (`--primary` ...), which the engine's styles use. */
export function coloursCss(colours: Colours): string {
  const properties = Object.entries(colours).map(([role, value]) => `--${role}: ${value};`);
  return `:root { ${properties.join(' ')} }\n`;
}

/** The CSS a site's YAML decides: its colours, and where its header links fit in one row. */
export function themeCss(site: Pick<Site, 'brand' | 'nav'>): string {
  return coloursCss(site.brand.colours) + navCss(site.nav.map((item) => item.label));
}
