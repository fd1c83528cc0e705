import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSite } from '../../src/config/load';
import { formatProblem } from '../../src/config/problem';

/** The engine's test site (tests/fixtures/site): its own site.config.yaml, four pages and their media. */
export const FIXTURE_SITE = join(import.meta.dirname, '..', 'fixtures', 'site');

/** A file of the fixture site as it is on disk. */
export const fixtureFile = (file: string) => readFileSync(join(FIXTURE_SITE, file), 'utf8');

/**
 * Load the fixture site with some files replaced or added, without touching disk: `files` maps a
 * path like "pages/home.yaml" to its new text. Never reads the shipped site.
 */
export function loadFixture(files: Record<string, string> = {}) {
  const extraPages = Object.keys(files).filter((file) => /^(pages|translations)\//.test(file));
  return loadSite(FIXTURE_SITE, (file) => files[file] ?? fixtureFile(file), extraPages);
}

/** The fixture site's model (with `files` swapped in); throws with the problems when it is invalid. */
export function fixtureModel(files: Record<string, string> = {}) {
  const result = loadFixture(files);
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
  return result.model;
}

/** Problems as the CLI prints them. */
export function fixtureProblems(files: Record<string, string>): string[] {
  const result = loadFixture(files);
  return result.ok ? [] : result.problems.map(formatProblem);
}
