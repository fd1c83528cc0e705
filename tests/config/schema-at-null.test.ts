import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { allowedKeys, schemaAt } from '../../src/config/schema-at';

// YAML gives null for a key written with nothing after it (sections:, or "- " alone): the keys a
// marketer may write there are still listed, and nothing throws.
const hero = z.strictObject({ type: z.literal('hero'), heading: z.string() });
const copy = z.strictObject({ type: z.literal('copy'), paragraphs: z.array(z.string()) });
const page = z.strictObject({
  sections: z.array(z.discriminatedUnion('type', [hero, copy])),
  meta: z.strictObject({ title: z.string(), image: z.strictObject({ src: z.string(), alt: z.string() }) }),
});
const keysAt = (path: (string | number)[], data: unknown) => allowedKeys(schemaAt(page, path, data));

describe('schemaAt where YAML gave null', () => {
  it('under a key with no value: the keys of the object the schema expects there', () => {
    expect(keysAt(['meta', 'image'], { meta: null })).toEqual(['src', 'alt']);
    expect(keysAt(['meta', 'image'], null)).toEqual(['src', 'alt']);
  });

  it('a list item with no value: no block type chosen, so no keys', () => {
    expect(keysAt(['sections', 0], { sections: [null] })).toEqual([]);
    expect(keysAt(['sections', 0], { sections: null })).toEqual([]);
  });
});
