import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '../../src/lib/html-escape';
import { contentTypeOf as contentType } from '../../src/output/served-files';
import { tokenCookie, type Access } from './access';
import { failed, noSuchRequest, notJson, shapeRefusal, tooLarge, withoutSiteFolder, type Refusal } from './api-refusals';
import { API_ROUTES, type ApiRoute } from './api-routes';
import type { Built } from './bundle';
import { TooLarge } from './drafts';
import type { SiteModel } from '../../src/config/model';
import type { KeptDrafts } from './kept-drafts';
import { PREVIEW_POLICY, type PreviewOptions } from './preview';
import { readBody } from './request-body';
import { publicFile } from './site-files';

export const EDITOR_PATH = '/__editor/';
const API = `${EDITOR_PATH}api/`;
const MAX_BODY = 2 * 1024 * 1024;

/**
 * The editor's page: its own script and styles only, nothing inline (React sets the live page's
 * size through the style object, which a policy does not govern, so no 'unsafe-inline' is needed),
 * the API on its own origin, and the live page in a frame of the same origin.
 */
export const EDITOR_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Every other answer of the editor's origin: a site's file under public/ (an SVG opened on its own
 * runs as a page of this origin, where the editor's token is in reach) and the API's JSON run no
 * script and load nothing (issue 57). Images drawn by the live page are not governed by it.
 */
export const FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";

export interface EditorRoutes {
  root: string;
  access: Access;
  ui: Map<string, Built>;
  preview: (path: string, options?: PreviewOptions) => { status: number; html: string };
  /** The latest valid drafts, which the live page renders before a save (none: the live page shows only saved files). */
  drafts?: KeptDrafts<SiteModel>;
  /** Where an unexpected error is told in full (the answer names no folder of this computer). */
  log?: Pick<Console, 'error'>;
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'content-security-policy': FILE_POLICY,
    ...headers,
  });
  res.end(body);
}

const json = (res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) =>
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value), headers);

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
  if (url.pathname.startsWith(API)) return api(req, res, url.pathname.slice(API.length), routes);
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain', 'Only GET here.');
  const file = publicFile(root, url.pathname);
  if (file) return send(res, 200, contentType(file), readFileSync(file));
  const page = routes.preview(url.pathname, {
    draft: url.searchParams.get('draft') ?? undefined,
    variant: url.searchParams.get('variant') ?? undefined,
  });
  return send(res, page.status, 'text/html; charset=utf-8', page.html, { 'content-security-policy': PREVIEW_POLICY });
}

/** The body a route's schema takes, parsed and checked: the value, or the refusal to answer. */
async function bodyOf(req: IncomingMessage, route: ApiRoute & { body: NonNullable<ApiRoute['body']> }): Promise<{ value: unknown } | { refused: Refusal }> {
  const text = (
    await readBody(req, MAX_BODY, `${route.refused}: the request is larger than 2 MB. Nothing was written; save smaller sets of changes.`)
  ).toString('utf8');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { refused: notJson(route.refused) };
  }
  const parsed = route.body.safeParse(raw);
  return parsed.success ? { value: parsed.data } : { refused: shapeRefusal(route.refused, parsed.error.issues) };
}

/** A request to the API: found in the table by method and name, its body checked by the route's schema, then answered. */
async function api(req: IncomingMessage, res: ServerResponse, name: string, { root, drafts, log = console }: EditorRoutes): Promise<void> {
  const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
  const route = API_ROUTES.find((entry) => entry.method === method && entry.name === name);
  if (!route) {
    const refused = noSuchRequest(method, name, API_ROUTES);
    return json(res, refused.status, refused);
  }
  let answer: { status: number; body: unknown };
  try {
    const body = route.body ? await bodyOf(req, route as ApiRoute & { body: NonNullable<ApiRoute['body']> }) : { value: undefined };
    answer = 'refused' in body ? { status: body.refused.status, body: body.refused } : await route.answer(root, body.value as never, req, { drafts });
  } catch (error) {
    // The rest of a request too large to read is not read: the connection cannot carry another.
    if (error instanceof TooLarge) return json(res, 413, tooLarge(error.message), { connection: 'close' });
    log.error(`The editor could not answer ${method} ${name}: ${(error as Error).stack ?? String(error)}`);
    const refused = failed(root, route.refused, error as Error);
    return json(res, refused.status, refused);
  }
  return json(res, answer.status, answer.status === 200 ? answer.body : withoutFolder(root, answer.body));
}

/** A refusal's message and its problems' messages without the site folder: no answer names where the site lives. */
function withoutFolder(root: string, body: unknown): unknown {
  if (body === null || typeof body !== 'object') return body;
  const { message, problems } = body as { message?: unknown; problems?: unknown };
  return {
    ...body,
    ...(typeof message === 'string' ? { message: withoutSiteFolder(root, message) } : {}),
    ...(Array.isArray(problems)
      ? {
          problems: problems.map((problem: { message?: unknown }) =>
            typeof problem?.message === 'string' ? { ...problem, message: withoutSiteFolder(root, problem.message) } : problem,
          ),
        }
      : {}),
  };
}
