import { describe, expect, it } from 'vitest';
import type { Edit } from '../../../dev/editor/edits';
import { editYaml } from '../../../dev/editor/yaml-edit';

// The file's text after an edit, for each shape of YAML the editor splices into (dev/editor/
// yaml-edit.ts), and the message for each edit it refuses: what a marketer finds in the file or
// reads in the editor (issue 42, mutation testing; the common cases are in yaml-edit.test.ts).
const edited = (text: string, ...edits: Edit[]) => editYaml(text, edits);
const ok = (text: string) => ({ ok: true, text });
const refused = (message: string) => ({ ok: false, message });

describe('a value put where there was none', () => {
  it('a key under a key that is not there yet is written with it; an empty key gets its mapping', () => {
    expect(edited('a:\n  b: 1\n', { op: 'set', path: ['a', 'c', 'd'], value: 2 })).toEqual(ok('a:\n  b: 1\n  c:\n    d: 2\n'));
    expect(edited('a:\nz: 1\n', { op: 'set', path: ['a', 'b'], value: 1 })).toEqual(ok('a:\n  b: 1\nz: 1\n'));
    expect(edited('a:\n', { op: 'insert', path: ['a'], index: 0, value: 'x' })).toEqual(ok('a:\n  - x\n'));
    expect(edited('a: 1\n', { op: 'set', path: ['x', 'y'], value: 1 })).toEqual(ok('a: 1\nx:\n  y: 1\n'));
  });

  it('a key put into an empty list item makes it a mapping after the dash', () => {
    expect(edited('- ~\n', { op: 'set', path: [0, 'k'], value: 2 })).toEqual(ok('- k: 2\n'));
    expect(edited('a:\n  - ~\n', { op: 'set', path: ['a', 0, 'k'], value: 2 })).toEqual(ok('a:\n  - k: 2\n'));
  });

  it('a key under a text or a list item that is a text has no place to go', () => {
    expect(edited('- a\n', { op: 'set', path: [0, 'k'], value: 1 })).toEqual(
      refused('The editor cannot write this change to 0.k: its place in the file does not exist. Make it in a text editor.'),
    );
    expect(edited('a: x\n', { op: 'set', path: ['a', 'k'], value: 2 })).toEqual(
      refused('The editor cannot write this change to a.k: its place in the file does not exist. Make it in a text editor.'),
    );
  });

  it('a key added to a block mapping: an empty list on its line, a list below it; to an empty flow mapping, inside its braces', () => {
    expect(edited('a:\n  b: 1\n', { op: 'set', path: ['a', 'c'], value: [] })).toEqual(ok('a:\n  b: 1\n  c: []\n'));
    expect(edited('a:\n  b: 1\n', { op: 'set', path: ['a', 'c'], value: [1, 2] })).toEqual(ok('a:\n  b: 1\n  c:\n    - 1\n    - 2\n'));
    expect(edited('a: {}\n', { op: 'set', path: ['a', 'b'], value: 1 })).toEqual(ok('a: { b: 1 }\n'));
  });
});

describe('a value replaced by another of a different shape', () => {
  it("a block mapping or list replaced by a number, [] or {} goes on the key's line", () => {
    expect(edited('a:\n  b: 1\nc: 2\n', { op: 'set', path: ['a'], value: 5 })).toEqual(ok('a: 5\nc: 2\n'));
    expect(edited('a:\n  - 1\n  - 2\nc: 2\n', { op: 'set', path: ['a'], value: [] })).toEqual(ok('a: []\nc: 2\n'));
    expect(edited('a:\n  b: 1\nc: 2\n', { op: 'set', path: ['a'], value: {} })).toEqual(ok('a: {}\nc: 2\n'));
  });

  it('a flow mapping or list keeps its style and its spacing inside the brackets', () => {
    expect(edited('a: { b: 1 }\n', { op: 'set', path: ['a'], value: { x: 1, y: [1, 2] } })).toEqual(ok('a: { x: 1, y: [ 1, 2 ] }\n'));
    expect(edited('a: {b: 1}\n', { op: 'set', path: ['a'], value: { x: 1 } })).toEqual(ok('a: {x: 1}\n'));
    expect(edited('a: [1]\n', { op: 'set', path: ['a'], value: [2, 3] })).toEqual(ok('a: [2, 3]\n'));
    expect(edited('a: [1, {b: 2}]\n', { op: 'set', path: ['a', 1], value: { c: 3 } })).toEqual(ok('a: [1, {c: 3}]\n'));
  });

  it('a text replaced by a mapping: in a list compact after the dash, under a key indented below it', () => {
    expect(edited('list:\n  - old\n  - keep\n', { op: 'set', path: ['list', 0], value: { type: 'copy', heading: 'Hi' } })).toEqual(
      ok('list:\n  - type: copy\n    heading: Hi\n  - keep\n'),
    );
    expect(edited('a:\n  b: old\n', { op: 'set', path: ['a', 'b'], value: { x: 1 } })).toEqual(ok('a:\n  b:\n    x: 1\n'));
  });

  it('a block text keeps the indent of its lines', () => {
    expect(edited('a:\n  b: |\n    one\n    two\n  c: 1\n', { op: 'set', path: ['a', 'b'], value: 'three' })).toEqual(ok('a:\n  b: |-\n    three\n  c: 1\n'));
  });
});

