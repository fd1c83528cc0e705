import { BLOCK_RULES } from './block-rules';
import type { CatalogueEntry } from './entry';
import { EDITOR_REQUESTS } from './editor-requests';
import { EXPERIMENTS } from './experiments';
import { FIELDS } from './fields';
import { LANGUAGES } from './languages';
import { SITE_RULES } from './site-rules';
import { SYNTAX } from './syntax';
import { WARNINGS } from './warnings';

export type { CatalogueEntry } from './entry';

const ALL = { ...SYNTAX, ...FIELDS, ...BLOCK_RULES, ...SITE_RULES, ...EXPERIMENTS, ...WARNINGS, ...LANGUAGES, ...EDITOR_REQUESTS };

/** The name a problem is raised by in code, like textIsNumber. */
export type ProblemName = keyof typeof ALL;
/** The code a problem is printed with, like LE204. */
export type ProblemCode = (typeof ALL)[ProblemName]['code'];

/**
 * Every problem and warning the engine reports, once: a stable code, a title, what it means and
 * the fix. docs/errors.md is generated from it, and the editor shows it beside a field.
 */
export const CATALOGUE: Readonly<Record<ProblemName, CatalogueEntry>> = Object.fromEntries(
  Object.entries(ALL).map(([name, entry]) => [name, { severity: 'error', ...entry }]),
) as unknown as Record<ProblemName, CatalogueEntry>;

const BY_CODE = new Map(Object.values(CATALOGUE).map((entry) => [entry.code as string, entry]));

/** The entry of a printed code (LE204), or undefined for a code the catalogue does not hold. */
export function entryOf(code: string): CatalogueEntry | undefined {
  return BY_CODE.get(code);
}

/** The code of a problem name. */
export function codeOf(name: ProblemName): ProblemCode {
  return ALL[name].code;
}

/** True for a name of the catalogue (a schema's rule names one in its params). */
export function isProblemName(name: unknown): name is ProblemName {
  return typeof name === 'string' && Object.hasOwn(ALL, name);
}
