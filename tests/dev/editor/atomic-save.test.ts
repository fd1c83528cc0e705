import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeAllOrNothing } from '../../../dev/editor/atomic-write';
import { readFiles, saveDraft } from '../../../dev/editor/drafts';
import type { Draft } from '../../../dev/editor/requests';
import { refusalFor } from '../../../dev/editor/site-files';
import { FIXTURE_SITE } from '../../helpers/fixture-site';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'atomic-'));
  cpSync(FIXTURE_SITE, root, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(root, file), 'utf8');
const leftovers = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.editor-tmp'));

/** A heading on the home page and the brand name in the config: one save of two files. */
function twoFileDraft(): Draft {
  const files = readFiles(root);
  return {
    'site.config.yaml': { version: files['site.config.yaml']!.version, edits: [{ op: 'set', path: ['brand', 'name'], value: 'Acme Trading' }] },
    'pages/home.yaml': {
      version: files['pages/home.yaml']!.version,
      edits: [{ op: 'set', path: ['sections', 0, 'heading'], value: 'Phones for every desk{city}' }],
    },
  };
}

describe('saves cannot leave a file half written', () => {
  it('a save of two files where the second cannot be written changes neither, and names it', () => {
    const config = read('site.config.yaml');
    const home = read('pages/home.yaml');
    let writes = 0;
    const fullAfterOne = {
      writeSync: (fd: number, data: Uint8Array, offset: number, length: number) => {
        if (++writes > 1) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        return writeSync(fd, data, offset, length);
      },
    };
    const result = saveDraft(root, twoFileDraft(), fullAfterOne);
    expect(result).toEqual({
      status: 507,
      file: 'pages/home.yaml',
      message:
        "Not saved: pages/home.yaml could not be written because the disk is full. None of the 2 files was changed; your changes are still in the editor. Free some space (or fix the folder's permissions) and save again.",
    });
    expect(read('site.config.yaml')).toBe(config);
    expect(read('pages/home.yaml')).toBe(home);
    expect(leftovers(root)).toEqual([]);
    expect(leftovers(join(root, 'pages'))).toEqual([]);
  });

  it('a save writes both files, and leaves no temporary file behind', () => {
    expect(saveDraft(root, twoFileDraft())).toMatchObject({ status: 200, saved: ['site.config.yaml', 'pages/home.yaml'] });
    expect(read('site.config.yaml')).toContain('  name: Acme Trading\n');
    expect(read('pages/home.yaml')).toContain('    heading: Phones for every desk{city}\n');
    expect(leftovers(root)).toEqual([]);
    expect(leftovers(join(root, 'pages'))).toEqual([]);
  });

  it('a file that cannot be replaced is put back with the others: no file changes', () => {
    const a = join(root, 'a.txt');
    const folder = join(root, 'b.txt');
    writeFileSync(a, 'old a\n');
    // A folder where a file should be: its temporary file is written, the rename over it fails.
    mkdirSync(folder);
    expect(() =>
      writeAllOrNothing([
        { path: a, name: 'a.txt', text: 'new a\n', before: 'old a\n' },
        { path: folder, name: 'b.txt', text: 'new b\n' },
      ]),
    ).toThrow('Not saved: b.txt could not be replaced because the system refused (EISDIR). No file was changed; your changes are still in the editor.');
    expect(readFileSync(a, 'utf8')).toBe('old a\n');
    expect(leftovers(root)).toEqual([]);
  });
  it('a new file the save made before another could not be replaced is removed again: the folder is as it was', () => {
    const made = join(root, 'pages', 'spring-offer.yaml');
    const folder = join(root, 'b.txt');
    mkdirSync(folder);
    expect(() =>
      writeAllOrNothing([
        { path: made, name: 'pages/spring-offer.yaml', text: 'name: Spring offer\n' },
        { path: folder, name: 'b.txt', text: 'new b\n' },
      ]),
    ).toThrow('Not saved: b.txt could not be replaced');
    expect(existsSync(made)).toBe(false);
    expect(leftovers(join(root, 'pages'))).toEqual([]);
  });
});

describe('a write the system does only in part is finished, never left short', () => {
  it('a disk that takes at most 100 bytes a call still gets every byte of both files', () => {
    const config = read('site.config.yaml');
    const home = read('pages/home.yaml');
    const calls: number[] = [];
    const shortWrites = {
      // What write(2) may do on a pipe, a signal or a nearly full disk: take part and say how much.
      writeSync: (fd: number, data: Uint8Array, offset: number, length: number) => {
        const taken = writeSync(fd, data, offset, Math.min(length, 100));
        calls.push(taken);
        return taken;
      },
    };
    expect(saveDraft(root, twoFileDraft(), shortWrites)).toMatchObject({ status: 200, saved: ['site.config.yaml', 'pages/home.yaml'] });
    expect(read('site.config.yaml')).toBe(config.replace('  name: Acme\n', '  name: Acme Trading\n'));
    expect(read('pages/home.yaml')).toBe(home.replace('    heading: Business phones{city}\n', '    heading: Phones for every desk{city}\n'));
    // home.yaml alone is 881 bytes: the writes really were cut short.
    expect(calls.length).toBeGreaterThan(9);
    expect(leftovers(root)).toEqual([]);
    expect(leftovers(join(root, 'pages'))).toEqual([]);
  });
});

