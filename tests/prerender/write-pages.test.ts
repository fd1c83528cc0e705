import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeStalePages, writeIfChanged } from '../../src/prerender/write-pages';

const folder = () => mkdtempSync(join(tmpdir(), 'write-pages-'));

describe('a rebuild into the previous dist/', () => {
  it('writes a new page with its folders, leaves an identical one untouched and rewrites a changed one', () => {
    const dir = folder();
    const file = join(dir, 'tender-finance', 'durban.html');
    expect(writeIfChanged(file, '<h1>Tender finance in Durban</h1>')).toBe(true);
    const old = new Date('2026-01-01T00:00:00Z');
    utimesSync(file, old, old);

    expect(writeIfChanged(file, '<h1>Tender finance in Durban</h1>')).toBe(false);
    expect(statSync(file).mtime.toISOString()).toBe('2026-01-01T00:00:00.000Z');

    expect(writeIfChanged(file, '<h1>Tender Finance in Durban</h1>')).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('<h1>Tender Finance in Durban</h1>');
  });

  it('writes a page given as pieces of bytes (a city filled into a template) as the text they make, and compares it by the same bytes', () => {
    const dir = folder();
    const file = join(dir, 'bakkie-hire', 'hilton.html');
    const pieces = (...texts: string[]) => texts.map((text) => Buffer.from(text));
    expect(writeIfChanged(file, pieces('<h1>Bakkie hire in ', 'Hilton', '</h1>'))).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('<h1>Bakkie hire in Hilton</h1>');
    const old = new Date('2026-01-01T00:00:00Z');
    utimesSync(file, old, old);

    // The same bytes cut elsewhere are the same page; a change of the same length is not.
    expect(writeIfChanged(file, pieces('<h1>Bakkie ', 'hire in Hilton</h1>'))).toBe(false);
    expect(statSync(file).mtime.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(writeIfChanged(file, pieces('<h1>Bakkie hire in ', 'Hilt0n', '</h1>'))).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('<h1>Bakkie hire in Hilt0n</h1>');
  });

  it('deletes the pages and variants no route gives any more, and their empty folders, and nothing else (what public/ gave is skipped)', () => {
    const dir = folder();
    const files = [
      'index.html',
      '404.html',
      'sitemap.xml',
      'google1234abcd.html',
      'invest.html',
      'invest.invest-hero.short.html',
      'bakkie-hire/hilton.html',
      'invest/index.html',
      'assets/index.html',
      'media/index.html',
      '.vite/index.html',
    ];
    for (const file of files) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), 'x');
    }
    const removed = removeStalePages(dir, new Set(['index.html', '404.html', 'invest.html']), new Set(['assets', 'media', 'google1234abcd.html']));
    // invest/index.html: a page of a build from before pages were <path>.html.
    expect(removed).toBe(3);
    expect(files.filter((file) => existsSync(join(dir, file)))).toEqual([
      'index.html',
      '404.html',
      'sitemap.xml',
      'google1234abcd.html',
      'invest.html',
      'assets/index.html',
      'media/index.html',
      '.vite/index.html',
    ]);
    expect(existsSync(join(dir, 'bakkie-hire'))).toBe(false);
    expect(existsSync(join(dir, 'invest'))).toBe(false);
  });
});
