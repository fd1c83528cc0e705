import { z } from 'zod';

/**
 * What the resolve stage (src/resolve) does with a field, declared once here on the schema and
 * read from the schema's metadata, never restated in a component:
 * - text: placeholders ({city}, {perMinute:cents}) are filled in; any other field must hold none;
 * - link: a call to action naming a link template becomes { href, tracked, label, ... };
 * - amount: a number, or the name of a value under values: in site.config.yaml;
 * - path: a route pattern, whose {city} and {product} the router reads (not text).
 */
export const RESOLVE = 'x-resolve';
/** Placeholders a text keeps for its block to fill at run time, like {minutes} in a selector label. */
export const LOCALS = 'x-locals';

export type ResolveKind = 'text' | 'link' | 'amount' | 'path';

/**
 * What the editor offers a field's value from, declared on the schema (issue 57): the site's files
 * under public/media (a picture's or a sound's path) or its pages' paths (a link to a page). The
 * editor had guessed it from key names (src, image, to), which offered pictures for the chat
 * widget's script address and pages for the deals' "to" word.
 */
export const CHOOSE_FROM = 'x-choose-from';
export type ChooseFrom = 'media' | 'page';
export const MEDIA = { [CHOOSE_FROM]: 'media' } as const satisfies Record<string, ChooseFrom>;
export const PAGE = { [CHOOSE_FROM]: 'page' } as const satisfies Record<string, ChooseFrom>;

/**
 * What a number field counts in, so a message can turn "R0.49" or "10%" into the right number:
 * rand, a fraction (0.1 is 10%) or percent (10 is 10%).
 */
export const UNIT = 'x-unit';
export type Unit = 'rand' | 'fraction' | 'percent';

/** A value name: a letter, then letters and digits (perMinute, setupLite, team3xTotal). */
export const VALUE_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * The params of a rule's issue (refine, addIssue): the name of the catalogue entry its message
 * belongs to, so validate prints the rule's code (src/config/catalogue, docs/errors.md). A string,
 * as schemas import nothing from src/; tests/config/catalogue.test.ts checks every name.
 */
export function rule(problem: string): { problem: string } {
  return { problem };
}

/** Text a visitor reads. `locals` lists placeholders the block itself fills (like {minutes}). */
export function text(locals: readonly string[] = []) {
  return z.string().meta(locals.length > 0 ? { [RESOLVE]: 'text', [LOCALS]: [...locals] } : { [RESOLVE]: 'text' });
}

/** Marks an object schema as a link the resolve stage turns into a {@link ResolvedLink}. */
export function link<S extends z.ZodObject>(schema: S) {
  return schema.meta({ [RESOLVE]: 'link' }).brand<'Link'>();
}

const valueNameSchema = z
  .string()
  .regex(VALUE_NAME, 'Write a number, or the name of a value under values: in site.config.yaml (like perMinute, without braces)')
  .brand<'ValueName'>();

/** A number written here, or the name of a value from values: in site.config.yaml (no braces). */
export function amount(number: z.ZodNumber | z.ZodType<number> = z.number()) {
  return z
    .union([number, valueNameSchema], {
      error: 'Write a number like 0.59, or the name of a value under values: in site.config.yaml, like perMinute (no braces)',
    })
    .meta({ [RESOLVE]: 'amount', [UNIT]: 'rand' });
}

/** Placeholders in site text: {city} and the values of site.config.yaml. */
export const CITY = 'city';
/** In the site's cityText template: the city's name ("Cape Town"). */
export const CITY_NAME = 'name';

/** A call to action after the resolve stage: plain JSON, so islands can take it as a prop. */
export interface ResolvedLink {
  label: string;
  /** Words read after the label by screen readers and search engines only. */
  context?: string;
  style: 'primary' | 'secondary' | 'whatsapp';
  /** Working href without tracking; the browser adds the visitor's tracking values. */
  href: string;
  /** The template adds utm and affid values from the visitor's cookies. */
  tracked: boolean;
  /** The link template's name, sent with the click as the call to action (src/client/beacon.ts). */
  template?: string;
  /** Keys the block adds itself (a card's ref, an order's minutes), in the template's order. */
  takes?: string[];
  /** Kept in YAML, not shown. Lists of links leave hidden ones out. */
  hidden?: true;
}

/** Fields of a link object besides the call to action itself (a confetti button's celebrate). */
type LinkExtras<T> = Exclude<keyof T, keyof ResolvedLink | 'link' | 'values' | keyof z.$brand>;

/** The type of a schema's data after the resolve stage: links resolved, value names now numbers. */
export type Resolved<T> =
  T extends z.$brand<'ValueName'>
    ? number
    : T extends z.$brand<'Link'>
      ? ResolvedLink & { [K in keyof Pick<T, LinkExtras<T>>]: Resolved<T[K]> }
      : T extends readonly (infer U)[]
        ? Resolved<U>[]
        : T extends object
          ? { [K in keyof T]: Resolved<T[K]> }
          : T;
