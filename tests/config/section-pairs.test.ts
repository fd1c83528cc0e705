import { describe, expect, it } from 'vitest';
import { pairSections, sectionName } from '../../src/config/languages/section-pairs';

// Which translated section translates which section of the page (issue 56): by id, by type when
// that is one section, never by place.
const page = [{ type: 'hero' }, { type: 'copy', id: 'why' }, { type: 'copy', id: 'how' }, { type: 'buttons' }];
const pairs = (translated: unknown[]) => {
  const { byBase, unpaired } = pairSections(page, translated);
  return { byBase: Object.fromEntries(byBase), unpaired };
};

describe("pairing translated sections with the page's", () => {
  it('pairs by id and by a type the page has once, in any order', () => {
    expect(pairs([{ type: 'buttons' }, { type: 'copy', id: 'how' }, { type: 'hero' }, { type: 'copy', id: 'why' }]).byBase).toEqual({ 0: 2, 1: 3, 2: 1, 3: 0 });
  });

  it('leaves a section with no translation unpaired without a word', () => {
    expect(pairs([{ type: 'copy', id: 'how' }])).toEqual({ byBase: { 2: 0 }, unpaired: [] });
  });

  it('says which translation names no section, the wrong type, no id where one is needed, or a section twice', () => {
    expect(pairs([{ type: 'copy', id: 'who' }]).unpaired).toEqual([{ kind: 'unknownId', index: 0, id: 'who', ids: ['why', 'how'] }]);
    expect(pairs([{ type: 'hero', id: 'why' }]).unpaired).toEqual([{ kind: 'otherType', index: 0, id: 'why', type: 'hero', baseType: 'copy', baseIndex: 1 }]);
    expect(pairs([{ type: 'copy' }]).unpaired).toEqual([{ kind: 'notNamed', index: 0, type: 'copy', candidates: [1, 2] }]);
    expect(pairs([{ type: 'deals' }]).unpaired).toEqual([{ kind: 'noSuchType', index: 0, type: 'deals' }]);
    expect(pairs([{ type: 'hero' }, { type: 'hero' }]).unpaired).toEqual([{ kind: 'twice', index: 1, baseIndex: 0, first: 0 }]);
  });

  it('names a section by type when it is the one of its type without an id (a section added with an id leaves it so)', () => {
    const added = [{ type: 'copy' }, { type: 'copy', id: 'copy-2' }];
    expect(Object.fromEntries(pairSections(added, [{ type: 'copy' }]).byBase)).toEqual({ 0: 0 });
    expect(sectionName(added, 0)).toEqual({ type: 'copy' });
    expect(sectionName(added, 1)).toEqual({ type: 'copy', id: 'copy-2' });
    expect(sectionName([{ type: 'copy' }, { type: 'copy' }], 1)).toBeUndefined();
  });
});
