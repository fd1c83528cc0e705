import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { WriteFailed, writeAllOrNothing } from './atomic-write';

/**
 * Images uploaded from a media field into public/media/ (issue 43): the type is read from the
 * file's first bytes, not its name (a .jpg that is a script is refused); the size and the pixels
 * are bounded, with a plain message; the name is made safe (lowercase letters, digits and hyphens)
 * and unique (photo.jpg, then photo-2.jpg).
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Wider or taller than this is more than any screen shows, and costly to resize at build. */
export const MAX_SIDE = 8000;

type ImageType = { ext: string; read: (data: Buffer) => { width: number; height: number } | undefined };

const TYPES: { name: string; magic: (data: Buffer) => boolean; type: ImageType }[] = [
  { name: 'JPEG', magic: (d) => d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff, type: { ext: 'jpg', read: jpegSize } },
  { name: 'PNG', magic: (d) => d.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), type: { ext: 'png', read: (d) => (d.length >= 24 ? { width: d.readUInt32BE(16), height: d.readUInt32BE(20) } : undefined) } },
  { name: 'WebP', magic: (d) => d.toString('latin1', 0, 4) === 'RIFF' && d.toString('latin1', 8, 12) === 'WEBP', type: { ext: 'webp', read: webpSize } },
];

/** A JPEG's size from its first start-of-frame marker. */
function jpegSize(data: Buffer): { width: number; height: number } | undefined {
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return undefined;
    const marker = data[at + 1]!;
    const length = data.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return undefined;
}

function webpSize(data: Buffer): { width: number; height: number } | undefined {
  const chunk = data.toString('latin1', 12, 16);
  if (chunk === 'VP8X' && data.length >= 30) return { width: 1 + data.readUIntLE(24, 3), height: 1 + data.readUIntLE(27, 3) };
  if (chunk === 'VP8 ' && data.length >= 30) return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L' && data.length >= 25) {
    const bits = data.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return undefined;
}

/** "Team photo (1).JPG" becomes team-photo-1; a folder in the name is dropped. */
export const safeStem = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '').normalize('NFKD').replace(/[^\w\s-]/g, '').toLowerCase().replace(/[\s_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'image';

export type UploadAnswer = { status: 200; path: string; width: number; height: number; message: string } | { status: 400 | 413 | 415 | 500 | 507; message: string };

export function saveUpload(root: string, name: string, data: Buffer): UploadAnswer {
  if (data.length > MAX_UPLOAD_BYTES) return { status: 413, message: `Not uploaded: ${name} is ${(data.length / 1024 / 1024).toFixed(1)} MB, and an image may be at most 10 MB. Export it smaller (2,000 px wide is plenty for a page).` };
  const found = TYPES.find((type) => type.magic(data));
  if (!found) return { status: 415, message: `Not uploaded: ${name} is not a JPEG, PNG or WebP image (its content says so, whatever its name). Export it as one of those.` };
  const size = found.type.read(data);
  if (!size || size.width === 0 || size.height === 0) return { status: 400, message: `Not uploaded: ${name} looks like a ${found.name} but its size cannot be read; the file may be damaged. Export it again.` };
  if (size.width > MAX_SIDE || size.height > MAX_SIDE) return { status: 413, message: `Not uploaded: ${name} is ${size.width} × ${size.height} pixels, and an image may be at most ${MAX_SIDE} on a side. Export it smaller.` };
  const folder = join(root, 'public', 'media');
  mkdirSync(folder, { recursive: true });
  const stem = safeStem(name);
  let file = `${stem}.${found.type.ext}`;
  for (let n = 2; existsSync(join(folder, file)); n++) file = `${stem}-${n}.${found.type.ext}`;
  try {
    writeAllOrNothing([{ path: join(folder, file), name: `public/media/${file}`, text: data }]);
  } catch (error) {
    if (error instanceof WriteFailed) return { status: error.code === 'ENOSPC' ? 507 : 500, message: error.message };
    throw error;
  }
  return { status: 200, path: `/media/${file}`, ...size, message: `Uploaded /media/${file} (${size.width} × ${size.height}).` };
}
