import { parse } from 'yaml';
import type { z } from 'zod';
import type { BlockType } from '../../schemas/blocks/index';
import { LINK_PASSES } from '../../schemas/link-templates';
import { pageSchema } from '../../schemas/page';
import type { Site } from '../../schemas/site';
import { schemaAt } from '../../src/config/schema-at';
import { walkObjects } from '../../src/config/walk';
import { BLOCK_EXAMPLES } from './block-examples';

/** One section of each block type, as data. */
export type BlockExamples = Record<BlockType, Record<string, unknown>>;

/**
 * The docs/blocks.md examples made to fit this site, for the block gallery and the editor's new
 * sections: the examples name the shipped site's link templates and pictures, which another site
 * lacks. Each `link:` becomes a template of this site (the same name when it has one, else the first
 * that takes what the block sends with it, as validate requires), each picture the site lacks
 * (`hasFile`, given a /media/... path) the site's logo.
 * Sounds stay as written: no site file can stand in for them, and the gallery does not load them.
 */
export function siteBlockExamples(site: Pick<Site, 'links' | 'brand'>, hasFile: (src: string) => boolean = () => false): BlockExamples {
  const names = Object.keys(site.links);
  const takes = (name: string) => (site.links[name]?.takes ?? []) as string[];
  const entries = Object.entries(BLOCK_EXAMPLES).map(([type, yaml]) => {
    const [block] = parse(yaml) as [Record<string, unknown>];
    const page = { sections: [block] };
    walkObjects(page, (object, where) => {
      if (typeof object.link === 'string' && typeof object.label === 'string') {
        const passes = ((schemaAt(pageSchema, [...where, 'link'], page) as z.ZodType | undefined)?.meta()?.[LINK_PASSES] as string[] | undefined) ?? [];
        const fits = (name: string) => passes.every((key) => takes(name).includes(key));
        const own = object.link in site.links && fits(object.link) ? object.link : undefined;
        const link = own ?? names.find(fits) ?? names[0];
        if (link !== undefined) object.link = link;
      }
      if (typeof object.src === 'string' && typeof object.width === 'number' && !hasFile(object.src)) object.src = site.brand.logo.src;
    });
    return [type, block] as const;
  });
  return Object.fromEntries(entries) as BlockExamples;
}
