import { describe, expect, it } from 'vitest';
import { fixtureFile, fixtureProblems } from '../helpers/fixture-site';

const page = (body: string) => `name: Fixture\nmeta:\n  title: Fixture\n  description: A fixture page.\n${body}`;

describe('validation problems name file, line, column and YAML path', () => {
  it('reports a YAML syntax error at its line and column (columns count from 1)', () => {
    expect(fixtureProblems({ 'pages/broken.yaml': page('paths: [/broken\nsections:\n  - type: copy\n') })).toEqual([
      [
        'pages/broken.yaml:5:8 This [ is never closed. End the list with ] on the same line, or write one item per line without brackets. [LE109]',
        '  5 | paths: [/broken',
        '    |        ^',
      ].join('\n'),
    ]);
    expect(fixtureProblems({ 'pages/first.yaml': '[oops\n' })).toEqual([
      [
        'pages/first.yaml:1:1 This [ is never closed. End the list with ] on the same line, or write one item per line without brackets. [LE109]',
        '  1 | [oops',
        '    | ^',
      ].join('\n'),
    ]);
  });

  it('points at a wrong type deep inside a section', () => {
    const problems = fixtureProblems({
      'pages/deep.yaml': page(
        [
          'paths: [/deep]',
          'sections:',
          '  - type: hero',
          '    heading: Deep',
          '    actions:',
          '      - label: Go',
          '        link: apply',
          '        values:',
          '          ref: [1, 2]',
        ].join('\n'),
      ),
    });
    expect(problems).toEqual([
      'pages/deep.yaml:13:16 sections[0].actions[0].values.ref: This is a list, but ref takes one value. Write it right after "ref:", without "- " or [ ]. [LE211]',
    ]);
  });

  it('names the expected and received type', () => {
    expect(fixtureProblems({ 'pages/types.yaml': page('paths: [/types]\nsections:\n  - type: copy\n    heading: 42\n') })).toEqual([
      'pages/types.yaml:8:14 sections[0].heading: YAML reads 42 as a number, but heading is text. Put it in quotes: heading: "42". [LE204]',
    ]);
  });

  it('suggests the block type a marketer meant', () => {
    expect(fixtureProblems({ 'pages/typo.yaml': page('paths: [/typo]\nsections:\n  - type: hreo\n    heading: Hi\n') })).toEqual([
      'pages/typo.yaml:7:11 sections[0].type: Unknown block type "hreo". Did you mean "hero"? Known types: hero, buttons, copy, carousel, testimonials, audio-player, about-contact, refer-and-earn, deals, confetti-button, legal-document, plan-cards, comparison-table. [LE202]',
    ]);
  });

  it('suggests the key a marketer meant, at the key itself', () => {
    expect(fixtureProblems({ 'pages/key.yaml': page('paths: [/key]\nsections:\n  - type: copy\n    heading: Hi\n    paragrahps: [One]\n') })).toEqual([
      'pages/key.yaml:9:5 sections[0].paragrahps: Unknown key "paragrahps". Did you mean "paragraphs"? Allowed keys: type, id, heading, paragraphs, bullets. [LE201]',
    ]);
  });

  it('reports a route claimed by two pages, in the file that sorts second', () => {
    expect(fixtureProblems({ 'pages/zz-dup.yaml': page('paths:\n  - /other\n  - /phones/{city}\nsections:\n  - type: copy\n    heading: Dup\n') })).toEqual([
      'pages/zz-dup.yaml:7:5 paths[1]: Path /phones/{city} is already claimed by pages/home.yaml (paths[2]). A path belongs to one page: remove it from one of them. [LE306]',
    ]);
  });

  it('reports an unknown link template with a suggestion', () => {
    expect(
      fixtureProblems({ 'pages/links.yaml': page('paths: [/links]\nsections:\n  - type: buttons\n    buttons:\n      - { label: Apply, link: aply }\n') }),
    ).toEqual([
      'pages/links.yaml:9:31 sections[0].buttons[0].link: Unknown link template "aply". Did you mean "apply"? Define it under links: in site.config.yaml. [LE301]',
    ]);
  });

  it('rejects a value the template does not take', () => {
    expect(
      fixtureProblems({
        'pages/values.yaml': page('paths: [/values]\nsections:\n  - type: buttons\n    buttons:\n      - { label: Buy, link: shop, values: { ref: MD1 } }\n'),
      }),
    ).toEqual([
      'pages/values.yaml:9:50 sections[0].buttons[0].values.ref: Link template "shop" does not take "ref"; it takes no values. Remove the value or add it to the template\'s takes list. [LE303]',
    ]);
  });

  it('rejects two sections with one id on a page', () => {
    expect(
      fixtureProblems({
        'pages/ids.yaml': page('paths: [/ids]\nsections:\n  - { type: copy, id: about, heading: A }\n  - { type: copy, id: about, heading: B }\n'),
      }),
    ).toEqual(['pages/ids.yaml:8:23 sections[1].id: Section id "about" is already used by sections[0] on this page. Ids must be unique on a page. [LE308]']);
  });

  it('rejects a nav anchor no section provides, and a link to a path no page answers', () => {
    const site = fixtureFile('site.config.yaml').replace('to: "#contact"', 'to: "#contakt"').replace('to: /privacy }', 'to: /privacy-policy }');
    expect(fixtureProblems({ 'site.config.yaml': site })).toEqual([
      'site.config.yaml:13:27 nav[2].to: No section has id "contakt", so #contakt leads nowhere. Did you mean "contact"? Give a section that id or change the link. [LE304]',
      "site.config.yaml:18:29 footer.links[1].to: No page answers /privacy-policy. Add it to a page's paths or fix the link. [LE305]",
    ]);
  });

  it('rejects a plan-cards order link that cannot carry the card state', () => {
    const home = fixtureFile('pages/home.yaml').replace('order: { label: Order, link: order }', 'order: { label: Order, link: shop }');
    expect(fixtureProblems({ 'pages/home.yaml': home })).toEqual([
      'pages/home.yaml:29:34 sections[2].order.link: Link template "shop" must take minutes, users, setupfee, product here, but does not take minutes, users, setupfee, product. Add them to its takes list in site.config.yaml or pick another template. [LE302]',
    ]);
  });

  it('reports every problem at once, across files, in file order', () => {
    const problems = fixtureProblems({
      'pages/a.yaml': page('paths: [/a]\nsections:\n  - type: hreo\n'),
      'pages/b.yaml': page('paths: /b\nsections: []\n'),
    });
    expect(problems).toEqual([
      'pages/a.yaml:7:11 sections[0].type: Unknown block type "hreo". Did you mean "hero"? Known types: hero, buttons, copy, carousel, testimonials, audio-player, about-contact, refer-and-earn, deals, confetti-button, legal-document, plan-cards, comparison-table. [LE202]',
      'pages/b.yaml:5:8 paths: This is one value ("/b"), but paths takes a list. Write each item on its own line under "paths:", starting with "- ". [LE209]',
      'pages/b.yaml:6:11 sections: This list has no items; sections needs at least 1. The page content, top to bottom, as a list of blocks. [LE226]',
    ]);
  });

  it('says to quote a text with a comma inside [...] or {...}', () => {
    expect(
      fixtureProblems({
        'pages/comma.yaml': page('paths: [/comma]\nsections:\n  - type: buttons\n    buttons:\n      - { label: Search, bid and submit, link: shop }\n'),
      }),
    ).toEqual([
      'pages/comma.yaml:9:26 sections[0].buttons[0].bid and submit: Unknown key "bid and submit". Allowed keys: label, link, values, hidden, context, style. If this is the end of a text that contains a comma, put the whole text in quotes. [LE201]',
    ]);
  });
});
