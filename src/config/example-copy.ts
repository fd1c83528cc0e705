import { parse } from 'yaml';
import { BLOCK_EXAMPLES, EXAMPLE_PROSE_KEYS as PROSE_KEYS } from '../../schemas/blocks/examples';

/**
 * The block reference's example texts (schemas/blocks/examples.ts, shown in docs/blocks.md): the
 * editor starts a new section as its example, so a page can go live saying "Decision in 48 hours"
 * that nobody wrote for it (issue 43). Only prose is compared (EXAMPLE_PROSE_KEYS).
 */

let texts: Set<string> | undefined;

/** Every prose text of every block example, read once. */
export function exampleTexts(): ReadonlySet<string> {
  if (texts) return texts;
  texts = new Set();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (PROSE_KEYS.has(key) && value.trim() !== '') texts!.add(value);
    } else if (value && typeof value === 'object') {
      for (const [k, child] of Object.entries(value)) walk(child, Array.isArray(value) ? key : k);
    }
  };
  for (const yaml of Object.values(BLOCK_EXAMPLES)) walk(parse(yaml), '');
  return texts;
}

/** Whether the text under `key` (the list's key for a list item) is still the reference's example. */
export const isExampleCopy = (key: string, value: string) => PROSE_KEYS.has(key) && exampleTexts().has(value);
