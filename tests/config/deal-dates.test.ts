import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pastDeliveryWarnings } from '../../src/config/deal-dates';
import { loadSiteOrThrow } from '../../src/config/load';
import { formatProblem } from '../../src/config/problem';
import { runCli } from '../helpers/engine';
import { ROOT } from '../helpers/load-fixture';

const model = loadSiteOrThrow(ROOT);
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The shipped content/ in a folder of its own, without content/seed-dates.json: its dates are served as written. */
function contentAsWritten(): string {
  const dir = mkdtempSync(join(tmpdir(), 'deal-dates-'));
  dirs.push(dir);
  cpSync(join(ROOT, 'content'), join(dir, 'content'), { recursive: true });
  rmSync(join(dir, 'content', 'seed-dates.json'));
  return dir;
}

describe('site: validate names the published deals past their delivery date (LE741)', () => {
  it('with content/seed-dates.json, names the deals delivered before the day the seed is written as of, whatever day it is (the store moves the dates to it)', () => {
    const expected = [
      'content/deals.ndjson:2:1 Deal MD77205 ("Stationery and toner for a district municipality") in deals document "deals-2025-q1-supply" has delivery date 2025-02-28, before 2025-03-20, the day content/seed-dates.json says the seed is written as of (the local store moves its dates so that day is today); pages/invest.yaml shows it closed (pastDelivery.show: closed). Give it a new delivery date in the deals sheet, or set its publish cell to false. [LE741]',
      'content/deals.ndjson:2:1 Deal MD77211 ("Gloves and masks for a provincial hospital") in deals document "deals-2025-q1-supply" has delivery date 2025-03-07, before 2025-03-20, the day content/seed-dates.json says the seed is written as of (the local store moves its dates so that day is today); pages/invest.yaml shows it closed (pastDelivery.show: closed). Give it a new delivery date in the deals sheet, or set its publish cell to false. [LE741]',
    ];
    for (const today of ['2025-02-28', '2026-12-05', '2031-07-01'])
      expect(pastDeliveryWarnings(ROOT, model, today).map(formatProblem), today).toEqual(expected);
  });

  it('without it, names none before the first delivery date', () => {
    expect(pastDeliveryWarnings(contentAsWritten(), model, '2025-02-28')).toEqual([]);
  });

  it('without it, names each deal whose date has passed, at its document line, with what the page does with it', () => {
    const dir = contentAsWritten();
    expect(pastDeliveryWarnings(dir, model, '2025-03-08').map(formatProblem)).toEqual([
      'content/deals.ndjson:2:1 Deal MD77205 ("Stationery and toner for a district municipality") in deals document "deals-2025-q1-supply" has delivery date 2025-02-28, which has passed; pages/invest.yaml shows it closed (pastDelivery.show: closed). Give it a new delivery date in the deals sheet, or set its publish cell to false. [LE741]',
      'content/deals.ndjson:2:1 Deal MD77211 ("Gloves and masks for a provincial hospital") in deals document "deals-2025-q1-supply" has delivery date 2025-03-07, which has passed; pages/invest.yaml shows it closed (pastDelivery.show: closed). Give it a new delivery date in the deals sheet, or set its publish cell to false. [LE741]',
    ]);
    expect(pastDeliveryWarnings(dir, model, '2025-07-01').map((problem) => problem.message.slice(0, 13))).toEqual([
      'Deal MD77102 ',
      'Deal MD77118 ',
      'Deal MD77205 ',
      'Deal MD77211 ',
      'Deal MD77340 ',
      'Deal MD77402 ',
    ]);
  });

  it('leaves out unpublished documents, and sites without the local store', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deal-dates-'));
    dirs.push(dir);
    cpSync(join(ROOT, 'content'), join(dir, 'content'), { recursive: true });
    const row = [1, 't', 'N', 'C', 'MD1', 'a', 'b', 'Old deal', 'Funding open', true, 1, 1, 1, 1, 1, 1, 1, '50:50', 30, '2024-01-01', '1 day'];
    writeFileSync(
      join(dir, 'content', 'deals.ndjson'),
      `${JSON.stringify({ _id: 'draft', _type: 'deals', publish: false, details: { column_order: [], rows: [row] } })}\n`,
    );
    expect(pastDeliveryWarnings(dir, model, '2025-07-01')).toEqual([]);
    const hosted = {
      ...model,
      site: { ...model.site, contentStore: { ...model.site.contentStore!, local: { ...model.site.contentStore!.local, enabled: false } } },
    };
    expect(pastDeliveryWarnings(ROOT, hosted, '2025-07-01')).toEqual([]);
  });
});

describe('site: npm run validate', () => {
  it("warns about the two seeded deals delivered before the seed's day, on any day, and still passes", () => {
    const result = runCli(['validate'], { cwd: ROOT });
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(
      'warning: content/deals.ndjson:2:1 Deal MD77205 ("Stationery and toner for a district municipality") in deals document "deals-2025-q1-supply" has delivery date 2025-02-28, before 2025-03-20, the day content/seed-dates.json says the seed is written as of (the local store moves its dates so that day is today); pages/invest.yaml shows it closed (pastDelivery.show: closed). Give it a new delivery date in the deals sheet, or set its publish cell to false. [LE741]\n',
    );
    expect(result.stderr.match(/\[LE741\]/g)).toHaveLength(2);
  });
});
