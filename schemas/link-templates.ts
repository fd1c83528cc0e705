import { z } from 'zod';

import { link, rule, text } from './fields';
import { CLICK_ID_KEY, DYNAMIC_KEYS, TRACKING_KEYS, type DynamicKey } from './link-keys';

export type { DynamicKey, TrackingKey } from './link-keys';
export const dynamicKeySchema = z.enum(DYNAMIC_KEYS);

// Messaging apps that answer on https links; anything else must be https, tel: or mailto:.
const ALLOWED_PROTOCOLS = ['https:', 'tel:', 'mailto:'];

export const linkUrlSchema = z.string().refine(
  (value) => {
    try {
      return ALLOWED_PROTOCOLS.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  },
  { message: 'Must be an absolute https:, tel: or mailto: URL (for example https://forms.example.com/apply)', params: rule('wrongForm') },
);

export const linkTemplateSchema = z
  .strictObject({
    url: linkUrlSchema.describe('Where the link goes: an absolute https:, tel: or mailto: URL.'),
    params: z.record(z.string(), z.string()).optional().describe('Fixed query parameters added to every link built from this template.'),
    tracking: z
      .boolean()
      .default(false)
      .describe(
        'Append utm_source, utm_medium, utm_campaign, utm_content, utm_term and affid from the visitor cookies, and a new clickid for each press (the form provider sends it back when the application is completed).',
      ),
    takes: z.array(dynamicKeySchema).default([]).describe('Values a block may pass: ref (project code), minutes, users, setupfee, product.'),
    note: z.string().optional().describe('Free text for the team: what this target is and who owns it.'),
  })
  .superRefine((template, ctx) => {
    // Both rules stop a setting that buildOutboundUrl/applyTracking would otherwise drop in silence.
    const scheme = template.url.slice(0, template.url.indexOf(':') + 1).toLowerCase();
    if (scheme === 'tel:' || scheme === 'mailto:') {
      const unused = [
        template.params && Object.keys(template.params).length > 0 ? 'params' : undefined,
        template.takes.length > 0 ? 'takes' : undefined,
        template.tracking ? 'tracking' : undefined,
      ].filter((key): key is string => key !== undefined);
      for (const key of unused) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          params: rule('appLinkParams'),
          message: `A ${scheme} link opens the phone or mail app and carries no query parameters; remove ${key} from this template`,
        });
      }
      return;
    }
    if (!template.tracking) return;
    for (const key of Object.keys(template.params ?? {})) {
      if ((TRACKING_KEYS as readonly string[]).includes(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['params', key],
          params: rule('trackingParam'),
          message: `${key} comes from the visitor's cookies when tracking is true; remove it from params, or set tracking: false to send a fixed ${key}`,
        });
      } else if (key === CLICK_ID_KEY) {
        ctx.addIssue({
          code: 'custom',
          path: ['params', key],
          params: rule('trackingParam'),
          message: `${key} is made new for each press when tracking is true; remove it from params`,
        });
      }
    }
  })
  .describe('A named outbound target. Blocks refer to it by name.');

export const linkTemplatesSchema = z
  .record(z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'Template names are lowercase words joined by hyphens'), linkTemplateSchema)
  .describe('Named outbound link targets, referred to by name from pages and navigation.');

/** A call to action that opens an outbound template in a new tab. */
export const linkRefShape = {
  label: text().min(1).describe('Button or link text the visitor reads.'),
  link: z.string().describe('Name of a template under links: in site.config.yaml.'),
  values: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe('Values for the template, such as ref: MD76208. Only keys the template takes.'),
  hidden: z.boolean().optional().describe('Keep the button in YAML but do not show it.'),
  context: text()
    .min(1)
    .optional()
    .describe(
      'Words read after the label by screen readers and search engines but not shown, so a short label like "LEARN MORE" says what it is about: "about tender bid preparation".',
    ),
  style: z.enum(['primary', 'secondary', 'whatsapp']).optional().describe('How the button looks.'),
};
export const linkRefSchema = link(z.strictObject(linkRefShape));

export type LinkTemplate = z.infer<typeof linkTemplateSchema>;
export type LinkTemplates = z.infer<typeof linkTemplatesSchema>;
export type LinkRef = z.infer<typeof linkRefSchema>;

/** Metadata key naming the values a block passes to a link template by itself (not from YAML). */
export const LINK_PASSES = 'x-link-passes';

/**
 * A link template name for a button whose block passes values itself, like a project card's ref.
 * `npm run validate` then checks that the named template takes them.
 */
export function linkNameThatTakes(passes: readonly DynamicKey[], description: string) {
  return z
    .string()
    .meta({ [LINK_PASSES]: [...passes] })
    .describe(description);
}
