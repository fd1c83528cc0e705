import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/config/problem';
import { fixtureProblems, loadFixture } from '../helpers/fixture-site';

const page = (body: string) => `name: Fixture\nmeta:\n  title: Fixture\n  description: A fixture page.\n${body}`;
const copy = (heading: string) => page(`paths: [/fixture]\nsections:\n  - type: copy\n    heading: ${heading}\n`);
const warningsOf = (files: Record<string, string>) => loadFixture(files).warnings.map(formatProblem);

describe('valid YAML that is probably wrong gives a located warning', () => {
  it('the fixture site has none', () => {
    expect(warningsOf({})).toEqual([]);
  });

  it('text starting with & is read as an anchor', () => {
    expect(warningsOf({ 'pages/amp.yaml': copy('&Co construction finance') })).toEqual([
      'pages/amp.yaml:8:14 "&Co" is read as a YAML anchor (a label for repeating a value), not as text, so this reads "construction finance". If & belongs to the text, put the whole text in quotes: "&Co construction finance". [LE701]',
    ]);
  });

  it('text containing " #" is cut at the comment', () => {
    expect(warningsOf({ 'pages/hash.yaml': copy('Bakkie hire #1 in SA') })).toEqual([
      'pages/hash.yaml:8:26 The text after " #" is read as a comment, so this reads "Bakkie hire". If # belongs to the text, put the whole text in quotes: "Bakkie hire #1 in SA". [LE703]',
    ]);
  });

  it('a real comment after a value is left alone', () => {
    expect(warningsOf({ 'pages/comment.yaml': copy('Bakkie hire   # the short form') })).toEqual([]);
  });

  it('text starting with ! and spaces at the end of the line: the fix leaves the spaces out', () => {
    expect(warningsOf({ 'pages/tag.yaml': copy('!Important offer   ') })).toEqual([
      'pages/tag.yaml:8:14 "!Important" is read as a YAML tag, not as text, so this reads "offer". If ! belongs to the text, put the whole text in quotes: "!Important offer". [LE702]',
    ]);
  });

  it('text starting with ! is read as a tag', () => {
    expect(warningsOf({ 'pages/tag.yaml': copy('!Important offer') })).toEqual([
      'pages/tag.yaml:8:14 "!Important" is read as a YAML tag, not as text, so this reads "offer". If ! belongs to the text, put the whole text in quotes: "!Important offer". [LE702]',
    ]);
  });

  it('a preposition before {city}', () => {
    expect(warningsOf({ 'pages/in-city.yaml': copy('Bakkie hire in {city}') })).toEqual([
      'pages/in-city.yaml:8:26 "in {city}" reads "in In Cape Town": {city} already adds " In Cape Town" (and nothing on a page without a city). Write "Bakkie hire{city}". [LE704]',
    ]);
  });

  it('a heading of 150 characters is fine; of 151, a mistake', () => {
    expect(warningsOf({ 'pages/long.yaml': copy('A'.repeat(150)) })).toEqual([]);
    expect(warningsOf({ 'pages/long.yaml': copy('A'.repeat(151)) })).toEqual([
      'pages/long.yaml:8:14 This heading is 151 characters long; more than 150 is almost certainly a mistake (a paste gone wrong, or a missing line break between keys). Shorten it. [LE705]',
    ]);
  });
});

