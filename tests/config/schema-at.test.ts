import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { allowedKeys, schemaAt } from '../../src/config/schema-at';

// The keys a marketer may write at a YAML path: what "Allowed keys:" and "Did you mean" list.
const hero = z.strictObject({
  type: z.literal('hero'),
  heading: z.string(),
  actions: z.array(z.strictObject({ label: z.string(), link: z.string() })).optional(),
});
const copy = z.strictObject({ type: z.literal('copy'), heading: z.string().optional(), paragraphs: z.array(z.string()).default([]) });
const page = z.strictObject({
  name: z.string(),
  meta: z.strictObject({ title: z.string(), description: z.string() }).nullable(),
  links: z.record(z.string(), z.strictObject({ url: z.string(), tracking: z.boolean().prefault(false) })),
  sections: z.array(z.discriminatedUnion('type', [hero, copy])),
  image: z
    .union([z.strictObject({ src: z.string(), alt: z.string() }), z.strictObject({ video: z.string(), poster: z.string(), loop: z.boolean() })])
    .optional(),
  price: z.number().pipe(z.number().min(0)),
  cities: z.array(z.string()).default([]),
  seo: z.strictObject({ index: z.boolean(), follow: z.boolean() }).prefault({ index: true, follow: true }),
  poster: z.union([z.string(), z.strictObject({ src: z.string(), width: z.number() })]).optional(),
});
const keysAt = (path: (string | number)[], data: unknown) => allowedKeys(schemaAt(page, path, data));

describe('schemaAt and allowedKeys', () => {
  it('lists the keys of the top level and of a nullable object', () => {
    expect(keysAt([], {})).toEqual(['name', 'meta', 'links', 'sections', 'image', 'price', 'cities', 'seo', 'poster']);
    expect(keysAt(['meta'], { meta: {} })).toEqual(['title', 'description']);
  });

  it('follows a record to its values, and through prefault', () => {
    expect(keysAt(['links', 'shop'], { links: { shop: {} } })).toEqual(['url', 'tracking']);
  });

  it('picks the member of a discriminated union the data names by its type', () => {
    const data = { sections: [{ type: 'copy' }, { type: 'hero', actions: [{}] }] };
    expect(keysAt(['sections', 0], data)).toEqual(['type', 'heading', 'paragraphs']);
    expect(keysAt(['sections', 1], data)).toEqual(['type', 'heading', 'actions']);
    expect(keysAt(['sections', 1, 'actions', 0], data)).toEqual(['label', 'link']);
    expect(keysAt(['sections', 0], { sections: [{ type: 'hreo' }] })).toEqual([]);
    expect(keysAt(['sections', 0], { sections: ['text'] })).toEqual([]);
  });

  it('picks the member of a plain union whose keys cover most of the data, the first on a tie', () => {
    expect(keysAt(['image'], { image: { video: 'a.mp4', poster: 'a.jpg' } })).toEqual(['video', 'poster', 'loop']);
    expect(keysAt(['image'], { image: { src: 'a.svg', video: 'a.mp4' } })).toEqual(['src', 'alt']);
    expect(keysAt(['image'], { image: {} })).toEqual(['src', 'alt']);
    expect(keysAt(['image'], { image: 'a.svg' })).toEqual(['src', 'alt']);
  });

  it('gives no keys past a value that is not an object or a list, or for a key the schema lacks', () => {
    expect(keysAt(['name', 'x'], { name: 'Home' })).toEqual([]);
    expect(keysAt(['price'], { price: 1 })).toEqual([]);
    expect(keysAt(['nope', 'deeper'], {})).toEqual([]);
    expect(keysAt(['cities', 0], { cities: ['durban'] })).toEqual([]);
    expect(schemaAt(page, ['price'], { price: 1 })?._zod.def.type).toBe('number');
    expect(schemaAt(page, ['cities', 0], { cities: ['durban'] })?._zod.def.type).toBe('string');
    expect(schemaAt(page, ['nope'], {})).toBeUndefined();
    expect(schemaAt(page, ['name', 'x'], {})).toBeUndefined();
  });

  it('lists nothing for a schema that is not an object, or none', () => {
    expect(allowedKeys(undefined)).toEqual([]);
    expect(allowedKeys(z.string())).toEqual([]);
  });

  it('follows an object behind prefault, and picks the object of a union that also takes text', () => {
    expect(keysAt(['seo'], { seo: {} })).toEqual(['index', 'follow']);
    expect(keysAt(['poster'], { poster: { src: 'a.svg' } })).toEqual(['src', 'width']);
  });
});
