import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/config/problem';
import { parseYaml } from '../../src/config/yaml-source';
import { zodProblems } from '../../src/config/zod-problems';

// Each zod issue as the line a marketer reads, on a small schema and YAML written here.
const slug = z.string().regex(/^[a-z-]+$/, 'Use lowercase letters and hyphens');
const schema = z.strictObject({
  name: z.string().min(1).optional(),
  live: z.boolean().optional(),
  disc: z.number().min(0).max(1).optional().describe('A fraction: 0.1 is 10% off.'),
  size: z.number().min(1).max(9).optional(),
  ref: z.union([z.string(), z.number()]).optional(),
  tags: z.array(z.string()).optional(),
  meta: z.strictObject({ title: z.string() }).optional(),
  names: z.record(slug, z.string()).optional(),
  city: z.union([slug, z.record(slug, z.string().min(1))]).optional(),
  blocks: z.array(z.discriminatedUnion('type', [z.strictObject({ type: z.literal('hero') }), z.strictObject({ type: z.literal('copy') })])).optional(),
  url: z.url().optional(),
  free: z.record(z.string(), z.unknown()).optional(),
  code: z.string().min(3).optional(),
  short: z.string().max(5).optional(),
  currency: z.literal('ZAR').optional(),
  either: z.union([z.string().min(3), z.number()]).optional(),
});
function problems(yaml: string): string[] {
  const { source } = parseYaml('pages/x.yaml', yaml);
  const result = schema.safeParse(source.data);
  return result.success ? [] : zodProblems(result.error.issues, source, schema).map(formatProblem);
}

