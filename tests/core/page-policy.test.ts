import { describe, expect, it } from 'vitest';
import { stylesNotIn, withoutSources } from '../../src/core/page-policy';

const styles = [
  { css: 'body{margin:0}', source: "'sha256-base'" },
  { css: '.carousel{display:flex}', source: "'sha256-carousel'" },
  { css: '.deals{gap:1rem}', source: "'sha256-deals'" },
];
const SITE = "default-src 'self'; script-src 'self' 'sha256-boot'; style-src 'self' 'sha256-base' 'sha256-carousel' 'sha256-deals'; frame-ancestors 'none'";

describe("a page's policy", () => {
  it('names the styles a page does not inline in its head', () => {
    const page =
      '<!doctype html><html><head><style>body{margin:0}</style><style>.deals{gap:1rem}</style></head><body><p>.carousel{display:flex}</p></body></html>';
    expect(stylesNotIn(page, styles)).toEqual(["'sha256-carousel'"]);
  });

  it('reads the head only: a <style> after </head> is no part the build wrote, so its source is left out', () => {
    expect(stylesNotIn('<head><style>body{margin:0}</style></head><body><style>.deals{gap:1rem}</style></body>', styles)).toEqual([
      "'sha256-carousel'",
      "'sha256-deals'",
    ]);
  });

  it('reads a page with no </head> whole, to its last character', () => {
    expect(stylesNotIn('<style>.carousel{display:flex}</style><style>body{margin:0}</style>', styles)).toEqual(["'sha256-deals'"]);
  });

  it('does not count a style whose text is only part of another <style>', () => {
    expect(stylesNotIn('<head><style>body{margin:0}.deals{gap:1rem}</style></head>', styles)).toEqual(["'sha256-base'", "'sha256-carousel'", "'sha256-deals'"]);
  });

  it("leaves their sources out of the site's policy, and nothing else", () => {
    expect(withoutSources(SITE, ["'sha256-carousel'", "'sha256-deals'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-boot'; style-src 'self' 'sha256-base'; frame-ancestors 'none'",
    );
    expect(withoutSources(SITE, [])).toBe(SITE);
  });
});
