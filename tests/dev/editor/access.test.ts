import { describe, expect, it } from 'vitest';
import { refusal, tokenCookie } from '../../../dev/editor/access';

const access = { port: 5174, token: 'tok-123' };
const get = (headers: Record<string, string>, url = '/__editor/') => refusal({ method: 'GET', url, headers }, access);
const post = (headers: Record<string, string>) => refusal({ method: 'POST', url: '/__editor/api/save', headers }, access);

describe('who may use the editor', () => {
  it('answers loopback names on its own port only', () => {
    expect(get({ host: '127.0.0.1:5174', cookie: 'landing-editor-5174=tok-123' })).toBeUndefined();
    expect(get({ host: 'localhost:5174', cookie: 'landing-editor-5174=tok-123' })).toBeUndefined();
    expect(get({ host: 'rebound.example.com:5174', cookie: 'landing-editor-5174=tok-123' })?.status).toBe(403);
    expect(get({ host: '127.0.0.1:80', cookie: 'landing-editor-5174=tok-123' })?.status).toBe(403);
    expect(get({ cookie: 'landing-editor-5174=tok-123' })?.status).toBe(403);
  });

  it('a page, preview or image needs the token: in the address once, then in the cookie', () => {
    expect(get({ host: '127.0.0.1:5174' }, '/__editor/?token=tok-123')).toBeUndefined();
    expect(get({ host: '127.0.0.1:5174' })?.message).toBe(
      'This editor needs its token: open the address landing-engine edit printed (it ends in ?token=...). A new start of the editor has a new token.',
    );
    expect(get({ host: '127.0.0.1:5174', cookie: 'landing-editor-5174=tok-124' })?.status).toBe(403);
    // Another editor's cookie (another port) is not this one's.
    expect(get({ host: '127.0.0.1:5174', cookie: 'landing-editor-5175=tok-123' })?.status).toBe(403);
  });

  it('a change needs the token as a header: a cookie alone is what a cross-site form would send', () => {
    expect(post({ host: '127.0.0.1:5174', 'x-editor-token': 'tok-123' })).toBeUndefined();
    expect(post({ host: '127.0.0.1:5174', cookie: 'landing-editor-5174=tok-123' })?.status).toBe(403);
    expect(post({ host: '127.0.0.1:5174', 'x-editor-token': 'tok-123', origin: 'https://evil.example' })?.message).toBe(
      "Changes are taken only from the editor's own page, not from https://evil.example.",
    );
    expect(post({ host: '127.0.0.1:5174', 'x-editor-token': 'tok-123', origin: 'http://127.0.0.1:5174' })).toBeUndefined();
  });

  it('takes a change only from its own origin, port and all: a longer port that starts with its own is another editor', () => {
    const on4321 = { port: 4321, token: 'tok-123' };
    const change = (origin: string) =>
      refusal({ method: 'POST', url: '/__editor/api/save', headers: { host: '127.0.0.1:4321', 'x-editor-token': 'tok-123', origin } }, on4321);
    expect(change('http://127.0.0.1:4321')).toBeUndefined();
    expect(change('http://localhost:4321')).toBeUndefined();
    expect(change('http://127.0.0.1:43210')).toEqual({
      status: 403,
      message: "Changes are taken only from the editor's own page, not from http://127.0.0.1:43210.",
    });
    expect(change('http://localhost:4321.evil.example')).toEqual({
      status: 403,
      message: "Changes are taken only from the editor's own page, not from http://localhost:4321.evil.example.",
    });
  });

  it('the cookie is never sent by another site and never read by script', () => {
    expect(tokenCookie(access)).toBe('landing-editor-5174=tok-123; Path=/; HttpOnly; SameSite=Strict');
  });
});
