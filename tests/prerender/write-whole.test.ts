// Writing a file whole (src/prerender/write-whole.ts): a temporary file of its own beside the
// target, renamed over it; on a failure the target is as it was, the temporary file is gone and
// the build hears why.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyWhole, writeWhole } from '../../src/prerender/write-whole';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const folder = () => (dir = mkdtempSync(join(tmpdir(), 'write-whole-')));

describe('writing a file whole', () => {
  it('replaces the file and leaves nothing else beside it', () => {
    const page = join(folder(), 'index.html.br');
    writeFileSync(page, 'old');
    writeWhole(page, Buffer.from('new'));
    copyWhole(page, join(dir, 'copy.br'));
    expect(readdirSync(dir).toSorted()).toEqual(['copy.br', 'index.html.br']);
    expect([readFileSync(page, 'utf8'), readFileSync(join(dir, 'copy.br'), 'utf8')]).toEqual(['new', 'new']);
  });

  it("leaves another build's temporary file of the same target alone (each write has its own)", () => {
    const page = join(folder(), 'index.html.gz');
    // What an engine before this one named its temporary file, and another build may be writing now.
    writeFileSync(`${page}.tmp`, 'half of another build');
    writeWhole(page, Buffer.from('whole'));
    expect(readFileSync(`${page}.tmp`, 'utf8')).toBe('half of another build');
    expect(readFileSync(page, 'utf8')).toBe('whole');
  });

  it('throws when the target cannot be replaced, and takes its temporary file away', () => {
    // A folder (not empty) where the file should go: the rename fails after the temporary file is written.
    const target = join(folder(), 'sitemap.xml.br');
    mkdirSync(target);
    writeFileSync(join(target, 'kept'), 'x');
    expect(() => writeWhole(target, Buffer.from('new'))).toThrow();
    expect(() => copyWhole(join(target, 'kept'), target)).toThrow();
    expect(readdirSync(dir)).toEqual(['sitemap.xml.br']);
    expect(readdirSync(target)).toEqual(['kept']);
  });
});
