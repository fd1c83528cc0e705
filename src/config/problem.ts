import { codeOf, type ProblemCode, type ProblemName } from './catalogue/index';

/** One thing wrong with the config, located in its file. */
export interface Problem {
  /** File path relative to the project root, like pages/solar.yaml. */
  file: string;
  line: number;
  col: number;
  /** YAML path like sections[3].plans[1].price; empty for the whole file. */
  path: string;
  /** The catalogue code (src/config/catalogue, docs/errors.md), like LE204. */
  code: ProblemCode;
  /** What is wrong here and how to fix it, without the code. */
  message: string;
  /** The offending line with a caret under the column (syntax errors), printed under the message. */
  excerpt?: string;
}

export type PathKey = string | number;

/** sections[3].plans[1].price */
export function formatPath(path: readonly PathKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out === '' ? key : `${out}.${key}`;
  }, '');
}

/** A problem at a known line and column (a whole file, a syntax error): path empty. */
export function problemAt(file: string, line: number, col: number, name: ProblemName, message: string): Problem {
  return { file, line, col, path: '', code: codeOf(name), message };
}

/** sections[3].plans[1].price: Write 450 without the R. [LE214] (what follows file:line:col) */
export function problemText(p: Problem): string {
  return `${p.path === '' ? '' : `${p.path}: `}${p.message} [${p.code}]`;
}

/** pages/solar.yaml:42:7 sections[3].plans[1].price: Write 450 without the R. [LE214] */
export function formatProblem(p: Problem): string {
  const head = `${p.file}:${p.line}:${p.col} ${problemText(p)}`;
  return p.excerpt ? `${head}\n${p.excerpt}` : head;
}

/** What a build (or `again`) prints when the config is invalid: each problem once, then one line on what to do. */
export function buildProblemsReport(problems: readonly Problem[], again = 'build'): string {
  const n = problems.length;
  return `\n${problems.map(formatProblem).join('\n')}\n\n${n} problem${n === 1 ? '' : 's'} in the site config. Fix ${n === 1 ? 'it' : 'them'} and ${again} again.\n`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}

/** The widest excerpt line; a longer line is cut around the column. */
export const EXCERPT_WIDTH = 100;

/**
 * The line `line` of `text` with a caret under `col`, the way compilers show it:
 *     12 |     heading: Finance: fast and easy
 *        |                     ^
 * Long lines are cut around the column so a 1 MB line prints as one screen line.
 */
export function excerpt(text: string, line: number, col: number): string {
  const lines = text.split(/\r?\n/, line);
  // Characters of no width would shift the caret: shown as ? like control characters.
  const full = (lines[line - 1] ?? '').replace(/\t/g, ' ').replace(/[\u0000-\u001F\u007F\u00ad\u180e\u200b-\u200d\u2060\ufeff]/g, '?');
  const start = Math.max(0, Math.min(col - 1 - EXCERPT_WIDTH / 2, full.length - EXCERPT_WIDTH));
  const shown = (start > 0 ? '…' : '') + full.slice(start, start + EXCERPT_WIDTH) + (start + EXCERPT_WIDTH < full.length ? '…' : '');
  const caretAt = col - 1 - start + (start > 0 ? 1 : 0);
  const gutter = String(line);
  return `  ${gutter} | ${shown}\n  ${' '.repeat(gutter.length)} | ${' '.repeat(Math.max(0, caretAt))}^`;
}
