import type { Colours } from '../../schemas/brand';

/** CSS custom properties of the site's colours (`--primary` ...), which the engine's styles use. */
export function themeCss(colours: Colours): string {
  const properties = Object.entries(colours).map(([role, value]) => `--${role}: ${value};`);
  return `:root { ${properties.join(' ')} }\n`;
}
