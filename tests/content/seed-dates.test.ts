// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDaysToMove, seedWrittenOn } from '../../src/content/seed-dates';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
/** A content folder holding seed-dates.json with `text`, or none. */
function content(text?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'seed-dates-'));
  dirs.push(dir);
  if (text !== undefined) writeFileSync(join(dir, 'seed-dates.json'), text);
  return dir;
}

describe("the day the seed's dates are written as of (content/seed-dates.json)", () => {
  it('moves the dates by the days since that day; without the file, not at all', () => {
    expect(seedWrittenOn(content('{"writtenOn": "2026-11-20"}'))).toBe('2026-11-20');
    expect(seedDaysToMove(content('{"writtenOn": "2026-11-20"}'), '2026-11-23')).toBe(3);
    expect(seedWrittenOn(content())).toBeUndefined();
    expect(seedDaysToMove(content(), '2026-11-23')).toBe(0);
  });

  it("a file that is not JSON stops the store, naming the file and what to write, with the parser's error as its cause", () => {
    const dir = content('{writtenOn: 2026-11-20}');
    let thrown: unknown;
    try {
      seedWrittenOn(dir);
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error).message).toMatch(
      new RegExp(
        `^${join(dir, 'seed-dates.json').replaceAll('/', '\\/')} is not valid JSON \\(.+\\); write \\{"writtenOn": "YYYY-MM-DD"\\}, the day the seed's dates are written as of$`,
      ),
    );
    expect((thrown as Error).cause).toBeInstanceOf(SyntaxError);
  });

  it('a day that is not a real one stops the store too', () => {
    const dir = content('{"writtenOn": "2026-02-30"}');
    expect(() => seedWrittenOn(dir)).toThrow(
      `${join(dir, 'seed-dates.json')}: writtenOn should be the day the seed's dates are written as of, like "2025-03-20", got "2026-02-30"`,
    );
    expect(() => seedWrittenOn(content('{"writtenOn": 20261120}'))).toThrow('got 20261120');
  });
});
