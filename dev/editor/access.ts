import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Who may use the editor: a browser on this machine that was given this start's token. The
 * server listens on 127.0.0.1 only; the Host check stops a web page that rebinds its own name to
 * 127.0.0.1 (DNS rebinding); the token stops a web page from sending requests it cannot read
 * (cross-site requests). The token arrives once in the address landing-engine edit prints, becomes
 * a SameSite=Strict cookie for the page, its preview and images, and is sent as a header with every
 * change, which a cross-site form or image cannot do.
 */
export interface Access {
  port: number;
  token: string;
}

export const TOKEN_HEADER = 'x-editor-token';
export const newToken = () => randomBytes(24).toString('base64url');
export const cookieName = (port: number) => `landing-editor-${port}`;

export type Refusal = { status: 403; message: string };

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost'];

/** Why a request is refused, or undefined when it may go on. */
export function refusal(request: { method?: string; url?: string; headers: IncomingHttpHeaders }, access: Access): Refusal | undefined {
  const { headers } = request;
  const hosts = LOOPBACK_NAMES.map((name) => `${name}:${access.port}`);
  if (!hosts.includes(headers.host ?? '')) {
    return { status: 403, message: `This editor answers only at http://127.0.0.1:${access.port}/ (the request named the host "${headers.host ?? ''}").` };
  }
  const safe = request.method === 'GET' || request.method === 'HEAD';
  if (!safe) {
    const origin = headers.origin;
    if (origin !== undefined && !hosts.some((host) => origin === `http://${host}`))
      return { status: 403, message: `Changes are taken only from the editor's own page, not from ${origin}.` };
    if (!same(headerValue(headers[TOKEN_HEADER]), access.token))
      return { status: 403, message: 'This change did not carry the editor token: use the editor page that landing-engine edit opened.' };
    return undefined;
  }
  const query = new URL(request.url ?? '/', 'http://editor').searchParams.get('token') ?? undefined;
  if (
    same(query, access.token) ||
    same(cookieOf(headers.cookie, cookieName(access.port)), access.token) ||
    same(headerValue(headers[TOKEN_HEADER]), access.token)
  )
    return undefined;
  return {
    status: 403,
    message: 'This editor needs its token: open the address landing-engine edit printed (it ends in ?token=...). A new start of the editor has a new token.',
  };
}

function same(given: string | undefined, token: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The cookie that carries the token after the first visit: never sent by another site, never read by script. */
export const tokenCookie = (access: Access) => `${cookieName(access.port)}=${access.token}; Path=/; HttpOnly; SameSite=Strict`;
