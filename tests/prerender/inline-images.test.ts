import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteOrThrow } from '../../src/config/load';
import { drawnImages, SVG } from '../../src/prerender/image-list';
import { writeInlineImages } from '../../src/prerender/inline-images';
import { createRenderer } from '../../src/render/render-page';
import { ROOT } from '../helpers/load-fixture';

const root = mkdtempSync(join(tmpdir(), 'inline-images-'));
const distDir = join(root, 'dist');
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'public', 'media'), { recursive: true });
const write = (name: string, svg: string) => writeFileSync(join(root, 'public', 'media', name), svg);
write('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"><rect width="100" height="40" fill="#0b2545"/></svg>\n');
write('slide-1.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"/>');
// Over 4 KB: a file the browser fetches and caches, as before.
write('slide-2.svg', `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"><!--${'x'.repeat(4200)}--></svg>`);

describe('small SVGs drawn on the first screen come with the page', () => {
  const model = loadSiteOrThrow(join(ROOT, 'tests/fixtures/site'));
  const inline = writeInlineImages({ root, distDir, images: drawnImages(model, SVG) });

  it('writes each small SVG the site draws as a short data: URL, and leaves larger or missing ones out', () => {
    expect(inline).toEqual({
      '/media/logo.svg':
        'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%22100%22 height=%2240%22%3E%3Crect width=%22100%22 height=%2240%22 fill=%22%230b2545%22/%3E%3C/svg%3E',
      '/media/slide-1.svg': 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%22800%22 height=%22450%22/%3E',
    });
    expect(JSON.parse(readFileSync(join(distDir, '.vite', 'inline-images.json'), 'utf8'))).toEqual(inline);
  });

  it('draws the logo and the first slide from the page, later slides from their files, with no preload', () => {
    const html = createRenderer(model, { scripts: [], styles: [], inlineImages: inline })('/tour').html;
    expect(html).toContain('<img src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%22100%22 height=%2240%22');
    expect(html).toContain(
      '<img src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%22800%22 height=%22450%22/%3E" alt="A van" width="800" height="450" decoding="async"/>',
    );
    expect(html).toContain('<img src="/media/slide-2.svg" alt="A crate" width="800" height="450" loading="lazy" decoding="async"/>');
    expect(html).not.toContain('rel="preload" as="image"');
  });

  it('the not-found page draws the logo from the page too', () => {
    const { status, html } = createRenderer(model, { scripts: [], styles: [], inlineImages: inline })('/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('<a class="brand" href="/"><img src="data:image/svg+xml,');
  });
});

describe('only files of public/ are written into a page', () => {
  it('an SVG in a folder beside public/ named like it (public-other/) is left out', () => {
    const other = mkdtempSync(join(tmpdir(), 'inline-images-other-'));
    try {
      mkdirSync(join(other, 'public', 'media'), { recursive: true });
      mkdirSync(join(other, 'public-other'));
      writeFileSync(join(other, 'public-other', 'secret.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
      writeFileSync(join(other, 'public', 'media', 'dot.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
      expect(writeInlineImages({ root: other, distDir: join(other, 'dist'), images: ['/../public-other/secret.svg', '/media/dot.svg'] })).toEqual({
        '/media/dot.svg': 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%221%22 height=%221%22/%3E',
      });
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
