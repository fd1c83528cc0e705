/** Characters a data: URL may keep as they are inside a double-quoted HTML attribute. */
const KEPT: Record<string, string> = { '%20': ' ', '%3D': '=', '%3A': ':', '%2F': '/', '%2C': ',', '%3B': ';' };

/**
 * An SVG as a data: URL that stays close to its own size: percent-encoding only what a URL or an
 * HTML attribute cannot hold. Quotes are encoded, never swapped (an attribute like
 * font-family="'Segoe UI'" must survive), and ' too, which React would write as &#x27;.
 */
export function svgDataUrl(svg: string): string {
  const encoded = encodeURIComponent(svg.trim().replace(/\s+/g, ' '))
    .replaceAll("'", '%27')
    .replace(/%(20|3D|3A|2F|2C|3B)/g, (code) => KEPT[code]!);
  return `data:image/svg+xml,${encoded}`;
}
