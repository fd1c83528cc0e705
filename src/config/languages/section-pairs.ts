import { isRecord } from '../../lib/is-record';

/**
 * Which translated section translates which section of the default page (issue 56): by the id
 * it names, else by its type when the page has one section of that type without an id. Never by position, so
 * moving, adding or removing a section (by hand or in the editor) leaves every translation with
 * its own section. Pure: merge-texts.ts, the editor and the translations summary use it.
 */

export type Unpaired =
  /** Names an id the default page has no section with. */
  | { kind: 'unknownId'; index: number; id: string; ids: string[] }
  /** Names an id whose section is of another type. */
  | { kind: 'otherType'; index: number; id: string; type: unknown; baseType: unknown; baseIndex: number }
  /** Names no id where the default page has several sections of its type. */
  | { kind: 'notNamed'; index: number; type: unknown; candidates: number[] }
  /** Names no id, and the default page has no section of its type. */
  | { kind: 'noSuchType'; index: number; type: unknown }
  /** Translates a section another item already translates. */
  | { kind: 'twice'; index: number; baseIndex: number; first: number };

export interface SectionPairs {
  /** Index in the default list to index in the translation's list. */
  byBase: Map<number, number>;
  unpaired: Unpaired[];
}

type Item = Record<string, unknown>;

/** The id a section is named by, when it has one. */
export function sectionIdOf(item: unknown): string | undefined {
  return isRecord(item) && typeof item.id === 'string' && item.id !== '' ? item.id : undefined;
}

/**
 * Pairs each item of `translated` with an item of `base`, told apart by `key` (type) and named by id.
 * Items that are not mappings are left unpaired without a word: the merge reports their form.
 */
export function pairSections(base: readonly unknown[], translated: readonly unknown[], key = 'type'): SectionPairs {
  const byBase = new Map<number, number>();
  const unpaired: Unpaired[] = [];
  const claim = (index: number, baseIndex: number) => {
    const first = byBase.get(baseIndex);
    if (first === undefined) byBase.set(baseIndex, index);
    else unpaired.push({ kind: 'twice', index, baseIndex, first });
  };
  const ids = base.map(sectionIdOf);
  // Named items first, so an unnamed one that takes a named section is the one reported twice.
  translated.forEach((item, index) => {
    const id = sectionIdOf(item);
    if (id === undefined) return;
    const baseIndex = ids.indexOf(id);
    if (baseIndex < 0) return void unpaired.push({ kind: 'unknownId', index, id, ids: ids.filter((name): name is string => name !== undefined) });
    const baseType = (base[baseIndex] as Item)[key];
    const type = (item as Item)[key];
    if (type !== undefined && type !== baseType) return void unpaired.push({ kind: 'otherType', index, id, type, baseType, baseIndex });
    claim(index, baseIndex);
  });
  translated.forEach((item, index) => {
    if (!isRecord(item) || sectionIdOf(item) !== undefined) return;
    const type = item[key];
    const sameType = base.flatMap((section, baseIndex) => (isRecord(section) && section[key] === type ? [baseIndex] : []));
    if (sameType.length === 0) return void unpaired.push({ kind: 'noSuchType', index, type });
    const unnamed = unnamedOf(base, sameType);
    if (unnamed === undefined) return void unpaired.push({ kind: 'notNamed', index, type, candidates: sameType });
    claim(index, unnamed);
  });
  return { byBase, unpaired };
}

/**
 * The section a translated section with no id translates, among those of its type: the one of them
 * without an id (so a section added with an id leaves the translations of the others as they are),
 * or the only one. Undefined when that is not one section.
 */
function unnamedOf(base: readonly unknown[], sameType: readonly number[]): number | undefined {
  const unnamed = sameType.filter((baseIndex) => sectionIdOf(base[baseIndex]) === undefined);
  if (unnamed.length === 1) return unnamed[0];
  return unnamed.length === 0 && sameType.length === 1 ? sameType[0] : undefined;
}

/**
 * How a translation names the section at `baseIndex`: by its id, or by its type alone when it is
 * the one section of its type without an id. Undefined when the section needs an id it does not have yet.
 */
export function sectionName(base: readonly unknown[], baseIndex: number, key = 'type'): Item | undefined {
  const section = base[baseIndex];
  if (!isRecord(section)) return undefined;
  const id = sectionIdOf(section);
  if (id !== undefined) return { [key]: section[key], id };
  const sameType = base.flatMap((other, index) => (isRecord(other) && other[key] === section[key] ? [index] : []));
  return unnamedOf(base, sameType) === baseIndex ? { [key]: section[key] } : undefined;
}
