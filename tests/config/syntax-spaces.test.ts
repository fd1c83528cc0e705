import { describe, expect, it } from 'vitest';
import { syntaxProblemsOf } from '../helpers/syntax-problems';

const problems = syntaxProblemsOf;

// The fix a message suggests is the marketer's own text, without the spaces around it.
describe('syntax messages with extra spaces on the line', () => {
  it('a list item with two spaces after its dash and no space after the colon', () => {
    expect(problems('items:\n  -  title:x y\n    name: z\n')).toEqual([
      'p.yaml:2:12 A key needs a space after its colon: write "title: x y". [LE112]\n  2 |   -  title:x y\n    |            ^',
    ]);
  });

  it('no space after the colon, spaces at the end of the line', () => {
    expect(problems('meta:\n  title:x y   \n  name: z\n')).toEqual([
      'p.yaml:2:9 A key needs a space after its colon: write "title: x y". [LE112]\n  2 |   title:x y   \n    |         ^',
    ]);
  });

  it('a text starting with @, spaces at the end of the line', () => {
    expect(problems('name: @home   \n')).toEqual([
      'p.yaml:1:7 A text cannot start with @ in YAML. Put the whole text in quotes: "@home". [LE113]\n  1 | name: @home   \n    |       ^',
    ]);
  });

  it('a text starting with {city}, spaces at the end of the line', () => {
    expect(problems('heading: {city} deals   \n')).toEqual([
      'p.yaml:1:10 A text that starts with {city} is read as a YAML mapping. Put the whole text in quotes: "{city} deals". [LE115]\n  1 | heading: {city} deals   \n    |          ^',
    ]);
  });

  it('two spaces after the colon before a text starting with {city}', () => {
    expect(problems('heading:  {city} deals\n')).toEqual([
      'p.yaml:1:11 A text that starts with {city} is read as a YAML mapping. Put the whole text in quotes: "{city} deals". [LE115]\n  1 | heading:  {city} deals\n    |           ^',
    ]);
  });

  it('two spaces after a list dash before a text starting with {city}', () => {
    expect(problems('tags:\n  -  {city} deals\n')).toEqual([
      'p.yaml:2:6 A text that starts with {city} is read as a YAML mapping. Put the whole text in quotes: "{city} deals". [LE115]\n  2 |   -  {city} deals\n    |      ^',
    ]);
  });

  it('two spaces after the colon before a quoted text with a " inside', () => {
    expect(problems('name:  "He said "hi""\n')).toEqual([
      `p.yaml:1:18 The quoted text ended at the " before this, and more text follows it. To keep a " inside a quoted text, use single quotes around a text that holds " ('He said "hi"'). [LE114]\n  1 | name:  "He said "hi""\n    |                  ^`,
    ]);
  });

  it('two spaces after a list dash before a quoted text with a " inside', () => {
    expect(problems('tags:\n  -  "He said "hi""\n')).toEqual([
      `p.yaml:2:16 The quoted text ended at the " before this, and more text follows it. To keep a " inside a quoted text, use single quotes around a text that holds " ('He said "hi"'). [LE114]\n  2 |   -  "He said "hi""\n    |                ^`,
    ]);
  });
});
