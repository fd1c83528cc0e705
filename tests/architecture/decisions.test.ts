import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision records (issue 59): one number each, every one in ARCHITECTURE.md's index.
const ROOT = join(import.meta.dirname, '..', '..');
const files = readdirSync(join(ROOT, 'docs', 'decisions')).filter((name) => name.endsWith('.md'));

describe('decision records', () => {
  it('each has a number of its own', () => {
    const numbers = files.map((name) => name.slice(0, name.indexOf('-')));
    expect(numbers.filter((number, i) => numbers.indexOf(number) !== i)).toEqual([]);
    expect(numbers.every((number) => /^\d{2}$/.test(number))).toBe(true);
  });

  it('each is listed in ARCHITECTURE.md', () => {
    const architecture = readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8');
    expect(files.filter((name) => !architecture.includes(`(docs/decisions/${name})`))).toEqual([]);
  });
});
