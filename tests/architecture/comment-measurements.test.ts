import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/load-fixture';

/**
 * Measurements live in the decision records, with their date, command and machine (issue 59): a
 * code comment says why, briefly, and names the record. A dated figure in a comment goes stale
 * where nobody looks for history, so a date ("28 Nov", "2026-11-28") within a couple of lines of a
 * number with a unit (or the load or tool of a measurement) fails here. tests/ may keep the literal
 * values it asserts.
 */
const FOLDERS = ['src', 'dev', 'cli'];
const DATE = /\b(?:\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*|20\d\d-\d\d-\d\d)\b/g;
/** A number with a unit, a machine's load ("load 12-15") or the tool that measured ("bench/crawl.ts", "--cpu-prof", "perf"). */
const FIGURE = /\d(?:[\d,.]*\d)? ?(?:(?:ns|µs|ms|s|min|B|KB|kB|KiB|MB|MiB|GB|px|req\/s)\b|%|x\b|×)|\bload \d|\bbench\/|--cpu-prof|\bperf\b|Lighthouse/;
/** How far either side of a date a figure counts as next to it: about two lines of a comment. */
const NEAR = 200;

/** Comments that may keep a date beside a figure, as "path date" with its reason; none needs to yet. Keep it short. */
const ALLOWED: Record<string, string> = {};

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : codeFiles(path);
    return /\.(?:ts|tsx|mts|mjs|js)$/.test(name) ? [path] : [];
  });
}

/** Every comment of a file, with the line it starts on. */
function commentsOf(file: string, text: string): { line: number; text: string }[] {
  const variant = file.endsWith('x') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text);
  const found: { line: number; text: string }[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      found.push({ line: text.slice(0, scanner.getTokenStart()).split('\n').length, text: scanner.getTokenText() });
    }
  }
  return found;
}

/** The dates of a comment that have a figure with a unit within NEAR characters. */
function datedMeasurements(comment: string): string[] {
  return [...comment.matchAll(DATE)]
    .filter((date) => FIGURE.test(comment.slice(Math.max(0, date.index - NEAR), date.index + date[0].length + NEAR).replace(date[0], ' ')))
    .map((date) => date[0]);
}

describe('code comments carry no dated measurements', () => {
  it('recognises one, and not a date alone', () => {
    expect(datedMeasurements('// 84-111 ms against 10-13 ms (load 12-15, 28 Nov)')).toEqual(['28 Nov']);
    expect(datedMeasurements('/* 0.04-0.07 ms a page,\n * profile of 2026-11-28 */')).toEqual(['2026-11-28']);
    expect(datedMeasurements('// A day that does not exist (2026-02-30) would roll over to another one')).toEqual([]);
    expect(datedMeasurements('// 1.3 ms for a 65 KB city page')).toEqual([]);
    expect(datedMeasurements('// half as many pages a second (185-225 against 379-629 at load 10, 27 Nov)')).toEqual(['27 Nov']);
  });

  it(`finds none in ${FOLDERS.join('/, ')}/`, () => {
    const found = FOLDERS.flatMap((folder) => codeFiles(join(ROOT, folder))).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const path = relative(ROOT, file);
      return commentsOf(file, text).flatMap((comment) =>
        datedMeasurements(comment.text)
          .filter((date) => !(`${path} ${date}` in ALLOWED))
          .map((date) => `${path}:${comment.line} ${date}`),
      );
    });
    expect(found).toEqual([]);
  });
});
