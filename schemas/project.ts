import { z } from 'zod';
import { imageSchema } from './common';
import { rule, text, UNIT } from './fields';

// Kept here rather than imported from src/lib: schemas stay free of src/ code.
function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}
const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Write the day as YYYY-MM-DD, like 2024-03-15')
  .refine(isRealDay, { message: 'That day does not exist; check the month and the day', params: rule('dayNotReal') })
  .describe('A day written YYYY-MM-DD; the page shows it as "15 Mar 2024".');

/**
 * A project card written in YAML (not fetched): a deal the club funded or is funding.
 * The return in rand is worked out from the amount and the percent, so the two cannot disagree.
 */
export const projectSchema = z
  .strictObject({
    code: z
      .string()
      .regex(/^[A-Z0-9][A-Z0-9-]*$/, 'Project codes are capital letters, digits and hyphens, like MD76208 or MDGIFTEDSCENE-A')
      .describe('Project code, like MD76208. Shown on the card and sent as ref on the investor interest form.'),
    title: text().min(1).describe('What the project is, in a few words.'),
    kind: text().min(1).describe('Type label, like "Main Contractor - Construction", "Simple Delivery", "Manufacturing" or "Industry".'),
    image: imageSchema.describe('Picture for the card (400x260), one of the /media/project-*.svg files.'),
    invest: z
      .strictObject({
        min: z
          .number()
          .positive()
          .describe('Amount in rand to invest, or the smallest amount when there is a range.')
          .meta({ [UNIT]: 'rand' }),
        max: z
          .number()
          .positive()
          .optional()
          .describe('Largest amount in rand, when investors choose an amount in a range.')
          .meta({ [UNIT]: 'rand' }),
      })
      .describe('How much an investor puts in, in rand.'),
    returnPercent: z
      .number()
      .positive()
      .max(1000)
      .describe('Return as a percentage of the amount invested: 24 means 24 %. The return in rand is worked out from it.')
      .meta({ [UNIT]: 'percent' }),
    returnAtLeast: z.boolean().default(false).describe('Show the return as a minimum ("100%+").'),
    returnPerYear: z.boolean().default(false).describe('The return is per year rather than for the whole term ("a year").'),
    profitSharePercent: z
      .number()
      .positive()
      .max(100)
      .optional()
      .describe('Offer a profit share as the other option: 25 shows "or 25% profit share".')
      .meta({ [UNIT]: 'percent' }),
    termDays: z.number().int().min(1).max(366).optional().describe('Payment term in days. Give this or term.'),
    term: text().min(1).optional().describe('Payment term as text when it is not a number of days, like "12-18+ months".'),
    wantedBy: daySchema.describe('Day the loan is wanted by (YYYY-MM-DD).'),
    paybackBy: daySchema.describe('Day the loan is paid back by (YYYY-MM-DD).'),
    notes: z.array(text().min(1)).default([]).describe('Extra facts for the card, like "Float ZAR 500K".'),
    closed: z.boolean().describe('true once the project is fully funded: the card shows "Investment is closed." and its invest button is disabled.'),
    chat: z.boolean().default(false).describe('Turn on the live-chat button of this card (it is shown disabled otherwise).'),
  })
  .superRefine((project, ctx) => {
    if (project.invest.max !== undefined && project.invest.max <= project.invest.min) {
      ctx.addIssue({
        code: 'custom',
        path: ['invest', 'max'],
        params: rule('investRange'),
        message: `The largest amount (invest.max, ${project.invest.max}) must be more than the smallest (invest.min, ${project.invest.min}); remove max for a single amount`,
      });
    }
    if ((project.termDays === undefined) === (project.term === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['termDays'],
        params: rule('termOnce'),
        message: 'Give the payment term once: termDays (a number of days) or term (text like "12-18+ months"), not both and not neither',
      });
    }
    const days = daysFrom(project.wantedBy, project.paybackBy);
    // A day that is not a real day has its own problem already.
    if (Number.isNaN(days)) return;
    if (days <= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['paybackBy'],
        params: rule('paybackBeforeWanted'),
        message: `The payback day (paybackBy, ${project.paybackBy}) must come after the day the loan is wanted by (wantedBy, ${project.wantedBy})`,
      });
    } else if (project.termDays !== undefined && days !== project.termDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['paybackBy'],
        params: rule('termDisagrees'),
        message: `The payback day is ${days} days after wantedBy, but termDays is ${project.termDays}; make them agree (paybackBy = wantedBy + termDays)`,
      });
    }
  })
  .describe('A project card: what it is, how much to invest, the return, the term and whether it is still open.');

export type Project = z.infer<typeof projectSchema>;
