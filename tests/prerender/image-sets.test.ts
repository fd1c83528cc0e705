import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteOrThrow } from '../../src/config/load';
import type { SiteModel } from '../../src/config/model';
import { drawnImages } from '../../src/prerender/image-list';
import { makeImageSets, type ImageSetsSummary } from '../../src/prerender/image-variants';
import { createRenderer } from '../../src/render/render-page';
import { CONTENT_TYPES } from '../../src/output/served-files';
import { resolveStaticFile } from '../../src/server/static-files';
import { launchChromium } from '../../dev/browser/chromium';
import { ROOT } from '../helpers/load-fixture';
import { photoJpeg } from '../../bench/photo';

/** The fixture site with a phone's photo as the home page's hero and a small picture as the tour's first slide. */
function modelWithPhotos(): SiteModel {
  const model = loadSiteOrThrow(join(ROOT, 'tests/fixtures/site'));
  const page = (id: string) => model.pages.find((entry) => entry.id === id)!.page as unknown as { sections: Record<string, unknown>[] };
  page('home').sections[0]!.image = { src: '/media/photo.jpg', alt: 'The workshop', width: 3000, height: 2000 };
  (page('tour').sections[0]!.slides as { image: object }[])[0]!.image = { src: '/media/small.jpg', alt: 'A van', width: 300, height: 200 };
  return model;
}

const root = mkdtempSync(join(tmpdir(), 'image-sets-'));
const distDir = join(root, 'dist');
afterAll(() => rmSync(root, { recursive: true, force: true }));
const model = modelWithPhotos();
let first: ImageSetsSummary;
let second: ImageSetsSummary;
let photoBytes: number;
let smallBytes: number;

beforeAll(async () => {
  mkdirSync(join(root, 'public', 'media'), { recursive: true });
  const photo = await photoJpeg(3000, 2000);
  const small = await photoJpeg(300, 200, 80);
  [photoBytes, smallBytes] = [photo.length, small.length];
  writeFileSync(join(root, 'public/media/photo.jpg'), photo);
  writeFileSync(join(root, 'public/media/small.jpg'), small);
  first = await makeImageSets({ root, distDir, images: drawnImages(model) });
  second = await makeImageSets({ root, distDir, images: drawnImages(model) });
}, 600_000);