describe('a saved file keeps its permissions', () => {
  it.each(['640', '600'])('pages/home.yaml with mode %s keeps it after a save', (mode) => {
    chmodSync(join(root, 'pages/home.yaml'), parseInt(mode, 8));
    const draft: Draft = { 'pages/home.yaml': twoFileDraft()['pages/home.yaml']! };
    expect(saveDraft(root, draft)).toMatchObject({ status: 200, saved: ['pages/home.yaml'] });
    expect(read('pages/home.yaml')).toContain('    heading: Phones for every desk{city}\n');
    expect((statSync(join(root, 'pages/home.yaml')).mode & 0o777).toString(8)).toBe(mode);
  });
});

describe('a group-writable file stays group-writable, whatever the umask', () => {
  let umask: number;
  beforeEach(() => {
    // The usual umask (022) takes group write away from a file the process creates.
    umask = process.umask(0o022);
  });
  afterEach(() => void process.umask(umask));

  it.each(['664', '660'])('pages/home.yaml with mode %s keeps it after a save', (mode) => {
    chmodSync(join(root, 'pages/home.yaml'), parseInt(mode, 8));
    const draft: Draft = { 'pages/home.yaml': twoFileDraft()['pages/home.yaml']! };
    expect(saveDraft(root, draft)).toMatchObject({ status: 200, saved: ['pages/home.yaml'] });
    expect((statSync(join(root, 'pages/home.yaml')).mode & 0o777).toString(8)).toBe(mode);
  });

  it('a new page gets the usual mode less the umask (644)', () => {
    const write = join(root, 'pages/new.yaml');
    writeAllOrNothing([{ path: write, name: 'pages/new.yaml', text: 'name: New\n' }]);
    expect((statSync(write).mode & 0o777).toString(8)).toBe('644');
  });
});

describe('a full disk (a 256 KB tmpfs filled up) leaves every file as it was', () => {
  let mount: string;
  beforeEach(() => {
    mount = mkdtempSync(join(tmpdir(), 'full-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', mount]);
    cpSync(FIXTURE_SITE, join(mount, 'site'), { recursive: true });
  });
  afterEach(() => {
    execFileSync('umount', [mount]);
    rmSync(mount, { recursive: true, force: true });
  });

  it('the page keeps every byte, the save says the disk is full, and saves once space is freed', () => {
    const site = join(mount, 'site');
    const home = readFileSync(join(site, 'pages/home.yaml'), 'utf8');
    const filler = join(mount, 'filler');
    // Fill every block of the file system.
    try {
      writeFileSync(filler, Buffer.alloc(1024 * 1024));
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    }
    const version = readFiles(site)['pages/home.yaml']!.version;
    const long = 'Business phones for every desk in the office, the warehouse and the shop floor{city}';
    const draft: Draft = { 'pages/home.yaml': { version, edits: [{ op: 'set', path: ['sections', 0, 'heading'], value: long }] } };
    expect(saveDraft(site, draft)).toMatchObject({
      status: 507,
      file: 'pages/home.yaml',
      message: expect.stringContaining('Not saved: pages/home.yaml could not be written because the disk is full. The file is unchanged;'),
    });
    expect(readFileSync(join(site, 'pages/home.yaml'), 'utf8')).toBe(home);
    expect(leftovers(join(site, 'pages'))).toEqual([]);
    rmSync(filler);
    expect(saveDraft(site, draft)).toMatchObject({ status: 200, saved: ['pages/home.yaml'] });
    expect(readFileSync(join(site, 'pages/home.yaml'), 'utf8')).toContain(`    heading: ${long}\n`);
  });
});

describe('symbolic links are never written through', () => {
  it('a page that links to site.config.yaml is not listed, and a change to it is refused by name', () => {
    const config = read('site.config.yaml');
    symlinkSync('../site.config.yaml', join(root, 'pages/linked.yaml'));
    expect(Object.keys(readFiles(root))).toEqual(['site.config.yaml', 'pages/finance.yaml', 'pages/home.yaml', 'pages/privacy.yaml', 'pages/tour.yaml']);
    expect(refusalFor(root, 'pages/linked.yaml')).toBe(
      'pages/linked.yaml is a symbolic link: the editor does not write through links (the change would land in the file it points at). Edit it in a text editor, or replace the link with a copy.',
    );
    expect(() => saveDraft(root, { 'pages/linked.yaml': { version: 'x', edits: [{ op: 'set', path: ['brand', 'name'], value: 'Hacked' }] } })).toThrow(
      'pages/linked.yaml is not a file the editor may read',
    );
    expect(read('site.config.yaml')).toBe(config);
  });

  it('site.config.yaml itself as a link is refused too', () => {
    const real = join(root, 'real-config.yaml');
    writeFileSync(real, read('site.config.yaml'));
    rmSync(join(root, 'site.config.yaml'));
    symlinkSync('real-config.yaml', join(root, 'site.config.yaml'));
    expect(Object.keys(readFiles(root))).not.toContain('site.config.yaml');
    expect(refusalFor(root, 'site.config.yaml')).toContain('site.config.yaml is a symbolic link');
  });
});
