import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/engine';
import { FIXTURE_SITE } from '../helpers/fixture-site';

// validate on a site with a second language and no translation yet: each untranslated file is a
// warning (the default text is shown meanwhile), and --strict fails on them (decision 45).
describe('landing-engine validate on a site with languages', () => {
  const site = mkdtempSync(join(tmpdir(), 'cli-languages-'));
  cpSync(FIXTURE_SITE, site, { recursive: true });
  appendFileSync(join(site, 'site.config.yaml'), 'languages:\n  default: { tag: en, name: English }\n  others:\n    - { tag: af, name: Afrikaans, prefix: /af }\n');
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  const warnings = [
    'warning: pages/finance.yaml:1:1 pages/finance.yaml has no Afrikaans translation, so /af/finance shows it in English. Create translations/af/pages/finance.yaml with its texts in Afrikaans. [LE812]',
    'warning: pages/home.yaml:1:1 pages/home.yaml has no Afrikaans translation, so /af shows it in English. Create translations/af/pages/home.yaml with its texts in Afrikaans. [LE812]',
    'warning: pages/privacy.yaml:1:1 pages/privacy.yaml has no Afrikaans translation, so /af/privacy shows it in English. Create translations/af/pages/privacy.yaml with its texts in Afrikaans. [LE812]',
    'warning: pages/tour.yaml:1:1 pages/tour.yaml has no Afrikaans translation, so /af/tour shows it in English. Create translations/af/pages/tour.yaml with its texts in Afrikaans. [LE812]',
  ];

  it('passes, printing a warning for each file without its translation, and counts the languages', () => {
    const result = runCli(['validate', '--root', site], { cwd: site });
    expect(result.status).toBe(0);
    expect(result.stderr.split('\n').filter((line) => line.includes('[LE8'))).toEqual([
      ...warnings,
      'warning: site.config.yaml:45:14 languages.others[0].tag: translations/af/site.yaml does not exist, so the navigation, footer and not-found page show in English under /af. Create it with the texts of site.config.yaml in Afrikaans. [LE812]',
    ]);
    expect(result.stdout).toMatch(/^Site config is valid: 4 pages, 4 link templates, 2 languages \(\d+ ms\)\.\n5 warnings above/);
  });

  it('fails with --strict while a translation is missing', () => {
    const result = runCli(['validate', '--root', site, '--strict'], { cwd: site });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(warnings[1]);
    expect(result.stderr).toContain('5 warnings and 4 placeholder addresses left (--strict). Fix them before going live.');
  });
});
