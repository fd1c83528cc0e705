import { describe, expect, it } from 'vitest';
import { fixtureFile, loadFixture } from '../helpers/fixture-site';
import { AFRIKAANS, said, skeletons } from '../helpers/translation-skeletons';

// A translation that repeats every text of the default (the skeleton a translator starts from,
// src/config/languages/page-texts.ts) is complete: validate accepts it without a warning, and so
// does the JSON Schema of translation files. tests/config/site-translation-skeleton covers the shipped site.
describe('a translation that repeats every text of the default', () => {
  it('is complete on the fixture site', () => {
    const config = { 'site.config.yaml': fixtureFile('site.config.yaml') + AFRIKAANS };
    const result = loadFixture({ ...config, ...skeletons(loadFixture(config)) });
    expect(said(result)).toEqual([]);
    expect(result.ok).toBe(true);
  });
});
