import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/config/problem';
import { fixtureFile, loadFixture } from '../helpers/fixture-site';

// The fixture site's values: perMinute 0.59, rental 49, setup 199, advance 0.7.
const page = (sections: string) => `name: Fixture\nmeta:\n  title: Fixture\n  description: A fixture page.\npaths: [/fixture]\nsections:\n${sections}`;
const copy = (paragraph: string) => page(`  - type: copy\n    heading: Prices\n    paragraphs:\n      - ${paragraph}\n`);
const legal = (paragraph: string) =>
  page(
    `  - type: legal-document\n    title: Terms\n    effective: Effective 1 March 2024\n    sections:\n      - heading: Fees\n        paragraphs:\n          - ${paragraph}\n`,
  );
/** The LE709 warnings, as validate prints them. */
const amounts = (files: Record<string, string>) =>
  loadFixture(files)
    .warnings.filter((warning) => warning.code === 'LE709')
    .map(formatProblem);
const AS_TEXT = 'is an amount written as text, so it reads the same in every language and stays behind when the price changes.';

describe('an amount of money written into a text is a warning (LE709)', () => {
  it('points at the amount and names the value that has it', () => {
    expect(amounts({ 'pages/t.yaml': copy('Lines from R49 a month, with R199 once to set up.') })).toEqual([
      `pages/t.yaml:10:20 sections[0].paragraphs[0]: "R49" ${AS_TEXT} Write {rental:rand} here: values: in site.config.yaml has 49 as rental, and the engine writes it for each page's language. [LE709]`,
      `pages/t.yaml:10:38 sections[0].paragraphs[0]: "R199" ${AS_TEXT} Write {setup:rand} here: values: in site.config.yaml has 199 as setup, and the engine writes it for each page's language. [LE709]`,
    ]);
  });

  it('asks for a value where none has the amount, with the format that writes it back (R5 million: rand-words)', () => {
    expect(amounts({ 'pages/t.yaml': copy('Funding up to R5 million, and R 1 280,00 a briefing.') })).toEqual([
      `pages/t.yaml:10:23 sections[0].paragraphs[0]: "R5 million" ${AS_TEXT} Add it under values: in site.config.yaml with a comment saying what it is (like price: 5000000), and write {price:rand-words} here: the engine writes it for each page's language. [LE709]`,
      `pages/t.yaml:10:39 sections[0].paragraphs[0]: "R 1 280,00" ${AS_TEXT} Add it under values: in site.config.yaml with a comment saying what it is (like price: 1280), and write {price:rand-cents} here: the engine writes it for each page's language. [LE709]`,
    ]);
  });

  it('warns once for an amount a text repeats: one fix writes both', () => {
    expect(amounts({ 'pages/t.yaml': copy('R49 a month. Yes, R49 a month.') })).toEqual([
      `pages/t.yaml:10:9 sections[0].paragraphs[0]: "R49" ${AS_TEXT} Write {rental:rand} here: values: in site.config.yaml has 49 as rental, and the engine writes it for each page's language. [LE709]`,
    ]);
  });

  it('says nothing of a text about money without an amount, a placeholder, or a field that is no text', () => {
    expect(amounts({ 'pages/t.yaml': copy('Prices in rand (ZAR or R), {rental:rand} a month, 15 000 suppliers.') })).toEqual([]);
    expect(amounts({})).toEqual([]);
  });

  it('warns on a legal text only where it repeats a value: the amounts of an Act are its own', () => {
    expect(amounts({ 'pages/t.yaml': legal('The Act fines a breach up to R10 million.') })).toEqual([]);
    expect(amounts({ 'pages/t.yaml': legal('Setup costs R199, paid once.') })).toEqual([
      `pages/t.yaml:13:25 sections[0].sections[0].paragraphs[0]: "R199" ${AS_TEXT} Write {setup:rand} here: values: in site.config.yaml has 199 as setup, and the engine writes it for each page's language. [LE709]`,
    ]);
  });

  it('warns in a translation too, showing how its language writes the value', () => {
    const config = `${fixtureFile('site.config.yaml')}languages:\n  default: { tag: en, name: English }\n  others:\n    - { tag: af, name: Afrikaans, prefix: /af }\n`;
    const files = {
      'site.config.yaml': config,
      'pages/t.yaml': copy('Lines from R49 a month.'),
      'translations/af/pages/t.yaml':
        'meta:\n  title: Toets\n  description: "\'n Toetsbladsy."\nsections:\n  - type: copy\n    heading: Pryse\n    paragraphs:\n      - Lyne vanaf R49 per maand.\n',
    };
    expect(amounts(files)).toEqual([
      `pages/t.yaml:10:20 sections[0].paragraphs[0]: "R49" ${AS_TEXT} Write {rental:rand} here and in each translation: values: in site.config.yaml has 49 as rental, and the engine writes it for each page's language (Afrikaans: "R\u00a049"). [LE709]`,
      `translations/af/pages/t.yaml:8:20 sections[0].paragraphs[0]: "R49" ${AS_TEXT} Write {rental:rand} here and in the default page's text: values: in site.config.yaml has 49 as rental, and the engine writes it for each page's language (Afrikaans: "R\u00a049"). [LE709]`,
    ]);
  });
});
