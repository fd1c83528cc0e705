import { describe, expect, it } from 'vitest';
import { buildProblemsReport, excerpt, formatPath, formatProblem, sortProblems, type Problem } from '../../src/config/problem';

const problem = (file: string, line: number, col: number, message = 'Wrong'): Problem => ({ file, line, col, path: '', code: 'LE228', message });

describe('how a problem is written', () => {
  it('writes a YAML path with dots and [index]', () => {
    expect(formatPath(['sections', 3, 'plans', 1, 'price'])).toBe('sections[3].plans[1].price');
    expect(formatPath([0, 'name'])).toBe('[0].name');
    expect(formatPath([])).toBe('');
  });

  it('writes file:line:col, the path when there is one, the message and its code, then the excerpt', () => {
    expect(formatProblem({ file: 'pages/a.yaml', line: 4, col: 7, path: 'sections[0].heading', code: 'LE204', message: 'Put it in quotes.' })).toBe(
      'pages/a.yaml:4:7 sections[0].heading: Put it in quotes. [LE204]',
    );
    expect(formatProblem({ file: 'pages/a.yaml', line: 1, col: 1, path: '', code: 'LE003', message: 'Empty.' })).toBe('pages/a.yaml:1:1 Empty. [LE003]');
    expect(formatProblem({ file: 'pages/a.yaml', line: 2, col: 3, path: '', code: 'LE124', message: 'Bad.', excerpt: '  2 | x\n    |   ^' })).toBe(
      'pages/a.yaml:2:3 Bad. [LE124]\n  2 | x\n    |   ^',
    );
  });

  it('reports one problem, and several, with what to do', () => {
    expect(buildProblemsReport([problem('pages/a.yaml', 1, 2)])).toBe(
      '\npages/a.yaml:1:2 Wrong [LE228]\n\n1 problem in the site config. Fix it and build again.\n',
    );
    expect(buildProblemsReport([problem('pages/a.yaml', 1, 2), problem('pages/b.yaml', 3, 4)])).toBe(
      '\npages/a.yaml:1:2 Wrong [LE228]\npages/b.yaml:3:4 Wrong [LE228]\n\n2 problems in the site config. Fix them and build again.\n',
    );
  });

  it('sorts by file, then line, then column', () => {
    const sorted = sortProblems([problem('pages/b.yaml', 1, 1), problem('pages/a.yaml', 9, 2), problem('pages/a.yaml', 9, 1), problem('pages/a.yaml', 2, 5)]);
    expect(sorted.map((p) => `${p.file}:${p.line}:${p.col}`)).toEqual(['pages/a.yaml:2:5', 'pages/a.yaml:9:1', 'pages/a.yaml:9:2', 'pages/b.yaml:1:1']);
  });
});

describe('the excerpt under a syntax problem', () => {
  it('shows the line with a caret under the column, tabs as spaces and control characters as ?', () => {
    expect(excerpt('first\nsecond line\nthird', 2, 8)).toBe('  2 | second line\n    |        ^');
    expect(excerpt('a:\r\n\tb: c\u0001', 2, 1)).toBe('  2 |  b: c?\n    | ^');
    expect(excerpt('only', 3, 1)).toBe('  3 | \n    | ^');
  });

  it('cuts a long line around the column, marking each cut with …', () => {
    const line = `${'a'.repeat(100)}X${'b'.repeat(199)}`;
    expect(excerpt(line, 1, 101)).toBe(`  1 | …${'a'.repeat(50)}X${'b'.repeat(49)}…\n    | ${' '.repeat(51)}^`);
    expect(excerpt(`X${'b'.repeat(150)}`, 1, 1)).toBe(`  1 | X${'b'.repeat(99)}…\n    | ^`);
    expect(excerpt(`${'a'.repeat(150)}X`, 1, 151)).toBe(`  1 | …${'a'.repeat(99)}X\n    | ${' '.repeat(100)}^`);
  });

  it('widens the gutter for line numbers of more digits', () => {
    expect(excerpt(`${'\n'.repeat(11)}x: 1`, 12, 4)).toBe('  12 | x: 1\n     |    ^');
  });
});
