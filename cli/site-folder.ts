import { existsSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { loadSite, PAGES_DIR, SITE_FILE } from '../src/config/load';
import type { LoadResult } from '../src/config/model';
import { buildProblemsReport, type Problem } from '../src/config/problem';
import { UsageError } from './args';

/** What a site folder holds, for the message when --root names something else. */
const SITE_FOLDER = `A site folder holds:
  ${SITE_FILE}   brand, navigation, footer, links, cities (required)
  ${PAGES_DIR}/             one YAML file per page (required)
  public/            images, icons and other files served as they are
  content/           seed documents of the local content store (when the site uses it)`;

/** The site folder from --root (default: the folder the command runs in); a UsageError saying what a site folder holds when it is not one. */
export function siteRoot(option: string | boolean | undefined, cwd = process.cwd()): string {
  const root = resolve(cwd, typeof option === 'string' ? option : '.');
  const shown = typeof option === 'string' ? option : relative(cwd, root) || '.';
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new UsageError(`--root ${shown}: there is no such folder.\n${SITE_FOLDER}`);
  if (!existsSync(resolve(root, SITE_FILE)))
    throw new UsageError(
      `${shown} is not a site folder: it has no ${SITE_FILE}.\n${SITE_FOLDER}\nRun the command in a site folder or name one with --root (examples/starter is a small one to copy).`,
    );
  return root;
}

/** A problem's file as seen from where the command was run (examples/starter/pages/home.yaml). */
export function fromCwd(root: string, cwd = process.cwd()): (problem: Problem) => Problem {
  return (problem) => ({ ...problem, file: relative(cwd, resolve(root, problem.file)) });
}

/** Load and check the site; a UsageError with every problem (paths from the current folder) when it is invalid. */
export function loadForCommand(root: string, what: string): Extract<LoadResult, { ok: true }> {
  const result = loadSite(root);
  if (!result.ok) throw new UsageError(buildProblemsReport(result.problems.map(fromCwd(root)), what));
  return result;
}
