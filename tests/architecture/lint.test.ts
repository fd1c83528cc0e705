import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/load-fixture';

/**
 * npm test lints first (issue 59): the repo's own eslint.config.js, run on tests/fixtures/lint/,
 * finds an unused name, an import circle and a floating promise there, so the same mistakes in
 * src/, dev/ or cli/ fail npm test and CI.
 */
describe('the lint', () => {
  it('finds an unused name, an import circle and a floating promise', async () => {
    const eslint = new ESLint({ cwd: ROOT, ignore: false });
    const results = await eslint.lintFiles(['tests/fixtures/lint/*.ts']);
    const found = results.flatMap((result) => result.messages.map((message) => `${relative(ROOT, result.filePath)}:${message.line} ${message.ruleId}`));
    expect(found.sort()).toEqual([
      'tests/fixtures/lint/circle-a.ts:2 import-x/no-cycle',
      'tests/fixtures/lint/circle-b.ts:2 import-x/no-cycle',
      'tests/fixtures/lint/floating-promise.ts:7 @typescript-eslint/no-floating-promises',
      'tests/fixtures/lint/unused-name.ts:3 @typescript-eslint/no-unused-vars',
    ]);
  });

  it('runs before the tests in npm test', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.lint).toBe('eslint . && prettier --check .');
    expect(pkg.scripts.test).toBe('npm run lint && vitest run --configLoader runner');
  });
});
