import { describe, expect, it } from 'vitest';
import { syntaxProblemsOf } from '../helpers/syntax-problems';
import { inlineProblems, siteConfig } from '../helpers/inline-site';

const syntax = syntaxProblemsOf;

describe('config edges', () => {
  it('a word without a colon above a key at the same indentation gets the general YAML message, not "indented further"', () => {
    expect(syntax('meta:\n  title\n  name: x\n')).toEqual([
      'p.yaml:2:3 YAML cannot read this: Implicit keys need to be on a single line. Check the indentation, and that every quote and bracket is closed.\n  2 |   title\n    |   ^',
    ]);
  });

  it('a page that repeats a value with an anchor and an alias is read like any other', () => {
    const problems = inlineProblems({
      'site.config.yaml': siteConfig(),
      'pages/promo.yaml': 'name: Promo\npaths: [/]\nmeta: { title: &t Promo, description: *t }\nsections:\n  - { type: copy, heading: Why, paragraphs: [Because.] }\n',
    });
    expect(problems).toEqual([]);
  });

  it('an image src that is a number is a schema problem, not a crash', () => {
    const problems = inlineProblems({
      'site.config.yaml': siteConfig(),
      'pages/promo.yaml': 'name: Promo\npaths: [/]\nmeta: { title: Promo, description: A promo page. }\nsections:\n  - type: hero\n    heading: Buy\n    image: { src: 5, alt: A phone, width: 640, height: 480 }\n',
    });
    expect(problems).toEqual(['pages/promo.yaml:7:19 sections[0].image.src: Expected string, received number']);
  });
});
