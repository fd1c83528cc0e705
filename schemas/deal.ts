import { z } from 'zod';

/**
 * A cell that could not be read as what its column holds (an amount of "TBC"): the card shows it
 * exactly as written in the sheet, so a published deal is never dropped for one unreadable cell.
 */
const asWritten = z.string().describe('The cell as written in the deals sheet, shown as it is because it could not be read.');
/** A rand amount or a percentage, or the cell as written. */
const figure = z.union([z.number().nonnegative(), asWritten]);

/** One investment deal as the deal cards receive it: the values read from its row. */
export const dealSchema = z.object({
  npi: z.string().describe('NPI value as written in the deals sheet.'),
  contractCode: z.string(),
  projectCode: z.string().min(1).describe('Project code; also sent as ref on the investor interest form.'),
  subtitle: z.string().describe('The two subtitle parts joined as "a - b".'),
  title: z.string().min(1),
  stage: z.string(),
  publish: z.boolean(),
  poAmount: figure.describe('PO or invoice amount in rand.'),
  opportunityAmount: figure,
  profitForShare: figure,
  financeFeePercent: figure.describe('Percentage points: 12.5 means 12.5 %.'),
  financeFee: figure,
  funderInterest: figure,
  funderFinancePercent: figure,
  funderProfitShareRatio: z.string(),
  debtorPaymentTermDays: z.union([z.number().int().nonnegative(), asWritten]),
  deliveryDate: z.string().describe('YYYY-MM-DD, or the cell as written when it is not a date.'),
  supplierLeadTime: z.string(),
});

export type Deal = z.infer<typeof dealSchema>;
