/** One thing wrong with the config, located in its file. */
export interface Problem {
  /** File path relative to the project root, like pages/invest.yaml. */
  file: string;
  line: number;
  col: number;
  /** YAML path like sections[3].plans[1].price; empty for the whole file. */
  path: string;
  message: string;
}

export type PathKey = string | number;

/** sections[3].plans[1].price */
export function formatPath(path: readonly PathKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out === '' ? key : `${out}.${key}`;
  }, '');
}

/** pages/invest.yaml:42:7 sections[3].plans[1].price: Expected number, received string */
export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.col} ${p.path === '' ? '' : `${p.path}: `}${p.message}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}
