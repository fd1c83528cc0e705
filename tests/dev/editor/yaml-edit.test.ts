import { describe, expect, it } from 'vitest';
import { editYaml } from '../../../dev/editor/yaml-edit';
import type { Edit } from '../../../dev/editor/edits';

const PRICES = `# Prices, each written once.
values:
  # what a line costs a month
  rental: 49      # rand
  perMinute: 0.59

  setup: "199"
`;

function edited(text: string, ...edits: Edit[]): string {
  const result = editYaml(text, edits);
  if (!result.ok) throw new Error(result.message);
  return result.text;
}

/** The lines that differ, as git diff counts them for a change that keeps the line count. */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  return after.split('\n').filter((line, i) => line !== a[i]);
}

describe('editYaml: scalars keep their line, comment and quotes', () => {
  it('a price change is one line, with the comment above and beside it kept', () => {
    const after = edited(PRICES, { op: 'set', path: ['values', 'rental'], value: 55 });
    expect(changedLines(PRICES, after)).toEqual(['  rental: 55      # rand']);
    expect(after).toContain('  # what a line costs a month\n  rental: 55');
  });

  it('a quoted value stays quoted; a text that would read as a number or a key gets quotes', () => {
    expect(edited(PRICES, { op: 'set', path: ['values', 'setup'], value: '299' })).toContain('  setup: "299"\n');
    expect(edited('a: plain\n', { op: 'set', path: ['a'], value: '42' })).toBe('a: "42"\n');
    expect(edited('a: plain\n', { op: 'set', path: ['a'], value: 'Hear: it' })).toBe('a: "Hear: it"\n');
    expect(edited("a: 'single'\n", { op: 'set', path: ['a'], value: 'still single' })).toBe("a: 'still single'\n");
    expect(edited('a: [x, y]\n', { op: 'set', path: ['a', 1], value: 'p, q' })).toBe('a: [x, "p, q"]\n');
  });

  it('a block text stays a block text with its indent', () => {
    expect(edited('text: |\n  one\n  two\nnext: 1\n', { op: 'set', path: ['text'], value: 'three\nfour\n' })).toBe('text: |\n  three\n  four\nnext: 1\n');
  });
});

describe('editYaml: keys', () => {
  it('adds a key after the last one of its mapping, block or flow', () => {
    expect(edited(PRICES, { op: 'set', path: ['values', 'team'], value: '3 * rental' })).toBe(`${PRICES}  team: 3 * rental\n`);
    expect(edited('plans:\n  - { name: Solo, users: 1 }\n', { op: 'set', path: ['plans', 0, 'disc'], value: 0.1 })).toBe(
      'plans:\n  - { name: Solo, users: 1, disc: 0.1 }\n',
    );
    expect(edited('a:\n  b: 1\n', { op: 'set', path: ['a', 'image'], value: { src: '/x.svg', width: 2 } })).toBe(
      'a:\n  b: 1\n  image:\n    src: /x.svg\n    width: 2\n',
    );
  });

  it('removes a key with the comment lines above it', () => {
    expect(edited('a:\n  # old\n  b: 1\n  c: 2\n', { op: 'unset', path: ['a', 'b'] })).toBe('a:\n  c: 2\n');
    expect(edited('- type: hero\n  id: top\n', { op: 'unset', path: [0, 'type'] })).toBe('- id: top\n');
    expect(edited('a: { b: 1, c: 2 }\n', { op: 'unset', path: ['a', 'c'] })).toBe('a: { b: 1 }\n');
    expect(edited('a:\n  b: 1\nc: 2\n', { op: 'unset', path: ['a', 'b'] })).toBe('a: {}\nc: 2\n');
  });

  it('adds to a file without a final newline', () => {
    expect(edited('a: 1', { op: 'set', path: ['b'], value: 2 })).toBe('a: 1\nb: 2\n');
  });
});

