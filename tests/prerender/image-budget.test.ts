import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeImageSets } from '../../src/prerender/image-variants';
import { pngOf } from '../helpers/png';

const root = mkdtempSync(join(tmpdir(), 'image-budget-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the build's image step keeps to the pixel budget (issue 57)", () => {
  it('refuses a 62 KB PNG of 64 megapixels before any decoder sees it, naming the file and the budget', async () => {
    mkdirSync(join(root, 'public/media'), { recursive: true });
    writeFileSync(join(root, 'public/media/bomb.png'), pngOf(8000, 8000));
    writeFileSync(join(root, 'public/media/fine.png'), pngOf(200, 100));
    const load = async () => {
      throw new Error('sharp was loaded for an image over the budget');
    };
    await expect(makeImageSets({ root, distDir: join(root, 'dist'), images: ['/media/bomb.png', '/media/fine.png'], load })).rejects.toThrow(
      'images: public/media/bomb.png is 8000 × 8000 pixels (64.0 megapixels), and an image may have at most 40 megapixels (a phone would need 256 MB to draw it). Export it smaller (2,000 px wide is plenty for a page) and build again.',
    );
  });

  it('reads no image from a folder beside public/ named like it (public-other/): the build goes on without it', async () => {
    mkdirSync(join(root, 'public-other'), { recursive: true });
    writeFileSync(join(root, 'public-other/bomb.png'), pngOf(8000, 8000));
    const load = async () => {
      throw new Error('sharp was loaded for an image outside public/');
    };
    await expect(makeImageSets({ root, distDir: join(root, 'dist'), images: ['/../public-other/bomb.png'], load })).resolves.toMatchObject({
      sets: {},
      resized: 0,
      warnings: [],
    });
  });
});
