import { z } from 'zod';
import { rule } from './fields';

// Rules mirror the ones @sanity/client enforces when it starts, so a bad value fails the
// build with a YAML position instead of failing in a visitor's browser.
const API_VERSION = /^(1|X|\d{4}-\d{2}-\d{2})$/;

function isRealDate(value: string): boolean {
  if (value === '1' || value === 'X') return true;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const localStoreSchema = z
  .strictObject({
    enabled: z
      .boolean()
      .default(true)
      .describe('true: pages read testimonials and deals from the local content store (files in content/). false: they read from the hosted project above.'),
    port: z
      .number()
      .int()
      .min(1)
      .max(65535)
      .default(3999)
      .describe('Port the local content store listens on (npm run content). Change it only if 3999 is already taken.'),
  })
  .describe('The local content store: a copy of the content service that runs on this computer, for previews and tests.');

export const contentStoreSchema = z
  .strictObject(
    {
      projectId: z
        .string()
        .regex(/^[a-zA-Z0-9-]+$/, 'A project id has only letters, digits and dashes (for example abc123xy), as shown in the content service dashboard')
        .describe('Id of the hosted content project that holds testimonials and deals. Copy it from the project dashboard.'),
      dataset: z
        .string()
        .max(64, 'A dataset name is at most 64 characters')
        .regex(
          /^[a-z0-9][a-z0-9_-]*$/,
          'A dataset name has lowercase letters, digits, underscores and dashes, and starts with a letter or digit (for example production)',
        )
        .describe('Which dataset of the project to read, usually production.'),
      apiVersion: z
        .string()
        .regex(API_VERSION, 'The API version is 1, X or a date written YYYY-MM-DD (for example 2023-10-08)')
        .refine(isRealDate, {
          message: 'The API version date is not a real calendar date; write it as YYYY-MM-DD (for example 2023-10-08)',
          params: rule('dayNotReal'),
        })
        .default('2023-10-08')
        .describe('Version of the content service API to use. Leave at 2023-10-08 unless a developer asks you to change it.'),
      useCdn: z
        .boolean()
        .default(true)
        .describe('true: read from the fast cached copy (changes may take a minute to show). false: always read the newest content.'),
      perspective: z
        .enum(['published', 'previewDrafts', 'raw'])
        .default('published')
        .describe('published: only content you have published. previewDrafts: show unpublished drafts too (needs a token). raw: everything, for developers.'),
      requestTag: z
        .string()
        .regex(/^[a-zA-Z0-9._-]{1,75}$/, 'A request tag is 1 to 75 characters of letters, digits, dots, dashes and underscores (for example landing.site)')
        .optional()
        .describe('Label added to every request so the content service usage report shows which site made it.'),
      timeoutMs: z
        .number()
        .int()
        .positive('The time-out is a whole number of milliseconds above 0 (300000 is five minutes)')
        .default(300000)
        .describe('How long to wait for the content service before giving up, in milliseconds (300000 is five minutes).'),
      local: localStoreSchema.prefault({}),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' && issue.keys.some((key) => /token/i.test(key))
          ? 'The read token must never be written in site.config.yaml: remove it here and set the SANITY_READ_TOKEN environment variable on the build server instead'
          : undefined,
    },
  )
  .describe('Where testimonials and investment deals come from: the hosted content service, or the local copy in content/.');

export type ContentStoreConfig = z.infer<typeof contentStoreSchema>;
export type ContentStoreInput = z.input<typeof contentStoreSchema>;
export type LocalStoreConfig = z.infer<typeof localStoreSchema>;