describe('zod issues in plain words', () => {
  it('an unknown key with a suggestion and the allowed keys, and one nested where no keys are listed', () => {
    expect(problems('nmae: x\n')).toEqual([
      'pages/x.yaml:1:1 nmae: Unknown key "nmae". Did you mean "name"? Allowed keys: name, live, disc, size, ref, tags, meta, names, city, blocks, url, free, code, short, currency, either. [LE201]',
    ]);
    expect(problems('meta:\n  title: T\n  titel: U\n')).toEqual([
      'pages/x.yaml:3:3 meta.titel: Unknown key "titel". Did you mean "title"? Allowed keys: title. [LE201]',
    ]);
    expect(problems('blocks:\n  - type: hero\n    heading: H\n')).toEqual([
      'pages/x.yaml:3:5 blocks[0].heading: Unknown key "heading". Allowed keys: type. [LE201]',
    ]);
  });

  it('a missing or unknown block type, with the known ones', () => {
    expect(problems('blocks:\n  - {}\n')).toEqual(['pages/x.yaml:2:5 blocks[0].type: Missing block type. Known types: hero, copy. [LE202]']);
    expect(problems('blocks:\n  - type: 42\n')).toEqual(['pages/x.yaml:2:11 blocks[0].type: Unknown block type "42". Known types: hero, copy. [LE202]']);
  });

  it('a yes/no setting or an endless number where a number belongs, a number where true or false belongs', () => {
    expect(problems('size: true\n')).toEqual(['pages/x.yaml:1:7 size: This is true, a yes/no setting, but size takes a number. [LE213]']);
    expect(problems('size: .inf\n')).toEqual(['pages/x.yaml:1:7 size: .inf is too large to be a number. Write the number in digits. [LE220]']);
    expect(problems('live: 1\n')).toEqual([
      'pages/x.yaml:1:7 live: This is the number 1, but live takes true or false. Write live: true or live: false. [LE218]',
    ]);
  });

  it('true or false, not yes, no, on, off, y or n', () => {
    for (const word of ['yes', 'No', 'on', 'OFF', 'y', 'n']) {
      expect(problems(`live: ${word}\n`)).toEqual([
        `pages/x.yaml:1:7 live: Write true or false here, not "${word}" (YAML reads yes, no, on and off as text). [LE218]`,
      ]);
    }
    expect(problems('live: maybe\n')).toEqual([
      'pages/x.yaml:1:7 live: This is the text "maybe", but live takes true or false. Write live: true or live: false. [LE218]',
    ]);
  });

  it('{city} read as a mapping, a missing value, and null, a list and a mapping where text belongs', () => {
    expect(problems('name: {city}\n')).toEqual([
      'pages/x.yaml:1:7 name: YAML read {city} as a mapping: a text that starts with { must be in quotes, like "{city}". [LE212]',
    ]);
    expect(problems('meta: {}\n')).toEqual(['pages/x.yaml:1:7 meta.title: Missing title: add a line "title: ..." under meta. [LE206]']);
    expect(problems('name: null\n')).toEqual([
      'pages/x.yaml:1:7 name: YAML reads null as no value. Nothing is written after "name:". Write the text, or delete the line. [LE207]',
    ]);
    expect(problems('name: [a]\n')).toEqual([
      'pages/x.yaml:1:7 name: This is a list, but name takes one text. Write it right after "name:", without "- " or [ ]. [LE211]',
    ]);
    expect(problems('name: { a: 1, b: 2 }\n')).toEqual([
      'pages/x.yaml:1:7 name: This holds key: value lines, but name takes one text. If it is a text with ": " in it, put the whole text in quotes. [LE211]',
    ]);
    expect(problems('meta: text\n')).toEqual([
      'pages/x.yaml:1:7 meta: This is one value ("text"), but meta takes key: value lines indented under it (title). [LE210]',
    ]);
    expect(problems('tags: text\n')).toEqual([
      'pages/x.yaml:1:7 tags: This is one value ("text"), but tags takes a list. Write each item on its own line under "tags:", starting with "- ". [LE209]',
    ]);
    expect(problems('free: 3\n')).toEqual(['pages/x.yaml:1:7 free: This is one value ("3"), but free takes key: value lines indented under it. [LE210]']);
  });

  it('empty text, and a value of one of several types', () => {
    expect(problems('name: ""\n')).toEqual(['pages/x.yaml:1:7 name: Nothing is written between the quotes. Write the text, or delete the line. [LE208]']);
    expect(problems('ref: [1]\n')).toEqual([
      'pages/x.yaml:1:6 ref: This is a list, but ref takes one value. Write it right after "ref:", without "- " or [ ]. [LE211]',
    ]);
  });

  it('a number out of range, with what the field means when it says', () => {
    expect(problems('disc: 10\n')).toEqual(['pages/x.yaml:1:7 disc: 10 is more than 1, the largest disc allowed. A fraction: 0.1 is 10% off. [LE220]']);
    expect(problems('disc: -1\n')).toEqual(['pages/x.yaml:1:7 disc: -1 is less than 0, the smallest disc allowed. A fraction: 0.1 is 10% off. [LE219]']);
    expect(problems('size: 10\n')).toEqual(['pages/x.yaml:1:7 size: 10 is more than 9, the largest size allowed. [LE220]']);
  });

  it('a key a record refuses, at the key', () => {
    expect(problems('names:\n  Cape Town: Cape Town\n')).toEqual([
      'pages/x.yaml:2:3 names.Cape Town: "Cape Town" cannot be a key here: use lowercase letters and hyphens. Did you mean cape-town? [LE203]',
    ]);
  });

  it('the mistake inside the one shape a value has, when it may take several', () => {
    expect(problems('city: Cape_Town\n')).toEqual([
      'pages/x.yaml:1:7 city: "Cape_Town" is not written the way this field needs: use lowercase letters and hyphens. Did you mean cape-town? [LE223]',
    ]);
    expect(problems('city: { kwa-thema: "" }\n')).toEqual(['pages/x.yaml:1:20 city.kwa-thema: Nothing is written between the quotes. Write the text. [LE208]']);
  });

  it('an address that is not a full web address says what it must start with', () => {
    expect(problems('url: not a url\n')).toEqual(['pages/x.yaml:1:6 url: "not a url" is not a full web address: it must start with https://. [LE223]']);
  });

  it('says true or false only for a true/false field and only for the whole word', () => {
    expect(problems('size: yes\n')).toEqual(['pages/x.yaml:1:7 size: "yes" is text, but size takes a number. Write it in digits. [LE213]']);
    expect(problems('live: yesterday\n')).toEqual([
      'pages/x.yaml:1:7 live: This is the text "yesterday", but live takes true or false. Write live: true or live: false. [LE218]',
    ]);
    expect(problems('live: sayno\n')).toEqual([
      'pages/x.yaml:1:7 live: This is the text "sayno", but live takes true or false. Write live: true or live: false. [LE218]',
    ]);
  });

  it('speaks of {city} only for a one-key mapping with no value where text belongs', () => {
    expect(problems('name: { a: 1 }\n')).toEqual([
      'pages/x.yaml:1:7 name: This holds key: value lines, but name takes one text. If it is a text with ": " in it, put the whole text in quotes. [LE211]',
    ]);
    expect(problems('tags: {city}\n')).toEqual([
      'pages/x.yaml:1:7 tags: This holds key: value lines, but tags takes a list. Write each item on its own line under "tags:", starting with "- ". [LE209]',
    ]);
  });

  it('says how short or long text may be, and the only value a field allows', () => {
    expect(problems('code: ab\n')).toEqual(['pages/x.yaml:1:7 code: This text is 2 characters long; code needs at least 3. [LE228]']);
    expect(problems('short: toolong\n')).toEqual(['pages/x.yaml:1:8 short: This text is 7 characters long; at most 5 fit in short. Shorten it. [LE224]']);
    expect(problems('currency: USD\n')).toEqual(['pages/x.yaml:1:11 currency: The only value currency takes is ZAR, not "USD". [LE222]']);
  });

  it('null among several types, and the mistake inside the one type a value has', () => {
    expect(problems('ref: null\n')).toEqual([
      'pages/x.yaml:1:6 ref: YAML reads null as no value. Nothing is written after "ref:". Write the value, or delete the line. [LE207]',
    ]);
    expect(problems('either: ab\n')).toEqual(['pages/x.yaml:1:9 either: This text is 2 characters long; either needs at least 3. [LE228]']);
  });
});
