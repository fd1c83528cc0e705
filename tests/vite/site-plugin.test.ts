import { EventEmitter } from 'node:events';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { sitePlugin } from '../../src/vite/site-plugin';
import { FIXTURE_SITE } from '../helpers/fixture-site';

const root = mkdtempSync(join(tmpdir(), 'site-plugin-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
cpSync(FIXTURE_SITE, root, { recursive: true });
mkdirSync(join(root, 'pages-old'));

/** The dev server as the plugin sees it: a file watcher, no module loaded yet, and what it tells the browser. */
function devServer() {
  const watcher = Object.assign(new EventEmitter(), { add: () => {} });
  const sent: unknown[] = [];
  const server = { watcher, environments: {}, ws: { send: (message: unknown) => sent.push(message) } } as unknown as ViteDevServer;
  (sitePlugin(root) as unknown as { configureServer(server: ViteDevServer): void }).configureServer(server);
  return { watcher, sent };
}

describe("the dev server reloads the page when the site's YAML changes, and only then", () => {
  it('a page of pages/ changed: the browser reloads', () => {
    const { watcher, sent } = devServer();
    watcher.emit('change', join(root, 'pages', 'home.yaml'));
    expect(sent).toEqual([{ type: 'full-reload' }]);
  });

  it('a file in pages-old/ (a folder beside pages/ named like it) changed: nothing happens', () => {
    const { watcher, sent } = devServer();
    watcher.emit('change', join(root, 'pages-old', 'home.yaml'));
    watcher.emit('add', join(root, 'translations-draft', 'af', 'pages', 'home.yaml'));
    expect(sent).toEqual([]);
  });
});
