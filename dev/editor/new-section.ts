import { sectionIdOf } from '../../src/config/languages/section-pairs';
import { isRecord } from './edits';

/**
 * The section the editor adds from the block reference. When the page has a section of its type
 * already, the new one gets an id of its own (copy-2), so each translation keeps naming its own
 * section (issue 56): the one without an id is still named by its type alone.
 */
export function newSection(sections: readonly unknown[], example: unknown): unknown {
  if (!isRecord(example)) return example;
  const taken = new Set(sections.flatMap((section) => sectionIdOf(section) ?? []));
  const own = sectionIdOf(example);
  if (own !== undefined && !taken.has(own)) return example;
  const sameType = sections.filter((section) => isRecord(section) && section.type === example.type).length;
  if (sameType === 0 && own === undefined) return example;
  let n = sameType + 1;
  while (taken.has(`${String(example.type)}-${n}`)) n++;
  return {
    type: example.type,
    id: `${String(example.type)}-${n}`,
    ...Object.fromEntries(Object.entries(example).filter(([key]) => key !== 'type' && key !== 'id')),
  };
}
