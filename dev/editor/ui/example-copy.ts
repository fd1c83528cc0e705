import { EXAMPLE_PROSE_KEYS } from '../../../schemas/blocks/examples';

/**
 * How many texts in `value` (a section) are still the block reference's example copy, as validate
 * finds them (src/config/example-copy.ts, LE708): a section added from the reference is marked as
 * example until each of them is rewritten. `texts` comes from the server, so the editor's script
 * carries no YAML reader.
 */
export function exampleCount(value: unknown, texts: ReadonlySet<string>, key = ''): number {
  if (typeof value === 'string') return EXAMPLE_PROSE_KEYS.has(key) && texts.has(value) ? 1 : 0;
  if (!value || typeof value !== 'object') return 0;
  return Object.entries(value).reduce((sum, [k, child]) => sum + exampleCount(child, texts, Array.isArray(value) ? key : k), 0);
}
