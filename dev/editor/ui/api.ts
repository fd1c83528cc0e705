import type { Problem } from '../../../src/config/problem';
import type { FileState } from '../drafts';
import type { LinkPlace } from '../link-places';
import type { CommitRequest, DeletePageRequest, Draft, DraftRequest, NewPage, NewPageRequest } from '../requests';
import { readAnswer } from './answer';

/** The editor's requests to its server; every change carries the token the page was given. */
const token = () => document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? '';

export interface SiteResponse {
  files: Record<string, FileState>;
  media: string[];
  examples: Record<string, unknown>;
  /** The prose texts of those examples: a section still holding one is example copy (LE708). */
  exampleTexts: string[];
  /** The languages besides the default that site.config.yaml declares (decision 45). */
  languages: { tag: string; name: string; prefix: string }[];
  /** The site's warnings as it is on disk (a stale translation's LE822 among them). */
  warnings: Problem[];
}

export interface CheckResponse {
  conflicts: string[];
  problems: Problem[];
  warnings: Problem[];
  /** Set when the draft validates: the id the live page renders it by, before any save. */
  preview?: string;
}

export type SaveResponse =
  | { status: 200; files: Record<string, FileState>; saved: string[]; warnings: Problem[] }
  | { status: 409; conflicts: string[]; message: string }
  | { status: 422; problems: Problem[]; message: string }
  | { status: 400 | 413 | 500 | 507; message: string };

const post = <T>(name: 'check' | 'save', draft: Draft) => postJson<T, DraftRequest>(name, { draft });

/** The answer as a value (./answer.ts): a refused token throws EditorRestarted. */
const answerOf = async <T>(response: Response): Promise<T> => readAnswer<T>(response.status, response.headers.get('content-type'), await response.text());

export async function loadSiteFiles(): Promise<SiteResponse> {
  const response = await fetch('/__editor/api/site', { headers: { 'x-editor-token': token() } });
  const body = await answerOf<SiteResponse & { message?: string }>(response);
  if (!response.ok) throw new Error(body.message ?? `The editor's server answered ${response.status}.`);
  return body;
}

export type PageResponse =
  | { status: 200; file: string; message: string; files: Record<string, FileState> }
  | { status: number; message: string; problems?: Problem[]; places?: LinkPlace[] };

/** A request whose body is typed by its schema on the server (dev/editor/requests.ts, imported for types only). */
async function postJson<T, B>(name: string, body: B): Promise<T> {
  const response = await fetch(`/__editor/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-editor-token': token() },
    body: JSON.stringify(body),
  });
  return answerOf<T>(response);
}

export const createPage = (page: NewPage) => postJson<PageResponse, NewPageRequest>('page-create', { page });
export const deletePage = (file: string) => postJson<PageResponse, DeletePageRequest>('page-delete', { file });

export const checkDraft = (draft: Draft) => post<CheckResponse>('check', draft);
export const saveDraft = (draft: Draft) => post<SaveResponse>('save', draft);

export interface ChangesResponse {
  files: { file: string; diff: string }[];
  others: string[];
  branch: string;
}

export async function loadChanges(): Promise<ChangesResponse> {
  const response = await fetch('/__editor/api/changes', { headers: { 'x-editor-token': token() } });
  const body = await answerOf<ChangesResponse & { message?: string }>(response);
  if (!response.ok) throw new Error(body.message ?? `The editor's server answered ${response.status}.`);
  return body;
}

export const commit = (message: string, branch: string) => postJson<{ status: number; message: string }, CommitRequest>('commit', { message, branch });

export type UploadResponse =
  { status: 200; path: string; width: number; height: number; message: string; media: string[] } | { status: number; message: string };

/** An image for public/media/: the server checks its content, size and pixels, and names it. */
export async function uploadImage(file: File): Promise<UploadResponse> {
  const response = await fetch('/__editor/api/upload', {
    method: 'POST',
    headers: { 'x-editor-token': token(), 'x-file-name': encodeURIComponent(file.name) },
    body: file,
  });
  return answerOf<UploadResponse>(response);
}