describe('items taken out of a block list', () => {
  it('the last of three taken out, with the line before it kept whole', () => {
    expect(edited('l:\n  - 1\n  - 2\n  - 3\nz: 0\n', { op: 'remove', path: ['l'], index: 2 })).toEqual(ok('l:\n  - 1\n  - 2\nz: 0\n'));
  });
});

describe('inside flow collections', () => {
  it('a list in a flow mapping keeps the flow style when an item is put in, taken out or moved', () => {
    expect(edited('a: { l: [1] }\n', { op: 'insert', path: ['a', 'l'], index: 1, value: 2 })).toEqual(ok('a: { l: [1, 2] }\n'));
    expect(edited('a: { l: [1, 2] }\n', { op: 'remove', path: ['a', 'l'], index: 0 })).toEqual(ok('a: { l: [2] }\n'));
    expect(edited('a: { l: [1, 2] }\n', { op: 'move', path: ['a', 'l'], from: 0, to: 1 })).toEqual(ok('a: { l: [2, 1] }\n'));
  });

  it('the first key of a flow mapping removed', () => {
    expect(edited('a: { b: 1, c: 2 }\n', { op: 'unset', path: ['a', 'b'] })).toEqual(ok('a: { c: 2 }\n'));
  });
});

describe('several edits at once give the text one at a time would', () => {
  it('items put at the end of a block or flow list; values set over others, the same one twice, a key added then a value set', () => {
    const twoMore: Edit[] = [
      { op: 'insert', path: ['a'], index: 2, value: 3 },
      { op: 'insert', path: ['a'], index: 3, value: 4 },
    ];
    expect(editYaml('a:\n  - 1\n  - 2\n', twoMore)).toEqual(ok('a:\n  - 1\n  - 2\n  - 3\n  - 4\n'));
    expect(editYaml('a: [1, 2]\n', twoMore)).toEqual(ok('a: [1, 2, 3, 4]\n'));
    expect(edited('a: 1\nb: 2\n', { op: 'set', path: ['a'], value: 3 }, { op: 'set', path: ['b'], value: 4 })).toEqual(ok('a: 3\nb: 4\n'));
    expect(edited('a: 1\nb: 2\n', { op: 'set', path: ['a'], value: 3 }, { op: 'set', path: ['a'], value: 4 })).toEqual(ok('a: 4\nb: 2\n'));
    expect(edited('a: 1\n', { op: 'set', path: ['b'], value: 2 }, { op: 'set', path: ['a'], value: 4 })).toEqual(ok('a: 4\nb: 2\n'));
    expect(edited('x: &v 1\ny: 2\n', { op: 'set', path: ['y'], value: 3 }, { op: 'set', path: ['x'], value: 4 })).toEqual(ok('x: &v 4\ny: 3\n'));
  });
});

describe('what the editor refuses, in its words', () => {
  it('a YAML mistake, with the first line of what the parser said', () => {
    expect(edited('a: [1, 2\n', { op: 'set', path: ['a', 0], value: 3 })).toEqual(
      refused(
        'The file has a YAML mistake (Flow sequence in block collection must be sufficiently indented and end with a ] at line 2, column 1:); fix it in a text editor first.',
      ),
    );
  });

  it('the whole file, a key that is not there, a list that is not a list, a list item past the end', () => {
    expect(edited('a: 1\n', { op: 'set', path: [], value: 3 })).toEqual(
      refused('The editor cannot write this change to the file: its value is written in a form the editor does not change. Make it in a text editor.'),
    );
    expect(edited('a:\n  b: 1\n', { op: 'unset', path: ['a', 'x'] })).toEqual(
      refused('The editor cannot write this change to a.x: there is no such key. Make it in a text editor.'),
    );
    expect(edited('a: 1\n', { op: 'insert', path: ['a'], index: 0, value: 1 })).toEqual(
      refused('The editor cannot write this change to a: a is not a list. Make it in a text editor.'),
    );
    expect(edited('a:\n  - x\n', { op: 'set', path: ['a', 3], value: 1 })).toEqual(
      refused('The editor cannot write this change to a.3: No list item at a.3. Make it in a text editor.'),
    );
  });
});

/**
 * What an edit list costs: each step reads the file again, its length plus 1,024. The budget that
 * just fits says how many steps the edits took and lets them through; one less refuses them as
 * too large, with nothing written.
 */
