import { describe, expect, it } from 'vitest';
import { fixtureFile, fixtureProblems } from '../helpers/fixture-site';

// A mistake inside a long one-line list or { ... } mapping: the message quotes the entry, suggests
// the closest valid one where there is one, and shows the line cut around a caret.
const page = (body: string) => `name: Fixture\nmeta:\n  title: Fixture\n  description: A fixture page.\npaths: [/fixture]\nsections:\n${body}`;
const site = fixtureFile('site.config.yaml');
// 58 cities on one line, as the shipped site writes them: the line is about 930 characters long.
const cities = (extra: string) =>
  site.replace(
    'cities:\n  - durban\n  - kwa-thema: KwaThema\n',
    `cities: [${Array.from({ length: 58 }, (_, i) => `city-number-${i}`).join(', ')}, ${extra}]\n`,
  );

describe('an entry of a long one-line list', () => {
  it('a city written as a name is quoted, and the slug it means is already listed', () => {
    expect(fixtureProblems({ 'site.config.yaml': cities('port-elizabeth, Port Elizabeth') })).toEqual([
      [
        'site.config.yaml:34:944 cities[59]: "Port Elizabeth" is not written the way this field needs: use lowercase letters, digits and hyphens, at most 60 characters, like cape-town. port-elizabeth is already in this list, so this entry can go. [LE223]',
        '  34 | \u2026-53, city-number-54, city-number-55, city-number-56, city-number-57, port-elizabeth, Port Elizabeth]',
        '     |                                                                                       ^',
      ].join('\n'),
    ]);
  });

  it('a city with an underscore gets the slug to write', () => {
    expect(fixtureProblems({ 'site.config.yaml': cities('Cape_Town, durban') })).toEqual([
      [
        'site.config.yaml:34:928 cities[58]: "Cape_Town" is not written the way this field needs: use lowercase letters, digits and hyphens, at most 60 characters, like cape-town. Did you mean cape-town? [LE223]',
        '  34 | \u2026, city-number-53, city-number-54, city-number-55, city-number-56, city-number-57, Cape_Town, durban]',
        '     |                                                                                    ^',
      ].join('\n'),
    ]);
  });

  it('a value a link template cannot take suggests the one it can', () => {
    expect(fixtureProblems({ 'site.config.yaml': site.replace('takes: [ref]', 'takes: [ref, minute]') })).toEqual([
      'site.config.yaml:26:81 links.apply.takes[1]: "minute" is not one of ref, minutes, users, setupfee, product. Did you mean "minutes"? [LE222]',
    ]);
  });
});

describe('{city} and values inside a one-line { ... } mapping', () => {
  it('says to quote the text, with the key and the text to write', () => {
    expect(fixtureProblems({ 'pages/t.yaml': page('  - type: buttons\n    buttons:\n      - { label: Apply{city} now, link: shop }\n') })).toEqual([
      'pages/t.yaml:9:23 {city} inside { ... } is read as the start of another mapping, not as text. Put the text in quotes: label: "Apply{city} now". (7 more syntax errors in this file, most likely caused by this one: fix it first.) [LE111]\n  9 |       - { label: Apply{city} now, link: shop }\n    |                       ^',
    ]);
    expect(
      fixtureProblems({ 'pages/t.yaml': page('  - type: buttons\n    buttons:\n      - { label: From {perMinute:cents}, link: shop, style: secondary }\n') }),
    ).toEqual([
      'pages/t.yaml:9:23 {perMinute:cents} inside { ... } is read as the start of another mapping, not as text. Put the text in quotes: label: "From {perMinute:cents}". (10 more syntax errors in this file, most likely caused by this one: fix it first.) [LE111]\n  9 |       - { label: From {perMinute:cents}, link: shop, style: secondary }\n    |                       ^',
    ]);
  });
});

describe('a link to a section id that is not there', () => {
  it('lists the ids there are when none is close, and suggests the close one', () => {
    expect(fixtureProblems({ 'site.config.yaml': site.replace('to: "#contact"', 'to: "#faq"') })).toEqual([
      'site.config.yaml:13:27 nav[2].to: No section has id "faq", so #faq leads nowhere. Section ids: contact, greeting, photos. Give a section that id or change the link. [LE304]',
    ]);
    expect(fixtureProblems({ 'site.config.yaml': site.replace('to: "#contact"', 'to: "#contacts"') })).toEqual([
      'site.config.yaml:13:27 nav[2].to: No section has id "contacts", so #contacts leads nowhere. Did you mean "contact"? Give a section that id or change the link. [LE304]',
    ]);
  });

  it("an experiment's change to a section that is not there lists the page's ids", () => {
    const body =
      '  - type: hero\n    heading: Hi\n  - type: copy\n    id: why\n    heading: Why\nexperiments:\n  - id: t-hero\n    status: running\n    variants:\n      - { id: control, weight: 50 }\n      - id: bold\n        weight: 50\n        blocks:\n          - { section: benefits, set: { heading: New } }\n';
    expect(fixtureProblems({ 'pages/t.yaml': page(body) })).toEqual([
      'pages/t.yaml:20:24 experiments[0].variants[1].blocks[0].section: No section has id "benefits". Section ids: why. Name a section by its id or its position in sections. [LE511]',
    ]);
  });
});
