import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { viteGate } from '../../dev/vite-gate';

const site = mkdtempSync(join(tmpdir(), 'vite-gate-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));
mkdirSync(join(site, 'public'));
mkdirSync(join(site, 'public-other'));
writeFileSync(join(site, 'public', 'robots.txt'), 'User-agent: *\n');
writeFileSync(join(site, 'public-other', 'notes.txt'), 'not for visitors\n');

/** Vite with an empty module graph: only the gate's own rules decide. */
const vite = { environments: { client: { moduleGraph: { urlToModuleMap: new Map(), getModuleByUrl: async () => undefined } } } } as unknown as ViteDevServer;

describe('what the dev server lets Vite answer from public/', () => {
  const answers = viteGate(vite, join(site, 'public'));

  it('a file of public/, yes; one in public-other/ beside it (a raw "/../" path), no', async () => {
    expect(await answers('/robots.txt')).toBe(true);
    expect(await answers('/../public-other/notes.txt')).toBe(false);
    expect(await answers('/%2e%2e/public-other/notes.txt')).toBe(false);
  });
});
