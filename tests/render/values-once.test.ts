import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteModel } from '../../src/config/model';
import { formatProblem } from '../../src/config/problem';
import { prerenderPaths } from '../../src/prerender/paths';
import { createRenderer } from '../../src/render/render-page';
import { loadWith, ROOT, withCities } from '../helpers/load-fixture';

const shippedConfig = readFileSync(join(ROOT, 'site.config.yaml'), 'utf8');

/** The shipped site with one line of site.config.yaml changed, every page in every language rendered (one city, one product). */
function pagesWith(from: string, to: string): string[] {
  expect(shippedConfig, from).toContain(from);
  const result = loadWith({ 'site.config.yaml': shippedConfig.replace(from, to) });
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
  const model: SiteModel = withCities(result.model, ['durban'], ['solar']);
  const render = createRenderer(model, { scripts: [], styles: [] });
  return prerenderPaths(model).map((entry) => render(entry.path).html.replaceAll('&amp;', '&'));
}

/** Each price is written once: change it in site.config.yaml and no page keeps the old figure. */
const CHANGES = [
  {
    line: ['  perMinute: 0.59', '  perMinute: 0.47'],
    old: [/59c/, /"price":0\.59\b/, /R108\.00/],
    now: ['47c per minute prepaid', '"price":0.47', 'Minutes are 47c each', 'R96.00'],
  },
  {
    line: ['  rental: 49 ', '  rental: 53 '],
    old: [/R49(?![\d,])/, /"price":49(?![\d.])/, /R457\.68/, /R152\.56/, /R147\.00/],
    now: ['R53 per month rental', '"price":53,', 'R53.00', 'R469.68', 'R156.56', 'R159.00'],
  },
  {
    line: ['  setupLite: 199 ', '  setupLite: 187 '],
    old: [/R199(?!\d)/, /setupfee=199(?!\d)/, /"price":199(?![\d.])/],
    now: ['From R187 setup', 'setupfee=187', 'R187 once-off setup', '"price":187,'],
  },
  {
    line: ['  setupTeam: 499 ', '  setupTeam: 473 '],
    old: [/R499(?!\d)/, /setupfee=499(?!\d)/, /"price":499(?![\d.])/],
    now: ['setupfee=473', 'R473 once-off setup', '"price":473,'],
  },
  {
    line: ['  setupGrow: 899 ', '  setupGrow: 861 '],
    old: [/R899(?!\d)/, /setupfee=899(?!\d)/, /"price":899(?![\d.])/],
    now: ['setupfee=861', 'R861 once-off setup', '"price":861,'],
  },
];

describe('every price is written once (site.config.yaml values:)', () => {
  it('looks for figures the shipped pages do show', () => {
    const shipped = pagesWith('values:', 'values:').join('\n');
    for (const pattern of CHANGES.flatMap((change) => change.old)) expect(shipped, String(pattern)).toMatch(pattern);
  });

  for (const { line, old, now } of CHANGES) {
    it(`${line[0]!.trim()} -> ${line[1]!.trim()}: no page shows the old figure in text, meta, JSON-LD or order links`, () => {
      const pages = pagesWith(line[0]!, line[1]!);
      for (const pattern of old) {
        const stale = pages.filter((html) => pattern.test(html));
        expect(stale.length, `${pattern} still on ${stale.length} pages`).toBe(0);
      }
      const all = pages.join('\n');
      for (const text of now) expect(all).toContain(text);
    });
  }
});
