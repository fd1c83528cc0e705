import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, extname, join, sep } from 'node:path';
import { imageSize, overPixelBudget, PIXEL_BUDGET } from '../lib/image-size';
import { IMAGE_SETS_FILE } from '../render/assets';
import type { ImageSet, ImageSets } from '../ui/image-sets';
import { pruneCache } from './compress';

/** Widths a visitor may be sent (a phone at 1x, 2x, 3x; a desktop column), each only below the original's. */
export const WIDTHS = [360, 720, 1080, 1440] as const;
/** Below this an image gets no copies: what it could save is worth less than the longer HTML. */
export const MIN_BYTES = 32 * 1024;
/** Copies are served from /assets/ (content-hashed names, cached for a year). */
const OUT = 'assets/img';
/** Part of every cache key: change it when the encoder settings change, so old copies are not reused. */
const SETTINGS = 'jpeg80-mozjpeg webp78 avif50 png9 v1';

/** sharp's default export; sharp is an optional peer dependency (docs/decisions/43-images.md). */
type Sharp = typeof import('sharp').default;
const loadSharp = async (): Promise<Sharp | undefined> => {
  try {
    return (await import('sharp')).default;
  } catch {
    return undefined;
  }
};

export interface ImageSetsSummary {
  sets: ImageSets;
  /** Images with copies; of them, made now (the rest copied from the cache). */
  resized: number;
  made: number;
  /** One line per large image sent as it is: sharp is not installed, or the file is not a readable image. */
  warnings: string[];
  ms: number;
}

/**
 * Make the smaller copies of each large image under dist/assets/img/ and write the list of them
 * (dist/.vite/images.json). Each image's copies are kept in .cache/images/ under the SHA-256 of its
 * bytes, so a rebuild copies them instead of encoding again.
 */
export async function makeImageSets({
  root,
  distDir,
  images,
  load = loadSharp,
}: {
  root: string;
  distDir: string;
  images: readonly string[];
  load?: () => Promise<Sharp | undefined>;
}): Promise<ImageSetsSummary> {
  const started = performance.now();
  refuseOverBudget(root, images);
  const cacheDir = join(root, '.cache', 'images');
  const sets: Record<string, ImageSet> = {};
  const summary = { resized: 0, made: 0, warnings: [] as string[] };
  let sharp: Promise<Sharp | undefined> | undefined; // loaded for the first large image, not for a site of SVGs
  for (const src of images) {
    const file = publicFileOf(root, src);
    if (!file) continue; // validate names a missing one (missingMedia)
    const data = readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    if (!(await (sharp ??= load()))) {
      summary.warnings.push(
        `images: public${src} is ${(data.length / 1024 / 1024).toFixed(1)} MB and is sent to every visitor as it is: install sharp in the site folder (npm i -D sharp) and build again to make phone sizes and AVIF/WebP of it.`,
      );
      continue;
    }
    const key = createHash('sha256').update(SETTINGS).update(data).digest('hex');
    mkdirSync(cacheDir, { recursive: true });
    let made = readCached(cacheDir, key);
    if (made === undefined) {
      try {
        made = await encode((await sharp)!, data, extname(file).slice(1).toLowerCase().replace('jpeg', 'jpg'), cacheDir, key);
      } catch (error) {
        summary.warnings.push(
          `images: public${src} could not be read as an image (${(error as Error).message}), so it is sent as it is: export it again as a JPEG, PNG or WebP.`,
        );
        continue;
      }
      summary.made++;
    }
    if (!made) continue; // animated, or nothing to gain
    const path = `/${OUT}/${basename(file, extname(file))
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')}-${key.slice(0, 8)}`;
    mkdirSync(join(distDir, OUT), { recursive: true });
    for (const ext of [made.ext, ...made.formats])
      for (const width of made.widths) copyFileSync(join(cacheDir, `${key}-${width}.${ext}`), join(distDir, `${path}-${width}.${ext}`));
    sets[src] = { path, ...made };
    summary.resized++;
  }
  mkdirSync(join(distDir, '.vite'), { recursive: true });
  writeFileSync(join(distDir, IMAGE_SETS_FILE), JSON.stringify(sets));
  if (existsSync(cacheDir)) pruneCache(cacheDir);
  return { sets, ...summary, ms: performance.now() - started };
}

