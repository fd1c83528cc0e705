import { z } from 'zod';

/** One investment deal as the deal cards receive it: plain, validated values. */
export const dealSchema = z.object({
  npi: z.string().describe('NPI value as written in the deals sheet.'),
  contractCode: z.string(),
  projectCode: z.string().min(1).describe('Project code; also sent as ref on the investor interest form.'),
  subtitle: z.string().describe('The two subtitle parts joined as "a - b".'),
  title: z.string().min(1),
  stage: z.string(),
  publish: z.boolean(),
  poAmount: z.number().nonnegative().describe('PO or invoice amount in rand.'),
  opportunityAmount: z.number().nonnegative(),
  profitForShare: z.number().nonnegative(),
  financeFeePercent: z.number().nonnegative().describe('Percentage points: 12.5 means 12.5 %.'),
  financeFee: z.number().nonnegative(),
  funderInterest: z.number().nonnegative(),
  funderFinancePercent: z.number().nonnegative(),
  funderProfitShareRatio: z.string(),
  debtorPaymentTermDays: z.number().int().nonnegative(),
  deliveryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  supplierLeadTime: z.string(),
});

export type Deal = z.infer<typeof dealSchema>;
