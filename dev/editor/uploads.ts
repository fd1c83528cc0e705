import { lstatSync, mkdirSync, realpathSync } from 'node:fs';
import { join, sep } from 'node:path';
import { imageFormat, imageSize, overPixelBudget, type ImageFormat } from '../../src/lib/image-size';
import { WriteFailed, writeAllOrNothing } from './atomic-write';
import { slugOf } from './slug';

/**
 * Images uploaded from a media field into public/media/ (issue 43): the type is read from the
 * file's first bytes, not its name (a .jpg that is a script is refused); the size and the pixels
 * are bounded, with a plain message, before anything decodes it (issue 57: src/lib/image-size.ts);
 * the name is made safe (lowercase letters, digits and hyphens) and unique (photo.jpg, then
 * photo-2.jpg); and the file is written only into real folders of the site, never through a link.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Wider or taller than this is more than any screen shows, and costly to resize at build. */
export const MAX_SIDE = 8000;

/** The formats a page may draw from an upload, and their file endings. SVG is not taken: it can carry script. */
const TYPES: Partial<Record<ImageFormat, string>> = { JPEG: 'jpg', PNG: 'png', WebP: 'webp' };

/** "Team photo (1).JPG" becomes team-photo-1; a folder in the name is dropped. */
export const safeStem = (name: string) => slugOf((name.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '')) || 'image';

export type UploadAnswer =
  { status: 200; path: string; width: number; height: number; message: string } | { status: 400 | 413 | 415 | 500 | 507; message: string };

/** Whether anything (a dangling link too) is at `path`. */
function taken(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Make public/media/ (and public/) as real folders of the site, or say why not. The rule page
 * writes follow (dev/editor/site-files.ts), made stricter because an upload makes a new file: no
 * folder on the way is a symbolic link, wherever it points (a link inside the site today can be
 * pointed elsewhere tomorrow), and the folder, followed, is inside the site folder.
 */
function mediaFolder(root: string): { folder: string } | { refused: string } {
  for (const part of ['public', 'public/media']) {
    const path = join(root, part);
    let stat;
    try {
      stat = lstatSync(path);
    } catch {
      mkdirSync(path);
      continue;
    }
    if (stat.isSymbolicLink())
      return {
        refused: `${part} is a symbolic link, and the editor does not write through links (the image would land outside the site folder). Replace the link with a folder.`,
      };
    if (!stat.isDirectory()) return { refused: `${part} is a file, not a folder. Move it away so the editor can make the folder.` };
  }
  const folder = join(root, 'public', 'media');
  const site = realpathSync(root);
  if (!realpathSync(folder).startsWith(site + sep)) return { refused: 'public/media is not inside the site folder. Replace it with a folder of the site.' };
  return { folder };
}

export function saveUpload(root: string, name: string, data: Buffer): UploadAnswer {
  if (data.length > MAX_UPLOAD_BYTES)
    return {
      status: 413,
      message: `Not uploaded: ${name} is ${(data.length / 1024 / 1024).toFixed(1)} MB, and an image may be at most 10 MB. Export it smaller (2,000 px wide is plenty for a page).`,
    };
  const format = imageFormat(data);
  const ext = format && TYPES[format];
  if (!format || !ext)
    return {
      status: 415,
      message: `Not uploaded: ${name} is not a JPEG, PNG or WebP image (its content says so, whatever its name). Export it as one of those.`,
    };
  const size = imageSize(data, format);
  if (!size)
    return { status: 400, message: `Not uploaded: ${name} looks like a ${format} but its size cannot be read; the file may be damaged. Export it again.` };
  if (size.width > MAX_SIDE || size.height > MAX_SIDE)
    return {
      status: 413,
      message: `Not uploaded: ${name} is ${size.width} × ${size.height} pixels, and an image may be at most ${MAX_SIDE} on a side. Export it smaller.`,
    };
  const over = overPixelBudget(size);
  if (over) return { status: 413, message: `Not uploaded: ${name} is ${over}. Export it smaller: 2,000 px wide is plenty for a page.` };
  let media: ReturnType<typeof mediaFolder>;
  try {
    media = mediaFolder(root);
  } catch (error) {
    return {
      status: 500,
      message: `Not uploaded: the folder public/media could not be made (${(error as NodeJS.ErrnoException).code ?? 'the system refused'}).`,
    };
  }
  if ('refused' in media) return { status: 400, message: `Not uploaded: ${media.refused}` };
  const stem = safeStem(name);
  let file = `${stem}.${ext}`;
  for (let n = 2; taken(join(media.folder, file)); n++) file = `${stem}-${n}.${ext}`;
  try {
    writeAllOrNothing([{ path: join(media.folder, file), name: `public/media/${file}`, text: data }]);
  } catch (error) {
    if (error instanceof WriteFailed) return { status: error.code === 'ENOSPC' ? 507 : 500, message: error.message };
    throw error;
  }
  return { status: 200, path: `/media/${file}`, ...size, message: `Uploaded /media/${file} (${size.width} × ${size.height}).` };
}
