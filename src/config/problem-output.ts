import { entryOf } from './catalogue/index';
import type { LoadResult } from './model';
import { problemText, type Problem } from './problem';
import { strictProblems } from './strict';

/** How validate prints: for people (text), for programs (json), or as pull-request annotations (github). */
export const VALIDATE_FORMATS = ['text', 'json', 'github'] as const;
export type ValidateFormat = (typeof VALIDATE_FORMATS)[number];

/** What validate found, whatever the format. */
export interface ValidateOutcome {
  /** False when validate exits 1: a problem, or under --strict a warning or a placeholder address. */
  ok: boolean;
  strict: boolean;
  problems: Problem[];
  warnings: Problem[];
  /** Addresses on placeholder hosts: problems under --strict, otherwise only counted. */
  placeholders: Problem[];
}

export function validateOutcome(result: LoadResult, strict: boolean): ValidateOutcome {
  if (!result.ok) return { ok: false, strict, problems: result.problems, warnings: result.warnings, placeholders: [] };
  const placeholders = strictProblems(result.model, result.sources);
  const ok = !strict || result.warnings.length + placeholders.length === 0;
  return { ok, strict, problems: strict ? placeholders : [], warnings: result.warnings, placeholders };
}

/** One problem for a program: where, which code, how bad, and the words validate prints. */
export interface ProblemRecord {
  file: string;
  line: number;
  column: number;
  code: string;
  severity: 'error' | 'warning';
  title: string;
  path: string;
  message: string;
}

function record(problem: Problem, severity: 'error' | 'warning'): ProblemRecord {
  const { file, line, col, code, path, message } = problem;
  return { file, line, column: col, code, severity, title: entryOf(code)?.title ?? '', path, message };
}

/** `validate --format json`: one JSON document, every problem then every warning. */
export function problemsJson(outcome: ValidateOutcome): string {
  const problems = [...outcome.problems.map((p) => record(p, 'error')), ...outcome.warnings.map((p) => record(p, 'warning'))];
  return `${JSON.stringify({ ok: outcome.ok, strict: outcome.strict, problems }, null, 2)}\n`;
}

/**
 * `validate --format github`: one workflow command per problem, so a pull request shows each
 * message on its line (https://docs.github.com/actions/reference/workflow-commands-for-github-actions).
 * A warning that fails the run (--strict) is an error there too. `prefix` is the site folder
 * inside the repository, when it is not the repository's root.
 */
export function githubAnnotations(outcome: ValidateOutcome, prefix = ''): string {
  const line = (problem: Problem, level: 'error' | 'warning') => {
    const entry = entryOf(problem.code);
    const title = entry ? `${problem.code} ${entry.title}` : problem.code;
    const props = `file=${property(`${prefix}${problem.file}`)},line=${problem.line},col=${problem.col},title=${property(title)}`;
    return `::${level} ${props}::${data(problemText(problem))}`;
  };
  return [...outcome.problems.map((p) => line(p, 'error')), ...outcome.warnings.map((p) => line(p, outcome.strict ? 'error' : 'warning'))]
    .map((l) => `${l}\n`)
    .join('');
}

/** Workflow-command escaping: the message, then property values (which also escape : and ,). */
const data = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
