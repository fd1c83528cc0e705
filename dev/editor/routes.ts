import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse } from 'yaml';
import { escapeHtml } from '../../src/lib/html-escape';
import { contentType } from '../../src/server/static-files';
import { BLOCK_EXAMPLES } from '../docs/block-examples';
import { siteBlockExamples } from '../docs/site-examples';
import { loadSite } from '../../src/config/load';
import { tokenCookie, type Access } from './access';
import type { Built } from './bundle';
import { checkDraft, readFiles, saveDraft, type Draft } from './drafts';
import { PREVIEW_POLICY } from './preview';
import { isEditable, mediaFiles, publicFile } from './site-files';

export const EDITOR_PATH = '/__editor/';
const API = `${EDITOR_PATH}api/`;
const MAX_BODY = 2 * 1024 * 1024;

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

const json = (res: ServerResponse, status: number, value: unknown) => send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('The change is larger than 2 MB.');
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** A draft names only the site's YAML files, each with a version and a list of edits. */
function draftFrom(root: string, body: unknown): Draft {
  const draft = (body as { draft?: unknown })?.draft;
  if (!draft || typeof draft !== 'object') throw new Error('The request has no draft.');
  for (const [file, entry] of Object.entries(draft)) {
    if (!isEditable(root, file)) throw new Error(`${file} is not a file of this site the editor may change (site.config.yaml and pages/*.yaml only).`);
    const { version, edits } = (entry ?? {}) as { version?: unknown; edits?: unknown };
    if (typeof version !== 'string' || !Array.isArray(edits)) throw new Error(`The draft of ${file} needs a version and a list of edits.`);
  }
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

async function api(req: IncomingMessage, res: ServerResponse, name: string, root: string): Promise<void> {
  try {
    if (name === 'site' && req.method === 'GET') return json(res, 200, { files: readFiles(root), media: mediaFiles(root), examples: examplesFor(root) });
    if (req.method !== 'POST') return json(res, 405, { message: 'Use POST.' });
    const draft = draftFrom(root, await readJson(req));
    if (name === 'check') {
      const { conflicts, problems, warnings } = checkDraft(root, draft);
      return json(res, 200, { conflicts, problems, warnings });
    }
    if (name === 'save') {
      const result = saveDraft(root, draft);
      return json(res, result.status, result);
    }
    return json(res, 404, { message: `No such request: ${name}.` });
  } catch (error) {
    return json(res, 400, { message: (error as Error).message });
  }
}
