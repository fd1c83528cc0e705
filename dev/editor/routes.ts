import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse } from 'yaml';
import { exampleTexts } from '../../src/config/example-copy';
import { escapeHtml } from '../../src/lib/html-escape';
import { contentTypeOf as contentType } from '../../src/output/served-files';
import { BLOCK_EXAMPLES } from '../../schemas/blocks/examples';
import { siteBlockExamples } from '../docs/site-examples';
import { loadSite } from '../../src/config/load';
import { tokenCookie, type Access } from './access';
import type { Built } from './bundle';
import { checkDraft, readFiles, saveDraft, TooLarge, type Draft } from './drafts';
import { createPage, deletePage, type NewPage } from './pages';
import { changes, commitChanges } from './publish';
import { MAX_UPLOAD_BYTES, saveUpload } from './uploads';
import { PREVIEW_POLICY } from './preview';
import { mediaFiles, publicFile, refusalFor } from './site-files';
import { otherLanguages } from './translations';
import { noteWritten } from './written';

export const EDITOR_PATH = '/__editor/';
const API = `${EDITOR_PATH}api/`;
const MAX_BODY = 2 * 1024 * 1024;
/** Edits in one request: far more than a day's work between saves, far fewer than a frozen server. */
export const MAX_EDITS = 5_000;

/** Every block type's docs/blocks.md example, as data: what a new section starts as (fitted to the site's links and logo while its YAML is valid). */
const EXAMPLES = Object.fromEntries(Object.entries(BLOCK_EXAMPLES).map(([type, yaml]) => [type, (parse(yaml) as unknown[])[0]]));
function examplesFor(root: string) {
  const loaded = loadSite(root);
  return loaded.ok ? siteBlockExamples(loaded.model.site, (src) => publicFile(root, src) !== undefined) : EXAMPLES;
}

const EDITOR_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export interface EditorRoutes {
  root: string;
  access: Access;
  ui: Map<string, Built>;
  preview: (path: string) => { status: number; html: string };
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', ...headers });
  res.end(body);
}

const json = (res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) => send(res, status, 'application/json; charset=utf-8', JSON.stringify(value), headers);

async function readBody(req: IncomingMessage, max: number, tooLarge: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > max) throw new TooLarge(tooLarge);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const body = await readBody(req, MAX_BODY, 'Not checked: the request is larger than 2 MB. Nothing was written; save smaller sets of changes.');
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new Error('The request is not JSON.');
  }
}

const isIndex = (n: unknown) => Number.isInteger(n) && (n as number) >= 0;

/** An edit as dev/editor/edits.ts describes it: checked before any is applied. */
function isEdit(edit: unknown): boolean {
  if (!edit || typeof edit !== 'object') return false;
  const { op, path, index, from, to } = edit as Record<string, unknown>;
  if (!Array.isArray(path) || !path.every((key) => typeof key === 'string' || isIndex(key))) return false;
  if (op === 'set') return 'value' in edit;
  if (op === 'unset') return true;
  if (op === 'insert') return isIndex(index) && 'value' in edit;
  if (op === 'remove') return isIndex(index);
  return op === 'move' && isIndex(from) && isIndex(to);
}

/** The new page a request describes, checked for shape (createPage checks the rest). */
function pageFrom(page: unknown): NewPage {
  const { slug, name, path, from } = (page ?? {}) as Record<string, unknown>;
  const source = (from ?? {}) as { duplicate?: unknown; blocks?: unknown };
  const ok = typeof slug === 'string' && typeof name === 'string' && typeof path === 'string' && (typeof source.duplicate === 'string' || (Array.isArray(source.blocks) && source.blocks.every((b) => typeof b === 'string')));
  if (!ok) throw new Error('A new page needs a file name, a name, a path, and a page to copy or blocks to start from.');
  return page as NewPage;
}

/** A draft names only the site's YAML files, each with a version and a list of edits. */
function draftFrom(root: string, body: unknown): Draft {
  const draft = (body as { draft?: unknown })?.draft;
  if (!draft || typeof draft !== 'object') throw new Error('The request has no draft.');
  let count = 0;
  for (const [file, entry] of Object.entries(draft)) {
    const refused = refusalFor(root, file);
    if (refused) throw new Error(refused);
    const { version, edits } = (entry ?? {}) as { version?: unknown; edits?: unknown };
    if (typeof version !== 'string' || !Array.isArray(edits)) throw new Error(`The draft of ${file} needs a version and a list of edits.`);
    count += edits.length;
    if (count <= MAX_EDITS && !edits.every(isEdit)) throw new Error(`The draft of ${file} holds something that is not an edit (set, unset, insert, remove or move at a path).`);
  }
  if (count > MAX_EDITS) throw new TooLarge(`Not checked: ${count.toLocaleString('en-GB')} changes in one request, and the editor takes at most ${MAX_EDITS.toLocaleString('en-GB')}. Nothing was written; save smaller sets of changes.`);
  return draft as Draft;
}

