import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { htmlDocument } from '../../src/render/document';
import { Img } from '../../src/ui/Img';

const head = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
const body = (html: string) => html.slice(html.indexOf('<body>'));
const hero = { src: '/media/hero.svg', alt: 'A hero', width: 640, height: 480 };
const later = { src: '/media/later.svg', alt: 'Further down', width: 640, height: 480 };

describe('the document head: the first paint needs nothing but the HTML', () => {
  const rendered = renderToString(
    <main>
      <h1>Heading</h1>
      <Img image={hero} eager />
      <Img image={later} />
    </main>,
  );
  const html = htmlDocument({ title: 'Page', noindex: true, themeColor: '#1d4ed8' }, rendered, {
    scripts: ['/assets/main.js'],
    styles: [],
    inlineStyles: [
      { part: 'base', css: 'body{color:red}' },
      { part: 'carousel', css: '.carousel{margin:0}' },
    ],
  });

  it('inlines the CSS in <head> and links no stylesheet', () => {
    expect(head(html)).toContain('<style>body{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it("inlines a block's styles only into a page that holds the block, after the base", () => {
    expect(head(html)).not.toContain('.carousel{margin:0}');
    const withCarousel = htmlDocument(
      { title: 'Page', noindex: true, themeColor: '#1d4ed8' },
      rendered,
      {
        scripts: [],
        styles: [],
        inlineStyles: [
          { part: 'base', css: 'body{color:red}' },
          { part: 'carousel', css: '.carousel{margin:0}' },
        ],
      },
      new Set(['carousel']),
    );
    expect(head(withCarousel)).toContain('<style>body{color:red}</style>\n<style>.carousel{margin:0}</style>');
  });

  it('preloads the eager image from <head>, with high priority, before the styles; a lazy image is not preloaded', () => {
    expect(head(html)).toContain('<link rel="preload" as="image" href="/media/hero.svg" fetchPriority="high"/>\n<style>');
    expect(html).not.toContain('<link rel="preload" as="image" href="/media/later.svg"');
    expect(body(html)).toMatch(/^<body>\n<main><h1>Heading<\/h1><img src="\/media\/hero.svg"/);
  });

  it("links the dev server's scripts as modules, which never block the first paint", () => {
    expect(head(html)).toContain('<script type="module" src="/assets/main.js"></script>');
    expect(head(html)).not.toMatch(/<script src=/);
  });
});

describe('the built document: no script is requested before the first paint', () => {
  const html = htmlDocument({ title: 'Page', noindex: true, themeColor: '#1d4ed8' }, '<main><h1>Heading</h1></main>', {
    scripts: [],
    styles: [],
    boot: { code: 'console.log(1)', entry: '/assets/main-abc.js' },
  });

  it('ends the body with the boot script inline, naming the entry script it loads after the first paint', () => {
    expect(body(html)).toBe('<body>\n<main><h1>Heading</h1></main>\n<script data-entry="/assets/main-abc.js">console.log(1)</script>\n</body>\n</html>\n');
    expect(head(html)).not.toContain('<script');
  });

  it("names the boot's late part on the boot script, after the entry, escaped as an attribute", () => {
    const withLate = htmlDocument({ title: 'Page', noindex: true, themeColor: '#1d4ed8' }, '<main></main>', {
      scripts: [],
      styles: [],
      boot: { code: 'console.log(1)', entry: '/assets/main-abc.js', late: '/assets/boot-late-"x&y.js' },
    });
    expect(body(withLate)).toContain('<script data-entry="/assets/main-abc.js" data-late="/assets/boot-late-&quot;x&amp;y.js">console.log(1)</script>');
  });
});
