import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorRoutesOnCopy } from '../../helpers/editor-routes';

/** The editor's routes with a stand-in for its built script. */
let base: string;
let close: () => Promise<unknown>;
beforeAll(async () => {
  const ui = new Map([['main.js', { type: 'text/javascript; charset=utf-8', body: Buffer.from('') }]]);
  const routes = await editorRoutesOnCopy('editor-policy', { ui, preview: () => ({ status: 200, html: '<!doctype html><title>Home</title>' }) });
  ({ origin: base, close } = routes);
});
afterAll(() => close());

const policyOf = async (path: string) => (await fetch(base + path, { headers: { 'x-editor-token': 'policy-token' } })).headers.get('content-security-policy');

describe("every answer of the editor's origin carries a Content-Security-Policy", () => {
  it('the editor page: its own script and styles, nothing inline, the live page framed from its own origin', async () => {
    expect(await policyOf('/__editor/')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
  });

  it('the live page: no script at all, framed only by the editor', async () => {
    expect(await policyOf('/')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; media-src 'self'; font-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
    );
  });

  it("a site's file under public/ (an SVG can carry script), the built script and the API: sandboxed, nothing loaded", async () => {
    const files = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";
    expect(await policyOf('/media/logo.svg')).toBe(files);
    expect(await policyOf('/__editor/assets/main.js')).toBe(files);
    expect(await policyOf('/__editor/api/site')).toBe(files);
  });
});
