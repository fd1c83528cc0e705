import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFiles, loadSiteOrThrow } from '../../src/config/load';

function folder(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'config-files-'));
  mkdirSync(join(root, 'pages'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  return root;
}

describe('the files a site is built from', () => {
  it('are site.config.yaml and the .yaml or .yml pages, sorted, each once, and never a stray file', () => {
    const root = folder({ 'site.config.yaml': '', 'pages/b.yaml': '', 'pages/A.YML': '', 'pages/old.yaml.bak': '', 'pages/notes.txt': '' });
    expect(configFiles(root)).toEqual(['site.config.yaml', 'pages/A.YML', 'pages/b.yaml']);
    expect(configFiles(root, ['pages/b.yaml', 'pages/new.yaml'])).toEqual(['site.config.yaml', 'pages/A.YML', 'pages/b.yaml', 'pages/new.yaml']);
  });

  it('when invalid, make the strict loader throw with every problem as npm run validate prints it', () => {
    const root = folder({ 'site.config.yaml': 'brand: [\n' });
    expect(() => loadSiteOrThrow(root)).toThrow(
      'The site config is invalid; run npm run validate:\nsite.config.yaml:1:8 This [ is never closed. End the list with ] on the same line, or write one item per line without brackets.',
    );
  });
});
