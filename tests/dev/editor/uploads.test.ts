import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveUpload } from '../../../dev/editor/uploads';
import { FIXTURE_SITE } from '../../helpers/fixture-site';
import { jpegHeader } from './jpeg-header';
import { pngOf } from '../../helpers/png';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'uploads-'));
  cpSync(FIXTURE_SITE, root, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const png = (width: number, height: number) => {
  const data = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(data);
  data.writeUInt32BE(width, 16);
  data.writeUInt32BE(height, 20);
  return data;
};

describe('images uploaded from a media field', () => {
  it('a JPEG gets a safe name in public/media/, and a second of the same name its own', () => {
    expect(saveUpload(root, 'Team Photo (1).JPG', jpegHeader(1200, 800))).toEqual({ status: 200, path: '/media/team-photo-1.jpg', width: 1200, height: 800, message: 'Uploaded /media/team-photo-1.jpg (1200 × 800).' });
    expect(readFileSync(join(root, 'public/media/team-photo-1.jpg')).equals(jpegHeader(1200, 800))).toBe(true);
    expect(saveUpload(root, 'team photo 1.jpeg', jpegHeader(10, 10))).toMatchObject({ status: 200, path: '/media/team-photo-1-2.jpg' });
  });

  it('the type is read from the content: a PNG named .jpg is saved as .png, a script named .jpg is refused', () => {
    expect(saveUpload(root, 'logo.jpg', png(40, 20))).toMatchObject({ status: 200, path: '/media/logo.png', width: 40, height: 20 });
    expect(saveUpload(root, 'photo.jpg', Buffer.from('<script>alert(1)</script>'))).toEqual({ status: 415, message: 'Not uploaded: photo.jpg is not a JPEG, PNG or WebP image (its content says so, whatever its name). Export it as one of those.' });
    expect(saveUpload(root, '../../etc/passwd', png(40, 20))).toMatchObject({ status: 200, path: '/media/passwd.png' });
  });

  it('too many pixels or too many bytes get a plain message', () => {
    expect(saveUpload(root, 'banner.png', png(9000, 300))).toEqual({ status: 413, message: 'Not uploaded: banner.png is 9000 × 300 pixels, and an image may be at most 8000 on a side. Export it smaller.' });
    expect(saveUpload(root, 'huge.jpg', Buffer.concat([jpegHeader(100, 100), Buffer.alloc(11 * 1024 * 1024)]))).toEqual({ status: 413, message: 'Not uploaded: huge.jpg is 11.0 MB, and an image may be at most 10 MB. Export it smaller (2,000 px wide is plenty for a page).' });
  });
});

describe('uploads stay inside the site, and within a pixel budget (issue 57)', () => {
  it('a public/media that is a symbolic link out of the site is refused, and nothing lands where it points', () => {
    const outside = mkdtempSync(join(tmpdir(), 'outside-'));
    try {
      rmSync(join(root, 'public/media'), { recursive: true });
      symlinkSync(outside, join(root, 'public/media'));
      expect(saveUpload(root, 'photo.jpg', jpegHeader(1200, 800))).toEqual({ status: 400, message: 'Not uploaded: public/media is a symbolic link, and the editor does not write through links (the image would land outside the site folder). Replace the link with a folder.' });
      expect(readdirSync(outside)).toEqual([]);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('a public that is a link is refused too, even to a folder inside the site', () => {
    renameSync(join(root, 'public'), join(root, 'assets-folder'));
    symlinkSync(join(root, 'assets-folder'), join(root, 'public'));
    expect(saveUpload(root, 'photo.jpg', jpegHeader(1200, 800))).toEqual({ status: 400, message: 'Not uploaded: public is a symbolic link, and the editor does not write through links (the image would land outside the site folder). Replace the link with a folder.' });
    expect(existsSync(join(root, 'assets-folder/media/photo.jpg'))).toBe(false);
  });

  it('a public/media not made yet is made as a folder', () => {
    rmSync(join(root, 'public'), { recursive: true });
    expect(saveUpload(root, 'photo.jpg', jpegHeader(1200, 800))).toMatchObject({ status: 200, path: '/media/photo.jpg' });
  });

  it('a 62 KB PNG of 8000 × 8000 pixels (64 megapixels) is refused with its size and the budget', () => {
    const bomb = pngOf(8000, 8000);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(saveUpload(root, 'banner.png', bomb)).toEqual({ status: 413, message: 'Not uploaded: banner.png is 8000 × 8000 pixels (64.0 megapixels), and an image may have at most 40 megapixels (a phone would need 256 MB to draw it). Export it smaller: 2,000 px wide is plenty for a page.' });
    expect(existsSync(join(root, 'public/media/banner.png'))).toBe(false);
    expect(saveUpload(root, 'wide.png', pngOf(8000, 5000))).toMatchObject({ status: 200, width: 8000, height: 5000 });
  });
});