/** The file under public/ an image's src names, when it is there (nothing outside public/). */
function publicFileOf(root: string, src: string): string | undefined {
  const publicDir = join(root, 'public');
  const file = join(publicDir, decodeURI(src.split(/[?#]/)[0]!));
  return file.startsWith(publicDir + sep) && existsSync(file) ? file : undefined;
}

/**
 * Stop the build at an image over the pixel budget (src/lib/image-size.ts), read from its header
 * before any decoder sees it, whatever its bytes (a 62 KB PNG can hold 64 megapixels): sharp would
 * spend a quarter of a gigabyte on it, and a visitor's phone as much. Every such image is named.
 */
export function refuseOverBudget(root: string, images: readonly string[]): void {
  const over = images.flatMap((src) => {
    const file = publicFileOf(root, src);
    const size = file ? imageSize(readFileSync(file)) : undefined;
    const why = size && overPixelBudget(size);
    return why ? [`images: public${src} is ${why}.`] : [];
  });
  if (over.length > 0)
    throw new Error(`${over.join('\n')} Export ${over.length === 1 ? 'it' : 'them'} smaller (2,000 px wide is plenty for a page) and build again.`);
}

type Made = Omit<ImageSet, 'path'>;

/** The set of a cached image; its .json is written last, so it says the copies are complete. */
function readCached(cacheDir: string, key: string): Made | false | undefined {
  const file = join(cacheDir, `${key}.json`);
  try {
    const made = JSON.parse(readFileSync(file, 'utf8')) as Made | false;
    const now = new Date();
    utimesSync(file, now, now);
    if (made) for (const ext of [made.ext, ...made.formats]) for (const width of made.widths) utimesSync(join(cacheDir, `${key}-${width}.${ext}`), now, now);
    return made;
  } catch {
    return undefined;
  }
}

/**
 * Every width in the original's format, and in AVIF and WebP; a format is kept only when it is
 * smaller than the original's at every width (so each <source> offers every width). The widest copy
 * is the original's bytes when re-encoding it at its own width would not make it smaller.
 */
async function encode(sharp: Sharp, data: Buffer, ext: string, cacheDir: string, key: string): Promise<Made | false> {
  // The decoder keeps to the budget too, should a header ever say less than the pixels it holds.
  const input = { limitInputPixels: PIXEL_BUDGET };
  const meta = await sharp(data, input).metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const result = (made: Made | false) => (writeFileSync(join(cacheDir, `${key}.json`), JSON.stringify(made)), made);
  if (!width || (meta.pages ?? 1) > 1) return result(false);
  const widths = [...WIDTHS.filter((w) => w < width && w < WIDTHS.at(-1)!), Math.min(width, WIDTHS.at(-1)!)];
  const candidates = [ext, ...(ext === 'webp' ? ['avif'] : ['avif', 'webp'])];
  const bytes: Record<string, Buffer[]> = {};
  for (const format of candidates) {
    bytes[format] = [];
    for (const w of widths)
      bytes[format].push(
        await sharp(data, input)
          .rotate()
          .resize({ width: w })
          .toFormat(format === 'jpg' ? 'jpeg' : (format as 'png'), OPTIONS[format])
          .toBuffer(),
      );
  }
  const own = bytes[ext]!;
  if (widths.at(-1) === width && own.at(-1)!.length >= data.length && !meta.orientation) own[own.length - 1] = data;
  const formats = candidates.slice(1).filter((format) => bytes[format]!.every((copy, i) => copy.length < own[i]!.length)) as Made['formats'];
  if (widths.length === 1 && own[0] === data && formats.length === 0) return result(false); // narrow, and no format smaller
  for (const format of [ext, ...formats]) bytes[format]!.forEach((copy, i) => writeFileSync(join(cacheDir, `${key}-${widths[i]}.${format}`), copy));
  return result({ ext, widths, formats });
}

const OPTIONS: Record<string, object> = {
  jpg: { quality: 80, mozjpeg: true },
  png: { compressionLevel: 9 },
  webp: { quality: 78 },
  avif: { quality: 50 },
};
