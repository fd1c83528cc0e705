import { describe, expect, it } from 'vitest';
import { inlineProblems, siteConfig } from '../helpers/inline-site';

const page = (sections: string) => `name: Promo
paths: [/]
meta: { title: Promo, description: A promo page. }
sections:
${sections}`;

describe('schema problems in plain words', () => {
  it('a true/false setting given a word that is not yes, no, on or off', () => {
    const problems = inlineProblems({
      'site.config.yaml': siteConfig().replace(
        'shop: { url: "https://shop.example.com/buy", tracking: true }',
        'shop: { url: "https://shop.example.com/buy", tracking: maybe }',
      ),
      'pages/promo.yaml': page('  - { type: copy, heading: Why, paragraphs: [Because.] }'),
    });
    expect(problems).toEqual([
      'site.config.yaml:18:58 links.shop.tracking: This is the text "maybe", but tracking takes true or false. Write tracking: true or tracking: false. [LE218]',
    ]);
  });

  it('a true/false setting given a list holding yes', () => {
    const problems = inlineProblems({
      'site.config.yaml': siteConfig().replace(
        'shop: { url: "https://shop.example.com/buy", tracking: true }',
        'shop: { url: "https://shop.example.com/buy", tracking: [yes] }',
      ),
      'pages/promo.yaml': page('  - { type: copy, heading: Why, paragraphs: [Because.] }'),
    });
    expect(problems).toEqual([
      'site.config.yaml:18:58 links.shop.tracking: This is a list, but tracking takes true or false. Write it right after "tracking:", without "- " or [ ]. [LE211]',
    ]);
  });

  it('a text left empty after its key', () => {
    const problems = inlineProblems({
      'site.config.yaml': siteConfig(),
      'pages/promo.yaml': page('  - type: copy\n    heading:\n    paragraphs: [Because.]'),
    });
    expect(problems).toEqual(['pages/promo.yaml:6:13 sections[0].heading: Nothing is written after "heading:". Write the text, or delete the line. [LE207]']);
  });

  it('a text given as a list with one empty item', () => {
    const problems = inlineProblems({
      'site.config.yaml': siteConfig(),
      'pages/promo.yaml': page('  - type: copy\n    heading:\n      -\n    paragraphs: [Because.]'),
    });
    expect(problems).toEqual([
      'pages/promo.yaml:7:7 sections[0].heading: This is a list, but heading takes one text. Write it right after "heading:", without "- " or [ ]. [LE211]',
    ]);
  });
});

describe('an in-page link to a section id that is not there', () => {
  it('names the id without its #, and suggests the id it is close to', () => {
    const problems = inlineProblems({
      'site.config.yaml': siteConfig().replace('  - { label: Shop, link: shop }', '  - { label: Shop, link: shop }\n  - { label: FAQ, to: "#fq" }'),
      'pages/promo.yaml': page('  - { type: copy, id: faq, heading: Questions, paragraphs: [Answers.] }'),
    });
    expect(problems).toEqual([
      'site.config.yaml:11:23 nav[2].to: No section has id "fq", so #fq leads nowhere. Did you mean "faq"? Give a section that id or change the link. [LE304]',
    ]);
  });
});

describe('a colour YAML read as a comment (issue 40)', () => {
  it('says # starts a comment and the colour needs quotes, on the line written', () => {
    const problems = inlineProblems({
      'site.config.yaml': siteConfig().replace('  address: [1 Main Road]', '  address: [1 Main Road]\n  colours:\n    primary: #7c2d12'),
      'pages/promo.yaml': page('  - { type: copy, heading: Why, paragraphs: [Because.] }'),
    });
    expect(problems).toEqual([
      'site.config.yaml:7:14 brand.colours.primary: In YAML # starts a comment, so #7c2d12 after "primary:" is read as a comment and nothing is written there. Put the colour in quotes: primary: "#7c2d12". [LE207]',
    ]);
  });
});
