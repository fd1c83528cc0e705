import { randomBytes } from 'node:crypto';
import { copyFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

/**
 * A server may be reading dist/ while a build rewrites it, and builds share the compression cache:
 * these write a temporary file beside the target (its own name per call, so two builds never write
 * the same one) and rename it over the target, so a reader sees the old bytes or the new ones,
 * never part of either, and a reader that has the old file open keeps reading it whole.
 */
export function writeWhole(file: string, data: Uint8Array): void {
  replaceWith(file, (temp) => writeFileSync(temp, data));
}

/** Copy `from` over `to` the same way. */
export function copyWhole(from: string, to: string): void {
  replaceWith(to, (temp) => copyFileSync(from, temp));
}

function replaceWith(file: string, write: (temp: string) => void): void {
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    write(temp);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
