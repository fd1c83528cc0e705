import { describe, expect, it } from 'vitest';
import { panelFor, SITE_FORMS, siteFormOf, sitePanel } from '../../../dev/editor/ui/site-forms';
import { z } from 'zod';
import { itemKey, type FieldContext } from '../../../dev/editor/ui/field-context';
import { fieldInfo, shownKeys } from '../../../dev/editor/ui/schema-fields';
import { brandSchema, coloursSchema } from '../../../schemas/brand';
import { siteFieldsSchema } from '../../../schemas/site';

describe('editor: the site forms (issue 57, item 0)', () => {
  it('each is a key of site.config.yaml, drawn from its schema', () => {
    for (const form of SITE_FORMS) expect(siteFieldsSchema.shape).toHaveProperty(form.key);
    expect(siteFormOf(sitePanel(SITE_FORMS[1]))).toBe(SITE_FORMS[1]);
    expect(siteFormOf('pages/home.yaml')).toBeUndefined();
  });

  it('a place opens the form that shows it: a site form, the values panel, or the page', () => {
    expect(panelFor('site.config.yaml', ['brand', 'logo', 'src'])).toBe('site:brand');
    expect(panelFor('site.config.yaml', ['nav', 1])).toBe('site:nav');
    expect(panelFor('site.config.yaml', ['footer', 'links', 0])).toBe('site:footer');
    expect(panelFor('site.config.yaml', ['links', 'shop', 'url'])).toBe('site:links');
    expect(panelFor('site.config.yaml', ['notFound', 'links', 0])).toBe('site:notFound');
    expect(panelFor('site.config.yaml', ['values', 'rental'])).toBe('site');
    expect(panelFor('pages/tour.yaml', ['experiments', 0])).toBe('pages/tour.yaml');
  });
});

describe('editor: the fields of a group drawn at once', () => {
  it('written and required ones, and the colours, which are in effect unwritten; the rest wait under More fields', () => {
    const brand = { name: 'Acme', logo: {}, phone: '+27 10 000 0000', address: ['1 Main Road'] };
    expect(shownKeys(brandSchema.shape, brand)).toEqual(['name', 'logo', 'colours', 'phone', 'address']);
    expect(shownKeys(brandSchema.shape, { ...brand, favicon: '/media/favicon.svg' })).toContain('favicon');
  });

  it('every field of a group of defaults, written or not: each shows the default the site uses', () => {
    expect(shownKeys(coloursSchema.unwrap().shape, {})).toEqual(Object.keys(coloursSchema.unwrap().shape));
  });

  it('a required field unwritten is drawn; an optional one waits', () => {
    expect(shownKeys({ name: z.string(), note: z.string().optional() }, {})).toEqual(['name']);
  });

  it('once one field of a group of defaults is written, only it is drawn', () => {
    expect(shownKeys({ a: z.string().default('1'), b: z.string().default('2') }, { a: 'x' })).toEqual(['a']);
  });

  it('a group with nothing written but one field without a default draws only the required', () => {
    expect(shownKeys({ a: z.string().default('1'), b: z.string().optional() }, {})).toEqual([]);
  });

  it('a group or list with a default of its own waits under More fields: its default is written out only when asked for', () => {
    const fields = {
      name: z.string(),
      labels: z.object({ setup: z.string() }).default({ setup: 'Setup fee' }),
      tags: z.record(z.string(), z.string()).default({}),
    };
    expect(shownKeys(fields, { name: 'Acme' })).toEqual(['name']);
  });

  it('the outermost default is the one the site uses', () => {
    expect(fieldInfo(z.string().default('inner').default('outer'), undefined).defaultValue).toBe('outer');
  });
});

describe("editor: a list item's React key", () => {
  it("is the item's own key, or its place when the list has none for it", () => {
    const context = { file: 'pages/tour.yaml', itemKeys: (file: string) => (file === 'pages/tour.yaml' ? ['s1', 's0'] : []) } as unknown as FieldContext;
    expect(itemKey(context, ['sections'], 0)).toBe('s1');
    expect(itemKey(context, ['sections'], 2)).toBe('at-2');
  });
});
