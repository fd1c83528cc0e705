/**
 * How many header links fit in one row beside the logo at each screen width, worked out from the
 * labels, so every site's navigation keeps one row: the first links in the row, the rest under
 * More, the menu button below the width where the first ones fit.
 *
 * Widths are estimated, not measured in the visitor's browser (that would cost a layout before the
 * first paint). The constants below were measured on the first site's labels in Debian's Chromium
 * with DejaVu Sans Bold, one of the widest fallback fonts, at the header's .95rem bold: the average
 * width of a character, the gap between links, More (with some room) and the logo, padding and gaps
 * beside the row (docs/decisions/32-confetti-not-an-island.md).
 */
const PX_PER_CHARACTER = 9.6;
const GAP_PX = 16;
const MORE_PX = 70;
const BESIDE_ROW_PX = 198;
/** The row shows no fewer links than this (all of them when the site has fewer). */
const FIRST_IN_ROW = 4;
/** Widths are rounded up to a step, so small label edits do not move every breakpoint. */
const STEP_PX = 20;

export interface NavLayout {
  /** The links always in the row once it shows; More holds the ones after them. */
  alwaysInRow: number;
  /** From each width on, this many links are in the row (the first entry is where the row replaces the menu button). */
  widths: { minWidth: number; inRow: number }[];
}

/** The gap between links of the language switch (.75rem), and what sets it off from the row: the header's gap, its padding and rule. */
const LANGUAGE_GAP_PX = 12;
const LANGUAGE_BESIDE_PX = 16 + 16 + 1;

/**
 * The width the language switch takes beside the row (decision 45): what it shows of each
 * language there, its code (src/render/LanguageSwitch.tsx, src/styles/blocks/language-switch.css).
 */
function languageSwitchPx(names: readonly string[]): number {
  if (names.length === 0) return 0;
  return names.reduce((sum, name) => sum + [...name].length * PX_PER_CHARACTER, 0) + LANGUAGE_GAP_PX * (names.length - 1) + LANGUAGE_BESIDE_PX;
}

/** The width of the More list's button with its label (about 65 px for "More"; a longer word in another language takes more). */
export function morePx(label = 'More'): number {
  return MORE_PX + Math.max(0, [...label].length - 4) * PX_PER_CHARACTER;
}

/** `besidePx`: what else shares the row's width (the language switch); 0 on a one-language site. `more`: the More button's width. */
export function navLayout(labels: readonly string[], besidePx = 0, more = MORE_PX): NavLayout {
  const total = labels.length;
  const label = labels.map((text) => [...text].length * PX_PER_CHARACTER);
  const need = (inRow: number) => {
    const links = label.slice(0, inRow).reduce((sum, width) => sum + width, 0) + GAP_PX * (inRow - 1);
    const moreList = inRow < total ? GAP_PX + more : 0;
    return Math.ceil((BESIDE_ROW_PX + besidePx + links + moreList) / STEP_PX) * STEP_PX;
  };
  const alwaysInRow = Math.min(total, FIRST_IN_ROW);
  const widths = [];
  for (let inRow = alwaysInRow; inRow <= total; inRow += 1) widths.push({ minWidth: need(inRow), inRow });
  return { alwaysInRow, widths };
}

/**
 * The CSS of that layout for the engine's header (src/render/Header.tsx, src/styles/site.css).
 * `languages`: what the switch beside the row shows of each language (EN, AF); it shows with the row
 * (below that width it is in the menu), and its width is counted. `more`: the More button's
 * longest label (frameTexts.more in each language).
 */
export function navCss(labels: readonly string[], languages: readonly string[] = [], more = 'More'): string {
  const { alwaysInRow, widths } = navLayout(labels, languageSwitchPx(languages), morePx(more));
  const row = languages.length > 0 ? '.nav-desktop, .language-row' : '.nav-desktop';
  const rules = [
    ...(languages.length > 0 ? ['.language-row { display: none; }'] : []),
    `@media (min-width: ${widths[0]!.minWidth}px) { ${row} { display: block; } .menu-open, .mobile-menu { display: none; } }`,
  ];
  widths.forEach(({ minWidth, inRow }, i) => {
    const next = widths[i + 1];
    const range = `${i === 0 ? '' : `(min-width: ${minWidth}px)`}${i > 0 && next ? ' and ' : ''}${next ? `(max-width: ${next.minWidth - 0.02}px)` : ''}`;
    const hide = next
      ? [`.nav-row > li:nth-child(n+${inRow + 1}):not(.nav-more)`, ...(inRow > alwaysInRow ? [`.nav-more-list > li:nth-child(-n+${inRow - alwaysInRow})`] : [])]
      : ['.nav-more'];
    if (range === '') rules.push(`${hide.join(', ')} { display: none; }`);
    else rules.push(`@media ${range} { ${hide.join(', ')} { display: none; } }`);
  });
  return `${rules.join('\n')}\n`;
}
