import { describe, expect, it } from 'vitest';
import { problemsWith, shippedModel } from '../helpers/load-fixture';

const page = (body: string) => `name: Fixture\nmeta:\n  title: Fixture\n  description: A fixture page.\n${body}`;

describe('npm run validate on the shipped config', () => {
  it('accepts the shipped site.config.yaml and pages', () => {
    expect(shippedModel().pages.map((entry) => entry.id)).toEqual([
      'bakkie', 'briefing', 'home', 'invest', 'invoice', 'legal-privacy', 'legal-terms', 'tender-bid', 'tender-finance',
    ]);
  });
});

describe('validation problems name file, line, column and YAML path', () => {
  it('reports a YAML syntax error with its position', () => {
    const problems = problemsWith({ 'pages/broken.yaml': page('paths: [/broken\nsections:\n  - type: copy\n') });
    expect(problems).toEqual([
      [
        'pages/broken.yaml:5:8 This [ is never closed. End the list with ] on the same line, or write one item per line without brackets.',
        '  5 | paths: [/broken',
        '    |        ^',
      ].join('\n'),
    ]);
  });

  it('points at a wrong type deep inside a section', () => {
    const problems = problemsWith({
      'pages/deep.yaml': page(
        [
          'paths: [/deep]',
          'sections:',
          '  - type: hero',
          '    heading: Deep',
          '    actions:',
          '      - label: Go',
          '        link: blog',
          '        values:',
          '          ref: [1, 2]',
        ].join('\n'),
      ),
    });
    expect(problems).toContain('pages/deep.yaml:13:16 sections[0].actions[0].values.ref: Expected string or number, received a list');
  });

  it('names the expected and received type', () => {
    const problems = problemsWith({
      'pages/types.yaml': page('paths: [/types]\nsections:\n  - type: copy\n    heading: 42\n'),
    });
    expect(problems).toEqual(['pages/types.yaml:8:14 sections[0].heading: Expected string, received number']);
  });

  it('suggests the block type a marketer meant', () => {
    const problems = problemsWith({
      'pages/typo.yaml': page('paths: [/typo]\nsections:\n  - type: hreo\n    heading: Hi\n'),
    });
    expect(problems).toEqual([
      expect.stringMatching(/^pages\/typo\.yaml:7:11 sections\[0\]\.type: Unknown block type "hreo"\. Did you mean "hero"\? Known types: .*hero/),
    ]);
  });

  it('suggests the key a marketer meant, at the key itself', () => {
    const problems = problemsWith({
      'pages/key.yaml': page('paths: [/key]\nsections:\n  - type: copy\n    heading: Hi\n    paragrahps: [One]\n'),
    });
    expect(problems).toEqual([
      'pages/key.yaml:9:5 sections[0].paragrahps: Unknown key "paragrahps". Did you mean "paragraphs"? Allowed keys: type, id, heading, paragraphs, bullets.',
    ]);
  });

  it('reports a route claimed by two pages, in the second file', () => {
    const problems = problemsWith({
      'pages/zz-dup.yaml': page('paths:\n  - /other\n  - /invest/{city}\nsections:\n  - type: copy\n    heading: Dup\n'),
    });
    expect(problems).toEqual([
      'pages/zz-dup.yaml:7:5 paths[1]: Path /invest/{city} is already claimed by pages/invest.yaml (paths[1]). A path belongs to one page: remove it from one of them.',
    ]);
  });

  it('reports an unknown link template with a suggestion', () => {
    const problems = problemsWith({
      'pages/links.yaml': page('paths: [/links]\nsections:\n  - type: buttons\n    buttons:\n      - { label: Apply, link: finance-aply }\n'),
    });
    expect(problems).toEqual([
      'pages/links.yaml:9:31 sections[0].buttons[0].link: Unknown link template "finance-aply". Did you mean "finance-apply"? Define it under links: in site.config.yaml.',
    ]);
  });

  it('rejects a value the template does not take', () => {
    const problems = problemsWith({
      'pages/values.yaml': page('paths: [/values]\nsections:\n  - type: buttons\n    buttons:\n      - { label: Apply, link: finance-apply, values: { ref: MD1 } }\n'),
    });
    expect(problems[0]).toMatch(/^pages\/values\.yaml:9:\d+ sections\[0\]\.buttons\[0\]\.values\.ref: Link template "finance-apply" does not take "ref"/);
  });

  it('rejects two sections with one id on a page', () => {
    const problems = problemsWith({
      'pages/ids.yaml': page('paths: [/ids]\nsections:\n  - { type: copy, id: about, heading: A }\n  - { type: copy, id: about, heading: B }\n'),
    });
    expect(problems).toEqual([
      'pages/ids.yaml:8:23 sections[1].id: Section id "about" is already used by sections[0] on this page. Ids must be unique on a page.',
    ]);
  });

  it('rejects a nav anchor no section provides, and a link to a path no page answers', () => {
    const site = shippedSiteText().replace('to: "#contact"', 'to: "#contakt"').replace('to: /privacy }', 'to: /privacy-policy }');
    const problems = problemsWith({ 'site.config.yaml': site });
    expect(problems).toEqual([
      expect.stringMatching(/^site\.config\.yaml:\d+:\d+ nav\[7\]\.to: No section has id "contakt", so #contakt leads nowhere\. Did you mean "contact"\?/),
      expect.stringMatching(/^site\.config\.yaml:\d+:\d+ footer\.links\[5\]\.to: No page answers \/privacy-policy\./),
    ]);
  });

  it('reports every problem at once, across files', () => {
    const problems = problemsWith({
      'pages/a.yaml': page('paths: [/a]\nsections:\n  - type: hreo\n'),
      'pages/b.yaml': page('paths: /b\nsections: []\n'),
    });
    expect(problems.length).toBe(3);
    expect(problems.map((p) => p.split(' ')[0]!.split(':')[0])).toEqual(['pages/a.yaml', 'pages/b.yaml', 'pages/b.yaml']);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/load-fixture';
function shippedSiteText() {
  return readFileSync(join(ROOT, 'site.config.yaml'), 'utf8');
}

describe('values a block passes by itself', () => {
  it('rejects a project card button whose template does not take ref', () => {
    const text = readFileSync(join(ROOT, 'pages/invest.yaml'), 'utf8');
    const broken = text.replace(/(investAction:\s*\n?\s*(?:\{[^}]*link: |[\s\S]*?link: ))investor-form/, '$1investor-callback');
    expect(broken).not.toBe(text);
    const problems = problemsWith({ 'pages/invest.yaml': broken });
    expect(problems).toEqual([
      expect.stringMatching(/^pages\/invest\.yaml:\d+:\d+ sections\[\d+\]\.investAction\.link: Link template "investor-callback" must take ref here, but does not take ref\./),
    ]);
  });

  it('rejects a plan-cards order link that cannot carry the card state', () => {
    const text = readFileSync(join(ROOT, 'pages/home.yaml'), 'utf8');
    const broken = text.replace(/(order:[\s\S]*?link: )phone-order/, '$1investor-form');
    expect(broken).not.toBe(text);
    expect(problemsWith({ 'pages/home.yaml': broken })).toEqual([
      expect.stringMatching(/order\.link: Link template "investor-form" must take minutes, users, setupfee, product here, but does not take minutes, users, setupfee, product\./),
    ]);
  });
});

describe('a comma in unquoted flow text', () => {
  it('says to quote the text instead of only naming a strange key', () => {
    const problems = problemsWith({
      'pages/comma.yaml': page('paths: [/comma]\nsections:\n  - type: buttons\n    buttons:\n      - { label: Search, bid and submit, link: blog }\n'),
    });
    expect(problems).toEqual([
      'pages/comma.yaml:9:26 sections[0].buttons[0].bid and submit: Unknown key "bid and submit". Allowed keys: label, link, values, hidden, context, style. If this is the end of a text that contains a comma, put the whole text in quotes.',
    ]);
  });
});
