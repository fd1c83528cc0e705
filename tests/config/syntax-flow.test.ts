import { describe, expect, it } from 'vitest';
import { syntaxProblemsOf } from '../helpers/syntax-problems';

const problems = syntaxProblemsOf;

describe('YAML syntax mistakes inside [...] and {...}', () => {
  it('two quoted items without a comma between them', () => {
    expect(problems('tags: [ "a" "b" ]\n')).toEqual([
      'p.yaml:1:13 Something is missing inside [...] or {...}: items are separated by commas and each key ends with ": ". If a text contains a comma or a colon, put it in quotes. [LE120]\n  1 | tags: [ "a" "b" ]\n    |             ^',
    ]);
  });

  it('two quoted keys without a colon or comma in a mapping', () => {
    expect(problems('meta: { "title" "x" }\n')).toEqual([
      'p.yaml:1:17 Something is missing inside [...] or {...}: items are separated by commas and each key ends with ": ". If a text contains a comma or a colon, put it in quotes. [LE120]\n  1 | meta: { "title" "x" }\n    |                 ^',
    ]);
  });
});