function steps(text: string, edits: Edit[], fits: number, after: string) {
  expect(editYaml(text, edits, fits)).toEqual(ok(after));
  expect(editYaml(text, edits, fits - 1)).toEqual({
    ok: false,
    tooLarge: true,
    message: `Not checked: these ${edits.length} changes to one file are too many to check at once. Nothing was written; save smaller sets of changes.`,
  });
}

describe('the steps an edit list takes (each reads the file again)', () => {
  it('one change is one step: 5 characters read plus 1,024', () => {
    steps('a: 1\n', [{ op: 'set', path: ['a'], value: 2 }], 1029, 'a: 2\n');
  });

  it('texts and numbers put over three existing ones are one step (15 + 1,024)', () => {
    const sets: Edit[] = [
      { op: 'set', path: ['a'], value: 4 },
      { op: 'set', path: ['b'], value: 5 },
      { op: 'set', path: ['c'], value: 6 },
    ];
    steps('a: 1\nb: 2\nc: 3\n', sets, 1039, 'a: 4\nb: 5\nc: 6\n');
  });

  it('two items put into one block list are one step (21 + 1,024)', () => {
    const inserts: Edit[] = [
      { op: 'insert', path: ['l'], index: 1, value: 2 },
      { op: 'insert', path: ['l'], index: 2, value: 3 },
    ];
    steps('l:\n  - 1\n', inserts, 1045, 'l:\n  - 1\n  - 2\n  - 3\n');
  });

  it('a run stops at another kind of edit: two sets (22), a removed key (17), two items (23), a new list (32)', () => {
    const mixed: Edit[] = [
      { op: 'set', path: ['a'], value: 4 },
      { op: 'set', path: ['b'], value: 5 },
      { op: 'unset', path: ['c'] },
      { op: 'insert', path: ['l'], index: 1, value: 2 },
      { op: 'insert', path: ['l'], index: 2, value: 3 },
      { op: 'insert', path: ['m'], index: 0, value: 1 },
    ];
    steps('a: 1\nb: 2\nc: 3\nl: [1]\n', mixed, 1046 + 1041 + 1047 + 1056, 'a: 4\nb: 5\nl: [1, 2, 3]\nm:\n  - 1\n');
    const insertSetInsert: Edit[] = [
      { op: 'insert', path: ['l'], index: 1, value: 2 },
      { op: 'set', path: ['l', 0], value: 5 },
      { op: 'insert', path: ['l'], index: 2, value: 3 },
    ];
    steps('l:\n  - 1\n', insertSetInsert, 1039 + 1039 + 1045, 'l:\n  - 5\n  - 2\n  - 3\n');
  });

  it('no run: a set over a list or of a list, items into an empty list or into two lists', () => {
    steps(
      'a: 1\nb: [1, 2]\n',
      [
        { op: 'set', path: ['a'], value: 2 },
        { op: 'set', path: ['b'], value: 3 },
      ],
      1039 + 1034,
      'a: 2\nb: 3\n',
    );
    steps(
      'a: 1\nb: 2\n',
      [
        { op: 'set', path: ['a'], value: 2 },
        { op: 'set', path: ['b'], value: [1] },
      ],
      1034 + 1038,
      'a: 2\nb:\n  - 1\n',
    );
    const intoEmpty: Edit[] = [
      { op: 'insert', path: ['l'], index: 0, value: 1 },
      { op: 'insert', path: ['l'], index: 1, value: 2 },
    ];
    steps('l: []\n', intoEmpty, 1031 + 1034, 'l: [1, 2]\n');
    const intoTwo: Edit[] = [
      { op: 'insert', path: ['l'], index: 1, value: 2 },
      { op: 'insert', path: ['k'], index: 1, value: 2 },
    ];
    steps('l: [1]\nk: [1]\n', intoTwo, 1041 + 1044, 'l: [1, 2]\nk: [1, 2]\n');
  });

  it('a key written twice is a YAML mistake, not edited', () => {
    expect(edited('a: 1\na: 2\n', { op: 'set', path: ['a'], value: 3 })).toEqual(
      refused('The file has a YAML mistake (Map keys must be unique at line 2, column 1:); fix it in a text editor first.'),
    );
  });
});