describe('warnings at their edges', () => {
  const paragraph = (text: string) => page(`paths: [/fixture]\nsections:\n  - type: copy\n    heading: Edge\n    paragraphs:\n      - ${text}\n`);

  it('an anchor on a mapping or a list names the anchor only; an anchor that is used is no mistake', () => {
    expect(warningsOf({ 'pages/amap.yaml': page('paths: [/fixture]\nsections:\n  - &block\n    type: copy\n    heading: A\n') })).toEqual([
      'pages/amap.yaml:7:5 "&block" is read as a YAML anchor (a label for repeating a value), not as text. If & belongs to a text, put that text in quotes. [LE701]',
    ]);
    expect(
      warningsOf({ 'pages/used.yaml': page('paths: [/fixture]\nsections:\n  - type: copy\n    heading: &h Same\n  - type: copy\n    heading: *h\n') }),
    ).toEqual([]);
  });

  it('other prepositions before {city}, in quoted text too', () => {
    expect(warningsOf({ 'pages/near.yaml': copy('"Vans near {city}"') })).toEqual([
      'pages/near.yaml:8:20 "near {city}" reads "near In Cape Town": {city} already adds " In Cape Town" (and nothing on a page without a city). Write "Vans{city}". [LE704]',
    ]);
    expect(warningsOf({ 'pages/across.yaml': copy('Delivery ACROSS {city}') })).toEqual([
      'pages/across.yaml:8:23 "ACROSS {city}" reads "ACROSS In Cape Town": {city} already adds " In Cape Town" (and nothing on a page without a city). Write "Delivery{city}". [LE704]',
    ]);
    expect(warningsOf({ 'pages/plain.yaml': copy('Bakkie hire{city} at a fair price') })).toEqual([]);
  });

  it('a paragraph may run to 5,000 characters; a label counts as a heading', () => {
    expect(warningsOf({ 'pages/p.yaml': paragraph('P'.repeat(5000)) })).toEqual([]);
    expect(warningsOf({ 'pages/p.yaml': paragraph('P'.repeat(5001)) })).toEqual([
      'pages/p.yaml:10:9 This text is 5,001 characters long; more than 5,000 is almost certainly a mistake (a paste gone wrong, or a missing line break between keys). Shorten it. [LE705]',
    ]);
    const label = page(
      `paths: [/fixture]\nsections:\n  - type: carousel\n    label: ${'L'.repeat(151)}\n    slides: [{ image: { src: /media/slide-1.svg, alt: A, width: 8, height: 4 } }]\n`,
    );
    expect(warningsOf({ 'pages/label.yaml': label })).toEqual([
      'pages/label.yaml:8:12 This label is 151 characters long; more than 150 is almost certainly a mistake (a paste gone wrong, or a missing line break between keys). Shorten it. [LE705]',
    ]);
  });

  it('a comment after several spaces, on a last line without a newline', () => {
    expect(warningsOf({ 'pages/sp.yaml': page('paths: [/fixture]\nsections:\n  - type: copy\n    heading: Bakkie hire   #1 in SA') })).toEqual([
      'pages/sp.yaml:8:28 The text after " #" is read as a comment, so this reads "Bakkie hire". If # belongs to the text, put the whole text in quotes: "Bakkie hire   #1 in SA". [LE703]',
    ]);
  });

  it('quotes only the line of a comment warning, trimmed, and says nothing of a comment after quoted text or a number', () => {
    const lines = page('paths: [/fixture]\nsections:\n  - type: copy\n    heading: Bakkie hire #1 in SA   \n    paragraphs: [More]\n');
    expect(warningsOf({ 'pages/two.yaml': lines })).toEqual([
      'pages/two.yaml:8:26 The text after " #" is read as a comment, so this reads "Bakkie hire". If # belongs to the text, put the whole text in quotes: "Bakkie hire #1 in SA". [LE703]',
    ]);
    expect(warningsOf({ 'pages/q.yaml': copy('"Bakkie hire" #1') })).toEqual([]);
    expect(warningsOf({ 'pages/n.yaml': copy('42 #1') })).toEqual([]);
  });

  it('points at the start of a quoted text when the words before {city} are written with an escape', () => {
    expect(warningsOf({ 'pages/tab.yaml': copy('"Vans near\\t{city}"') })).toEqual([
      'pages/tab.yaml:8:15 "near\t{city}" reads "near In Cape Town": {city} already adds " In Cape Town" (and nothing on a page without a city). Write "Vans{city}". [LE704]',
    ]);
  });

  it('an anchor on a list is named; keys and tags on keys never warn', () => {
    expect(warningsOf({ 'pages/seq.yaml': page('paths: [/fixture]\nsections: &all\n  - type: copy\n    heading: A\n') })).toEqual([
      'pages/seq.yaml:6:11 "&all" is read as a YAML anchor (a label for repeating a value), not as text. If & belongs to a text, put that text in quotes. [LE701]',
    ]);
    expect(warningsOf({ 'pages/key.yaml': page('paths: [/fixture]\nsections:\n  - type: copy\n    heading: H\nVans in {city}: x\n') })).toEqual([]);
    expect(warningsOf({ 'pages/tagkey.yaml': page('paths: [/fixture]\nsections:\n  - type: copy\n    !custom heading: H\n') })).toEqual([]);
  });

  it('a tag YAML itself defines (!!str) is no mistake', () => {
    expect(warningsOf({ 'pages/str.yaml': copy('!!str 42') })).toEqual([]);
  });

  it('a # right after a space inside quotes, or doubled, is no comment warning', () => {
    expect(warningsOf({ 'pages/q.yaml': copy('"Bakkie hire #1"') })).toEqual([]);
    expect(warningsOf({ 'pages/hh.yaml': copy('Bakkie hire ## notes') })).toEqual([]);
  });
});

