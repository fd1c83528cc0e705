import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemsWith, ROOT, shippedModel } from '../helpers/load-fixture';

// Site tests: the shipped config. How validation reports problems is an engine test on the fixture
// site (tests/config/validate-problems.test.ts).
describe('site: npm run validate on the shipped config', () => {
  it('accepts the shipped site.config.yaml and pages', () => {
    expect(shippedModel().pages.map((entry) => entry.id)).toEqual([
      'bakkie',
      'briefing',
      'home',
      'invest',
      'invoice',
      'legal-privacy',
      'legal-terms',
      'tender-bid',
      'tender-finance',
    ]);
  });
});

describe('site: values a block passes by itself', () => {
  it('rejects a project card button whose template does not take ref', () => {
    const text = readFileSync(join(ROOT, 'pages/invest.yaml'), 'utf8');
    const broken = text.replace(/(investAction:\s*\n?\s*(?:\{[^}]*link: |[\s\S]*?link: ))investor-form/, '$1investor-callback');
    expect(broken).not.toBe(text);
    const problems = problemsWith({ 'pages/invest.yaml': broken });
    expect(problems).toEqual([
      expect.stringMatching(
        /^pages\/invest\.yaml:\d+:\d+ sections\[\d+\]\.investAction\.link: Link template "investor-callback" must take ref here, but does not take ref\./,
      ),
    ]);
  });

  it('rejects a plan-cards order link that cannot carry the card state', () => {
    const text = readFileSync(join(ROOT, 'pages/home.yaml'), 'utf8');
    const broken = text.replace(/(order:[\s\S]*?link: )phone-order/, '$1investor-form');
    expect(broken).not.toBe(text);
    expect(problemsWith({ 'pages/home.yaml': broken })).toEqual([
      expect.stringMatching(
        /order\.link: Link template "investor-form" must take minutes, users, setupfee, product here, but does not take minutes, users, setupfee, product\./,
      ),
    ]);
  });
});
