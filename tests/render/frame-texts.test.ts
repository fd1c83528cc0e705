import { describe, expect, it } from 'vitest';
import { morePx, navCss } from '../../src/lib/nav-layout';
import { createRenderer } from '../../src/render/render-page';
import { themeCss, themeLanguages } from '../../src/vite/theme-css';
import { shippedModel } from '../helpers/load-fixture';

const render = createRenderer(shippedModel(), { scripts: [], styles: [] });

/** What a screen reader or a keyboard meets in the header and footer, in the order of the page. */
const frame = (html: string) => ({
  skip: /<a class="skip-link" href="#main">([^<]*)<\/a>/.exec(html)?.[1],
  row: /<nav aria-label="([^"]*)" class="nav-desktop">/.exec(html)?.[1],
  more: /<summary>([^<]*)<\/summary>/.exec(html)?.[1],
  open: /aria-label="([^"]*)" data-menu-open/.exec(html)?.[1],
  close: /aria-label="([^"]*)" data-menu-close/.exec(html)?.[1],
  menu: /<nav aria-label="([^"]*)"><ul class="nav-column">/.exec(html)?.[1],
  footer: /<footer class="site-footer"[^>]*><nav aria-label="([^"]*)">/.exec(html)?.[1],
});

describe("the header's and footer's own words, in each language", () => {
  it('are English on the English pages, as before languages', () => {
    expect(frame(render('/tender-finance').html)).toEqual({
      skip: 'Skip to main content',
      row: 'Main',
      more: 'More',
      open: 'Open menu',
      close: 'Close menu',
      menu: 'Mobile',
      footer: 'Footer',
    });
  });

  it('come from translations/af/site.yaml and translations/zu/site.yaml on their pages', () => {
    expect(frame(render('/af/tender-finance').html)).toEqual({
      skip: 'Slaan oor na die inhoud',
      row: 'Hoofkieslys',
      more: 'Meer',
      open: 'Maak die kieslys oop',
      close: 'Maak die kieslys toe',
      menu: 'Kieslys',
      footer: 'Voetskrif',
    });
    expect(frame(render('/zu/tender-finance/durban').html)).toEqual({
      skip: 'Yeqela kokuqukethwe',
      row: 'Imenyu enkulu',
      more: 'Okunye',
      open: 'Vula imenyu',
      close: 'Vala imenyu',
      menu: 'Imenyu',
      footer: 'Okusezansi',
    });
  });

  it("count the longest More label in the header row's width", () => {
    expect(morePx('More')).toBe(70);
    expect(morePx('Meer')).toBe(70);
    expect(morePx('Okunye')).toBe(89.2);
    // isiZulu's Okunye, two letters more than More, moves the row's start from 1,180 px to 1,200 and five links from 1,440 to 1,460.
    const css = themeCss(shippedModel().site, themeLanguages(shippedModel()));
    expect(css).toContain('@media (min-width: 1200px) { .nav-desktop, .language-row { display: block; }');
    expect(css).toContain('@media (min-width: 1460px) and (max-width: 1619.98px)');
    // A site that says More gets the CSS it got before the label was a site text.
    const labels = ['Home', 'Repairs', 'Contact', 'Book a service', 'Blog'];
    expect(navCss(labels, [], 'More')).toBe(navCss(labels));
  });
});
