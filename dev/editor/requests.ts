import { z } from 'zod';

/**
 * The bodies the editor's page sends to its server (issue 57): one schema each, read by the route
 * table (dev/editor/api-routes.ts) before any handler runs, and the page's own request types are
 * z.infer of the same schemas. The page imports this module for its types only, so zod's request
 * checks never reach its bundle. Each error says what the field must hold, in the words a refusal
 * then quotes ("draft › pages/home.yaml › version must be ...").
 */

/** Edits in one request: far more than a day's work between saves, far fewer than a frozen server. */
export const MAX_EDITS = 5_000;

/** An object's error: what it must be, or the keys it does not take (a typo would otherwise pass unseen). */
const objectError = (what: string) => (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? `holds ${issue.keys!.map((key) => `"${key}"`).join(', ')}, which it does not take` : what;

const index = (what: string) =>
  z
    .number({ error: `must be ${what}, a whole number from 0` })
    .int({ error: `must be ${what}, a whole number from 0` })
    .nonnegative({ error: `must be ${what}, a whole number from 0` });

/** A key of a mapping, or an item's place (from 0) in a list. */
export const pathKeySchema = z.union([z.string(), index('an item number')], { error: 'must be a key (a text) or an item number (a whole number from 0)' });
const path = z.array(pathKeySchema, { error: 'must be a list of keys and item numbers (the YAML path)' });
/** Any value JSON can carry; the edit must name one (null is one: it writes an empty value). */
const value = z.unknown().refine((given): boolean => given !== undefined, { error: 'must be given (the value to write)' });

/** One change the editor makes to a YAML file, addressed by its YAML path (applied by dev/editor/edits.ts). */
export const editSchema = z.discriminatedUnion(
  'op',
  [
    /** Write a value (a key that does not exist yet is added). */
    z.object({ op: z.literal('set'), path, value }),
    /** Remove a key from a mapping. */
    z.object({ op: z.literal('unset'), path }),
    /** Put a new item into the list at path, before the item now at index (at the end when index is the length). */
    z.object({ op: z.literal('insert'), path, index: index('the place of the new item'), value }),
    z.object({ op: z.literal('remove'), path, index: index('the place of the item to remove') }),
    /** Move the list item at `from` so it ends up at `to`. */
    z.object({ op: z.literal('move'), path, from: index('the place of the item to move'), to: index('the place it moves to') }),
  ],
  { error: 'must be one of set, unset, insert, remove or move' },
);

const fileDraft = z.object(
  {
    version: z.string({ error: 'must be the version of the file the changes were made to (a text)' }),
    edits: z.array(editSchema, { error: 'must be a list of edits' }),
  },
  { error: 'must be a version and a list of edits' },
);

/** The edits are counted before each is read: 50,000 of them are refused at once, not checked first. */
const counted = z.record(z.string(), z.unknown(), { error: 'must name each file with its version and list of edits' }).check((ctx) => {
  const count = Object.values(ctx.value).reduce<number>(
    (sum, entry) => sum + (Array.isArray((entry as { edits?: unknown })?.edits) ? (entry as { edits: unknown[] }).edits.length : 0),
    0,
  );
  if (count > MAX_EDITS)
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      params: { tooLarge: true },
      message: `Not checked: ${count.toLocaleString('en-GB')} changes in one request, and the editor takes at most ${MAX_EDITS.toLocaleString('en-GB')}. Nothing was written; save smaller sets of changes.`,
    });
});

/** The unsaved changes: per file (site.config.yaml, a page, a translation), the version they were made to and the edits in order. */
export const draftSchema = counted.pipe(z.record(z.string(), fileDraft));

/** POST check and POST save. */
export const draftRequest = z.strictObject({ draft: draftSchema }, { error: objectError('must be an object with the draft') });

/** POST page-create: a new page from a starter of blocks or as a copy of another (createPage checks the rest). */
export const newPageSchema = z.strictObject(
  {
    /** The file's name without pages/ and .yaml. */
    slug: z.string({ error: "must be the new page's file name (a text, like spring-offer)" }),
    name: z.string({ error: "must be the new page's name (a text)" }),
    /** Its one path to start with. */
    path: z.string({ error: "must be the new page's path (a text, like /spring-offer)" }),
    from: z.union([z.strictObject({ duplicate: z.string() }), z.strictObject({ blocks: z.array(z.string()) })], {
      error: 'must name a page file to copy ({ duplicate: "pages/home.yaml" }) or the blocks to start from ({ blocks: ["hero"] })',
    }),
  },
  { error: objectError('must be the new page: its file name, name, path and what it starts from') },
);
export const newPageRequest = z.strictObject({ page: newPageSchema }, { error: objectError('must be an object with the new page') });

/** POST page-delete: a page file (its translations go with it) or a translation file. */
export const deletePageRequest = z.strictObject(
  { file: z.string({ error: 'must be the file to delete (a text, like pages/spring-offer.yaml)' }) },
  { error: objectError('must be an object naming the file') },
);

/** POST commit: the marketer's message, and a new branch to commit on (none or "": the current one). */
export const commitRequest = z.strictObject(
  {
    message: z.string({ error: 'must be the commit message (a text)' }),
    branch: z.string({ error: 'must be the name of a new branch (a text), or left out' }).optional(),
  },
  { error: objectError('must be an object with the commit message') },
);

export type PathKey = z.infer<typeof pathKeySchema>;
export type Edit = z.infer<typeof editSchema>;
export type Draft = z.infer<typeof draftSchema>;
export type DraftRequest = z.infer<typeof draftRequest>;
export type NewPage = z.infer<typeof newPageSchema>;
export type NewPageRequest = z.infer<typeof newPageRequest>;
export type DeletePageRequest = z.infer<typeof deletePageRequest>;
export type CommitRequest = z.infer<typeof commitRequest>;
