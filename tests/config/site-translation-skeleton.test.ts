import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadWith, ROOT } from '../helpers/load-fixture';
import { AFRIKAANS, said, skeletons } from '../helpers/translation-skeletons';

// Every block type the shipped site uses: a translation repeating each default text is complete.
describe('site: a translation that repeats every text of the default', () => {
  it('is complete for each of its languages (Afrikaans while it declares none)', () => {
    const text = readFileSync(join(ROOT, 'site.config.yaml'), 'utf8');
    const config = { 'site.config.yaml': /^languages:/m.test(text) ? text : text + AFRIKAANS };
    const result = loadWith({ ...config, ...skeletons(loadWith(config)) });
    expect(said(result)).toEqual([]);
    expect(result.ok).toBe(true);
  });
});
