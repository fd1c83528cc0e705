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
    expect(saveUpload(root, 'Team Photo (1).JPG', jpegHeader(1200, 800))).toEqual({
      status: 200,
      path: '/media/team-photo-1.jpg',
      width: 1200,
      height: 800,
      message: 'Uploaded /media/team-photo-1.jpg (1200 × 800).',
    });
    expect(readFileSync(join(root, 'public/media/team-photo-1.jpg')).equals(jpegHeader(1200, 800))).toBe(true);
    expect(saveUpload(root, 'team photo 1.jpeg', jpegHeader(10, 10))).toMatchObject({ status: 200, path: '/media/team-photo-1-2.jpg' });
  });

  it('a third and a fourth upload of one name get -3 and -4, and each file keeps its own bytes', () => {
    const uploads = [jpegHeader(100, 10), jpegHeader(200, 20), jpegHeader(300, 30), jpegHeader(400, 40)];
    expect(uploads.map((data) => saveUpload(root, 'photo.jpg', data))).toEqual([
      { status: 200, path: '/media/photo.jpg', width: 100, height: 10, message: 'Uploaded /media/photo.jpg (100 × 10).' },
      { status: 200, path: '/media/photo-2.jpg', width: 200, height: 20, message: 'Uploaded /media/photo-2.jpg (200 × 20).' },
      { status: 200, path: '/media/photo-3.jpg', width: 300, height: 30, message: 'Uploaded /media/photo-3.jpg (300 × 30).' },
      { status: 200, path: '/media/photo-4.jpg', width: 400, height: 40, message: 'Uploaded /media/photo-4.jpg (400 × 40).' },
    ]);
    const kept = { 'photo.jpg': uploads[0]!, 'photo-2.jpg': uploads[1]!, 'photo-3.jpg': uploads[2]!, 'photo-4.jpg': uploads[3]! };
    for (const [name, data] of Object.entries(kept)) expect(readFileSync(join(root, 'public/media', name)).equals(data), name).toBe(true);
  });

  it('the type is read from the content: a PNG named .jpg is saved as .png, a script named .jpg is refused', () => {
    expect(saveUpload(root, 'logo.jpg', png(40, 20))).toMatchObject({ status: 200, path: '/media/logo.png', width: 40, height: 20 });
    expect(saveUpload(root, 'photo.jpg', Buffer.from('<script>alert(1)</script>'))).toEqual({
      status: 415,
      message: 'Not uploaded: photo.jpg is not a JPEG, PNG or WebP image (its content says so, whatever its name). Export it as one of those.',
    });
    expect(saveUpload(root, '../../etc/passwd', png(40, 20))).toMatchObject({ status: 200, path: '/media/passwd.png' });
  });

  it('too many pixels or too many bytes get a plain message', () => {
    expect(saveUpload(root, 'banner.png', png(9000, 300))).toEqual({
      status: 413,
      message: 'Not uploaded: banner.png is 9000 × 300 pixels, and an image may be at most 8000 on a side. Export it smaller.',
    });
    expect(saveUpload(root, 'poster.png', png(300, 9000))).toEqual({
      status: 413,
      message: 'Not uploaded: poster.png is 300 × 9000 pixels, and an image may be at most 8000 on a side. Export it smaller.',
    });
    expect(saveUpload(root, 'scan.jpg', jpegHeader(300, 8001))).toEqual({
      status: 413,
      message: 'Not uploaded: scan.jpg is 300 × 8001 pixels, and an image may be at most 8000 on a side. Export it smaller.',
    });
    expect(saveUpload(root, 'strip.jpg', jpegHeader(8001, 300))).toEqual({
      status: 413,
      message: 'Not uploaded: strip.jpg is 8001 × 300 pixels, and an image may be at most 8000 on a side. Export it smaller.',
    });
    expect(existsSync(join(root, 'public/media/poster.png'))).toBe(false);
    expect(existsSync(join(root, 'public/media/scan.jpg'))).toBe(false);
    // 8000 on a side is allowed, either way round.
    expect(saveUpload(root, 'tall.jpg', jpegHeader(300, 8000))).toMatchObject({ status: 200, path: '/media/tall.jpg', width: 300, height: 8000 });
    expect(saveUpload(root, 'wide.jpg', jpegHeader(8000, 300))).toMatchObject({ status: 200, path: '/media/wide.jpg', width: 8000, height: 300 });
    expect(saveUpload(root, 'huge.jpg', Buffer.concat([jpegHeader(100, 100), Buffer.alloc(11 * 1024 * 1024)]))).toEqual({
      status: 413,
      message: 'Not uploaded: huge.jpg is 11.0 MB, and an image may be at most 10 MB. Export it smaller (2,000 px wide is plenty for a page).',
    });
  });
});

describe('uploads stay inside the site, and within a pixel budget (issue 57)', () => {
  it('a public/media that is a symbolic link out of the site is refused, and nothing lands where it points', () => {
    const outside = mkdtempSync(join(tmpdir(), 'outside-'));
    try {
      rmSync(join(root, 'public/media'), { recursive: true });
      symlinkSync(outside, join(root, 'public/media'));
      expect(saveUpload(root, 'photo.jpg', jpegHeader(1200, 800))).toEqual({
        status: 400,
        message:
          'Not uploaded: public/media is a symbolic link, and the editor does not write through links (the image would land outside the site folder). Replace the link with a folder.',
      });
      expect(readdirSync(outside)).toEqual([]);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('a public that is a link is refused too, even to a folder inside the site', () => {
    renameSync(join(root, 'public'), join(root, 'assets-folder'));
    symlinkSync(join(root, 'assets-folder'), join(root, 'public'));
    expect(saveUpload(root, 'photo.jpg', jpegHeader(1200, 800))).toEqual({
      status: 400,
      message:
        'Not uploaded: public is a symbolic link, and the editor does not write through links (the image would land outside the site folder). Replace the link with a folder.',
    });
    expect(existsSync(join(root, 'assets-folder/media/photo.jpg'))).toBe(false);
  });

  it('a public/media not made yet is made as a folder', () => {
    rmSync(join(root, 'public'), { recursive: true });
    expect(saveUpload(root, 'photo.jpg', jpegHeader(1200, 800))).toMatchObject({ status: 200, path: '/media/photo.jpg' });
  });

  it('a 62 KB PNG of 8000 × 8000 pixels (64 megapixels) is refused with its size and the budget', () => {
    const bomb = pngOf(8000, 8000);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(saveUpload(root, 'banner.png', bomb)).toEqual({
      status: 413,
      message:
        'Not uploaded: banner.png is 8000 × 8000 pixels (64.0 megapixels), and an image may have at most 40 megapixels (a phone would need 256 MB to draw it). Export it smaller: 2,000 px wide is plenty for a page.',
    });
    expect(existsSync(join(root, 'public/media/banner.png'))).toBe(false);
    expect(saveUpload(root, 'wide.png', pngOf(8000, 5000))).toMatchObject({ status: 200, width: 8000, height: 5000 });
  });
});
