import type { z } from 'zod';
import { blockSchema } from '../../schemas/blocks/index';
import { LINK_PASSES } from '../../schemas/link-templates';
import { schemaAt } from '../../src/config/schema-at';
import type { PathKey } from '../../src/config/problem';
import { isRecord } from './edits';

/** Each link template's name and the values it takes (its takes: list), as site.config.yaml has them. */
export type Takes = Record<string, readonly string[]>;

/** The link templates of a site.config.yaml's data, each with its takes: list (none when absent). */
export function takesOf(config: unknown): Takes {
  const links = isRecord(config) && isRecord(config.links) ? config.links : {};
  return Object.fromEntries(
    Object.entries(links).map(([name, template]) => [name, isRecord(template) && Array.isArray(template.takes) ? template.takes.map(String) : []]),
  );
}

/** The template a button may name: `wanted` when the site has it and it takes every value needed, else the first that does. */
export function fittingTemplate(needs: readonly string[], wanted: string, takes: Takes): string | undefined {
  const fits = (name: string) => needs.every((key) => takes[name]!.includes(key));
  return wanted in takes && fits(wanted) ? wanted : Object.keys(takes).find(fits);
}

const andList = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * A block's example with each button's link template made one of this site's (issue 57). The
 * examples name the shipped site's templates; another site's first template had stood in for all
 * of them, and the plan cards' order button (which passes minutes, users, setup fee and product)
 * was then refused with a template that takes none, though the site had one that fits. A button
 * needs what its block passes by itself (the schema's x-link-passes) and what its values: name.
 * When no template fits, the refusal says which to add, in words.
 */
export function withFittingLinks(section: unknown, takes: Takes): { ok: true; section: unknown } | { ok: false; message: string } {
  const type = isRecord(section) ? String(section.type) : 'this';
  let refused: string | undefined;
  const walk = (value: unknown, where: PathKey[]): unknown => {
    if (Array.isArray(value)) return value.map((item, i) => walk(item, [...where, i]));
    if (!isRecord(value)) return value;
    const out = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, walk(child, [...where, key])]));
    if (typeof value.link !== 'string' || typeof value.label !== 'string') return out;
    const passes = ((schemaAt(blockSchema, [...where, 'link'], section) as z.ZodType | undefined)?.meta()?.[LINK_PASSES] as string[] | undefined) ?? [];
    const needs = [...new Set([...passes, ...(isRecord(value.values) ? Object.keys(value.values) : [])])];
    const name = fittingTemplate(needs, value.link, takes);
    if (name !== undefined) return { ...out, link: name };
    refused ??=
      needs.length === 0
        ? `The ${type} block's button "${value.label}" needs a link template, and site.config.yaml has none under links:. Add one there (the address the button opens), then make the page.`
        : `The ${type} block's button "${value.label}" needs a link template that takes ${andList(needs)}, and none under links: in site.config.yaml does. Add one there with takes: [${needs.join(', ')}] and the address of the form it opens, or leave the ${type} block out.`;
    return out;
  };
  const made = walk(section, []);
  return refused === undefined ? { ok: true, section: made } : { ok: false, message: refused };
}
