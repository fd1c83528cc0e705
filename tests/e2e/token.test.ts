import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { LEAK_CANARY_TOKEN } from './global-setup';

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

describe('the content-store read token', () => {
  it('reaches neither the browser bundle nor any prerendered page (built with the token in the environment)', () => {
    let checked = 0;
    for (const file of files(inject('distDir'))) {
      if (!/\.(html|js|css|json|xml|txt)$/.test(file) && !file.endsWith('_headers') && !file.endsWith('_redirects')) continue;
      expect(readFileSync(file, 'utf8').includes(LEAK_CANARY_TOKEN), file).toBe(false);
      checked++;
    }
    // A whole build was read: 588 pages (prerender: canonical, issue 54) besides the bundle and host files.
    expect(checked).toBeGreaterThan(588);
  });
});
