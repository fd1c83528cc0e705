import { z } from 'zod';
import { blockSchema } from './blocks/index';
import { text, UNIT } from './fields';

const id = (what: string) => z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, `${what} ids are 1 to 40 lowercase letters, digits and hyphens, like hero-heading`);

/** One change a variant makes to one block of the page. */
export const blockOverrideSchema = z
  .strictObject({
    section: z
      .union([z.string().min(1), z.number().int().nonnegative()])
      .describe('Which block to change: its id (like benefits) or its position in sections, counting from 0.'),
    set: z
      .record(z.string(), z.unknown())
      .describe('The fields to replace in that block, written as in the block itself (heading: New words). The block must stay valid.'),
  })
  .describe('A change to one block of the page for this variant.');

export const variantSchema = z
  .strictObject({
    id: id('Variant').describe('Short name of the variant, like control or quote-first. One variant is called control: the page as written.'),
    weight: z
      .number()
      .positive()
      .describe('Share of new visitors who get this variant, in percent. The weights of an experiment add up to 100.')
      .meta({ [UNIT]: 'percent' }),
    heading: text().optional().describe("A new heading for the page's hero block."),
    blocks: z.array(blockOverrideSchema).optional().describe('Changes to other blocks of the page.'),
    sections: z.array(blockSchema).min(1).optional().describe("A whole new list of sections for this variant, instead of the page's own."),
    example: z
      .literal(true)
      .optional()
      .describe(
        "true while this variant's copy is only an example nobody has approved: the experiment cannot run (or end with it as winner) until you replace the copy and remove this line.",
      ),
  })
  .describe('One version of the page in an experiment.');

/** What an experiment is decided on, when the goal names one kind of it. */
export const GOALS = ['presses', 'applications', 'value'] as const;

export const goalSchema = z
  .union([
    z.enum(GOALS),
    z.strictObject({
      presses: z.string().min(1).describe('The link template (its name under links: in site.config.yaml) whose presses count, like finance-apply.'),
    }),
  ])
  .describe(
    'What the experiment is decided on: presses (every call-to-action press, the default), { presses: <link template> } (presses of one template), applications (completed applications the form providers report back) or value (their value in rand). applications and value need conversions.providers in site.config.yaml.',
  );

export const experimentSchema = z
  .strictObject({
    id: id('Experiment').describe("Name of the experiment, unique on the site, like tender-hero. The visitor's cookie is xp-<id>."),
    status: z
      .enum(['running', 'paused', 'ended'])
      .describe(
        'running: new visitors are shared out by weight. paused: everyone sees the control and nobody new is assigned. ended: everyone sees the winner.',
      ),
    winner: id('Variant').optional().describe('The variant everyone sees once the experiment has ended (status: ended).'),
    variants: z.array(variantSchema).min(2).describe('The versions of the page, the control (the page as written) among them.'),
    goal: goalSchema.optional(),
  })
  .describe(
    'A test of page versions: visitors are assigned a variant once and keep it (cookie), and npm run report compares each variant with the control on the goal, with a verdict you may read as often as you like.',
  );

export type Experiment = z.infer<typeof experimentSchema>;
export type Variant = z.infer<typeof variantSchema>;
export type Goal = z.infer<typeof goalSchema>;
export type BlockOverride = z.infer<typeof blockOverrideSchema>;
