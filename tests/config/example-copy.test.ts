import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/config/load';
import { formatProblem } from '../../src/config/problem';
import { runCli } from '../helpers/engine';
import { FIXTURE_SITE } from '../helpers/fixture-site';
import { ROOT } from '../helpers/load-fixture';

/** The privacy page with a copy section as the editor inserts it, its heading since rewritten. */
const WITH_EXAMPLE = `${readFileSync(join(FIXTURE_SITE, 'pages/privacy.yaml'), 'utf8')}  - type: copy
    heading: Why Acme
    paragraphs:
      - Tell us what you need. We send a quote the same day.
    bullets:
      - Free installation
      - Pay on delivery
`;

const exampleWarnings = (root: string) =>
  loadSite(root)
    .warnings.filter((w) => w.code === 'LE708')
    .map(formatProblem);

describe('example copy from the block reference is never live by accident (LE708)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'example-copy-'));
  cpSync(FIXTURE_SITE, dir, { recursive: true });
  writeFileSync(join(dir, 'pages/privacy.yaml'), WITH_EXAMPLE);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('validate warns on each text still equal to the example, at its line and column', () => {
    expect(exampleWarnings(dir)).toEqual([
      "pages/privacy.yaml:14:9 \"Tell us what you need. We send a quote the same day.\" is the block reference's example copy (docs/blocks.md), not this site's words. Write the page's own text here, or remove it. [LE708]",
      "pages/privacy.yaml:16:9 \"Free installation\" is the block reference's example copy (docs/blocks.md), not this site's words. Write the page's own text here, or remove it. [LE708]",
      "pages/privacy.yaml:17:9 \"Pay on delivery\" is the block reference's example copy (docs/blocks.md), not this site's words. Write the page's own text here, or remove it. [LE708]",
    ]);
  });

  it('validate --strict fails on it', () => {
    const strict = runCli(['validate', '--strict'], { cwd: dir });
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain('warning: pages/privacy.yaml:16:9 "Free installation" is the block reference\'s example copy');
  });

  it('no real page says an example text: the shipped site, the starter and the fixture have none', () => {
    expect(exampleWarnings(ROOT)).toEqual([]);
    expect(exampleWarnings(join(ROOT, 'examples/starter'))).toEqual([]);
    expect(exampleWarnings(FIXTURE_SITE)).toEqual([]);
  });

  it('a button label the reference also uses ("Apply Now") is a page\'s own words, not example copy', () => {
    const page = WITH_EXAMPLE.replace(/ {4}paragraphs:[\s\S]*$/, '');
    writeFileSync(
      join(dir, 'pages/labels.yaml'),
      `${page.replace('/privacy', '/labels')}  - type: buttons\n    buttons:\n      - { label: Apply Now, link: shop }\n`,
    );
    expect(exampleWarnings(dir).filter((w) => w.startsWith('pages/labels.yaml'))).toEqual([]);
  });
});
