import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/render-page';
import { coloursCss } from '../../src/vite/theme-css';
import { fixtureFile, fixtureProblems } from '../helpers/fixture-site';
import { inlineModel, inlineProblems, siteConfig } from '../helpers/inline-site';

// The brand comes from YAML: colours (with the engine's defaults), the site icon and the share image.
const page = `name: Home
paths: [/]
meta: { title: Home, description: The home page. }
sections:
  - { type: copy, heading: Welcome }
`;
const withBrand = (lines: string) => siteConfig().replace('  address: [1 Main Road]\n', `  address: [1 Main Road]\n${lines}`);

describe('brand colours', () => {
  it('are the engine defaults until the site names its own, as CSS custom properties', () => {
    const model = inlineModel({ 'site.config.yaml': withBrand('  colours: { primary: "#7a1f5c" }\n'), 'pages/home.yaml': page });
    expect(coloursCss(model.site.brand.colours)).toBe(
      ':root { --primary: #7a1f5c; --text: #1f2937; --muted: #4b5563; --band: #f3f4f6; --line: #d1d5db; --accent: #d97706; --highlight: #0f766e; --positive: #15803d; --focus: #b45309; }\n',
    );
  });

  it('must keep text readable: a pale primary colour is refused with its contrast and where it shows', () => {
    expect(inlineProblems({ 'site.config.yaml': withBrand('  colours:\n    primary: "#f2a541"\n'), 'pages/home.yaml': page })).toEqual([
      'site.config.yaml:7:14 brand.colours.primary: primary #f2a541 on white has a contrast of 2.05:1, below the 4.5:1 that headings and links on white, and white text on buttons and the footer need to be readable (WCAG AA). Pick a darker primary colour. [LE311]',
      'site.config.yaml:7:14 brand.colours.primary: primary #f2a541 on band #f3f4f6 has a contrast of 1.86:1, below the 4.5:1 that headings and links on the banded sections need to be readable (WCAG AA). Pick a darker primary colour. [LE311]',
    ]);
  });

  it('are written as # and six hex digits', () => {
    expect(inlineProblems({ 'site.config.yaml': withBrand('  colours: { primary: navy }\n'), 'pages/home.yaml': page })).toEqual([
      'site.config.yaml:6:23 brand.colours.primary: "navy" is not written the way this field needs: write a colour as # and six hex digits, like #1d4ed8. [LE223]',
    ]);
  });
});

describe('site icon, theme colour and share image', () => {
  it('come from brand: favicon, colours.primary and shareImage', () => {
    const model = inlineModel({
      'site.config.yaml': withBrand('  favicon: /brand/icon.png\n  shareImage: /brand/share.png\n  colours: { primary: "#7a1f5c" }\n'),
      'pages/home.yaml': page,
    });
    const html = createRenderer(model, { scripts: [], styles: [] })('/').html;
    expect(html).toContain('<meta name="theme-color" content="#7a1f5c">');
    expect(html).toContain('<link rel="icon" href="/brand/icon.png" type="image/png">');
    expect(html).toContain('<meta property="og:image" content="https://acme.example/brand/share.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('are left out when the site names none: no icon link, no share image, a small card', () => {
    const html = createRenderer(inlineModel({ 'site.config.yaml': siteConfig(), 'pages/home.yaml': page }), { scripts: [], styles: [] })('/').html;
    expect(html).toContain('<meta name="theme-color" content="#1d4ed8">');
    expect(html).not.toContain('rel="icon"');
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
  });

  it('must be files in public/', () => {
    const site = fixtureFile('site.config.yaml').replace(
      '  address: [1 Main Road, Durban]\n',
      '  address: [1 Main Road, Durban]\n  favicon: /media/logo.svgz\n',
    );
    expect(fixtureProblems({ 'site.config.yaml': site })).toEqual([
      'site.config.yaml:8:12 brand.favicon: There is no file public/media/logo.svgz, so this would show a broken image or play nothing. Did you mean "/media/logo.svg"? Add the file to public/media/ or fix the name. [LE310]',
    ]);
  });
});

describe('a site without a content store', () => {
  it('is valid: it simply has no testimonials or deals', () => {
    expect(
      inlineProblems({ 'site.config.yaml': siteConfig().replace('contentStore: { projectId: acme, dataset: production }\n', ''), 'pages/home.yaml': page }),
    ).toEqual([]);
  });

  it('cannot show a testimonials section', () => {
    const site = siteConfig().replace('contentStore: { projectId: acme, dataset: production }\n', '');
    const withTestimonials = page.replace(
      '  - { type: copy, heading: Welcome }\n',
      '  - { type: copy, heading: Welcome }\n  - { type: testimonials, heading: Clients, label: Client testimonials }\n',
    );
    expect(inlineProblems({ 'site.config.yaml': site, 'pages/home.yaml': withTestimonials })).toEqual([
      'pages/home.yaml:6:13 sections[1].type: A testimonials section shows testimonials from the content store, but site.config.yaml has no contentStore section. Add one (docs/blocks.md, testimonials) or remove this section. [LE312]',
    ]);
  });
});
