import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryOf } from '../../src/config/catalogue/index';
import { configFiles } from '../../src/config/load';
import { translationFiles } from '../../src/config/languages/translation-files';
import { JARGON } from '../helpers/jargon';
import { fixtureFile, loadFixture } from '../helpers/fixture-site';
import { loadWith, ROOT } from '../helpers/load-fixture';
import { AFRIKAANS, skeletons } from '../helpers/translation-skeletons';

/** mulberry32: a tiny seeded generator, so every run tries the same mutations. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const INSERTS = [
  ':',
  ': ',
  '- ',
  '[',
  ']',
  '{',
  '}',
  ',',
  '"',
  "'",
  ' #',
  '&a ',
  '*a',
  '\t',
  '|',
  '>',
  '!',
  '%',
  '@',
  '`',
  '  ',
  '\n',
  '{city}',
  '? ',
  '---\n',
  '\u0000',
];

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

/** One mistake of the kinds a person editing YAML makes (and a few a fuzzer makes). */
function mutate(text: string, rng: Rng): string {
  const lines = text.split('\n');
  const i = Math.floor(rng() * lines.length);
  const line = lines[i]!;
  switch (Math.floor(rng() * 8)) {
    case 0:
      lines.splice(i, 1);
      break;
    case 1:
      lines.splice(i, 0, line);
      break;
    case 2:
      lines[i] = `  ${line}`;
      break;
    case 3:
      lines[i] = line.replace(/^ {1,2}/, '');
      break;
    case 4: {
      const at = Math.floor(rng() * (line.length + 1));
      lines[i] = line.slice(0, at) + pick(rng, INSERTS) + line.slice(at);
      break;
    }
    case 5:
      // A scalar becomes a list.
      lines[i] = line.replace(/: (\S.*)$/, rng() < 0.5 ? ': [$1]' : ':\n  - $1');
      break;
    case 6:
      // An anchor on one value, an alias in place of another.
      lines[i] = line.replace(/: (\S)/, ': &a $1');
      lines[Math.floor(rng() * lines.length)] = lines[Math.floor(rng() * lines.length)]!.replace(/: \S.*$/, ': *a');
      break;
    default:
      lines[i] = line.replace(/: \S.*$/, pick(rng, [': yes', ': 1e999', ': ~', ': ""', ': []', ': {}', ': -1', ': "x"']));
  }
  return lines.join('\n');
}

describe('no mutation of the shipped YAML crashes validation', () => {
  const files = configFiles(ROOT);
  // A mutated page can also be reported in its translations (a list that no longer has the page's length).
  const reportable = [...files, ...translationFiles(ROOT)];
  const texts = new Map(files.map((file) => [file, readFileSync(join(ROOT, file), 'utf8')]));

  it('1,000 seeded mutations: each is accepted or reported at file:line:col, never thrown', () => {
    const rng = random(20261123);
    let reported = 0;
    for (let run = 0; run < 1000; run++) {
      const file = pick(rng, files);
      let text = texts.get(file)!;
      const times = 1 + Math.floor(rng() * 3);
      for (let m = 0; m < times; m++) text = mutate(text, rng);
      let result;
      try {
        result = loadWith({ [file]: text });
      } catch (error) {
        throw new Error(`run ${run} on ${file} threw ${(error as Error).stack}\n--- input ---\n${text}`, { cause: error });
      }
      if (!result.ok) {
        reported++;
        for (const problem of result.problems) {
          expect(reportable, `run ${run}`).toContain(problem.file);
          expect(problem.line, `run ${run}: ${problem.message}`).toBeGreaterThanOrEqual(1);
          expect(problem.col, `run ${run}: ${problem.message}`).toBeGreaterThanOrEqual(1);
          expect(problem.message.length).toBeGreaterThan(10);
        }
      }
      // Every problem and warning is in the catalogue, and none speaks the parser's or zod's words.
      for (const problem of [...(result.ok ? [] : result.problems), ...result.warnings]) {
        expect(entryOf(problem.code), `run ${run}: ${problem.code} ${problem.message}`).toBeDefined();
        expect(problem.message, `run ${run} on ${file}`).not.toMatch(JARGON);
      }
    }
    // Most mutations break something; a fuzz that reports nothing is not fuzzing.
    expect(reported).toBeGreaterThan(500);
  }, 120_000);
});

describe('no mutation of a translation file crashes validation (decision 45)', () => {
  const config = { 'site.config.yaml': fixtureFile('site.config.yaml') + AFRIKAANS };
  const translations = skeletons(loadFixture(config));
  const files = Object.keys(translations);

  it("300 seeded mutations of the fixture site's Afrikaans files: each accepted or reported in the catalogue, never thrown", () => {
    const rng = random(20261128);
    let reported = 0;
    for (let run = 0; run < 300; run++) {
      const file = pick(rng, files);
      let text = translations[file]!;
      const times = 1 + Math.floor(rng() * 3);
      for (let m = 0; m < times; m++) text = mutate(text, rng);
      let result;
      try {
        result = loadFixture({ ...config, ...translations, [file]: text });
      } catch (error) {
        throw new Error(`run ${run} on ${file} threw ${(error as Error).stack}\n--- input ---\n${text}`, { cause: error });
      }
      if (!result.ok) reported++;
      for (const problem of [...(result.ok ? [] : result.problems), ...result.warnings]) {
        expect(entryOf(problem.code), `run ${run}: ${problem.code} ${problem.message}`).toBeDefined();
        expect(problem.line, `run ${run}: ${problem.message}`).toBeGreaterThanOrEqual(1);
        expect(problem.message, `run ${run} on ${file}`).not.toMatch(JARGON);
      }
    }
    expect(reported).toBeGreaterThan(100);
  }, 120_000);
});
