// @vitest-environment node
// `landing-engine docs` and the link audit on sites other than the shipped one: the starter that
// `init` writes and the engine's fixture site. Their docs/blocks.md examples must validate there.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { auditPaths } from '../../audit/link-audit';
import { runCli } from '../helpers/engine';
import { loadSite } from '../../src/config/load';

const SITES = {
  starter: fileURLToPath(new URL('../../examples/starter', import.meta.url)),
  fixture: fileURLToPath(new URL('../fixtures/site', import.meta.url)),
};
/** The examples each site cannot use as they are, and what their comment asks the site to add. */
const NEEDS = {
  starter: [
    'testimonials: a contentStore section in site.config.yaml',
    'deals: a contentStore section in site.config.yaml and a link template with takes: [ref]',
    'audio-player: public/media/greeting.opus and public/media/greeting.mp3',
  ],
  fixture: ['audio-player: public/media/greeting.opus'],
};
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the site in a new folder (docs writes into the site folder). */
function copyOf(site: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'docs-site-'));
  made.push(dir);
  cpSync(site, dir, { recursive: true });
  return dir;
}

/** The examples of a docs/blocks.md: those without a comment as one page file, and the comments of the others. */
function examplesOf(doc: string): { page: string; needs: string[] } {
  const needs: string[] = [];
  const sections: string[] = [];
  for (const [, text] of doc.matchAll(/```yaml\nsections:\n([\s\S]*?)```/g)) {
    const note = /^ {2}# This site needs (.*) before this example validates\.\n {2}- type: ([a-z-]+)/.exec(text!);
    if (note) needs.push(`${note[2]}: ${note[1]}`);
    else sections.push(text!);
  }
  const page = `name: Every example\npaths: [/every-example]\nmeta:\n  title: Every example\n  description: Every block example of docs/blocks.md.\nsections:\n${sections.join('')}`;
  return { page, needs };
}

describe.each(Object.entries(SITES))('landing-engine docs on the %s site', (name, site) => {
  it('writes docs/blocks.md whose examples validate on that site or first say what it lacks, and no JSON Schema', () => {
    const dir = copyOf(site);
    const result = runCli(['docs', '--root', dir]);
    expect(result.status, result.stderr).toBe(0);
    const doc = readFileSync(join(dir, 'docs/blocks.md'), 'utf8');
    expect(doc).not.toContain('finance-apply');
    expect(doc).not.toContain('/media/bakkie-1.svg');
    const { page, needs } = examplesOf(doc);
    expect(needs.sort()).toEqual([...NEEDS[name as keyof typeof NEEDS]].sort());
    writeFileSync(join(dir, 'pages/every-example.yaml'), page);
    const loaded = loadSite(dir);
    expect(loaded.ok ? [] : loaded.problems.map((p) => `${p.file}:${p.line} ${p.message}`), name).toEqual([]);
    expect(result.stdout).not.toContain('schema.json');
  });
});

describe('the link audit visits', () => {
  it("the starter's pages at their first paths", () => {
    const loaded = loadSite(SITES.starter);
    if (!loaded.ok) throw new Error('the starter is invalid');
    expect(auditPaths(loaded.model)).toEqual([
      { id: 'home', path: '/' },
      { id: 'privacy', path: '/privacy' },
      { id: 'repairs', path: '/bike-repairs' },
    ]);
  });

  it("the fixture site's pages at their first paths", () => {
    const loaded = loadSite(SITES.fixture);
    if (!loaded.ok) throw new Error('the fixture site is invalid');
    expect(auditPaths(loaded.model)).toEqual([
      { id: 'finance', path: '/finance' },
      { id: 'home', path: '/' },
      { id: 'privacy', path: '/privacy' },
      { id: 'tour', path: '/tour' },
    ]);
  });
});