describe('phone sizes of large images at build', () => {
  it('finds the raster images the pages draw, not the SVG slides', () => {
    expect(drawnImages(model)).toEqual(['/media/photo.jpg', '/media/small.jpg']);
  });

  it('makes a 3 MB, 3000 px JPEG into copies 360, 720, 1080 and 1440 px wide, AVIF beside the JPEG', async () => {
    expect(photoBytes).toBeGreaterThan(2_500_000);
    const set = first.sets['/media/photo.jpg']!;
    expect(set.widths).toEqual([360, 720, 1080, 1440]);
    expect(set.path).toMatch(/^\/assets\/img\/photo-[0-9a-f]{8}$/);
    // WebP of this picture is larger than the JPEG at 1440 px, so it is not offered at all.
    expect(set.formats).toEqual(['avif']);
    const files = readdirSync(join(distDir, 'assets/img'))
      .map((name) => name.replace(/-[0-9a-f]{8}-/, '-#-'))
      .sort();
    expect(files).toEqual([
      'photo-#-1080.avif',
      'photo-#-1080.jpg',
      'photo-#-1440.avif',
      'photo-#-1440.jpg',
      'photo-#-360.avif',
      'photo-#-360.jpg',
      'photo-#-720.avif',
      'photo-#-720.jpg',
    ]);
    for (const name of readdirSync(join(distDir, 'assets/img'))) {
      const { width, height } = await sharp(join(distDir, 'assets/img', name)).metadata();
      const listed = Number(/-(\d+)\.\w+$/.exec(name)![1]);
      expect([width, height], name).toEqual([listed, (listed * 2) / 3]);
    }
  });

  it('keeps each copy far under the original: the widest JPEG under 200 KB, the 1080 px AVIF under 20 KB', () => {
    const set = first.sets['/media/photo.jpg']!;
    expect(statSync(join(distDir, `${set.path}-1440.jpg`)).size).toBeLessThan(200_000);
    expect(statSync(join(distDir, `${set.path}-1080.jpg`)).size).toBeLessThan(60_000);
    expect(statSync(join(distDir, `${set.path}-1080.avif`)).size).toBeLessThan(20_000);
  });

  it('leaves a small image as it is: no copies, drawn from its own file', () => {
    expect(smallBytes).toBeLessThan(32 * 1024);
    expect(first.sets['/media/small.jpg']).toBeUndefined();
    const html = createRenderer(model, { scripts: [], styles: [], images: first.sets })('/tour').html;
    expect(html).toContain('<img src="/media/small.jpg" alt="A van" width="300" height="200" loading="eager" decoding="async" fetchPriority="high"/>');
  });

  it('draws the hero as a <picture>: AVIF and JPEG srcsets of the copies, its width and height kept, not lazy, the AVIF preloaded', () => {
    const set = first.sets['/media/photo.jpg']!;
    const html = createRenderer(model, { scripts: [], styles: [], images: first.sets })('/').html;
    const at = (width: number, ext: string) => `${set.path}-${width}.${ext} ${width}w`;
    const sizes = 'sizes="(min-width: 720px) 500px, 100vw"';
    expect(html).toContain(
      `<picture><source type="image/avif" srcSet="${at(360, 'avif')}, ${at(720, 'avif')}, ${at(1080, 'avif')}, ${at(1440, 'avif')}" ${sizes}/>` +
        `<img src="${set.path}-1440.jpg" srcSet="${at(360, 'jpg')}, ${at(720, 'jpg')}, ${at(1080, 'jpg')}, ${at(1440, 'jpg')}" ${sizes} alt="The workshop" width="3000" height="2000" loading="eager" decoding="async" class="hero-image" fetchPriority="high"/></picture>`,
    );
    expect(html).not.toContain('/media/photo.jpg');
    // In <head>, after the logo and before the styles: the request for the copy the AVIF <source> takes.
    expect(html).toContain(
      `<title>Phones | Acme</title>\n<link rel="preload" as="image" href="/media/logo.svg"/><link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="${at(360, 'avif')}, ${at(720, 'avif')}, ${at(1080, 'avif')}, ${at(1440, 'avif')}" imageSizes="(min-width: 720px) 500px, 100vw"/>`,
    );
  });

  it('makes nothing again on a rebuild: the copies come from .cache/images', () => {
    expect([first.made, first.resized]).toEqual([1, 1]);
    expect([second.made, second.resized]).toEqual([0, 1]);
    expect(second.sets).toEqual(first.sets);
  });

  it('names the copies of an image by its file name in lower case, each run of other characters one hyphen', async () => {
    // The same bytes as photo.jpg (so its copies come from .cache/images) under a name as a phone or a designer writes it.
    writeFileSync(join(root, 'public/media/Team Photo (final) V2.jpg'), readFileSync(join(root, 'public/media/photo.jpg')));
    const named = await makeImageSets({ root, distDir, images: ['/media/Team Photo (final) V2.jpg'] });
    const { path } = named.sets['/media/Team Photo (final) V2.jpg']!;
    expect(path).toBe(first.sets['/media/photo.jpg']!.path.replace('/photo-', '/team-photo-final-v2-'));
    expect(path).toMatch(/^\/assets\/img\/team-photo-final-v2-[0-9a-f]{8}$/);
  });

  it('in Chromium, a phone 390 px wide at 2x fetches only the 1080 px AVIF (under 20 KB), a 1280 px desktop the 720 px one', async () => {
    const html = createRenderer(model, { scripts: [], styles: [], images: first.sets })('/').html;
    const server = createServer((req, res) => {
      if (req.url === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(html);
      const file = resolveStaticFile(distDir, req.url!);
      if (!file) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)]! }).end(readFileSync(file));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const browser = await launchChromium();
    try {
      const fetched = async (viewport: { width: number; height: number }, deviceScaleFactor: number) => {
        const context = await browser.newContext({ viewport, deviceScaleFactor });
        const images: Promise<string>[] = [];
        const page = await context.newPage();
        page.on('response', (response) => {
          const path = new URL(response.url()).pathname;
          if (path.startsWith('/assets/img/')) images.push(response.body().then((body) => `${path.replace(/-[0-9a-f]{8}-/, '-#-')} ${body.length}`));
        });
        await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
        await page.waitForFunction(() => document.querySelector<HTMLImageElement>('img.hero-image')?.complete === true);
        const answer = await Promise.all(images);
        await context.close();
        return answer;
      };
      const phone = await fetched({ width: 390, height: 844 }, 2);
      expect(phone).toHaveLength(1);
      expect(phone[0]).toMatch(/^\/assets\/img\/photo-#-1080\.avif \d+$/);
      expect(Number(phone[0]!.split(' ')[1])).toBeLessThan(20_000);
      expect((await fetched({ width: 1280, height: 800 }, 1))[0]).toMatch(/^\/assets\/img\/photo-#-720\.avif \d+$/);
    } finally {
      await browser.close();
      server.close();
    }
  });

  it('sends a damaged image as it is, saying so, and reads nothing outside public/', async () => {
    writeFileSync(join(root, 'public/media/broken.jpg'), Buffer.alloc(40_000, 'x'));
    writeFileSync(join(root, 'outside.jpg'), await photoJpeg(800, 600));
    const answer = await makeImageSets({ root, distDir: join(root, 'dist-broken'), images: ['/media/broken.jpg', '/../outside.jpg'] });
    expect(answer.sets).toEqual({});
    expect(answer.warnings).toHaveLength(1);
    expect(answer.warnings[0]).toMatch(
      /^images: public\/media\/broken\.jpg could not be read as an image \(.+\), so it is sent as it is: export it again as a JPEG, PNG or WebP\.$/,
    );
  });

  it('without sharp, names each large image and its size in one warning line and draws it as it is', async () => {
    const without = await makeImageSets({ root, distDir: join(root, 'dist-without'), images: drawnImages(model), load: async () => undefined });
    expect(without.sets).toEqual({});
    expect(without.warnings).toEqual([
      'images: public/media/photo.jpg is 3.0 MB and is sent to every visitor as it is: install sharp in the site folder (npm i -D sharp) and build again to make phone sizes and AVIF/WebP of it.',
    ]);
  });
});
