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
      'pages/x.yaml:1:1 nmae: Unknown key "nmae". Did you mean "name"? Allowed keys: name, live, disc, size, ref, tags, meta, names, city, blocks, url, free, code, short, currency, either.',
    ]);
    expect(problems('meta:\n  title: T\n  titel: U\n')).toEqual(['pages/x.yaml:3:3 meta.titel: Unknown key "titel". Did you mean "title"? Allowed keys: title.']);
    expect(problems('blocks:\n  - type: hero\n    heading: H\n')).toEqual(['pages/x.yaml:3:5 blocks[0].heading: Unknown key "heading". Allowed keys: type.']);
  });

  it('a missing or unknown block type, with the known ones', () => {
    expect(problems('blocks:\n  - {}\n')).toEqual(['pages/x.yaml:2:5 blocks[0].type: Missing block type. Known types: hero, copy.']);
    expect(problems('blocks:\n  - type: 42\n')).toEqual(['pages/x.yaml:2:11 blocks[0].type: Unknown block type "42". Known types: hero, copy.']);
  });

  it('true or false, not yes, no, on, off, y or n', () => {
    for (const word of ['yes', 'No', 'on', 'OFF', 'y', 'n']) {
      expect(problems(`live: ${word}\n`)).toEqual([`pages/x.yaml:1:7 live: Write true or false here, not "${word}" (YAML reads yes, no, on and off as text).`]);
    }
    expect(problems('live: maybe\n')).toEqual(['pages/x.yaml:1:7 live: Expected boolean, received string']);
  });

  it('{city} read as a mapping, a missing value, and null, a list and a mapping where text belongs', () => {
    expect(problems('name: {city}\n')).toEqual(['pages/x.yaml:1:7 name: Expected text, but YAML read {city} as a mapping: a text that starts with { must be in quotes, like "{city}".']);
    expect(problems('meta: {}\n')).toEqual(['pages/x.yaml:1:7 meta.title: Missing required value: expected string.']);
    expect(problems('name: null\n')).toEqual(['pages/x.yaml:1:7 name: Expected string, received null']);
    expect(problems('name: [a]\n')).toEqual(['pages/x.yaml:1:7 name: Expected string, received a list']);
    expect(problems('name: { a: 1, b: 2 }\n')).toEqual(['pages/x.yaml:1:7 name: Expected string, received a mapping']);
    expect(problems('meta: text\n')).toEqual(['pages/x.yaml:1:7 meta: Expected a mapping (key: value lines), received string']);
    expect(problems('tags: text\n')).toEqual(['pages/x.yaml:1:7 tags: Expected a list, received string']);
    expect(problems('free: 3\n')).toEqual(['pages/x.yaml:1:7 free: Expected a mapping (key: value lines), received number']);
  });

  it('empty text, and a value of one of several types', () => {
    expect(problems('name: ""\n')).toEqual(['pages/x.yaml:1:7 name: This is empty: write the text.']);
    expect(problems('ref: [1]\n')).toEqual(['pages/x.yaml:1:6 ref: Expected string or number, received a list']);
  });

  it('a number out of range, with what the field means when it says', () => {
    expect(problems('disc: 10\n')).toEqual(['pages/x.yaml:1:7 disc: 10 is more than 1, the most allowed here. A fraction: 0.1 is 10% off.']);
    expect(problems('disc: -1\n')).toEqual(['pages/x.yaml:1:7 disc: -1 is less than 0, the least allowed here. A fraction: 0.1 is 10% off.']);
    expect(problems('size: 10\n')).toEqual(['pages/x.yaml:1:7 size: 10 is more than 9, the most allowed here.']);
  });

  it('a key a record refuses, at the key', () => {
    expect(problems('names:\n  Cape Town: Cape Town\n')).toEqual(['pages/x.yaml:2:3 names.Cape Town: "Cape Town" cannot be a key here. Use lowercase letters and hyphens']);
  });

  it('the mistake inside the one shape a value has, when it may take several', () => {
    expect(problems('city: Cape_Town\n')).toEqual(['pages/x.yaml:1:7 city: Use lowercase letters and hyphens']);
    expect(problems('city: { kwa-thema: "" }\n')).toEqual(['pages/x.yaml:1:20 city.kwa-thema: This is empty: write the text.']);
  });

  it('other messages without "Invalid input: ", starting with a capital', () => {
    expect(problems('url: not a url\n')).toEqual(['pages/x.yaml:1:6 url: Invalid URL']);
  });

  it('says true or false only for a true/false field and only for the whole word', () => {
    expect(problems('size: yes\n')).toEqual(['pages/x.yaml:1:7 size: Expected number, received string']);
    expect(problems('live: yesterday\n')).toEqual(['pages/x.yaml:1:7 live: Expected boolean, received string']);
    expect(problems('live: sayno\n')).toEqual(['pages/x.yaml:1:7 live: Expected boolean, received string']);
  });

  it('speaks of {city} only for a one-key mapping with no value where text belongs', () => {
    expect(problems('name: { a: 1 }\n')).toEqual(['pages/x.yaml:1:7 name: Expected string, received a mapping']);
    expect(problems('tags: {city}\n')).toEqual(['pages/x.yaml:1:7 tags: Expected a list, received a mapping']);
  });

  it('says how short or long text may be, in zod\'s words without "Invalid input: "', () => {
    expect(problems('code: ab\n')).toEqual(['pages/x.yaml:1:7 code: Too small: expected string to have >=3 characters']);
    expect(problems('short: toolong\n')).toEqual(['pages/x.yaml:1:8 short: Too big: expected string to have <=5 characters']);
    expect(problems('currency: USD\n')).toEqual(['pages/x.yaml:1:11 currency: Expected "ZAR"']);
  });

  it('null among several types, and the mistake inside the one type a value has', () => {
    expect(problems('ref: null\n')).toEqual(['pages/x.yaml:1:6 ref: Expected string or number, received null']);
    expect(problems('either: ab\n')).toEqual(['pages/x.yaml:1:9 either: Too small: expected string to have >=3 characters']);
  });
});
