import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldInfo } from '../../../dev/editor/ui/schema-fields';
import { blockSchema } from '../../../schemas/blocks/index';
import { siteFieldsSchema } from '../../../schemas/site';

type AnySchema = z.core.$ZodType;

/** The field at `keys` under a schema, as the editor's form reaches it (each object's fields, a list's item). */
function fieldAt(schema: AnySchema, data: unknown, keys: (string | number)[]): AnySchema {
  let current = schema;
  let value = data;
  for (const key of keys) {
    const { shape } = fieldInfo(current, value);
    if (shape.is === 'object') current = shape.fields[key as string]!;
    else if (shape.is === 'list') current = shape.item;
    else throw new Error(`${String(key)} is not inside a group or list`);
    value = (value as Record<string | number, unknown> | undefined)?.[key];
  }
  return current;
}
const chooseFrom = (schema: AnySchema, data: unknown, keys: (string | number)[]) => fieldInfo(fieldAt(schema, data, keys), undefined).chooseFrom;

// Media and page fields are marked in the schemas (x-choose-from), not guessed from key names
// (issue 57): the guess offered pictures for the chat widget's script address and pages for the
// deals' "to" word, and nothing for the favicon.
describe("editor: which list a field is chosen from is the schema's mark", () => {
  const site = { brand: { logo: {} }, chatWidget: {}, nav: [{ label: 'Invest', to: '/invest' }] };
  it("pictures: an image, the favicon and a sound file; not the chat widget's script address", () => {
    expect(chooseFrom(siteFieldsSchema, site, ['brand', 'logo', 'src'])).toBe('media');
    expect(chooseFrom(siteFieldsSchema, site, ['brand', 'favicon'])).toBe('media');
    expect(chooseFrom(blockSchema, { type: 'audio-player' }, ['sources', 0, 'src'])).toBe('media');
    expect(chooseFrom(siteFieldsSchema, site, ['chatWidget', 'src'])).toBeUndefined();
  });

  it('pages: a link to a page of the site; not the deals\' "to" word', () => {
    expect(chooseFrom(siteFieldsSchema, site, ['nav', 0, 'to'])).toBe('page');
    expect(chooseFrom(blockSchema, { type: 'deals' }, ['projectLabels', 'to'])).toBeUndefined();
  });
});
