import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/engine';
import { FIXTURE_SITE } from '../helpers/fixture-site';

// validate on a site with a second language and no translation yet (issue 54): a page without its
// file is not published in that language, which validate sums up in one line per language, not a
// warning per page; a language without its site.yaml is still a warning (its header and footer
// show in the default language), and --strict fails on that.
describe('landing-engine validate on a site with languages', () => {
  const site = mkdtempSync(join(tmpdir(), 'cli-languages-'));
  cpSync(FIXTURE_SITE, site, { recursive: true });
  appendFileSync(
    join(site, 'site.config.yaml'),
    'languages:\n  default: { tag: en, name: English }\n  others:\n    - { tag: af, name: Afrikaans, prefix: /af }\n',
  );
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  const siteWarning =
    'warning: site.config.yaml:45:14 languages.others[0].tag: translations/af/site.yaml does not exist, so the navigation, footer and not-found page show in English under /af. Create it with the texts of site.config.yaml in Afrikaans. [LE812]';

  it('passes, saying in one line per language which pages are not translated, and counts the languages', () => {
    const result = runCli(['validate', '--root', site], { cwd: site });
    expect(result.status).toBe(0);
    expect(result.stderr.split('\n').filter((line) => line.includes('[LE8'))).toEqual([siteWarning]);
    expect(result.stdout).toMatch(
      /^Site config is valid: 4 pages, 4 link templates, 2 languages \(\d+ ms\)\.\nAfrikaans \(\/af\): 0 of 4 pages translated; not published under \/af, their addresses there redirect to English: finance, home, privacy, tour\.\n1 warning above/,
    );
  });

  it('fails with --strict while the language has no site.yaml', () => {
    const result = runCli(['validate', '--root', site, '--strict'], { cwd: site });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(siteWarning);
    expect(result.stderr).toContain('1 warning and 4 placeholder addresses left (--strict). Fix them before going live.');
  });
});
