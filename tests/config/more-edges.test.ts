import { describe, expect, it } from 'vitest';
import { syntaxProblemsOf } from '../helpers/syntax-problems';
import { inlineProblems, siteConfig } from '../helpers/inline-site';

const syntax = syntaxProblemsOf;

describe('config edges', () => {
  it('a word without a colon above a key at the same indentation gets the general YAML message, not "indented further"', () => {
    expect(syntax('meta:\n  title\n  name: x\n')).toEqual([
      'p.yaml:2:3 A key runs over more than one line here. Look for a missing ": " or an unclosed quote on the line above. [LE124]\n  2 |   title\n    |   ^',
    ]);
  });

  it('a page that repeats a value with an anchor and an alias is read like any other', () => {
    const problems = inlineProblems({
      'site.config.yaml': siteConfig(),
      'pages/promo.yaml':
        'name: Promo\npaths: [/]\nmeta: { title: &t Promo, description: *t }\nsections:\n  - { type: copy, heading: Why, paragraphs: [Because.] }\n',
    });
    expect(problems).toEqual([]);
  });

  it('an image src that is a number is a schema problem, not a crash', () => {
    const problems = inlineProblems({
      'site.config.yaml': siteConfig(),
      'pages/promo.yaml':
        'name: Promo\npaths: [/]\nmeta: { title: Promo, description: A promo page. }\nsections:\n  - type: hero\n    heading: Buy\n    image: { src: 5, alt: A phone, width: 640, height: 480 }\n',
    });
    expect(problems).toEqual(['pages/promo.yaml:7:19 sections[0].image.src: YAML reads 5 as a number, but src is text. Put it in quotes: src: "5". [LE204]']);
  });
});
