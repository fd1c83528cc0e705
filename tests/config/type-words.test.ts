import { describe, expect, it } from 'vitest';
import type { FieldInfo } from '../../src/config/field-info';
import { shown, typeMismatch, type IssueContext } from '../../src/config/type-words';

// The words for a value of the wrong type (src/config/type-words.ts), each case the sentence a
// marketer reads and the catalogue name it is filed under. The YAML that leads to each is tested
// through the engine in plain-types, plain-messages and zod-problems; here every branch is pinned,
// so a changed word, a dropped hint or a swapped case fails (issue 42, mutation testing).
const field = (info: Partial<FieldInfo> = {}): FieldInfo => ({ optional: false, takes: new Set(), ...info });
const said = (types: string[], ctx: Partial<IssueContext>) => {
  const { name, message } = typeMismatch(types, { field: field(), ...ctx } as IssueContext);
  return `${name}: ${message}`;
};

describe('a number field holding text', () => {
  it('a price with an R, a share with a % sign in percent and as a fraction', () => {
    expect(said(['number'], { value: 'R199', key: 'price', field: field({ unit: 'rand' }) })).toBe(
      'currencyInNumber: "R199" has a currency sign; amounts are plain numbers in rand (the page adds the R). Write price: 199.',
    );
    expect(said(['number'], { value: '10%', key: 'discount', field: field({ unit: 'percent' }) })).toBe(
      'percentInNumber: "10%" has a % sign; this number is already in percent. Write discount: 10.',
    );
    expect(said(['number'], { value: '10%', key: 'discount', field: field({ unit: 'fraction' }) })).toBe(
      'percentInNumber: "10%" has a % sign; a share is written as a fraction (0.1 is 10%). Write discount: 0.1.',
    );
  });

  it('words name the field, "this list" for an item, or the label, and add the description', () => {
    expect(said(['number'], { value: 'ten', key: 'price', field: field({ description: 'Price in rand.' }) })).toBe(
      'numberExpected: "ten" is text, but price takes a number. Write it in digits. Price in rand.',
    );
    expect(said(['number'], { value: 'ten' })).toBe('numberExpected: "ten" is text, but this list takes a number. Write it in digits.');
    expect(said(['number'], { value: 'ten', key: 'price', label: 'the file' })).toBe(
      'numberExpected: "ten" is text, but the file takes a number. Write it in digits.',
    );
  });

  it('a number too large, and true or false where a number goes', () => {
    expect(said(['number'], { value: Infinity, written: '1e999', key: 'price', field: field({ description: 'Price in rand.' }) })).toBe(
      'aboveMaximum: 1e999 is too large to be a number. Write the number in digits. Price in rand.',
    );
    expect(said(['number'], { value: true, key: 'price', field: field({ description: 'Price in rand.' }) })).toBe(
      'numberExpected: This is true, a yes/no setting, but price takes a number. Price in rand.',
    );
  });
});

describe('text that YAML read as a number or true/false, where more than one type goes', () => {
  it('lists what the field takes, "holds" for a list item', () => {
    expect(said(['number', 'string'], { value: true, key: 'ref' })).toBe(
      'textIsTrueFalse: YAML reads true as a yes/no setting, but ref takes number, or text. Put it in quotes: ref: "true".',
    );
    expect(said(['string', 'array'], { value: 12 })).toBe(
      'textIsNumber: YAML reads 12 as a number, but this list holds text, or list. Put it in quotes: "12".',
    );
  });
});

describe('a true/false field', () => {
  it('"On" gets the YAML 1.1 words; other text and a number say what to write', () => {
    expect(said(['boolean'], { value: 'On', key: 'sticky' })).toBe(
      'trueFalseExpected: Write true or false here, not "On" (YAML reads yes, no, on and off as text).',
    );
    expect(said(['boolean'], { value: 'maybe', key: 'sticky' })).toBe(
      'trueFalseExpected: This is the text "maybe", but sticky takes true or false. Write sticky: true or sticky: false.',
    );
    expect(said(['boolean'], { value: 2 })).toBe('trueFalseExpected: This is the number 2, but this list takes true or false. Write true or false.');
  });
});

