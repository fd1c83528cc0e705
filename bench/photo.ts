import sharp from 'sharp';

/**
 * A photograph-like JPEG made on the spot (not a file in git): smooth colour bands with grain from
 * a seeded generator, so every run makes the same bytes. At 3000 x 2000 and quality 95 it is about
 * 3 MB, as a phone's photo is.
 */
export async function photoJpeg(width: number, height: number, quality = 95): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 12345;
  const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5) * 40;
  const byte = (v: number) => Math.max(0, Math.min(255, v));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const g = grain();
      raw[i] = byte(128 + 100 * Math.sin(x / 200) + g);
      raw[i + 1] = byte(128 + 100 * Math.cos(y / 150) + g);
      raw[i + 2] = byte((x + y) / 20 + g);
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
