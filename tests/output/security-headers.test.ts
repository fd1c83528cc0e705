import { describe, expect, it } from 'vitest';
import type { Site } from '../../schemas/site';
import { contentSecurityPolicy, inlineStyleSources, securityHeaders } from '../../src/output/security-headers';
import { shippedModel } from '../helpers/load-fixture';

const shipped = shippedModel().site;
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('allows only the own origin and the chat widget host while content comes from the local store', () => {
    const csp = contentSecurityPolicy(shipped);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://chat.example.com");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://chat.example.com");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data:");
    expect(directive(csp, 'style-src')).toBe("style-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(csp).not.toContain('unsafe');
  });

  it('adds only the image CDN when local is off: the browser reads content from the site, never the content service', () => {
    const hosted: Site = { ...shipped, contentStore: { ...shipped.contentStore!, projectId: 'abc123', local: { enabled: false, port: 3999 } } };
    const csp = contentSecurityPolicy(hosted);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://chat.example.com");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: https://cdn.sanity.io");
  });

  it('drops the chat host when the site has no chat widget, and upgrades requests over HTTPS', () => {
    const { chatWidget: _, ...noChat } = shipped;
    const csp = contentSecurityPolicy(noChat, { https: true });
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
    expect(csp.endsWith('upgrade-insecure-requests')).toBe(true);
  });

  it("the dev server's policy: inline styles (Vite injects them) and the loopback reload socket; scripts as strict as in production", () => {
    const csp = contentSecurityPolicy(shipped, { dev: true });
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' ws://localhost:* ws://127.0.0.1:* ws://[::1]:* https://chat.example.com");
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://chat.example.com");
    expect(directive(contentSecurityPolicy(shipped, { dev: true, scriptNonce: 'abc' }), 'script-src')).toBe(
      "script-src 'self' 'nonce-abc' https://chat.example.com",
    );
  });

  it('allows each part of the CSS the build inlines by its sha256, and nothing else inline', () => {
    // printf 'body{color:red}' | openssl dgst -sha256 -binary | base64, and the same of 'a{color:blue}'
    const csp = contentSecurityPolicy(shipped, { inlineStyles: ['body{color:red}', 'a{color:blue}'] });
    expect(directive(csp, 'style-src')).toBe(
      "style-src 'self' 'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E=' 'sha256-pH+7ADTsLNyJGZR831L0cyFo51lbyK7ynbNAtbXngYw='",
    );
    expect(csp).not.toContain('unsafe');
  });

  it('gives each part of CSS the build inlines its own source, for a server to leave out of a page that does not hold it', () => {
    // The same hashes as above (openssl), each beside its CSS, in the build's order.
    expect(
      inlineStyleSources({
        inlineStyles: [
          { part: 'base', css: 'body{color:red}' },
          { part: 'carousel', css: 'a{color:blue}' },
        ],
      }),
    ).toEqual([
      { css: 'body{color:red}', source: "'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='" },
      { css: 'a{color:blue}', source: "'sha256-pH+7ADTsLNyJGZR831L0cyFo51lbyK7ynbNAtbXngYw='" },
    ]);
    expect(inlineStyleSources({})).toEqual([]);
  });

  it('allows the boot script the build inlines by its sha256, beside the own origin and the chat widget host', () => {
    // printf 'console.log(1)' | openssl dgst -sha256 -binary | base64
    const csp = contentSecurityPolicy(shipped, { inlineScript: 'console.log(1)' });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M=' https://chat.example.com");
    expect(csp).not.toContain('unsafe');
  });
});

describe('securityHeaders', () => {
  it('sends each protection once: no X-Frame-Options beside frame-ancestors, no X-XSS-Protection, no directive that repeats default-src', () => {
    expect(Object.keys(securityHeaders(shipped, { https: true }))).toEqual([
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'strict-transport-security',
    ]);
    expect(contentSecurityPolicy(shipped)).toBe(
      "default-src 'self'; script-src 'self' https://chat.example.com; style-src 'self'; img-src 'self' data:; connect-src 'self' https://chat.example.com; frame-src https://chat.example.com; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('sends HSTS only over HTTPS', () => {
    expect(securityHeaders(shipped)['strict-transport-security']).toBeUndefined();
    expect(securityHeaders(shipped, { https: true })['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('adds preload to HSTS only when configured', () => {
    expect(securityHeaders(shipped, { https: true, hstsPreload: true })['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(securityHeaders(shipped, { https: false, hstsPreload: true })['strict-transport-security']).toBeUndefined();
  });
});