describe('editYaml: a key left empty is filled, a new key holds a text over several lines', () => {
  it('a key left empty gets its value after a space, before a comment beside it', () => {
    expect(edited('heading:\nnext: 1\n', { op: 'set', path: ['heading'], value: 'x' })).toBe('heading: x\nnext: 1\n');
    expect(edited('heading:', { op: 'set', path: ['heading'], value: 'Hi' })).toBe('heading: Hi');
    expect(edited('heading:   # the page title\n', { op: 'set', path: ['heading'], value: 'x' })).toBe('heading:   x # the page title\n');
    expect(edited('price:\n', { op: 'set', path: ['price'], value: 49 })).toBe('price: 49\n');
    expect(edited('claims:\n', { op: 'set', path: ['claims'], value: [] })).toBe('claims: []\n');
  });

  it('an empty list item and an empty key in a flow mapping are filled the same way', () => {
    expect(edited('claims:\n  -\n  - Fast\n', { op: 'set', path: ['claims', 0], value: 'Local' })).toBe('claims:\n  - Local\n  - Fast\n');
    expect(edited('image: {src:}\n', { op: 'set', path: ['image', 'src'], value: '/van.svg' })).toBe('image: {src: /van.svg}\n');
  });

  it('a text over several lines put into a key left empty is a block text under it', () => {
    expect(edited('intro:\nnext: 1\n', { op: 'set', path: ['intro'], value: 'One line.\nAnother.\n' })).toBe('intro: |\n  One line.\n  Another.\nnext: 1\n');
    expect(edited('- type: copy\n  text:\n', { op: 'set', path: [0, 'text'], value: 'One.\nTwo.\n' })).toBe('- type: copy\n  text: |\n    One.\n    Two.\n');
  });

  it('a new key holding a text over several lines: a block text with its final line break or without, or a blank line inside', () => {
    expect(edited('a: 1\n', { op: 'set', path: ['intro'], value: 'One.\nTwo.\n' })).toBe('a: 1\nintro: |\n  One.\n  Two.\n');
    expect(edited('a: 1\n', { op: 'set', path: ['intro'], value: 'One.\nTwo.' })).toBe('a: 1\nintro: |-\n  One.\n  Two.\n');
    expect(edited('hero:\n  heading: Hi\n', { op: 'set', path: ['hero', 'intro'], value: 'One.\n\nTwo.\n' })).toBe(
      'hero:\n  heading: Hi\n  intro: |\n    One.\n\n    Two.\n',
    );
    expect(edited('- heading: Hi\n', { op: 'set', path: [0, 'intro'], value: 'One.\nTwo.\n' })).toBe('- heading: Hi\n  intro: |\n    One.\n    Two.\n');
  });

  it("a new key's text that starts with spaces says its indent; one a block text cannot hold is quoted; in a flow mapping it stays on its line", () => {
    expect(edited('a: 1\n', { op: 'set', path: ['intro'], value: '  Indented.\nNot.\n' })).toBe('a: 1\nintro: |2\n    Indented.\n  Not.\n');
    expect(edited('a: 1\n', { op: 'set', path: ['intro'], value: 'Bell\u0007\nx' })).toBe('a: 1\nintro: "Bell\\a\\nx"\n');
    expect(edited('hero: { heading: Hi }\n', { op: 'set', path: ['hero', 'intro'], value: 'One.\nTwo.\n' })).toBe(
      'hero: { heading: Hi, intro: "One.\\nTwo.\\n" }\n',
    );
  });
});

const SECTIONS = `sections:
  # the top
  - type: hero
    heading: Hi

  # the middle
  - type: copy
    heading: Middle

  - type: copy
    heading: End
`;

describe('editYaml: lists', () => {
  it('moves an item with its comments; the blank lines between items stay', () => {
    expect(edited(SECTIONS, { op: 'move', path: ['sections'], from: 2, to: 0 })).toBe(`sections:
  - type: copy
    heading: End

  # the top
  - type: hero
    heading: Hi

  # the middle
  - type: copy
    heading: Middle
`);
  });

  it('removes an item with its comment and one blank line', () => {
    expect(edited(SECTIONS, { op: 'remove', path: ['sections'], index: 1 })).toBe(`sections:
  # the top
  - type: hero
    heading: Hi

  - type: copy
    heading: End
`);
  });

  it('inserts an item in block style, set apart like the others', () => {
    expect(edited(SECTIONS, { op: 'insert', path: ['sections'], index: 1, value: { type: 'copy', paragraphs: ['New'] } })).toBe(`sections:
  # the top
  - type: hero
    heading: Hi

  - type: copy
    paragraphs:
      - New

  # the middle
  - type: copy
    heading: Middle

  - type: copy
    heading: End
`);
  });

  it('flow lists keep their brackets and spacing', () => {
    expect(edited('b: [0, 100]\n', { op: 'insert', path: ['b'], index: 2, value: 250 })).toBe('b: [0, 100, 250]\n');
    expect(edited('b: [ x, y ]\n', { op: 'move', path: ['b'], from: 1, to: 0 })).toBe('b: [ y, x ]\n');
    expect(edited('b: [0, 100]\n', { op: 'remove', path: ['b'], index: 0 })).toBe('b: [100]\n');
    expect(edited('b: [0]\n', { op: 'remove', path: ['b'], index: 0 })).toBe('b: []\n');
    expect(edited('b:\n  - 0\nc: 1\n', { op: 'remove', path: ['b'], index: 0 })).toBe('b: []\nc: 1\n');
  });

  it('a list that is not there yet is added as a key', () => {
    expect(edited('a: 1\n', { op: 'insert', path: ['claims'], index: 0, value: 'Fast' })).toBe('a: 1\nclaims:\n  - Fast\n');
  });
});

describe('editYaml: refuses rather than guess', () => {
  it('a file with a YAML mistake is not edited', () => {
    const result = editYaml('a: [1, 2\n', [{ op: 'set', path: ['a', 0], value: 3 }]);
    expect(result).toEqual({ ok: false, message: expect.stringContaining('fix it in a text editor first') });
  });

  it('a value another key repeats by an alias is refused: the change would show in both places', () => {
    // The splice alone would write "base: &price 55" and "other" would follow; the file re-read must
    // hold exactly the data asked for, so nothing is written.
    const text = 'base: &price 49\nother: *price\n';
    expect(editYaml(text, [{ op: 'set', path: ['base'], value: 55 }])).toEqual({
      ok: false,
      message: 'The editor could not write the change to base without changing something else in the file; nothing was written. Make it in a text editor.',
    });
    expect(editYaml('plans:\n  - &solo { name: Solo, price: 49 }\n  - *solo\n', [{ op: 'set', path: ['plans', 0, 'price'], value: 55 }])).toEqual({
      ok: false,
      message:
        'The editor could not write the change to plans.0.price without changing something else in the file; nothing was written. Make it in a text editor.',
    });
  });

  it('an item written in a form the editor does not change is refused, with the path', () => {
    const text = 'a:\n  - - x\n    - y\n';
    expect(editYaml(text, [{ op: 'remove', path: ['a', 0], index: 1 }])).toEqual({
      ok: false,
      message: expect.stringContaining('The editor cannot write this change to a.0: a list item is written in a form'),
    });
  });
});
