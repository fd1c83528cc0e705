import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/render-page';
import { inlineModel, siteConfig } from '../helpers/inline-site';

// From YAML to what a visitor gets (decision 45): a small site in English and Afrikaans, loaded by
// the engine's loader, rendered by the engine's renderer.
const CONFIG = siteConfig(`values: { perMinute: 0.59, rental: 1280 }
languageSwitch: Language
languages:
  default: { tag: en, name: English }
  others:
    - { tag: af, name: Afrikaans, prefix: /af }
`);
const HOME = `name: Home
paths: [/, "/phones-in-{city}"]
meta:
  title: Phones{city}
  description: Calls at {perMinute:cents} a minute, lines at {rental:rand}.
sections:
  - type: hero
    heading: Business phones{city}
    claims: ["Lines from {rental:rand-cents}"]
  - type: carousel
    label: Our offices
    slides:
      - image: { src: /media/office.svg, alt: An office, width: 800, height: 450 }
`;
const SITE_AF = `nav:
  - { label: Tuis }
  - { label: Winkel }
footer:
  links: [{ label: Tuis }]
notFound:
  heading: Nie hier nie
  text: Probeer die tuisblad.
  links: [{ label: Tuis }]
languageSwitch: Taal
cityText: " in {name}"
cities: { port-elizabeth: Gqeberha }
`;
const HOME_AF = `meta:
  title: Fone{city}
  description: Oproepe teen {perMinute:cents} per minuut, lyne teen {rental:rand}.
sections:
  - type: hero
    heading: Sakefone{city}
    claims: ["Lyne van {rental:rand-cents}"]
  - type: carousel
    label: Ons kantore
    slides:
      - image: { alt: Die kantoor }
`;
const render = () =>
  createRenderer(
    inlineModel({ 'site.config.yaml': CONFIG, 'pages/home.yaml': HOME, 'translations/af/site.yaml': SITE_AF, 'translations/af/pages/home.yaml': HOME_AF }),
    { scripts: [], styles: [] },
  );
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];

describe('a site in English and Afrikaans, from its YAML', () => {
  it('answers the Afrikaans city page with its texts, city name and template, and its lang', () => {
    const { status, html } = render()('/af/phones-in-port-elizabeth');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="af">');
    expect(h1(html)).toBe('Sakefone in Gqeberha');
    expect(html).toContain('<title>Fone in Gqeberha | Acme</title>');
    expect(html).toContain('<link rel="canonical" href="https://acme.example/af/phones-in-port-elizabeth">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://acme.example/phones-in-port-elizabeth">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://acme.example/phones-in-port-elizabeth">');
  });

  it('writes the same values each language’s way', () => {
    const r = render();
    expect(r('/').html).toContain('<meta name="description" content="Calls at 59c a minute, lines at R1,280.">');
    expect(r('/af').html).toContain('<meta name="description" content="Oproepe teen 59c per minuut, lyne teen R\u00a01\u00a0280.">');
    expect(r('/').html).toContain('Lines from R1,280.00');
    expect(r('/af').html).toContain('Lyne van R\u00a01\u00a0280,00');
  });

  it('labels the switch from each language’s site texts and links the same city', () => {
    const html = render()('/af/phones-in-durban').html;
    expect(html).toContain(
      '<nav aria-label="Taal" class="language-switch language-row"><ul class="language-list">' +
        '<li><a href="/phones-in-durban" lang="en" hrefLang="en">EN<span class="visually-hidden"> English</span></a></li>' +
        '<li><a href="/af/phones-in-durban" lang="af" hrefLang="af" aria-current="true">AF<span class="visually-hidden"> Afrikaans</span></a></li></ul></nav>',
    );
    expect(render()('/').html).toContain('<nav aria-label="Language" class="language-switch language-row">');
  });

  it('keeps the English id of a section named after its label, so #our-offices reaches it in Afrikaans', () => {
    const html = render()('/af').html;
    expect(html).toContain('aria-label="Ons kantore"');
    expect(html).toContain('class="slideshow carousel" id="our-offices"');
    expect(html).not.toContain('id="ons-kantore"');
  });

  it('answers an unknown path under /af with the Afrikaans not-found page', () => {
    const { status, html } = render()('/af/nowhere');
    expect(status).toBe(404);
    expect(h1(html)).toBe('Nie hier nie');
    expect(html).toContain('<html lang="af">');
  });
});
