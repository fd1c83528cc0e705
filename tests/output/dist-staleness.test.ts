import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactBuildIn, staleness } from '../../src/output/stamp';

/** A dist/ folder with one script and, unless `stamp` is null, a build stamp. */
function dist({ script, stamp }: { script: string; stamp: object | null }): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-staleness-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'client-abc123.js'), script);
  if (stamp) writeFileSync(join(dir, '.prerender.json'), JSON.stringify(stamp));
  return dir;
}

const PRODUCTION_REACT = 'function u(e){return e.$$typeof===Symbol.for("react.element")}';
const DEVELOPMENT_REACT = 'console.info("%cDownload the React DevTools for a better development experience")';

describe('which React build a client carries', () => {
  it('is production for minified production code, and for a site with no scripts at all', () => {
    expect(reactBuildIn(dist({ script: PRODUCTION_REACT, stamp: null }))).toBe('production');
    expect(reactBuildIn(mkdtempSync(join(tmpdir(), 'no-assets-')))).toBe('production');
  });

  it("is development when a script carries react-dom's development build or the dev JSX runtime", () => {
    expect(reactBuildIn(dist({ script: DEVELOPMENT_REACT, stamp: null }))).toBe('development');
    expect(reactBuildIn(dist({ script: 'import{jsxDEV as e}from"./jsx-dev-runtime-F0JOGzVt.js"', stamp: null }))).toBe('development');
  });
});

describe('whether npm start must build before serving', () => {
  it('serves a finished production build that is newer than the sources', () => {
    expect(staleness(dist({ script: PRODUCTION_REACT, stamp: { pages: 3, react: 'production' } }), 0)).toBe('');
  });

  it('builds when the stamp is missing (no build, or one that stopped half way)', () => {
    expect(staleness(dist({ script: PRODUCTION_REACT, stamp: null }), 0)).toBe('dist/ is missing or unfinished');
  });

  it('builds when a source changed after the build', () => {
    const dir = dist({ script: PRODUCTION_REACT, stamp: { react: 'production' } });
    utimesSync(join(dir, '.prerender.json'), new Date('2026-01-01T00:00:00Z'), new Date('2026-01-01T00:00:00Z'));
    expect(staleness(dir, Date.parse('2026-01-02T00:00:00Z'))).toBe('dist/ is older than the sources');
  });

  it('rebuilds a development build (left by a test run) and a build from before the stamp recorded React', () => {
    expect(staleness(dist({ script: DEVELOPMENT_REACT, stamp: { react: 'development' } }), 0)).toBe('dist/ is not a production build');
    expect(staleness(dist({ script: PRODUCTION_REACT, stamp: { pages: 3 } }), 0)).toBe('dist/ is not a production build');
  });
});
