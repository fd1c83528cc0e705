import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assetsFromManifest, DEV_ASSETS } from '../../src/render/assets';
import { writeStubBuild } from '../helpers/stub-build';

const MODEL = { site: { brand: {}, sharedSections: [] }, pages: [], editions: [] } as unknown as Parameters<typeof assetsFromManifest>[1];
const LATE = '(function(){console.log("late")})();\n';
// Named here as docs/decisions/55 says (sha256 of the text, base64url, 8 characters), with node:crypto.
const LATE_NAME = `assets/boot-late-${createHash('sha256').update(LATE).digest('base64url').slice(0, 8)}.js`;

let dist: string;
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function build({ late, file }: { late: boolean; file: boolean }): string {
  dist = mkdtempSync(join(tmpdir(), 'assets-'));
  writeStubBuild(dist);
  if (late) writeFileSync(join(dist, '.vite', 'boot-late.js'), LATE);
  if (file) {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, LATE_NAME), LATE);
  }
  return dist;
}

describe("the boot script's late part in a build's assets", () => {
  it('is named by its content under /assets/, on the boot script', () => {
    expect(assetsFromManifest(build({ late: true, file: true }), MODEL).boot).toEqual({
      code: '(function(){})();',
      entry: '/assets/main.js',
      late: `/${LATE_NAME}`,
    });
  });

  it('is left out for a build from before it (the boot script then does all)', () => {
    expect(assetsFromManifest(build({ late: false, file: false }), MODEL).boot).toEqual({ code: '(function(){})();', entry: '/assets/main.js' });
  });

  it('refuses a build that wrote the late part but not its file, saying to rebuild', () => {
    const distDir = build({ late: true, file: false });
    expect(() => assetsFromManifest(distDir, MODEL)).toThrow(
      `${join(distDir, LATE_NAME)} is missing: the build wrote the boot's late part but not its file; rebuild with "npm run build".`,
    );
  });
});

describe("the dev server's assets", () => {
  it("loads Vite's client, the boot script, its late part, the entry and the styles, in that order, and inlines nothing", () => {
    expect(DEV_ASSETS).toEqual({
      scripts: ['/@vite/client', '/src/client/boot.ts', '/src/client/boot-late.ts', '/src/client/main.ts', '/src/client/dev-styles.ts'],
      styles: [],
    });
  });
});