describe('a list or a mapping expected', () => {
  it('a list: one value, a dash that is not a hyphen, key: value lines', () => {
    expect(said(['array'], { value: '– one', key: 'items' })).toBe(
      'listExpected: This is one value ("– one"), but items takes a list. Write each item on its own line under "items:", starting with "- " (– is not a list marker: each item starts with a hyphen and a space).',
    );
    expect(said(['array'], { value: 'one', key: 'items' })).toBe(
      'listExpected: This is one value ("one"), but items takes a list. Write each item on its own line under "items:", starting with "- ".',
    );
    expect(said(['array'], { value: 'Fast – and free', key: 'items' })).toBe(
      'listExpected: This is one value ("Fast – and free"), but items takes a list. Write each item on its own line under "items:", starting with "- ".',
    );
    expect(said(['array'], { value: true, key: 'items' })).toBe(
      'listExpected: This is one value ("true"), but items takes a list. Write each item on its own line under "items:", starting with "- ".',
    );
    expect(said(['array'], { value: { a: 1 }, key: 'items' })).toBe(
      'listExpected: This holds key: value lines, but items takes a list. Write each item on its own line under "items:", starting with "- ".',
    );
  });

  it('a mapping: a list with the keys it takes, a value in the file, in a list item, in a mapping of names', () => {
    expect(said(['object'], { value: [1], key: 'meta', keys: ['title', 'description'] })).toBe(
      'mappingExpected: This is a list, but meta takes key: value lines indented under it (title, description).',
    );
    expect(said(['object'], { value: 'x', label: 'the file' })).toBe(
      'mappingExpected: This is one value ("x"), but the file holds key: value lines, starting at the left edge.',
    );
    expect(said(['object'], { value: 'x', keys: [] })).toBe(
      'mappingExpected: This is one value ("x"), but each item of this list takes key: value lines indented under it.',
    );
    expect(said(['record'], { value: 'x', key: 'cities' })).toBe(
      'mappingExpected: This is one value ("x"), but cities takes key: value lines indented under it.',
    );
  });
});

describe('a list or key: value lines where one value goes', () => {
  it('{city} unquoted, a mapping with a value, a list under a key and as a list item', () => {
    expect(said(['string'], { value: { city: null }, key: 'heading' })).toBe(
      'placeholderAsMapping: YAML read {city} as a mapping: a text that starts with { must be in quotes, like "{city}".',
    );
    expect(said(['string'], { value: { city: 1 }, key: 'heading' })).toBe(
      'oneValueExpected: This holds key: value lines, but heading takes one text. If it is a text with ": " in it, put the whole text in quotes.',
    );
    expect(said(['string'], { value: [1], key: 'heading' })).toBe(
      'oneValueExpected: This is a list, but heading takes one text. Write it right after "heading:", without "- " or [ ].',
    );
    expect(said(['string'], { value: [1] })).toBe(
      'oneValueExpected: This is a list, but this list takes one text. Write it right after the "- " of the item, without "- " or [ ].',
    );
  });

  it('"one value" for several types, "true or false" for one', () => {
    expect(said(['string', 'number'], { value: [1], key: 'ref' })).toBe(
      'oneValueExpected: This is a list, but ref takes one value. Write it right after "ref:", without "- " or [ ].',
    );
    expect(said(['date'], { value: [1], key: 'day' })).toBe(
      'oneValueExpected: This is a list, but day takes one value. Write it right after "day:", without "- " or [ ].',
    );
    expect(said(['boolean'], { value: [1], key: 'live' })).toBe(
      'oneValueExpected: This is a list, but live takes true or false. Write it right after "live:", without "- " or [ ].',
    );
    expect(said(['string', 'number'], { value: { city: null }, key: 'ref' })).toBe(
      'oneValueExpected: This holds key: value lines, but ref takes one value. If it is a text with ": " in it, put the whole text in quotes.',
    );
  });

  it('any other value is quoted, cut to one line, with the types it takes', () => {
    expect(said(['number', 'boolean'], { value: `${'x'.repeat(60)}yz`, key: 'ref', field: field({ description: 'A code.' }) })).toBe(
      `notValid: This is "${'x'.repeat(57)}...", but ref takes number or true or false. A code.`,
    );
    expect(said(['number', 'boolean'], { value: 'x'.repeat(60), key: 'ref' })).toBe(
      `notValid: This is "${'x'.repeat(60)}", but ref takes number or true or false.`,
    );
  });
});

