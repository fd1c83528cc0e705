import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildEditorUi } from '../../../dev/editor/bundle';

// The page's request types are z.infer of the server's request schemas (dev/editor/requests.ts),
// imported for their types only (issue 57): the schemas and their words stay on the server. zod
// itself is in the page, by design: the forms are drawn from the site's schemas (decision 28).
describe("editor: the page's script", () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'editor-ui-'));
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  it('holds none of the request schemas, only the form schemas', async () => {
    const files = await buildEditorUi(cacheDir);
    const script = [...files]
      .filter(([name]) => name.endsWith('.js'))
      .map(([, file]) => file.body.toString('utf8'))
      .join('\n');
    expect(script).not.toContain('must be one of set, unset, insert, remove or move');
    expect(script).not.toContain('must be the version of the file the changes were made to');
    // The form schemas are there: a block's description the marketer reads beside its field.
    expect(script).toContain('plan-cards');
  }, 60_000);
});
