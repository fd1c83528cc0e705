import { z } from 'zod';
import { RESOLVE } from '../../schemas/fields';
import { holdsText } from '../../schemas/translation';

type AnySchema = z.core.$ZodType;
type Def = { type: string } & Record<string, unknown>;

/**
 * The block reference's part on languages (decision 45): how a page's texts are translated, with
 * one block in Afrikaans, and for each block type the fields a translation holds, worked out from
 * the schema (the `x-resolve: text` fields) so a new block's list needs no one to keep it.
 */

/** The hero example's texts in Afrikaans: what translations/af/pages/<page>.yaml holds for it (tests/dev/docs/docs.test.ts validates it). */
export const HERO_IN_AFRIKAANS = `sections:
  - type: hero
    heading: Sonkragfinansiering{city}
    intro: Finansiering vir sonkraginstallasies, vanaf R50,000.
    claims: [Vaste maandelikse paaiemente, Besluit binne 48 uur]
    actions:
      - { label: Doen nou aansoek }
`;

/** The section of docs/blocks.md that says how a block is translated; `hero` is the hero example as the doc shows it. */
export function translationSection(hero: string): string[] {
  return [
    '## Texts in other languages',
    '',
    "On a site that declares other languages (`languages:` in site.config.yaml), a page's texts in each one are in `translations/<tag>/pages/<page>.yaml`: `meta` and `sections`, the sections in the page's order, each with its `type` and only its texts (the fields each block lists under *Translated* above).",
    "Links, prices, pictures, numbers and switches come from the page itself; a list of texts has as many items as the page's, in the same order; `{city}` and value placeholders stay as they are, so a price is written once.",
    'A text left out shows in the default language meanwhile, and `validate` warns ([LE811](errors.md#le811)); a label the page leaves to its default (in the *Default* column above) asks for no translation, but a translation may write one. `npm run edit` shows each text beside its translation.',
    '',
    'The hero block of a page, and its texts in Afrikaans:',
    '',
    // Each with its file's name first: the block examples above are the only ones that start with sections:.
    '```yaml',
    '# pages/solar.yaml',
    `sections:${hero.replace(/\n/g, '\n  ')}`,
    '```',
    '',
    '```yaml',
    '# translations/af/pages/solar.yaml',
    HERO_IN_AFRIKAANS.trimEnd(),
    '```',
    '',
  ];
}

/** The line under a block's table: the fields its translation holds, like `heading`, `claims[]`, `actions[].label`. */
export function translatedLine(schema: AnySchema): string {
  const fields = textFields(schema, '');
  return `*Translated* (in \`translations/<tag>/pages/\`): ${fields.length > 0 ? fields.map((field) => `\`${field}\``).join(', ') : 'nothing: this block has no text'}.`;
}

const isText = (schema: AnySchema) => z.globalRegistry.get(schema)?.[RESOLVE] === 'text';

/** The schema without optional, default and pipe wrappers, and whether any of them is marked text. */
function peel(schema: AnySchema): { schema: AnySchema; text: boolean } {
  let current = schema;
  let text = isText(current);
  for (let def = current._zod.def as unknown as Def; 'innerType' in def || def.type === 'pipe'; def = current._zod.def as unknown as Def) {
    current = ('innerType' in def ? def.innerType : def.in) as AnySchema;
    text ||= isText(current);
  }
  return { schema: current, text };
}

function textFields(schema: AnySchema, prefix: string): string[] {
  const { schema: inner, text } = peel(schema);
  if (text) return [prefix.replace(/\.$/, '')];
  const def = inner._zod.def as unknown as Def;
  if (def.type === 'object') {
    return Object.entries(def.shape as Record<string, AnySchema>).flatMap(([key, child]) =>
      key !== 'type' && holdsText(child) ? textFields(child, `${prefix}${key}.`) : [],
    );
  }
  if (def.type === 'array') return textFields(def.element as AnySchema, `${prefix.replace(/\.$/, '')}[].`);
  if (def.type === 'record') return textFields(def.valueType as AnySchema, `${prefix}<name>.`);
  if (def.type === 'union') return [...new Set((def.options as AnySchema[]).flatMap((option) => textFields(option, prefix)))];
  return [];
}