describe('a value missing or empty', () => {
  it('missing: the line to add, with its list or keys under it, where', () => {
    expect(said(['array'], { value: undefined, key: 'items', where: 'in this hero block', field: field({ description: 'The points.' }) })).toBe(
      'missingValue: Missing items: add a line "items: ..." with its list under it in this hero block. The points.',
    );
    expect(said(['object'], { value: undefined, key: 'meta' })).toBe('missingValue: Missing meta: add a line "meta: ..." with its keys under it here.');
    expect(said(['array', 'string'], { value: undefined, key: 'k' })).toBe('missingValue: Missing k: add a line "k: ..." here.');
    expect(said(['object', 'string'], { value: undefined })).toBe('missingValue: Missing this: add a line "this: ..." here.');
  });

  it('empty: a list or mapping to write below, or the value after the key, or delete an optional line', () => {
    expect(said(['array'], { value: null, key: 'items', field: field({ optional: true }) })).toBe(
      'emptyValue: Nothing is written under "items:". Write its items below it, one per line starting with "- ", or delete the line.',
    );
    expect(said(['object'], { value: null, written: '~' })).toBe(
      'emptyValue: YAML reads ~ as no value. Nothing is written under "- ". Write its keys below it, indented.',
    );
    expect(said(['array', 'object'], { value: null, key: 'n' })).toBe('emptyValue: Nothing is written after "n:". Write the value.');
    expect(said(['boolean'], { value: null, key: 'live' })).toBe('emptyValue: Nothing is written after "live:". Write true or false.');
    expect(said(['number'], { value: null, key: 'size', written: 'null', field: field({ optional: true }) })).toBe(
      'emptyValue: YAML reads null as no value. Nothing is written after "size:". Write the number, or delete the line.',
    );
    expect(said(['boolean', 'number'], { value: null, key: 'n' })).toBe('emptyValue: Nothing is written after "n:". Write the value.');
    expect(said(['date'], { value: null, key: 'n' })).toBe('emptyValue: Nothing is written after "n:". Write the value.');
  });

  it('a colour or other value after # was read as a comment; in a list item it is only empty', () => {
    expect(said(['string'], { value: null, key: 'primary', commented: '#7c2d12' })).toBe(
      'emptyValue: In YAML # starts a comment, so #7c2d12 after "primary:" is read as a comment and nothing is written there. Put the colour in quotes: primary: "#7c2d12".',
    );
    expect(said(['string'], { value: null, key: 'primary', commented: '#7C2D12ff' })).toContain('Put the colour in quotes');
    expect(said(['string'], { value: null, key: 'primary', commented: '#hello' })).toBe(
      'emptyValue: In YAML # starts a comment, so #hello after "primary:" is read as a comment and nothing is written there. Put the value in quotes: primary: "#hello".',
    );
    expect(said(['string'], { value: null, key: 'primary', commented: 'x#7c2d12' })).toContain('Put the value in quotes');
    expect(said(['string'], { value: null, key: 'primary', commented: '#7c2d12 brand red' })).toContain(
      'Put the value in quotes: primary: "#7c2d12 brand red".',
    );
    expect(said(['string'], { value: null, commented: '#7c2d12' })).toBe('emptyValue: Nothing is written after "- ". Write the text.');
  });
});

describe('the value as written', () => {
  it('a mapping is shown as written in JSON, a number as its digits', () => {
    expect([shown({ value: { a: 1 }, field: field() }), shown({ value: 12, field: field() }), shown({ value: 12, written: '12.0', field: field() })]).toEqual([
      '{"a":1}',
      '12',
      '12.0',
    ]);
  });
});
