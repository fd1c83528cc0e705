import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { amount, link, text } from '../../schemas/fields';
import { mapBySchema, pathOf, type Field } from '../../src/resolve/walk-schema';

// One walk decides which field is text, a link, an amount or a path, for the resolve stage and the
// placeholder check alike. The visit here writes what it was given, so each call shows.
const button = link(z.strictObject({ label: text(), link: z.string(), hidden: z.boolean().optional() }));
const block = z.strictObject({
  type: z.literal('cards'),
  heading: text().optional(),
  note: text(['minutes']).default('x'),
  id: z.string().optional(),
  price: amount(),
  paths: z.array(z.string().meta({ 'x-resolve': 'path' })),
  buttons: z.array(button).default([]),
  labels: z.record(z.string(), text()).optional(),
  media: z.union([z.strictObject({ src: z.string(), alt: text() }), z.strictObject({ video: z.string(), caption: text() })]).optional(),
  size: z.union([z.number(), z.string()]).optional(),
  count: z.number().optional(),
  piped: z.string().pipe(z.string()).optional(),
});
const page = z.strictObject({ sections: z.array(z.discriminatedUnion('type', [block, z.strictObject({ type: z.literal('plain'), heading: text() })])) });

function walk(data: unknown) {
  const visits: string[] = [];
  const out = mapBySchema(page, data, (value: unknown, field: Field, at) => {
    const where = pathOf(at).join('.');
    visits.push(`${where} ${field.kind ?? 'string'}${field.locals.length ? `(${field.locals.join()})` : ''}`);
    if (field.kind === 'link')
      return { ...(value as object), href: 'https://x.example/', ...((value as { label?: string }).label === 'HIDE' ? { hidden: true } : {}) };
    return typeof value === 'string' ? value.toUpperCase() : value;
  });
  return { visits, out };
}

describe('mapBySchema', () => {
  it('visits each text, amount, path, link and plain string once, by its place, and keeps numbers as they are', () => {
    const { visits, out } = walk({
      sections: [
        {
          type: 'cards',
          heading: 'Hi',
          note: 'n',
          id: 'about',
          price: 'perMinute',
          paths: ['/a'],
          count: 3,
          buttons: [
            { label: 'Go', link: 'shop' },
            { label: 'Hide', link: 'shop' },
          ],
          labels: { first: 'One' },
          media: { video: 'v.mp4', caption: 'Cap' },
          size: 'big',
          piped: 'p',
        },
        { type: 'plain', heading: 'Plain' },
      ],
    });
    expect(visits).toEqual([
      'sections.0.type string',
      'sections.0.heading text',
      'sections.0.note text(minutes)',
      'sections.0.id string',
      'sections.0.price amount',
      'sections.0.paths.0 path',
      'sections.0.buttons.0.label text',
      'sections.0.buttons.0.link string',
      'sections.0.buttons.0 link',
      'sections.0.buttons.1.label text',
      'sections.0.buttons.1.link string',
      'sections.0.buttons.1 link',
      'sections.0.labels.first text',
      'sections.0.media.video string',
      'sections.0.media.caption text',
      'sections.0.size string',
      'sections.0.piped string',
      'sections.1.type string',
      'sections.1.heading text',
    ]);
    expect(out).toEqual({
      sections: [
        {
          type: 'CARDS',
          heading: 'HI',
          note: 'N',
          id: 'ABOUT',
          price: 'PERMINUTE',
          paths: ['/A'],
          count: 3,
          buttons: [{ label: 'GO', link: 'SHOP', href: 'https://x.example/' }],
          labels: { first: 'ONE' },
          media: { video: 'V.MP4', caption: 'CAP' },
          size: 'BIG',
          piped: 'P',
        },
        { type: 'PLAIN', heading: 'PLAIN' },
      ],
    });
  });

  it('picks the union member by the data each time, not once for all', () => {
    const { visits } = walk({
      sections: [
        { type: 'cards', price: 1, paths: [], media: { src: 'a.svg', alt: 'A' } },
        { type: 'cards', price: 2, paths: [], media: { video: 'b.mp4', caption: 'B' } },
      ],
    });
    expect(visits.filter((visit) => visit.includes('media'))).toEqual([
      'sections.0.media.src string',
      'sections.0.media.alt text',
      'sections.1.media.video string',
      'sections.1.media.caption text',
    ]);
  });

  it('keeps keys the schema does not know, and a list item that is hidden but is not a link', () => {
    const { out } = walk({ sections: [{ type: 'plain', heading: 'H', extra: 'kept as is' }] });
    expect(out).toEqual({ sections: [{ type: 'PLAIN', heading: 'H', extra: 'kept as is' }] });
    const hiddenText = mapBySchema(z.array(z.strictObject({ hidden: z.boolean() })), [{ hidden: true }], (value) => value);
    expect(hiddenText).toEqual([{ hidden: true }]);
  });

  it('leaves data that does not fit the schema untouched', () => {
    expect(walk({ sections: 'none' }).out).toEqual({ sections: 'NONE' });
    expect(walk({ sections: [{ type: 'unknown', heading: 'H' }] }).out).toEqual({ sections: [{ type: 'unknown', heading: 'H' }] });
    expect(walk(null).out).toBe(null);
  });

  it('visits an amount written as a number, and picks the first union member on a tie', () => {
    const { visits } = walk({ sections: [{ type: 'cards', price: 49, paths: [], media: { src: 'a.svg', video: 'b.mp4' } }] });
    expect(visits).toEqual(['sections.0.type string', 'sections.0.price amount', 'sections.0.media.src string']);
  });
});
