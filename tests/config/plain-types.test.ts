import { describe, expect, it } from 'vitest';
import { fixtureFile, fixtureProblems } from '../helpers/fixture-site';

// Type mismatches in the words of the mistake behind them: what was found, what belongs there and
// the edit that fixes it, quoting the value. Never zod's "Expected string, received number".
const page = (body: string, meta = '  title: Fixture\n  description: A fixture page.\n') =>
  `name: Fixture\nmeta:\n${meta}paths: [/fixture]\nsections:\n${body}`;
const copy = (line: string) => page(`  - type: copy\n    ${line}\n`);
const site = fixtureFile('site.config.yaml');
const home = fixtureFile('pages/home.yaml');
const experiment = (variants: string) => page(`  - type: hero\n    heading: Hi\nexperiments:\n  - id: t-hero\n    status: running\n    variants:\n${variants}`);

describe('text that YAML reads as another type', () => {
  it('a heading written as a number says to put it in quotes, with the line to write', () => {
    expect(fixtureProblems({ 'pages/t.yaml': copy('heading: 2024') })).toEqual([
      'pages/t.yaml:8:14 sections[0].heading: YAML reads 2024 as a number, but heading is text. Put it in quotes: heading: "2024". [LE204]',
    ]);
  });

  it('a heading written as true, and a number in a list of texts', () => {
    expect(fixtureProblems({ 'pages/t.yaml': copy('heading: true') })).toEqual([
      'pages/t.yaml:8:14 sections[0].heading: YAML reads true as a yes/no setting, but heading is text. Put it in quotes: heading: "true". [LE205]',
    ]);
    expect(fixtureProblems({ 'pages/t.yaml': page('  - type: copy\n    heading: Why\n    paragraphs: [One, 2024]\n') })).toEqual([
      'pages/t.yaml:9:23 sections[0].paragraphs[1]: YAML reads 2024 as a number, but this list holds text. Put it in quotes: "2024". [LE204]',
    ]);
  });
});

describe('missing and empty values', () => {
  it('a deleted description names the key to add and where', () => {
    expect(fixtureProblems({ 'pages/t.yaml': page('  - type: copy\n    heading: Why\n', '  title: Fixture\n') })).toEqual([
      'pages/t.yaml:3:3 meta.description: Missing description: add a line "description: ..." under meta. Search-result description, one or two sentences. {city} and values allowed. [LE206]',
    ]);
  });

  it('an empty description, and an empty quoted heading, each say what to write', () => {
    expect(fixtureProblems({ 'pages/t.yaml': page('  - type: copy\n    heading: Why\n', '  title: Fixture\n  description:\n') })).toEqual([
      'pages/t.yaml:4:15 meta.description: Nothing is written after "description:". Write the text. [LE207]',
    ]);
    expect(fixtureProblems({ 'pages/t.yaml': copy('heading: ""') })).toEqual([
      'pages/t.yaml:8:14 sections[0].heading: Nothing is written between the quotes. Write the text, or delete the line. [LE208]',
    ]);
  });
});

describe('numbers below a minimum', () => {
  it('experiment weights of 0 and 0 say a weight must be more than 0, and what a weight is', () => {
    expect(fixtureProblems({ 'pages/t.yaml': experiment('      - { id: control, weight: 0 }\n      - { id: bold, weight: 0, heading: Bold }\n') })).toEqual([
      'pages/t.yaml:13:32 experiments[0].variants[0].weight: 0 is too small: weight must be more than 0. Share of new visitors who get this variant, in percent. The weights of an experiment add up to 100. [LE219]',
      'pages/t.yaml:14:29 experiments[0].variants[1].weight: 0 is too small: weight must be more than 0. Share of new visitors who get this variant, in percent. The weights of an experiment add up to 100. [LE219]',
    ]);
  });
});

