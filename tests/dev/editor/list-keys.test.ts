import { describe, expect, it } from 'vitest';
import type { Edit } from '../../../dev/editor/edits';
import { itemKeys } from '../../../dev/editor/list-keys';

const page = { sections: [{ type: 'hero', actions: [{ label: 'A' }, { label: 'B' }] }, { type: 'copy' }, { type: 'faq' }] };

describe("editor: a list item's key follows the item, not its place", () => {
  it('the saved items are keyed by their place once', () => {
    expect(itemKeys(page, [])(['sections'])).toEqual(['s0', 's1', 's2']);
  });

  it('a moved section keeps its key; a new one gets its own; a removed one takes its key with it', () => {
    const edits: Edit[] = [
      { op: 'move', path: ['sections'], from: 0, to: 1 },
      { op: 'insert', path: ['sections'], index: 0, value: { type: 'copy' } },
      { op: 'remove', path: ['sections'], index: 3 },
    ];
    expect(itemKeys(page, edits)(['sections'])).toEqual(['n0', 's1', 's0']);
  });

  it("a list inside a moved section keeps its items' keys at the section's new place", () => {
    const edits: Edit[] = [
      { op: 'move', path: ['sections', 0, 'actions'], from: 1, to: 0 },
      { op: 'move', path: ['sections'], from: 0, to: 2 },
    ];
    expect(itemKeys(page, edits)(['sections', 2, 'actions'])).toEqual(['s1', 's0']);
  });

  it('a list written over as a whole starts again; Undo (the edit gone) gives back the keys before it', () => {
    const moved: Edit = { op: 'move', path: ['sections'], from: 2, to: 0 };
    expect(itemKeys(page, [moved, { op: 'set', path: ['sections'], value: [{ type: 'copy' }] }])(['sections'])).toEqual(['s0']);
    expect(itemKeys(page, [moved])(['sections'])).toEqual(['s2', 's0', 's1']);
  });

  const two = {
    sections: [
      { type: 'hero', actions: [{ label: 'A' }, { label: 'B' }], links: [{ to: '/a' }, { to: '/b' }] },
      { type: 'copy', actions: [{ label: 'C' }, { label: 'D' }] },
    ],
  };
  const swapBoth: Edit[] = [
    { op: 'move', path: ['sections', 0, 'actions'], from: 1, to: 0 },
    { op: 'move', path: ['sections', 1, 'actions'], from: 1, to: 0 },
  ];

  it("a section written over starts its own lists again and leaves another section's as they were", () => {
    const keys = itemKeys(two, [...swapBoth, { op: 'set', path: ['sections', 0], value: { type: 'hero', actions: [{ label: 'X' }, { label: 'Y' }] } }]);
    expect(keys(['sections', 0, 'actions'])).toEqual(['s0', 's1']);
    expect(keys(['sections', 1, 'actions'])).toEqual(['s1', 's0']);
  });

  it('a list taken away (unset) starts again, and the whole file written over starts every list again', () => {
    expect(itemKeys(two, [...swapBoth, { op: 'unset', path: ['sections', 0, 'actions'] }])(['sections', 1, 'actions'])).toEqual(['s1', 's0']);
    expect(itemKeys(two, [...swapBoth, { op: 'unset', path: ['sections', 0, 'actions'] }])(['sections', 0, 'actions'])).toEqual([]);
    expect(itemKeys(two, [...swapBoth, { op: 'set', path: [], value: two }])(['sections', 1, 'actions'])).toEqual(['s0', 's1']);
  });

  it("two lists of one section keep keys of their own: moving the actions leaves the links' keys as they were", () => {
    expect(itemKeys(two, swapBoth)(['sections', 0, 'links'])).toEqual(['s0', 's1']);
  });

  it('items put in at the end, one after another, get keys of their own in order', () => {
    const edits: Edit[] = [
      { op: 'insert', path: ['sections'], index: 2, value: { type: 'faq' } },
      { op: 'insert', path: ['sections'], index: 9, value: { type: 'faq' } },
    ];
    expect(itemKeys(two, edits)(['sections'])).toEqual(['s0', 's1', 'n0', 'n1']);
  });
});
