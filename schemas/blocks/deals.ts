import { z } from 'zod';
import { cityTextSchema, imageSchema, internalLinkSchema, sectionIdSchema, hydrateSchema } from '../common';
import { link, rule, text } from '../fields';
import { linkNameThatTakes, linkRefSchema } from '../link-templates';
import { projectSchema } from '../project';

/** A card button: the card adds ref = its project code, so the template must take ref. */
const cardActionSchema = link(
  z.strictObject({
    label: text().min(1).describe('Button text the visitor reads.'),
    link: linkNameThatTakes(['ref'], 'Name of a template under links: in site.config.yaml that takes ref (the project code).'),
    style: z.enum(['primary', 'secondary', 'whatsapp']).optional().describe('How the button looks.'),
  }),
);

/** A button to a section of this page or another page (Refer and Earn -> #refer). */
const internalButtonSchema = internalLinkSchema.extend({
  style: z.enum(['primary', 'secondary', 'whatsapp']).optional().describe('How the button looks.'),
});

const dealLabelsSchema = z
  .strictObject({
    stage: text().default('Stage'),
    poAmount: text().default('PO or invoice amount'),
    opportunityAmount: text().default('Opportunity amount'),
    financeFeePercent: text().default('Finance fee'),
    financeFee: text().default('Fee'),
    funderInterest: text().default('Funder interest'),
    profitShareRatio: text().default('Profit share ratio'),
    paymentTerm: text().default('Payment term'),
    deliveryDate: text().default('Delivery date'),
    supplierLeadTime: text().default('Supplier lead time'),
    days: text().default('days'),
  })
  .describe('Names of the facts on a fetched deal card.');

const projectLabelsSchema = z
  .strictObject({
    code: text().default('Project code'),
    invest: text().default('Invest'),
    returnRand: text().default('Return'),
    returnPercent: text().default('Return %'),
    paymentTerm: text().default('Payment term'),
    wantedBy: text().default('Loan wanted by'),
    paybackBy: text().default('Loan payback by'),
    to: text().default('to'),
    days: text().default('days'),
    orProfitShare: text(['percent']).default('or {percent} profit share').describe('{percent} becomes the profit share, like 25%.'),
    perYear: text().default('a year'),
  })
  .describe('Names of the facts on a project card.');

export const dealsSchema = z
  .strictObject({
    type: z.literal('deals'),
    hydrate: hydrateSchema('visible'),
    id: sectionIdSchema.default('deals'),
    actions: z
      .array(z.union([linkRefSchema, internalButtonSchema]))
      .default([])
      .describe('Buttons shown just above the deals section: a link template (link:) or a place on the site (to: #refer).'),
    heading: cityTextSchema.describe('Section heading (h2), inviting the visitor to choose a project.'),
    intro: z.array(text().min(1)).default([]).describe('Paragraphs under the heading.'),
    loadingText: text().min(1).default('Loading deals for investing...').describe('Shown while the live deals load.'),
    waitingText: text()
      .min(1)
      .default('The live deals appear here once this page has loaded.')
      .describe(
        "Shown in place of the live deals until the page's script takes over, and for good where it never does (script off, blocked or failed to arrive): say where else the visitor gets the deals.",
      ),
    dealActions: z.array(cardActionSchema).min(1).describe('Buttons on each live deal card (CALL ME BACK, AM INTERESTED); each sends ref = the project code.'),
    dealLabels: dealLabelsSchema.prefault({}),
    pastDelivery: z
      .strictObject({
        show: z
          .enum(['closed', 'hidden', 'open'])
          .default('closed')
          .describe('closed: the card shows `stage` and no buttons; hidden: the deal is left out; open: shown as the sheet says.'),
        stage: text().min(1).default('Closed').describe("Shown as the stage of a closed deal, in place of the sheet's (Funding open)."),
      })
      .prefault({})
      .describe('What a live deal whose delivery date has passed shows. validate and build name each such deal of the local content store (LE741).'),
    closingSoon: z
      .strictObject({
        days: z
          .number()
          .int()
          .min(0)
          .max(365)
          .default(14)
          .describe('A live deal delivered within this many days from today closes soon: it is listed after the open ones.'),
        label: text().min(1).default('Closing soon').describe('Shown on the card of a live deal that closes soon.'),
      })
      .prefault({})
      .describe('Live deals close at their delivery date; those near it are listed after the open ones, marked with the label.'),
    investAction: cardActionSchema.describe('The invest button of each project card (I WANT TO INVEST NOW); disabled on closed projects.'),
    chatAction: link(
      z.strictObject({
        label: text().min(1),
        link: z.string().describe('Name of the live-chat template under links: in site.config.yaml.'),
        style: z.enum(['primary', 'secondary', 'whatsapp']).optional(),
      }),
    ).describe('The live-chat button of each project card; enabled only where the project says chat: true.'),
    closedText: text().min(1).default('Investment is closed.').describe('Text laid over the picture of a closed project.'),
    showClosedText: text()
      .min(1)
      .default('Show closed projects')
      .describe('The control after the open projects and deals that unfolds the closed ones (folded away so the open ones come first).'),
    closedOverlay: imageSchema
      .extend({ alt: z.literal('').describe('Always empty: the overlay is decoration, the closed text is real text.') })
      .describe('Band laid over the picture of a closed project (/media/closed-overlay.svg).'),
    projectLabels: projectLabelsSchema.prefault({}),
    projects: z
      .array(projectSchema)
      .default([])
      .describe(
        'Project cards shown after the live deals: the open ones in this order, then the closed ones in this order, folded away behind showClosedText.',
      ),
  })
  .superRefine((block, ctx) => {
    const seen = new Map<string, number>();
    block.projects.forEach((project, index) => {
      const first = seen.get(project.code);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['projects', index, 'code'],
          params: rule('projectCodeTwice'),
          message: `Project code ${project.code} is already used by projects[${first}]; every card needs its own code (it is the ref on the investor form)`,
        });
      }
      seen.set(project.code, index);
    });
  })
  .describe('The deals section: heading, intro, the live deals from the content store, then the project cards.');

export type DealsBlock = z.infer<typeof dealsSchema>;
export type DealLabels = DealsBlock['dealLabels'];
export type ProjectLabels = DealsBlock['projectLabels'];
export type CardAction = z.infer<typeof cardActionSchema>;
