import { z } from 'zod';
import { clickIdSchema } from './event';
import { rule } from './fields';

/**
 * Completed applications, reported back by the form providers (POST /__conversions,
 * src/core/postbacks.ts): the site's settings, the postback's body, and the rows the event stores keep.
 */

/** A provider's secret is named by its environment variable, never written here: capitals, digits and _, ending in _SECRET. */
export const SECRET_VARIABLE = /^[A-Z][A-Z0-9_]{0,56}_SECRET$/;
/** A provider's name, as it sends it in the Conversion-Provider header. */
export const PROVIDER_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;

export const conversionProviderSchema = z.strictObject({
  secretVariable: z
    .string()
    .regex(
      SECRET_VARIABLE,
      'Name the environment variable that holds the secret, in capitals ending in _SECRET, like FINANCE_FORMS_SECRET; never write the secret itself here',
    )
    .describe(
      "The environment variable that holds this provider's secret (at least 32 characters: openssl rand -hex 32), like FINANCE_FORMS_SECRET. Set it where the server runs (or `npx wrangler secret put FINANCE_FORMS_SECRET` for the Worker); the secret itself never goes into YAML.",
    ),
  thanksPath: z
    .string()
    .regex(/^\/[^\s?#]*$/, 'A path of this site, starting with /, like /thank-you')
    .optional()
    .describe(
      'For a provider that can only send the visitor back with a signed thank-you link (GET /__conversions/thanks): the page of this site the visitor is then sent to, like /thank-you. Default: the home page. docs/tracking.md says how the link is signed and what it cannot promise.',
    ),
  note: z.string().optional().describe('Free text for the team: which form this provider runs and who owns it.'),
});

export const conversionsSchema = z
  .strictObject({
    providers: z
      .record(
        z.string().regex(PROVIDER_NAME, 'Provider names are lowercase words joined by hyphens, at most 40 characters, like finance-forms'),
        conversionProviderSchema,
      )
      .describe('The form providers that report completed applications, by the name each sends in its Conversion-Provider header, each with its own secret.'),
  })
  .superRefine(({ providers }, ctx) => {
    const first = new Map<string, string>();
    for (const [name, { secretVariable }] of Object.entries(providers)) {
      const other = first.get(secretVariable);
      if (other === undefined) first.set(secretVariable, name);
      else
        ctx.addIssue({
          code: 'custom',
          path: ['providers', name, 'secretVariable'],
          params: rule('conversionSecretShared'),
          message: `${secretVariable} is already the secret of ${other}. Each provider signs with its own secret: name another variable, like ${name.toUpperCase().replace(/-/g, '_')}_SECRET`,
        });
    }
  })
  .describe(
    "Completed applications reported back by the form providers (POST /__conversions, signed with each provider's secret), tied to the press that opened the form by its click id. Leave out for a site that takes none. docs/tracking.md says how a provider is set up.",
  );

/** The stages of an application a provider reports, each stored once per click id. */
export const STAGES = ['submitted', 'approved', 'paid'] as const;
export type Stage = (typeof STAGES)[number];

/** The largest value a postback may carry, in rand. */
export const MAX_VALUE_RAND = 1_000_000_000;

/** The body of a postback: the click id the form received, and optionally the stage (submitted when left out) and the value in rand. */
export const postbackSchema = z.strictObject({
  clickId: clickIdSchema,
  stage: z.enum(STAGES).default('submitted'),
  value: z
    .number()
    .min(0)
    .max(MAX_VALUE_RAND)
    .refine((rand) => Math.abs(rand * 100 - Math.round(rand * 100)) < 1e-6, 'an amount in rand with at most two decimals, like 1500.50')
    .optional(),
});

/** One stored conversion: what the stores write and the report will read. */
export interface ConversionRow {
  /** Server time in ms since 1970, when the postback was taken. */
  ts: number;
  clickId: string;
  stage: Stage;
  /** The value in cents (R1,500.50 is 150050), or null when the postback gave none. */
  valueCents: number | null;
  provider: string;
}

/** Why a postback was refused, as the stores count it (never the postback itself). */
export const REFUSAL_REASONS = ['unsigned', 'stale', 'bad-signature', 'no-secret', 'too-large', 'malformed', 'unknown-click', 'replay'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** Refused postbacks counted per UTC day, provider ('' when the postback named none the site has) and reason. */
export interface RefusalCount {
  day: string;
  provider: string;
  reason: RefusalReason;
  n: number;
}

export type Conversions = z.infer<typeof conversionsSchema>;