describe('local media', () => {
  it('a missing file is an error, with the likely name', () => {
    expect(
      fixtureProblems({
        'pages/media.yaml': page(
          'paths: [/media-test]\nsections:\n  - type: hero\n    heading: Media\n    image: { src: /media/logo.svgg, alt: Logo, width: 10, height: 10 }\n',
        ),
      }),
    ).toEqual([
      'pages/media.yaml:9:19 sections[0].image.src: There is no file public/media/logo.svgg, so this would show a broken image or play nothing. Did you mean "/media/logo.svg"? Add the file to public/media/ or fix the name. [LE310]',
    ]);
  });

  it('a missing file at the top of public/ or in a folder that is not there, and a very long name, with no suggestion', () => {
    const image = (src: string) =>
      page(`paths: [/media-test]\nsections:\n  - type: hero\n    heading: Media\n    image: { src: "${src}", alt: Logo, width: 10, height: 10 }\n`);
    expect(fixtureProblems({ 'pages/media.yaml': image('/logo.svg') })).toEqual([
      'pages/media.yaml:9:19 sections[0].image.src: There is no file public/logo.svg, so this would show a broken image or play nothing. Add the file to public/ or fix the name. [LE310]',
    ]);
    const long = `/media/${'l'.repeat(200)}.svg`;
    expect(fixtureProblems({ 'pages/media.yaml': image(long) })).toEqual([
      [
        `pages/media.yaml:9:19 sections[0].image.src: There is no file public${long}, so this would show a broken image or play nothing. Add the file to public/media/ or fix the name. [LE310]`,
        `  9 |     image: { src: "/media/${'l'.repeat(74)}…`,
        '    |                   ^',
      ].join('\n'),
    ]);
    expect(fixtureProblems({ 'pages/media.yaml': image('/nowhere/logo.svg') })).toEqual([
      'pages/media.yaml:9:19 sections[0].image.src: There is no file public/nowhere/logo.svg, so this would show a broken image or play nothing. Add the file to public/nowhere/ or fix the name. [LE310]',
    ]);
  });

  it('checks the file without its query or fragment, and leaves other hosts and relative names alone', () => {
    const image = (src: string) =>
      page(`paths: [/media-test]\nsections:\n  - type: hero\n    heading: Media\n    image: { src: "${src}", alt: Logo, width: 10, height: 10 }\n`);
    for (const src of ['/media/logo.svg?v=2', '/media/logo.svg#top', '//cdn.acme.co.za/logo.svg', 'https://cdn.acme.co.za/logo.svg']) {
      expect(fixtureProblems({ 'pages/media.yaml': image(src) }), src).toEqual([]);
    }
  });

  it('a file that is there passes', () => {
    expect(
      fixtureProblems({
        'pages/media.yaml': page(
          'paths: [/media-test]\nsections:\n  - type: hero\n    heading: Media\n    image: { src: /media/logo.svg, alt: Logo, width: 10, height: 10 }\n',
        ),
      }),
    ).toEqual([]);
  });
});

describe('page files', () => {
  it('two files for one page id are an error', () => {
    expect(
      fixtureProblems({
        'pages/twin.yaml': page('paths: [/twin-a]\nsections:\n  - type: copy\n    heading: A\n'),
        'pages/twin.yml': page('paths: [/twin-b]\nsections:\n  - type: copy\n    heading: B\n'),
      }),
    ).toEqual(['pages/twin.yml:1:1 This file and pages/twin.yaml are both the page "twin". Rename or delete one of them. [LE004]']);
  });
});