describe('keys added and removed deeper in', () => {
  it('a key added after a last key with lines under it, after a mapping in the middle of a file without a final newline', () => {
    expect(edited('a:\n  b:\n    c: 1\n', { op: 'set', path: ['a', 'd'], value: 2 })).toEqual(ok('a:\n  b:\n    c: 1\n  d: 2\n'));
    expect(edited('a:\n  b: 1\nc: 2', { op: 'set', path: ['a', 'x'], value: 3 })).toEqual(ok('a:\n  b: 1\n  x: 3\nc: 2'));
  });

  it('a text with ", " needs no quotes in a block mapping; a key with ", " gets them in a flow mapping', () => {
    expect(edited('a:\n  b: 1\n', { op: 'set', path: ['a', 'c'], value: 'x, y' })).toEqual(ok('a:\n  b: 1\n  c: x, y\n'));
    expect(edited('a: { b: 1 }\n', { op: 'set', path: ['a', 'x, y'], value: 1 })).toEqual(ok('a: { b: 1, "x, y": 1 }\n'));
  });

  it('a key added to a flow mapping goes after its last key, a list in it spaced like the braces', () => {
    expect(edited('a: { b: 1, c: 2, d: 3 }\n', { op: 'set', path: ['a', 'e'], value: 4 })).toEqual(ok('a: { b: 1, c: 2, d: 3, e: 4 }\n'));
    expect(edited('a: { b: 1 }\n', { op: 'set', path: ['a', 'c'], value: [1, 2] })).toEqual(ok('a: { b: 1, c: [ 1, 2 ] }\n'));
  });

  it('a key three deep removed, the last of its mapping leaving {}', () => {
    expect(edited('x:\n  a:\n    b: 1\n    c: 2\n', { op: 'unset', path: ['x', 'a', 'c'] })).toEqual(ok('x:\n  a:\n    b: 1\n'));
    expect(edited('x:\n  a:\n    b: 1\ny: 2\n', { op: 'unset', path: ['x', 'a', 'b'] })).toEqual(ok('x:\n  a: {}\ny: 2\n'));
  });

  it('a key removed with the lines under it, with its comment though its value is a flow list, or with nothing after it', () => {
    expect(edited('a:\n  b:\n    - 1\n  c: 2\n', { op: 'unset', path: ['a', 'b'] })).toEqual(ok('a:\n  c: 2\n'));
    expect(edited('a:\n  # old\n  b: [1]\n  c: 2\n', { op: 'unset', path: ['a', 'b'] })).toEqual(ok('a:\n  c: 2\n'));
    expect(edited('a:\n  b:\n  c: 2\n', { op: 'unset', path: ['a', 'b'] })).toEqual(ok('a:\n  c: 2\n'));
  });
});

describe('a collection replaced by another', () => {
  it('block stays block, flow stays flow with its spacing, a text under a key becomes a block mapping', () => {
    expect(edited('a:\n  b: 1\n', { op: 'set', path: ['a'], value: [1] })).toEqual(ok('a:\n  - 1\n'));
    expect(edited('a: [ 1 ]\n', { op: 'set', path: ['a'], value: [2] })).toEqual(ok('a: [ 2 ]\n'));
    expect(edited('a: [1]\n', { op: 'set', path: ['a'], value: { b: 2 } })).toEqual(ok('a: {b: 2}\n'));
    expect(edited('a: { b: { c: 1 } }\n', { op: 'set', path: ['a', 'b'], value: { d: [1] } })).toEqual(ok('a: { b: { d: [ 1 ] } }\n'));
    expect(edited('a: x\n', { op: 'set', path: ['a'], value: { b: 2 } })).toEqual(ok('a:\n  b: 2\n'));
    expect(edited('a: x\n', { op: 'set', path: ['a'], value: [] })).toEqual(ok('a: []\n'));
    expect(edited('a: [x]\n', { op: 'set', path: ['a', 0], value: [] })).toEqual(ok('a: [[]]\n'));
    expect(edited('a:\n  - [1]\n', { op: 'set', path: ['a', 0], value: {} })).toEqual(ok('a:\n  - {}\n'));
  });
});

describe('more shapes (issue 42, survivors of the first mutation run)', () => {
  it('a text inside a flow mapping replaced by a mapping is spaced like braces, by a list not', () => {
    expect(edited('a: { b: x }\n', { op: 'set', path: ['a', 'b'], value: { c: 1 } })).toEqual(ok('a: { b: { c: 1 } }\n'));
    expect(edited('a: { b: x }\n', { op: 'set', path: ['a', 'b'], value: [1, 2] })).toEqual(ok('a: { b: [1, 2] }\n'));
  });

  it('a text emptied to [] keeps the spaces after its key', () => {
    expect(edited('a:    x\n', { op: 'set', path: ['a'], value: [] })).toEqual(ok('a:    []\n'));
  });

  it('an item taken out of a list that is not there is refused; an item put in, then the first taken out', () => {
    expect(edited('a: 1\n', { op: 'remove', path: ['l'], index: 0 })).toEqual(
      refused('The editor cannot write this change to l: it is not a list. Make it in a text editor.'),
    );
    expect(edited('l:\n  - 1\n', { op: 'insert', path: ['l'], index: 1, value: 2 }, { op: 'remove', path: ['l'], index: 0 })).toEqual(ok('l:\n  - 2\n'));
  });
});