function shell(access: Access): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="editor-token" content="${escapeHtml(access.token)}">
<title>Site editor</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${EDITOR_PATH}assets/main.css">
<script type="module" src="${EDITOR_PATH}assets/main.js"></script>
</head>
<body><div id="editor"></div></body>
</html>
`;
}

/** Requests that passed the access check (dev/editor/access.ts). */
export async function handle(req: IncomingMessage, res: ServerResponse, routes: EditorRoutes): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://editor');
  const { root, access } = routes;
  if (url.pathname === EDITOR_PATH || url.pathname === EDITOR_PATH.slice(0, -1)) {
    // The token leaves the address at once (history, screenshots); the cookie carries it from here.
    if (url.searchParams.has('token')) return send(res, 303, 'text/plain', 'See the editor', { location: EDITOR_PATH, 'set-cookie': tokenCookie(access) });
    return send(res, 200, 'text/html; charset=utf-8', shell(access), { 'content-security-policy': EDITOR_POLICY });
  }
  if (url.pathname.startsWith(`${EDITOR_PATH}assets/`)) {
    const file = routes.ui.get(url.pathname.slice(`${EDITOR_PATH}assets/`.length));
    return file ? send(res, 200, file.type, file.body) : send(res, 404, 'text/plain', 'Not found');
  }
  if (url.pathname.startsWith(API)) return api(req, res, url.pathname.slice(API.length), root);
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain', 'Only GET here.');
  const file = publicFile(root, url.pathname);
  if (file) return send(res, 200, contentType(file), readFileSync(file));
  const page = routes.preview(url.pathname);
  return send(res, page.status, 'text/html; charset=utf-8', page.html, { 'content-security-policy': PREVIEW_POLICY });
}

/** What the editor writes is noted on disk as it is written (dev/editor/written.ts): only that may be committed, after a restart too. */
async function api(req: IncomingMessage, res: ServerResponse, name: string, root: string): Promise<void> {
  try {
    // The site's warnings as read, so a translation whose default text changed is marked from the start (LE822).
    if (name === 'site' && req.method === 'GET') return json(res, 200, { files: readFiles(root), media: mediaFiles(root), examples: examplesFor(root), exampleTexts: [...exampleTexts()], languages: otherLanguages(root), warnings: loadSite(root).warnings });
    if (name === 'changes' && req.method === 'GET') return json(res, 200, changes(root));
    if (req.method !== 'POST') return json(res, 405, { message: 'Use POST.' });
    if (name === 'upload') {
      const fileName = decodeURIComponent(String(req.headers['x-file-name'] ?? 'image'));
      const data = await readBody(req, MAX_UPLOAD_BYTES, `Not uploaded: ${fileName} is larger than 10 MB, the most an image may be. Export it smaller (2,000 px wide is plenty for a page).`);
      const answer = saveUpload(root, fileName, data);
      if (answer.status === 200) noteWritten(root, [`public${answer.path}`]);
      return json(res, answer.status, answer.status === 200 ? { ...answer, media: mediaFiles(root) } : answer);
    }
    const body = await readJson(req);
    if (name === 'page-create' || name === 'page-delete') {
      const { page, file } = (body ?? {}) as { page?: NewPage; file?: unknown };
      const answer = name === 'page-create' ? createPage(root, pageFrom(page)) : deletePage(root, String(file ?? ''));
      if (answer.status === 200) noteWritten(root, [answer.file, ...(answer.translations ?? [])]);
      return json(res, answer.status, answer.status === 200 ? { ...answer, files: readFiles(root) } : answer);
    }
    if (name === 'commit') {
      const { message, branch } = (body ?? {}) as { message?: unknown; branch?: unknown };
      const answer = commitChanges(root, { message: String(message ?? ''), branch: typeof branch === 'string' && branch.trim() !== '' ? branch.trim() : undefined });
      return json(res, answer.status, answer);
    }
    const draft = draftFrom(root, body);
    if (name === 'check') {
      const { conflicts, problems, warnings } = checkDraft(root, draft);
      return json(res, 200, { conflicts, problems, warnings });
    }
    if (name === 'save') {
      const result = saveDraft(root, draft);
      if (result.status === 200) noteWritten(root, result.saved);
      return json(res, result.status, result);
    }
    return json(res, 404, { message: `No such request: ${name}.` });
  } catch (error) {
    // The rest of a request too large to read is not read: the connection cannot carry another.
    if (error instanceof TooLarge) return json(res, 413, { message: error.message }, { connection: 'close' });
    return json(res, 400, { message: (error as Error).message });
  }
}
