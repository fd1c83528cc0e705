import type { IncomingMessage } from 'node:http';
import { parse } from 'yaml';
import type { z } from 'zod';
import { exampleTexts } from '../../src/config/example-copy';
import { loadSite } from '../../src/config/load';
import type { SiteModel } from '../../src/config/model';
import { BLOCK_EXAMPLES } from '../../schemas/blocks/examples';
import { siteBlockExamples } from '../docs/site-examples';
import { refusal } from './api-refusals';
import { checkDraft, readFiles, saveDraft } from './drafts';
import type { KeptDrafts } from './kept-drafts';
import { createPage, deletePage } from './pages';
import { changes, commitChanges } from './publish';
import { readBody } from './request-body';
import { commitRequest, deletePageRequest, draftRequest, newPageRequest, type Draft } from './requests';
import { mediaFiles, publicFile, refusalFor } from './site-files';
import { otherLanguages } from './translations';
import { MAX_UPLOAD_BYTES, saveUpload } from './uploads';
import { noteWritten } from './written';

/**
 * The editor's API as one table (issue 57): each request is a method and a name under
 * /__editor/api/, the schema its body must fit (dev/editor/requests.ts; checked before the handler
 * runs, by dev/editor/routes.ts), the words of its refusal, and the handler, which gets the body as
 * the schema's type. What the editor writes is noted on disk as it is written (dev/editor/written.ts):
 * only that may be committed, after a restart too.
 */
export interface Answer {
  status: number;
  body: unknown;
}

export interface ApiRoute {
  method: 'GET' | 'POST';
  name: string;
  /** How a refusal of this request begins: "Not saved". */
  refused: string;
  /** The JSON body's schema; none for a GET, or for an upload (its body is the image). */
  body?: z.ZodType;
  answer: (root: string, body: never, req: IncomingMessage, context?: ApiContext) => Answer | Promise<Answer>;
}

/** What a handler may use besides the site folder. */
export interface ApiContext {
  /** Where a valid draft is kept for the live page to render (dev/editor/kept-drafts.ts). */
  drafts?: KeptDrafts<SiteModel>;
}

/** A route whose handler is typed by its schema. */
const post = <S extends z.ZodType>(
  name: string,
  refused: string,
  body: S,
  answer: (root: string, body: z.infer<S>, context: ApiContext) => Answer,
): ApiRoute => ({
  method: 'POST',
  name,
  refused,
  body,
  answer: (root, value, _req, context = {}) => answer(root, value, context),
});

/** Every block type's docs/blocks.md example, as data: what a new section starts as (fitted to the site's links and logo while its YAML is valid). */
const EXAMPLES = Object.fromEntries(Object.entries(BLOCK_EXAMPLES).map(([type, yaml]) => [type, (parse(yaml) as unknown[])[0]]));
function examplesFor(root: string) {
  const loaded = loadSite(root);
  return loaded.ok ? siteBlockExamples(loaded.model.site, (src) => publicFile(root, src) !== undefined) : EXAMPLES;
}

/** A draft names only the site's YAML files (the schema has checked its shape). */
function fileRefusal(root: string, draft: Draft): Answer | undefined {
  for (const file of Object.keys(draft)) {
    const refused = refusalFor(root, file);
    if (refused) return { status: 400, body: refusal(400, 'editorFileRefused', refused) };
  }
  return undefined;
}

/** The uploaded file's name as the page sent it (encoded, as a header carries only ASCII); "image" when it cannot be read. */
function fileNameOf(header: string | string[] | undefined): string {
  try {
    return decodeURIComponent(String(header ?? 'image'));
  } catch {
    return 'image';
  }
}

const withFiles = (root: string, answer: { status: number }) => ({
  status: answer.status,
  body: answer.status === 200 ? { ...answer, files: readFiles(root) } : answer,
});

export const API_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    name: 'site',
    refused: 'The site was not read',
    // The site's warnings as read, so a translation whose default text changed is marked from the start (LE822).
    answer: (root) => ({
      status: 200,
      body: {
        files: readFiles(root),
        media: mediaFiles(root),
        examples: examplesFor(root),
        exampleTexts: [...exampleTexts()],
        languages: otherLanguages(root),
        warnings: loadSite(root).warnings,
      },
    }),
  },
  { method: 'GET', name: 'changes', refused: 'The changes were not read', answer: (root) => ({ status: 200, body: changes(root) }) },
  // A valid draft is kept for the live page, which follows the form before a save (issue 57): `preview` is the id it renders by.
  post('check', 'Not checked', draftRequest, (root, { draft }, { drafts }) => {
    const refused = fileRefusal(root, draft);
    if (refused) return refused;
    const { conflicts, problems, warnings, model } = checkDraft(root, draft);
    const preview = model && conflicts.length === 0 ? drafts?.keep(model) : undefined;
    return { status: 200, body: { conflicts, problems, warnings, ...(preview ? { preview } : {}) } };
  }),
  post('save', 'Not saved', draftRequest, (root, { draft }) => {
    const refused = fileRefusal(root, draft);
    if (refused) return refused;
    const result = saveDraft(root, draft);
    if (result.status === 200) noteWritten(root, result.saved);
    return { status: result.status, body: result };
  }),
  post('page-create', 'Not created', newPageRequest, (root, { page }) => {
    const answer = createPage(root, page);
    if (answer.status === 200) noteWritten(root, [answer.file]);
    return withFiles(root, answer);
  }),
  post('page-delete', 'Not deleted', deletePageRequest, (root, { file }) => {
    const answer = deletePage(root, file);
    if (answer.status === 200) noteWritten(root, [answer.file, ...(answer.translations ?? [])]);
    return withFiles(root, answer);
  }),
  post('commit', 'Not committed', commitRequest, (root, { message, branch }) => {
    const answer = commitChanges(root, { message, branch: branch?.trim() || undefined });
    return { status: answer.status, body: answer };
  }),
  {
    method: 'POST',
    name: 'upload',
    refused: 'Not uploaded',
    answer: async (root, _body: never, req) => {
      const fileName = fileNameOf(req.headers['x-file-name']);
      const data = await readBody(
        req,
        MAX_UPLOAD_BYTES,
        `Not uploaded: ${fileName} is larger than 10 MB, the most an image may be. Export it smaller (2,000 px wide is plenty for a page).`,
      );
      const answer = saveUpload(root, fileName, data);
      if (answer.status === 200) noteWritten(root, [`public${answer.path}`]);
      return { status: answer.status, body: answer.status === 200 ? { ...answer, media: mediaFiles(root) } : answer };
    },
  },
];
