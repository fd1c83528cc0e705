import { describe, expect, it } from 'vitest';
import { inlineProblems, siteConfig } from '../helpers/inline-site';

// A required key that is missing has no line of its own: the problem points at the mapping it
// belongs in, which in a file that opens with comments is not line 1.
describe('a missing top-level key', () => {
  it("is reported where the page's mapping starts, after the comments that open the file", () => {
    const problems = inlineProblems({
      'site.config.yaml': siteConfig(),
      'pages/promo.yaml':
        '# The winter promo page.\n# Owner: marketing.\npaths: [/]\nmeta: { title: Promo, description: A promo page. }\nsections:\n  - { type: copy, heading: Why, paragraphs: [Because.] }\n',
    });
    expect(problems).toEqual([
      'pages/promo.yaml:3:1 name: Missing name: add a line "name: ..." at the top of the file. Short name of the page for the team, like "Investor page". [LE206]',
    ]);
  });
});
