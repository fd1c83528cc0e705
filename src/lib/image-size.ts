/**
 * An image's format and size read from its first bytes, without decoding it (issue 57): the editor's
 * upload and the build's image step refuse an image over the pixel budget before any decoder
 * allocates its pixels. A 62 KB PNG can declare 8000 × 8000 pixels, 256 MB once decoded.
 */

/**
 * The most pixels an image may have: 40 megapixels (160 MB decoded at 4 bytes a pixel). The photos
 * a camera writes within the 8000 px a side the editor already allows are at most about 33
 * megapixels (7008 × 4672; a phone's default is 12 to 24), so every real photo fits, while a
 * decompression bomb of 64 megapixels or more does not. sharp's own limit (268 megapixels) is far
 * above what a phone can draw.
 */
export const PIXEL_BUDGET = 40_000_000;

export type ImageFormat = 'JPEG' | 'PNG' | 'GIF' | 'WebP' | 'SVG';

export interface ImageSize {
  width: number;
  height: number;
}

const ascii = (data: Uint8Array, from: number, to: number) => String.fromCharCode(...data.subarray(from, to));
const u16be = (d: Uint8Array, at: number) => (d[at]! << 8) | d[at + 1]!;
const u16le = (d: Uint8Array, at: number) => d[at]! | (d[at + 1]! << 8);
const u24le = (d: Uint8Array, at: number) => d[at]! | (d[at + 1]! << 8) | (d[at + 2]! << 16);
const u32be = (d: Uint8Array, at: number) => ((d[at]! << 24) >>> 0) + ((d[at + 1]! << 16) | (d[at + 2]! << 8) | d[at + 3]!);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** An SVG's opening, as text: the first 64 KB are enough for any prologue a drawing program writes. */
const svgText = (data: Uint8Array) => new TextDecoder().decode(data.subarray(0, 64 * 1024)).replace(/^\uFEFF/, '');

/** The format the content says, whatever the file's name. */
export function imageFormat(data: Uint8Array): ImageFormat | undefined {
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'JPEG';
  if (PNG_SIGNATURE.every((byte, i) => data[i] === byte)) return 'PNG';
  if (/^GIF8[79]a$/.test(ascii(data, 0, 6))) return 'GIF';
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return 'WebP';
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(svgText(data))) return 'SVG';
  return undefined;
}

/** The width and height the file declares, or undefined when its header cannot be read (a damaged file). */
export function imageSize(data: Uint8Array, format = imageFormat(data)): ImageSize | undefined {
  const size = format ? READERS[format](data) : undefined;
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}

const READERS: Record<ImageFormat, (data: Uint8Array) => ImageSize | undefined> = {
  // IHDR is the first chunk: width and height at 16 and 20.
  PNG: (d) => (d.length >= 24 && ascii(d, 12, 16) === 'IHDR' ? { width: u32be(d, 16), height: u32be(d, 20) } : undefined),
  JPEG: jpegSize,
  // The logical screen: every frame is drawn inside it.
  GIF: (d) => (d.length >= 10 ? { width: u16le(d, 6), height: u16le(d, 8) } : undefined),
  WebP: webpSize,
  SVG: (d) => svgSize(svgText(d)),
};

/** A JPEG's size from its first start-of-frame marker (SOF0-SOF15 but DHT, JPG and DAC), skipping the segments before it. */
function jpegSize(data: Uint8Array): ImageSize | undefined {
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return undefined;
    const marker = data[at + 1]!;
    if (marker === 0xff) {
      at++; // a fill byte
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: u16be(data, at + 5), width: u16be(data, at + 7) };
    at += 2 + u16be(data, at + 2);
  }
  return undefined;
}

/** A WebP's canvas (extended format), or its one frame's size (lossy VP8, lossless VP8L). */
function webpSize(data: Uint8Array): ImageSize | undefined {
  const chunk = ascii(data, 12, 16);
  if (chunk === 'VP8X' && data.length >= 30) return { width: 1 + u24le(data, 24), height: 1 + u24le(data, 27) };
  if (chunk === 'VP8 ' && data.length >= 30 && data[23] === 0x9d && data[24] === 0x01 && data[25] === 0x2a)
    return { width: u16le(data, 26) & 0x3fff, height: u16le(data, 28) & 0x3fff };
  if (chunk === 'VP8L' && data.length >= 25 && data[20] === 0x2f) {
    const bits = (data[21]! | (data[22]! << 8) | (data[23]! << 16) | (data[24]! << 24)) >>> 0;
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  return undefined;
}

/**
 * The size an SVG's root element declares: its width and height in pixels, else its viewBox (scaled
 * to the one of width or height it gives). Units other than px (%, em, cm) say nothing about pixels.
 */
function svgSize(text: string): ImageSize | undefined {
  const tag = /<svg\b([^>]*)>/i.exec(text)?.[1];
  if (tag === undefined) return undefined;
  const attribute = (name: string) =>
    new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
      .exec(tag)
      ?.slice(1)
      .find((value) => value !== undefined);
  const pixels = (value: string | undefined) => (value !== undefined && /^\s*\d+(\.\d+)?\s*(px)?\s*$/.test(value) ? Number.parseFloat(value) : undefined);
  const width = pixels(attribute('width'));
  const height = pixels(attribute('height'));
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const [boxWidth, boxHeight] = box?.length === 4 && box.every(Number.isFinite) ? [box[2]!, box[3]!] : [undefined, undefined];
  if (width !== undefined && height !== undefined) return { width: Math.round(width), height: Math.round(height) };
  if (!boxWidth || !boxHeight) return undefined;
  if (width !== undefined) return { width: Math.round(width), height: Math.round((width * boxHeight) / boxWidth) };
  if (height !== undefined) return { width: Math.round((height * boxWidth) / boxHeight), height: Math.round(height) };
  return { width: Math.round(boxWidth), height: Math.round(boxHeight) };
}

/**
 * Why an image of `size` is over the budget, as the middle of a sentence ("8000 × 8000 pixels (64.0
 * megapixels), and an image may have at most 40 megapixels (...)"), or undefined when it fits.
 */
export function overPixelBudget({ width, height }: ImageSize): string | undefined {
  const pixels = width * height;
  if (pixels <= PIXEL_BUDGET) return undefined;
  return `${width} × ${height} pixels (${(pixels / 1e6).toFixed(1)} megapixels), and an image may have at most ${PIXEL_BUDGET / 1e6} megapixels (a phone would need ${Math.round((pixels * 4) / 1e6)} MB to draw it)`;
}
