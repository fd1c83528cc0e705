import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonSchemaFiles } from '../../schemas/json-schema';
import { translationFiles } from '../../src/config/languages/translation-files';
import { configFiles } from '../../src/config/load';
import { ROOT } from '../helpers/load-fixture';

describe('editor support', () => {
  it('the committed JSON Schema matches the zod schemas (run npm run docs if this fails)', () => {
    for (const [file, text] of Object.entries(jsonSchemaFiles())) {
      expect(readFileSync(join(ROOT, file), 'utf8'), `${file} is stale: run npm run docs`).toBe(text);
    }
  });

  it('every YAML file starts with its yaml-language-server schema line', () => {
    for (const file of configFiles(ROOT)) {
      const first = readFileSync(join(ROOT, file), 'utf8').split('\n')[0];
      const schema = file.startsWith('pages/') ? '../schemas/json/page.schema.json' : './schemas/json/site.schema.json';
      expect(first, file).toBe(`# yaml-language-server: $schema=${schema}`);
    }
  });

  it('every translation file starts with the schema line of its kind (decision 45)', () => {
    // made-from.yaml is the engine's record of what the texts were made from (decision 49), not a translation.
    for (const file of translationFiles(ROOT).filter((name) => name.endsWith('.yaml') && !name.endsWith('/made-from.yaml'))) {
      const first = readFileSync(join(ROOT, file), 'utf8').split('\n')[0];
      const schema = file.endsWith('/site.yaml') ? '../../schemas/json/site-translation.schema.json' : '../../../schemas/json/page-translation.schema.json';
      expect(first, file).toBe(`# yaml-language-server: $schema=${schema}`);
    }
  });
});
