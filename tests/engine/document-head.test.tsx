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
  const html = htmlDocument({ title: 'Page', noindex: true }, rendered, { scripts: ['/assets/main.js'], styles: [], inlineStyle: 'body{color:red}' });

  it('inlines the CSS in <head> and links no stylesheet', () => {
    expect(head(html)).toContain('<style>body{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('preloads the eager image from <head>, with high priority, before the styles; a lazy image is not preloaded', () => {
    expect(head(html)).toContain('<link rel="preload" as="image" href="/media/hero.svg" fetchPriority="high"/>\n<style>');
    expect(html).not.toContain('<link rel="preload" as="image" href="/media/later.svg"');
    expect(body(html)).toMatch(/^<body>\n<main><h1>Heading<\/h1><img src="\/media\/hero.svg"/);
  });

  it('loads the entry script as a module, which never blocks the first paint', () => {
    expect(head(html)).toContain('<script type="module" src="/assets/main.js"></script>');
    expect(head(html)).not.toMatch(/<script src=/);
  });
});
