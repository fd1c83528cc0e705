import { z } from 'zod';
import { amount, link, rule, text, UNIT } from '../fields';
import { linkNameThatTakes } from '../link-templates';
import { cityTextSchema, sectionIdSchema } from '../common';

// Prices are worked out in whole cents, so a rand amount with a fraction of a cent would be rounded away.
const randSchema = z
  .number()
  .min(0)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'Rand amounts have at most two decimals (whole cents), like 0.59 or 49',
    params: rule('randFraction'),
  });

/** The most bundles one block may offer: the stylesheet shows a bundle's price by its position (plan-cards.css has a rule for each). */
export const MAX_BUNDLES = 16;

export const planFeatureSchema = z.strictObject({
  name: text().min(1).describe('The feature as the visitor reads it, like "Free collection" or "Voicemail to email".'),
  available: z.boolean().describe('true shows a tick (included), false a cross (not on this plan).'),
});

export const planSchema = z.strictObject({
  name: text().min(1).describe('Plan name shown on the card and sent to the order form as product, like "Team 3x".'),
  features: z.array(planFeatureSchema).default([]).describe('Features listed on the card, each with a tick or a cross.'),
  setupFee: amount(randSchema).describe('Once-off setup fee in rand, like 499, or a value name like setupTeam. Sent to the order form as setupfee.'),
  defaultMinutes: z
    .number()
    .int()
    .min(0)
    .default(0)
    .describe("The bundle the card starts with. Must be one of the block's bundles. Sent to the order form as minutes."),
  defaultUsers: z.number().int().min(1).describe('Users on the plan (lines, seats, bikes: what labels.users counts). Sent to the order form as users.'),
  isPBX: z
    .boolean()
    .default(true)
    .describe(
      'Which line the card shows beside its users: true shows labels.pbx, false labels.noPbx (like "Cloud PBX included" and "Single line"); with that label not written, the users alone.',
    ),
  disc: z
    .number()
    .min(0)
    .max(1)
    .default(0)
    .describe('Discount as a fraction of the monthly price: 0.1 takes 10% off. 0 for none.')
    .meta({ [UNIT]: 'fraction' }),
  isEnterprise: z.boolean().default(false).describe('Marks the card as the enterprise plan (shows the enterprise badge).'),
});

export const planCardsLabelsSchema = z.strictObject({
  minutes: text().min(1).default('Monthly bundle').describe('Label of the bundle selector, like "Prepaid minutes a month" or "Services a year".'),
  minutesOption: text(['minutes'])
    .min(1)
    .default('{minutes} a month')
    .describe('How a bundle reads in the selector; {minutes} becomes the number, like "250 minutes" from "{minutes} minutes".'),
  noMinutes: text().min(1).default('No bundle').describe('How the bundle 0 reads in the selector, like "No bundle (pay as you go)".'),
  perMonth: text().min(1).default('per month').describe('Text after the monthly price.'),
  users: text(['users']).min(1).default('{users} users').describe('How the number of users reads; {users} becomes the number.'),
  oneUser: text().min(1).default('1 user').describe('How a single user reads.'),
  setupFee: text(['amount']).min(1).default('{amount} once-off setup').describe('Setup fee line; {amount} becomes the fee, like "R499".'),
  pbx: text().min(1).optional().describe('Shown after the users on plans with isPBX: true, like "Cloud PBX included"; none when not written.'),
  noPbx: text().min(1).optional().describe('Shown after the users on plans with isPBX: false, like "Single line, no PBX"; none when not written.'),
  enterprise: text().min(1).default('Enterprise').describe('Badge on plans with isEnterprise: true.'),
  discount: text(['percent']).min(1).default('{percent}% off').describe('Badge on discounted plans; {percent} becomes the discount.'),
  included: text().min(1).default('Included').describe('Screen-reader text for a tick in the feature list.'),
  notIncluded: text().min(1).default('Not included').describe('Screen-reader text for a cross in the feature list.'),
  showFeatures: text().min(1).default('Show all features').describe('Toggle text while the feature list is hidden.'),
  hideFeatures: text().min(1).default('Hide all features').describe('Toggle text while the feature list is shown.'),
});

export const planCardsSchema = z
  .strictObject({
    type: z.literal('plan-cards'),
    id: sectionIdSchema.optional(),
    heading: cityTextSchema.optional().describe('Section heading (h2).'),
    intro: text().optional().describe('A sentence under the heading.'),
    pricePerMinute: amount(randSchema).describe(
      'Rand a month per unit of a bundle (a prepaid minute, a service a year), like 0.59, or a value name like perMinute.',
    ),
    rentalPerUser: amount(randSchema).describe("Rand per user a month (a line's rental, a bike's cover), like 49, or a value name like rental."),
    bundles: z
      .array(z.number().int().min(0))
      .min(1)
      .max(MAX_BUNDLES)
      .refine((list) => new Set(list).size === list.length, { message: 'Each bundle may appear once', params: rule('bundleTwice') })
      .describe(
        'Bundle sizes the visitor can choose (minutes, services: what labels.minutesOption counts), in the order shown, like [0, 100, 250]; at most 16.',
      ),
    labels: planCardsLabelsSchema
      .default(planCardsLabelsSchema.parse({}))
      .describe('Texts on the cards, in the words of what the site sells; each but pbx and noPbx has a neutral default.'),
    order: link(
      z.strictObject({
        label: text().min(1).describe('Order button text.'),
        link: linkNameThatTakes(
          ['minutes', 'users', 'setupfee', 'product'],
          'Link template of the order form; it must take minutes, users, setupfee and product.',
        ),
      }),
    ).describe('The order button on every card; the card passes its minutes, users, setup fee and plan name.'),
    plans: z.array(planSchema).min(1).describe('The plans, one card each, left to right.'),
  })
  .superRefine((block, ctx) => {
    block.plans.forEach((plan, index) => {
      if (!block.bundles.includes(plan.defaultMinutes)) {
        ctx.addIssue({
          code: 'custom',
          path: ['plans', index, 'defaultMinutes'],
          params: rule('minutesNotBundle'),
          message: `Plan "${plan.name}" starts at the bundle ${plan.defaultMinutes}, which is not one of the bundles (${block.bundles.join(', ')}). Use one of those or add ${plan.defaultMinutes} to bundles.`,
        });
      }
    });
  })
  .describe(
    'Plan cards: a bundle selector, the monthly price (bundle times pricePerMinute plus users times rentalPerUser, less the discount), the feature list and an order button per plan.',
  );

export type PlanCardsBlock = z.infer<typeof planCardsSchema>;
export type Plan = z.infer<typeof planSchema>;
export type PlanCardsLabels = z.infer<typeof planCardsLabelsSchema>;
