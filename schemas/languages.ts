import { z } from 'zod';
import { rule } from './fields';

/**
 * The tag as BCP 47 spells it (Intl.getCanonicalLocales), or why it is not one. The first subtag
 * must be a two- or three-letter language code: "english" is well-formed BCP 47 but names nothing.
 */
export function tagProblem(tag: string): string | undefined {
  let canonical: string;
  try {
    canonical = Intl.getCanonicalLocales(tag)[0]!;
  } catch {
    return `"${tag}" is not a language tag (BCP 47).${spelling(tag)}`;
  }
  if (!/^[a-z]{2,3}(-|$)/.test(canonical))
    return `"${tag}" is not a language code: a tag starts with the language's two- or three-letter code, like en, af or zu.`;
  if (canonical !== tag) return `Write the language tag as ${canonical}, its standard (BCP 47) form, not "${tag}".`;
  return undefined;
}

/** A hint for a tag written with _ (en_ZA): its BCP 47 form, or how a tag looks. */
function spelling(tag: string): string {
  try {
    const canonical = Intl.getCanonicalLocales(tag.replace(/_/g, '-'))[0]!;
    if (/^[a-z]{2,3}(-|$)/.test(canonical)) return ` Write ${canonical}.`;
  } catch {
    // Not even with hyphens: the general hint below.
  }
  return " Write the language's code, like en, af or zu (with a region if needed: en-ZA).";
}

const tagSchema = z.string().min(1).describe("The language's BCP 47 tag, like en, af, zu or en-ZA.");
const nameSchema = z.string().min(1).describe("The language's name in itself, as the language switch shows it, like Afrikaans or isiZulu.");

/** `languages:` in site.config.yaml (decision 45). */
export const languagesSchema = z
  .strictObject({
    default: z.strictObject({ tag: tagSchema, name: nameSchema }).describe('The language the pages in pages/ are written in; its pages have no prefix.'),
    others: z
      .array(
        z.strictObject({
          tag: tagSchema,
          name: nameSchema,
          prefix: z.string().describe("Where this language's pages live: one path segment, like /af. /af/solar is then the Afrikaans /solar."),
        }),
      )
      .default([])
      .describe('Every other language: its texts are in translations/<tag>/, one file per page.'),
  })
  .superRefine((languages, ctx) => {
    const all = [languages.default, ...languages.others];
    const firstOf = new Map<string, number>();
    all.forEach(({ tag }, index) => {
      const path = index === 0 ? ['default', 'tag'] : ['others', index - 1, 'tag'];
      const problem = tagProblem(tag);
      if (problem) ctx.addIssue({ code: 'custom', path, params: rule('badLanguageTag'), message: problem });
      const first = firstOf.get(tag.toLowerCase());
      if (first !== undefined) {
        const where = first === 0 ? 'the default language' : `others[${first - 1}]`;
        ctx.addIssue({
          code: 'custom',
          path,
          params: rule('languageTwice'),
          message: `The language ${tag} is already declared (${where}). Each language is declared once: remove this one`,
        });
      } else firstOf.set(tag.toLowerCase(), index);
    });
    const prefixes = new Map<string, number>();
    languages.others.forEach(({ prefix }, index) => {
      const path = ['others', index, 'prefix'];
      if (!/^\/[a-z0-9-]{1,60}$/.test(prefix)) {
        const segment = prefix.replace(/^\/+|\/+$/g, '').toLowerCase();
        const hint = /^[a-z0-9-]{1,60}$/.test(segment) ? `, like /${segment}` : `, like /${languages.others[index]!.tag.toLowerCase()}`;
        ctx.addIssue({
          code: 'custom',
          path,
          params: rule('badLanguagePrefix'),
          message: `The prefix "${prefix}" must be / followed by one path segment of lowercase letters, digits and hyphens${hint}`,
        });
        return;
      }
      const first = prefixes.get(prefix);
      if (first !== undefined)
        ctx.addIssue({
          code: 'custom',
          path,
          params: rule('languagePrefixTwice'),
          message: `The prefix ${prefix} is already the prefix of others[${first}] (${languages.others[first]!.name}). Give each language its own prefix`,
        });
      else prefixes.set(prefix, index);
    });
  })
  .describe('The languages of the site: the default (pages/) and others (translations/<tag>/). Leave out for a site in one language.');

export type Languages = z.infer<typeof languagesSchema>;
