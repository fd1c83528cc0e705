import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSite, loadSiteOrThrow } from '../../src/config/load';
import { formatProblem } from '../../src/config/problem';

export const ROOT = join(import.meta.dirname, '..', '..');

/**
 * Load the shipped config with some files replaced or added, without touching disk.
 * `files` maps a path like "pages/invest.yaml" to its new text.
 */
export function loadWith(files: Record<string, string>) {
  const shipped = (file: string) => readFileSync(join(ROOT, file), 'utf8');
  const extraPages = Object.keys(files).filter((f) => f.startsWith('pages/'));
  return loadSite(ROOT, (file) => files[file] ?? shipped(file), extraPages);
}

/** Problems as the CLI prints them. */
export function problemsWith(files: Record<string, string>): string[] {
  const result = loadWith(files);
  return result.ok ? [] : result.problems.map(formatProblem);
}

export function shippedModel() {
  return loadSiteOrThrow(ROOT);
}
