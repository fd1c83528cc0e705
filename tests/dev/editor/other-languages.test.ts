import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { otherLanguages } from '../../../dev/editor/translations';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the editor's list of the site's other languages", () => {
  it('gives a language whose prefix is not written yet (validate asks for one) /<tag>, and keeps a prefix written', () => {
    root = mkdtempSync(join(tmpdir(), 'other-languages-'));
    writeFileSync(
      join(root, 'site.config.yaml'),
      'languages:\n  default: { tag: en, name: English }\n  others:\n    - { tag: af, name: Afrikaans }\n    - { tag: zu, name: isiZulu, prefix: /isizulu }\n',
    );
    expect(otherLanguages(root)).toEqual([
      { tag: 'af', name: 'Afrikaans', prefix: '/af' },
      { tag: 'zu', name: 'isiZulu', prefix: '/isizulu' },
    ]);
  });
});