describe('currency signs, units and separators in numbers', () => {
  it('R0.49, 49c and ZAR 199 in values: drop the sign, or turn cents into rand', () => {
    expect(fixtureProblems({ 'site.config.yaml': site.replace('perMinute: 0.59', 'perMinute: R0.49') })).toEqual([
      'site.config.yaml:29:14 values.perMinute: "R0.49" has a currency sign; amounts are plain numbers in rand (the page adds the R). Write perMinute: 0.49. [LE214]',
    ]);
    expect(fixtureProblems({ 'site.config.yaml': site.replace('perMinute: 0.59', 'perMinute: 49c') })).toEqual([
      'site.config.yaml:29:14 values.perMinute: "49c" is in cents; amounts are in rand. Write perMinute: 0.49. [LE215]',
    ]);
    expect(fixtureProblems({ 'site.config.yaml': site.replace('setup: 199', 'setup: ZAR 199') })).toEqual([
      'site.config.yaml:31:10 values.setup: "ZAR 199" has a currency sign; amounts are plain numbers in rand (the page adds the R). Write setup: 199. [LE214]',
    ]);
  });

  it('70% in values and 10% in a discount are fractions; 50% in a weight is already percent', () => {
    expect(fixtureProblems({ 'site.config.yaml': site.replace('advance: 0.7', 'advance: 70%') })).toEqual([
      'site.config.yaml:32:12 values.advance: "70%" has a % sign; a share is written as a fraction (0.7 is 70%). Write advance: 0.7. [LE216]',
    ]);
    expect(fixtureProblems({ 'pages/home.yaml': home.replace('setupFee: setup,', 'setupFee: setup, disc: 10%,') })).toEqual([
      'pages/home.yaml:31:46 sections[2].plans[0].disc: "10%" has a % sign; a share is written as a fraction (0.1 is 10%). Write disc: 0.1. [LE216]',
    ]);
    expect(fixtureProblems({ 'pages/t.yaml': experiment('      - { id: control, weight: 50% }\n      - { id: bold, weight: 50, heading: Bold }\n') })).toEqual([
      'pages/t.yaml:13:32 experiments[0].variants[0].weight: "50%" has a % sign; this number is already in percent. Write weight: 50. [LE216]',
    ]);
  });

  it('a thousands separator, a price with its R in a number field, and a number in quotes', () => {
    expect(fixtureProblems({ 'site.config.yaml': site.replace('setup: 199', 'setup: 1,199') })).toEqual([
      'site.config.yaml:31:10 values.setup: "1,199" has a thousands separator, so YAML reads it as text (the page adds separators itself). Write setup: 1199. [LE217]',
    ]);
    expect(fixtureProblems({ 'pages/home.yaml': home.replace('setupFee: setup', 'setupFee: R199') })).toEqual([
      'pages/home.yaml:31:33 sections[2].plans[0].setupFee: "R199" has a currency sign; amounts are plain numbers in rand (the page adds the R). Write setupFee: 199. [LE214]',
    ]);
    expect(fixtureProblems({ 'pages/home.yaml': home.replace('defaultUsers: 1,', 'defaultUsers: "3",') })).toEqual([
      'pages/home.yaml:31:54 sections[2].plans[0].defaultUsers: "3" is in quotes, so YAML reads it as text. Write defaultUsers: 3, without the quotes. [LE213]',
    ]);
  });

  it('a word or a fraction where a whole number belongs, and a misspelt option', () => {
    expect(fixtureProblems({ 'pages/home.yaml': home.replace('defaultUsers: 1,', 'defaultUsers: three,') })).toEqual([
      'pages/home.yaml:31:54 sections[2].plans[0].defaultUsers: "three" is text, but defaultUsers takes a number. Write it in digits. Users on the plan (lines, seats, bikes: what labels.users counts). Sent to the order form as users. [LE213]',
    ]);
    expect(fixtureProblems({ 'pages/home.yaml': home.replace('defaultUsers: 1,', 'defaultUsers: 2.5,') })).toEqual([
      'pages/home.yaml:31:54 sections[2].plans[0].defaultUsers: defaultUsers takes a whole number, and 2.5 is not one. Write a whole number, like defaultUsers: 3. Users on the plan (lines, seats, bikes: what labels.users counts). Sent to the order form as users. [LE221]',
    ]);
    expect(fixtureProblems({ 'pages/home.yaml': home.replace('{ label: Shop now, link: shop }', '{ label: Shop now, link: shop, style: primry }') })).toEqual([
      'pages/home.yaml:15:47 sections[0].actions[0].style: "primry" is not one of primary, secondary, whatsapp. Did you mean "primary"? [LE222]',
    ]);
  });
});
