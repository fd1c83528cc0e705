import { isDeepStrictEqual } from 'node:util';
import { parse, stringify } from 'yaml';
import type { z } from 'zod';
import type { BlockType } from '../../schemas/blocks/index';
import { LINK_PASSES } from '../../schemas/link-templates';
import { pageSchema } from '../../schemas/page';
import type { Site } from '../../schemas/site';
import { schemaAt } from '../../src/config/schema-at';
import { CONTENT_BLOCKS } from '../../src/config/check';
import { walkObjects } from '../../src/config/walk';
import { BLOCK_EXAMPLES } from '../../schemas/blocks/examples';

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
  return fitExamples(site, hasFile).blocks;
}

/** The fitted examples, and for each what the site must add before it validates there (empty when nothing). */
function fitExamples(site: Pick<Site, 'links' | 'brand' | 'contentStore'>, hasFile: (src: string) => boolean) {
  const names = Object.keys(site.links);
  const takes = (name: string) => (site.links[name]?.takes ?? []) as string[];
  const needs = {} as Record<BlockType, string[]>;
  const entries = Object.entries(BLOCK_EXAMPLES).map(([type, yaml]) => {
    const [block] = parse(yaml) as [Record<string, unknown>];
    const page = { sections: [block] };
    const lacks = new Set<string>();
    if (type in CONTENT_BLOCKS && !site.contentStore) lacks.add('a contentStore section in site.config.yaml');
    walkObjects(page, (object, where) => {
      if (typeof object.link === 'string' && typeof object.label === 'string') {
        const passes = ((schemaAt(pageSchema, [...where, 'link'], page) as z.ZodType | undefined)?.meta()?.[LINK_PASSES] as string[] | undefined) ?? [];
        const fits = (name: string) => passes.every((key) => takes(name).includes(key));
        const own = object.link in site.links && fits(object.link) ? object.link : undefined;
        const fitting = own ?? names.find(fits);
        if (fitting === undefined) lacks.add(passes.length > 0 ? `a link template with takes: [${passes.join(', ')}]` : 'a link template under links:');
        const link = fitting ?? names[0];
        if (link !== undefined) object.link = link;
      }
      if (typeof object.src === 'string' && typeof object.width === 'number' && !hasFile(object.src)) object.src = site.brand.logo.src;
      // Sounds stay as written: the example asks for the files instead.
      if (typeof object.src === 'string' && typeof object.type === 'string' && !hasFile(object.src)) lacks.add(`public${object.src}`);
    });
    needs[type as BlockType] = [...lacks];
    return [type, block] as const;
  });
  return { blocks: Object.fromEntries(entries) as BlockExamples, needs };
}

/**
 * The docs/blocks.md example of each block type as YAML text, fitted to this site: the example as
 * written where the site has what it names (the shipped site: docs/blocks.md as in the repo), else
 * the fitted section written out, so `landing-engine docs` on any site prints examples that validate
 * there; one that cannot yet (no content store, no template taking what the block sends, a sound
 * file) starts with a comment saying what the site must add first.
 */
export function siteExampleTexts(
  site: Pick<Site, 'links' | 'brand' | 'contentStore'>,
  hasFile: (src: string) => boolean = () => false,
): Record<BlockType, string> {
  const { blocks, needs } = fitExamples(site, hasFile);
  const texts = Object.entries(BLOCK_EXAMPLES).map(([type, yaml]) => {
    const block = blocks[type as BlockType];
    const lacks = needs[type as BlockType];
    const note = lacks.length > 0 ? `\n# This site needs ${lacks.join(' and ')} before this example validates.` : '';
    const text = isDeepStrictEqual(parse(yaml), [block]) ? yaml : `\n${stringify([block], { flowCollectionPadding: true }).trimEnd()}`;
    return [type, `${note}${text}`] as const;
  });
  return Object.fromEntries(texts) as Record<BlockType, string>;
}
