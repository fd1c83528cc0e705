import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What a server sends for a text file: raw, gzip (level 9) and brotli (quality 11), as static hosts precompress. */
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export const COMPRESSION = { gzipLevel: 9, brotliQuality: 11 } as const;

export function sizesOf(data: Buffer | string): Sizes {
  const buffer = typeof data === 'string' ? Buffer.from(data) : data;
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: COMPRESSION.gzipLevel }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality } }).length,
  };
}

/** Each file compressed on its own (one HTTP response each), then added up. */
export function sumSizes(list: readonly Sizes[]): Sizes {
  return list.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli }), { raw: 0, gzip: 0, brotli: 0 });
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
