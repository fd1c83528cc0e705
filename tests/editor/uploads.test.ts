import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveUpload } from '../../dev/editor/uploads';
import { FIXTURE_SITE } from '../helpers/fixture-site';
import { jpegHeader } from './jpeg-header';

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
