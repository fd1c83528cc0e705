import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { floorPageType, mirrorWithFile } from '../../bench/floor';
import { shippedModel } from '../helpers/load-fixture';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'floor-test-'));
  made.push(dir);
  return dir;
};

describe("the bench's floor page", () => {
  it('sits at the first page path with a city, filled with a known place the site does not list (a made-up slug is redirected)', () => {
    expect(floorPageType(shippedModel()).path).toBe('/bakkie-rental/tshwane');
  });

  it('is written into a copy of dist/ made of links, leaving dist/ as it was', () => {
    const root = temp();
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'bakkie-rental', 'johannesburg'), { recursive: true });
    writeFileSync(join(dist, 'bakkie-rental', 'index.html'), 'bakkie page');
    writeFileSync(join(dist, 'bakkie-rental', 'johannesburg', 'index.html'), 'bakkie in Johannesburg');
    writeFileSync(join(dist, 'index.html'), 'home page');
    const copy = join(root, 'copy');
    mirrorWithFile(dist, copy, 'bakkie-rental/bench-floor/index.html', '<p>floor</p>');
    expect(readFileSync(join(copy, 'bakkie-rental', 'bench-floor', 'index.html'), 'utf8')).toBe('<p>floor</p>');
    expect(readFileSync(join(copy, 'bakkie-rental', 'johannesburg', 'index.html'), 'utf8')).toBe('bakkie in Johannesburg');
    expect(readFileSync(join(copy, 'index.html'), 'utf8')).toBe('home page');
    expect(lstatSync(join(copy, 'index.html')).isSymbolicLink()).toBe(true);
    expect(lstatSync(join(copy, 'bakkie-rental')).isSymbolicLink()).toBe(false);
    expect(existsSync(join(dist, 'bakkie-rental', 'bench-floor'))).toBe(false);
  });

  it('replaces a file dist/ has in the copy only', () => {
    const root = temp();
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'terms'), { recursive: true });
    writeFileSync(join(dist, 'terms', 'index.html'), 'terms page');
    mirrorWithFile(dist, join(root, 'copy'), 'terms/index.html', '<p>floor</p>');
    expect(readFileSync(join(root, 'copy', 'terms', 'index.html'), 'utf8')).toBe('<p>floor</p>');
    expect(readFileSync(join(dist, 'terms', 'index.html'), 'utf8')).toBe('terms page');
  });
});
