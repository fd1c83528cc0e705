import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handle } from '../../dev/editor/routes';
import { FIXTURE_SITE } from '../helpers/fixture-site';

/** The editor's routes on a free port over a copy of the fixture site, with a stand-in for its built script. */
let root: string;
let server: Server;
let base: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'editor-policy-'));
  cpSync(FIXTURE_SITE, root, { recursive: true });
  const ui = new Map([['main.js', { type: 'text/javascript; charset=utf-8', body: Buffer.from('') }]]);
  server = createServer((req, res) => void handle(req, res, { root, access: { port: 0, token: 'policy-token' }, ui, preview: () => ({ status: 200, html: '<!doctype html><title>Home</title>' }) }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const policyOf = async (path: string) => (await fetch(base + path, { headers: { 'x-editor-token': 'policy-token' } })).headers.get('content-security-policy');

describe("every answer of the editor's origin carries a Content-Security-Policy", () => {
  it('the editor page: its own script and styles, nothing inline, the live page framed from its own origin', async () => {
    expect(await policyOf('/__editor/')).toBe("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  });

  it('the live page: no script at all, framed only by the editor', async () => {
    expect(await policyOf('/')).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; media-src 'self'; font-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'");
  });

  it("a site's file under public/ (an SVG can carry script), the built script and the API: sandboxed, nothing loaded", async () => {
    const files = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";
    expect(await policyOf('/media/logo.svg')).toBe(files);
    expect(await policyOf('/__editor/assets/main.js')).toBe(files);
    expect(await policyOf('/__editor/api/site')).toBe(files);
  });
});
