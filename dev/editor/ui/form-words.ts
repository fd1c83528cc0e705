import { codeOf } from '../../../src/config/catalogue/index';
import type { Problem } from '../../../src/config/problem';
import { labelOf } from './schema-fields';

/**
 * A problem as the form says it (issue 57): the engine words a missing or empty value for a YAML
 * file ("Missing alt: add a line "alt: ..." under image"), but in the form the field is already
 * there, empty, under its label. For those, the form asks for the field by what it is for; every
 * other problem keeps the engine's words (they speak of the value) and the catalogue's fix.
 */
const ASKS: Record<string, string> = {
  alt: 'Describe the picture for people who cannot see it (Alt text).',
  width: "Write the picture's width in pixels (Width): uploading the picture fills it in.",
  height: "Write the picture's height in pixels (Height): uploading the picture fills it in.",
  src: 'Choose a file from the list, or upload one (Src).',
  status: 'Choose whether the experiment is running, paused or ended (Status).',
};

/** The labels the form gives keys whose name says little to a marketer. */
const LABELS: Record<string, string> = { alt: 'Alt text' };

/** A key's label in the form: "setupFee" is Setup fee, alt is Alt text. */
export const fieldLabel = (key: string) => LABELS[key] ?? labelOf(key);

const ABSENT = new Set([codeOf('missingValue'), codeOf('emptyValue'), codeOf('emptyText')]);
const NOT_CHOSEN = codeOf('notAnOption');

/** The last key of a problem's path ("sections[0].image.alt" is alt), or undefined for a list item. */
function lastKey(path: string): string | undefined {
  const match = /(?:^|\.)([^.[\]]+)$/.exec(path);
  return match?.[1];
}

/** The words shown beside the field, and the fix to show after them (none when the words ask for the value). */
export function formWords(problem: Problem): { message: string; fix: boolean } {
  const absent = ABSENT.has(problem.code) || (problem.code === NOT_CHOSEN && problem.message.startsWith('"undefined"'));
  if (!absent) return { message: problem.message, fix: true };
  const key = lastKey(problem.path);
  if (key === undefined) return { message: 'Fill in this item, or remove it.', fix: false };
  const ask = ASKS[key] ?? `${problem.code === NOT_CHOSEN ? 'Choose' : 'Fill in'} ${fieldLabel(key)}.`;
  return { message: ask, fix: false };
}

/** Where a problem is, as a person counts (from 1) and reads it: sections[0].image.alt is "sections 1 › image › alt text". */
export function placeOf(path: string): string {
  if (path === '') return 'the whole file';
  return path
    .split(/\.|(?=\[)/)
    .map((part) => (part.startsWith('[') ? String(Number(part.slice(1, -1)) + 1) : fieldLabel(part).toLowerCase()))
    .join(' › ')
    .replace(/ › (\d+)/g, ' $1');
}
