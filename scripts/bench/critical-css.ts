/**
 * Runs in the page (passed to page.evaluate, so it must not close over anything): the CSS rules
 * the first screen needs, critters-style. A rule is kept when any of its selectors matches an
 * element whose box starts above the fold; display:none boxes sit at 0,0, so the rules that hide
 * things are kept too. Dynamic states (:hover, :focus...) and pseudo-elements are stripped before
 * matching; grouping rules (@media, @supports) are kept with the children that match, whichever
 * width they are for, so inlined CSS would not break the desktop layout.
 */
export function criticalCssInPage(): string {
  const foldY = window.innerHeight;
  const dynamic = /::?(hover|focus-visible|focus-within|focus|active|visited|link|disabled|enabled|checked|before|after|placeholder|marker|selection|first-line|first-letter|backdrop|-webkit-[a-z-]+|-moz-[a-z-]+)/gi;
  const cache = new Map<string, boolean>();

  const splitSelectors = (text: string): string[] => {
    const parts: string[] = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === '(') depth++;
      else if (c === ')') depth--;
      else if (c === ',' && depth === 0) {
        parts.push(text.slice(start, i));
        start = i + 1;
      }
    }
    parts.push(text.slice(start));
    return parts.map((p) => p.trim()).filter(Boolean);
  };

  const matchesAboveFold = (selector: string): boolean => {
    const cached = cache.get(selector);
    if (cached !== undefined) return cached;
    let plain = selector.replace(dynamic, '').trim();
    if (plain === '' || /[>+~]$/.test(plain)) plain += '*';
    let result = true; // a selector the browser cannot query is kept: better too much than a broken first screen
    try {
      result = [...document.querySelectorAll(plain)].some((el) => el.getBoundingClientRect().top < foldY);
    } catch {
      result = true;
    }
    cache.set(selector, result);
    return result;
  };

  const keep = (rules: CSSRuleList): string => {
    let out = '';
    for (const rule of [...rules]) {
      if (rule instanceof CSSStyleRule) {
        if (splitSelectors(rule.selectorText).some(matchesAboveFold)) out += rule.cssText;
      } else if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
        const inner = keep(rule.cssRules);
        if (inner) out += `@${rule instanceof CSSMediaRule ? 'media' : 'supports'} ${rule.conditionText}{${inner}}`;
      } else {
        out += rule.cssText; // @font-face, @keyframes, @layer statements: small, and needed when referenced
      }
    }
    return out;
  };

  let css = '';
  for (const sheet of [...document.styleSheets]) {
    try {
      css += keep(sheet.cssRules);
    } catch {
      // a cross-origin sheet cannot be read; the site has none
    }
  }
  return css;
}
