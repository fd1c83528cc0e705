import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPreviewStyles } from '../../../dev/editor/bundle';

// The live page beside the editor's form may show any block: it carries every block's stylesheet,
// after the site's own (a built page inlines only its blocks' styles). Once it carried none, and
// comparison tables and plan cards showed unstyled while every status was 200 (issue 61).
describe("editor: the live page's styles", () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'preview-styles-'));
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  it("hold the site's base styles first, then every block's", async () => {
    const css = await buildPreviewStyles(cacheDir);
    expect(css).toMatch(/\.comparison-table caption\{[^}]*position:absolute/);
    expect(css).toContain('.plan-card');
    expect(css).toContain('.language-list{');
    expect(css.indexOf('.skip-link')).toBeGreaterThanOrEqual(0);
    expect(css.indexOf('.skip-link')).toBeLessThan(css.indexOf('.comparison-table'));
  }, 60_000);
});
