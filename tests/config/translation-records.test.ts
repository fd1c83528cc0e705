import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translatedSummary } from '../../src/config/languages/translated-summary';
import { loadSite } from '../../src/config/load';
import { formatProblem } from '../../src/config/problem';

// What each shipped translation was made from (translations/<tag>/made-from.yaml, issue 56).
const ROOT = join(import.meta.dirname, '..', '..');
const shipped = (file: string) => readFileSync(join(ROOT, file), 'utf8');

describe('site: the shipped translations and what they were made from', () => {
  it('counts the texts per language as a hand count does', () => {
    const loaded = loadSite(ROOT);
    if (!loaded.ok) throw new Error(loaded.problems.map(formatProblem).join('\n'));
    // By hand, each language: site.yaml 49 texts (55 strings less the 6 city names of af, 58 of zu's
    // 107), pages/home.yaml 90, pages/tender-finance.yaml 50: 189, each recorded.
    const texts = translatedSummary(loaded.model).map((line) => line.slice(line.indexOf('Texts:')));
    expect(texts).toEqual(['Texts: 189 translated, 0 stale, 0 missing.', 'Texts: 189 translated, 0 stale, 0 missing.']);
  });

  it('flags each translation of an English sentence rewritten, at its line, and nothing else', () => {
    const page = shipped('pages/tender-finance.yaml').replace('Construction contracts pay in stages,', 'Building contracts pay in stages,');
    const loaded = loadSite(ROOT, (file) => (file === 'pages/tender-finance.yaml' ? page : shipped(file)));
    const stale = loaded.warnings.filter((warning) => warning.code === 'LE822');
    expect(stale.map((warning) => `${warning.file}:${warning.line}:${warning.col} ${warning.path}`)).toEqual([
      'translations/af/pages/tender-finance.yaml:58:9 sections[3].paragraphs[0]',
      'translations/zu/pages/tender-finance.yaml:58:9 sections[3].paragraphs[0]',
    ]);
    expect(stale[0]!.message).toBe(
      'The English text this translates has changed since it was translated: pages/tender-finance.yaml:76 now reads "Building contracts pay in stages, long after you have bou...". Check this Afrikaans text against it and change it if needed, then record it as checked: npx landing-engine translations --record af --stale.',
    );
    expect(loaded.ok && translatedSummary(loaded.model).map((line) => line.slice(line.indexOf('Texts:')))).toEqual([
      'Texts: 189 translated, 1 stale, 0 missing.',
      'Texts: 189 translated, 1 stale, 0 missing.',
    ]);
  });
});
