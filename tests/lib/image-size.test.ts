import { describe, expect, it } from 'vitest';
import { imageFormat, imageSize, overPixelBudget, PIXEL_BUDGET } from '../../src/lib/image-size';
import { pngOf } from '../helpers/png';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const le16 = (n: number) => [n & 0xff, n >> 8];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16];
const svg = (text: string) => Buffer.from(text, 'utf8');

describe("an image's format and size from its first bytes", () => {
  it('reads PNG from IHDR, GIF from its screen, and JPEG from its first frame after an EXIF segment and fill bytes', () => {
    expect(imageSize(pngOf(300, 200))).toEqual({ width: 300, height: 200 });
    expect(imageSize(bytes('GIF89a', le16(640), le16(480), [0, 0, 0]))).toEqual({ width: 640, height: 480 });
    const exif = [0xff, 0xe1, 0x00, 0x08, 1, 2, 3, 4, 5, 6];
    const sof2 = [0xff, 0xff, 0xc2, 0x00, 0x11, 0x08, 0x07, 0xd0, 0x0b, 0xb8, 0x03, 0, 0, 0, 0, 0, 0];
    expect(imageSize(bytes([0xff, 0xd8], exif, sof2))).toEqual({ width: 3000, height: 2000 });
    // A frame whose height comes later (DNL) or a PNG cut short has no size to read.
    expect(imageSize(bytes([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0x0b, 0xb8, 0x03, 0, 0, 0, 0, 0]))).toBeUndefined();
    expect(imageSize(pngOf(10, 10).subarray(0, 20))).toBeUndefined();
  });

  it('reads WebP in its three kinds: extended, lossy and lossless', () => {
    const riff = (chunk: string, body: number[]) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk, [0, 0, 0, 0], body);
    expect(imageSize(riff('VP8X', [0, 0, 0, 0, ...le24(1919), ...le24(1079)]))).toEqual({ width: 1920, height: 1080 });
    expect(imageSize(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(800), ...le16(600)]))).toEqual({ width: 800, height: 600 });
    const bits = (799 | (599 << 14)) >>> 0;
    expect(imageSize(riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24]))).toEqual({ width: 800, height: 600 });
  });

  it("reads an SVG's width and height in pixels, else its viewBox, after any prologue", () => {
    expect(imageFormat(svg('<?xml version="1.0"?>\n<!-- made by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40px"></svg>'))).toBe(
      'SVG',
    );
    expect(imageSize(svg('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40px"></svg>'))).toEqual({ width: 120, height: 40 });
    expect(imageSize(svg("<svg viewBox='0 0 300 150' width='100%'></svg>"))).toEqual({ width: 300, height: 150 });
    expect(imageSize(svg('<svg viewBox="0,0,300,150" width="600"></svg>'))).toEqual({ width: 600, height: 300 });
    expect(imageSize(svg('<svg width="10em"></svg>'))).toBeUndefined();
    expect(imageFormat(svg('<html><svg></svg></html>'))).toBeUndefined();
    expect(imageFormat(Buffer.from('<script>alert(1)</script>'))).toBeUndefined();
  });

  it('says how far over the 40-megapixel budget an image is, and nothing when it fits', () => {
    expect(PIXEL_BUDGET).toBe(40_000_000);
    expect(overPixelBudget({ width: 8000, height: 5000 })).toBeUndefined();
    expect(overPixelBudget({ width: 8000, height: 8000 })).toBe(
      '8000 × 8000 pixels (64.0 megapixels), and an image may have at most 40 megapixels (a phone would need 256 MB to draw it)',
    );
  });
});
