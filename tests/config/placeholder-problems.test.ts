import { describe, expect, it } from 'vitest';
import { inlineProblems, siteConfig } from '../helpers/inline-site';

const config = siteConfig('values:\n  perMinute: 0.59\n  rental: 49\n');
const page = (sections: string, meta = '') => `name: Test
paths: [/]
meta:
  title: Test
  description: A test page.${meta}
sections:
${sections}`;
const problems = (sections: string, meta = '', site = config) => inlineProblems({ 'site.config.yaml': site, 'pages/test.yaml': page(sections, meta) });

describe('placeholder problems, found by npm run validate', () => {
  it('accepts {city} and values in text', () => {
    expect(problems('  - type: copy\n    heading: Calls{city} at {perMinute:cents}')).toEqual([]);
  });

  it('accepts a value without a format: a plain number', () => {
    expect(problems('  - type: copy\n    heading: Only {rental} a month')).toEqual([]);
  });

  it('names an unknown placeholder at its own line and column, with the one meant', () => {
    expect(problems('  - type: copy\n    heading: Phones{cty}')).toEqual([
      'pages/test.yaml:8:20 sections[0].heading: Unknown placeholder {cty}. Did you mean {city}? Text can hold {city} and the values under values: in site.config.yaml. [LE404]',
    ]);
    expect(problems('  - type: hero\n    heading: Phones\n    claims: ["{perMinut:cents} a minute"]')).toEqual([
      'pages/test.yaml:9:15 sections[0].claims[0]: Unknown placeholder {perMinut:cents}. Did you mean {perMinute}? Text can hold {city} and the values under values: in site.config.yaml. [LE404]',
    ]);
  });

  it('lists the values when no placeholder is close to the one written', () => {
    expect(problems('  - type: copy\n    heading: From {deposit:rand}')).toEqual([
      'pages/test.yaml:8:19 sections[0].heading: Unknown placeholder {deposit:rand}. Text can hold {city} and the values under values: in site.config.yaml (perMinute, rental). [LE404]',
    ]);
  });

  it('names where values are defined when a page uses one that is not', () => {
    expect(problems('  - type: copy\n    heading: From {setup:rand}', '', siteConfig())).toEqual([
      'pages/test.yaml:8:19 sections[0].heading: Unknown placeholder {setup:rand}. Text can hold {city} and the values under values: in site.config.yaml, which has none yet. [LE404]',
    ]);
  });

  it('names an unknown format with the one meant', () => {
    expect(problems('  - type: copy\n    heading: "{perMinute:cent} a minute"')).toEqual([
      'pages/test.yaml:8:15 sections[0].heading: Unknown format "cent" in {perMinute:cent}. Did you mean "cents"? Formats: number, rand, rand-cents, whole-rand, rand-words, cents, percent (write {perMinute} for a plain number). [LE405]',
    ]);
  });

  it('refuses a placeholder in a field that is not text', () => {
    expect(problems('  - type: buttons\n    buttons:\n      - { label: Buy, link: order, values: { product: "{city}" } }')).toEqual([
      'pages/test.yaml:9:56 sections[0].buttons[0].values.product: {city} cannot be used here: this field is not text (it is an id, a path, a link name, a URL or a number), so the braces would stay as written. Write the value itself here, or move the wording into a text field. [LE402]',
    ]);
    expect(problems('  - type: hero\n    heading: Hi\n    image: { src: "/media/{city}.svg", alt: "", width: 1, height: 1 }')).toEqual([
      'pages/test.yaml:9:27 sections[0].image.src: {city} cannot be used here: this field is not text (it is an id, a path, a link name, a URL or a number), so the braces would stay as written. Write the value itself here, or move the wording into a text field. [LE402]',
    ]);
  });

  it('refuses a value name that is not defined, in a number field', () => {
    expect(problems('  - type: copy\n    heading: Hi', '\n  offers: [{ name: Calls, price: perMinit }]')).toEqual([
      'pages/test.yaml:6:34 meta.offers[0].price: "perMinit" is not a value defined under values: in site.config.yaml. Did you mean "perMinute"? [LE401]',
    ]);
  });

  it('suggests the value meant in an expression naming a missing one (service + delivry, issue 40)', () => {
    const site = siteConfig('values:\n  service: 450\n  delivery: 120\n  total: service + delivry\n');
    expect(problems('  - type: copy\n    heading: Hi', '', site)).toEqual([
      'site.config.yaml:25:10 values.total: "delivry" is not a value defined under values: in site.config.yaml. Did you mean "delivery"? [LE401]',
    ]);
  });

  it('reports a value that cannot be worked out, in site.config.yaml', () => {
    expect(problems('  - type: copy\n    heading: Hi', '', siteConfig('values:\n  rental: 49\n  total: 3 * rentl\n'))).toEqual([
      'site.config.yaml:24:10 values.total: "rentl" is not a value defined under values: in site.config.yaml. Did you mean "rental"? [LE401]',
    ]);
  });

  it('refuses a format on {city} and on a placeholder the block fills itself, and names those in the list', () => {
    expect(problems('  - type: copy\n    heading: "Phones{city:rand}"')).toEqual([
      'pages/test.yaml:8:21 sections[0].heading: {city} takes no format; write {city}, not {city:rand}. [LE403]',
    ]);
    const cards = (label: string) =>
      `  - type: plan-cards\n    pricePerMinute: perMinute\n    rentalPerUser: rental\n    bundles: [0, 100]\n    labels: { minutesOption: "${label}" }\n    order: { label: Order, link: order }\n    plans: [{ name: Solo, setupFee: 0, defaultUsers: 1 }]`;
    expect(problems(cards('{minutes:number} minutes'))).toEqual([
      'pages/test.yaml:11:31 sections[0].labels.minutesOption: {minutes} takes no format; write {minutes}, not {minutes:number}. [LE403]',
    ]);
    expect(problems(cards('{minuts} minutes'))).toEqual([
      'pages/test.yaml:11:31 sections[0].labels.minutesOption: Unknown placeholder {minuts}. Did you mean {minutes}? Text can hold {city}, {minutes} and the values under values: in site.config.yaml. [LE404]',
    ]);
  });

  it('checks the text in site.config.yaml too', () => {
    expect(
      problems('  - type: copy\n    heading: Hi', '', siteConfig('values:\n  rental: 49\nsharedSections:\n  - { type: copy, heading: "Rent{rentl}" }\n')),
    ).toEqual([
      'site.config.yaml:25:33 sharedSections[0].heading: Unknown placeholder {rentl}. Did you mean {rental}? Text can hold {city} and the values under values: in site.config.yaml. [LE404]',
    ]);
  });

  it('lists the values, or says there are none, when a number field names nothing close', () => {
    expect(problems('  - type: copy\n    heading: Hi', '\n  offers: [{ name: Calls, price: deposit }]')).toEqual([
      'pages/test.yaml:6:34 meta.offers[0].price: "deposit" is not a value defined under values: in site.config.yaml. Values: perMinute, rental. [LE401]',
    ]);
    expect(problems('  - type: copy\n    heading: Hi', '\n  offers: [{ name: Calls, price: deposit }]', siteConfig())).toEqual([
      'pages/test.yaml:6:34 meta.offers[0].price: "deposit" is not a value defined under values: in site.config.yaml. None is defined yet: add one there, like perMinute: 0.59. [LE401]',
    ]);
  });
});
