import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSite, loadSiteOrThrow } from '../../src/config/load';
import { withCityLists } from '../../src/config/city-lists';
import type { SiteModel } from '../../src/config/model';
import { formatProblem } from '../../src/config/problem';

export const ROOT = join(import.meta.dirname, '..', '..');

/**
 * Load the shipped config with some files replaced or added, without touching disk.
 * `files` maps a path like "pages/invest.yaml" to its new text.
 */
export function loadWith(files: Record<string, string>) {
  const shipped = (file: string) => readFileSync(join(ROOT, file), 'utf8');
  const extraPages = Object.keys(files).filter((f) => /^(pages|translations)\//.test(f));
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

/** The model with fewer cities and products, in every language (src/config/city-lists.ts). */
export const withCities = (model: SiteModel, cities: string[], products: string[]): SiteModel => withCityLists(model, { cities, products });

/**
 * The shipped site with its paused experiments started, as a marketer starts one: `status: running`,
 * and the `example: true` mark taken off the variants (their copy counts as replaced). For tests of
 * how a running experiment behaves; the site ships with none running.
 */
export function shippedModelWithExperimentsRunning() {
  const started: Record<string, string> = {};
  for (const name of readdirSync(join(ROOT, 'pages'))) {
    const file = `pages/${name}`;
    const text = readFileSync(join(ROOT, file), 'utf8');
    if (/^\s+status: paused$/m.test(text)) started[file] = text.replace(/^(\s+)status: paused$/gm, '$1status: running').replace(/^\s+example: true.*\n/gm, '');
  }
  const result = loadWith(started);
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
  return result.model;
}
