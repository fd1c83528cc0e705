import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPage } from '../../../dev/editor/pages';
import { fittingTemplate, withFittingLinks } from '../../../dev/editor/starter-links';
import { loadSite } from '../../../src/config/load';
import { ROOT } from '../../helpers/load-fixture';

/** The starter site's templates: book and whatsapp take nothing; plan-signup takes what plan cards pass. */
const STARTER = { book: [], whatsapp: [], 'plan-signup': ['minutes', 'users', 'setupfee', 'product'] };
const PLAN_CARDS = { type: 'plan-cards', heading: 'Plans', order: { label: 'ORDER NOW', link: 'phone-order' }, plans: [] };

describe('starter blocks pick a link template that fits (issue 57, item 0)', () => {
  it('plan cards take the template that takes minutes, users, setup fee and product, not the first one', () => {
    expect(withFittingLinks(PLAN_CARDS, STARTER)).toEqual({ ok: true, section: { ...PLAN_CARDS, order: { label: 'ORDER NOW', link: 'plan-signup' } } });
  });

  it("a button's own template is kept when the site has it and it fits; one that needs nothing takes the first", () => {
    expect(fittingTemplate([], 'whatsapp', STARTER)).toBe('whatsapp');
    expect(fittingTemplate([], 'finance-apply', STARTER)).toBe('book');
    expect(fittingTemplate(['ref'], 'apply', { shop: [], apply: ['ref'] })).toBe('apply');
  });

  it('no template that fits: the refusal says which to add, in words', () => {
    expect(withFittingLinks(PLAN_CARDS, { book: [] })).toEqual({
      ok: false,
      message:
        'The plan-cards block\'s button "ORDER NOW" needs a link template that takes minutes, users, setupfee and product, and none under links: in site.config.yaml does. Add one there with takes: [minutes, users, setupfee, product] and the address of the form it opens, or leave the plan-cards block out.',
    });
  });
});

describe('a new page from starter blocks on the starter site', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'starter-links-'));
    cpSync(join(ROOT, 'examples/starter'), root, { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('with plan cards is made, its order button on plan-signup, and the site still validates', () => {
    expect(createPage(root, { slug: 'plans', name: 'Plans', path: '/plans', from: { blocks: ['hero', 'plan-cards'] } })).toEqual({
      status: 200,
      file: 'pages/plans.yaml',
      message: 'Created pages/plans.yaml.',
    });
    const text = readFileSync(join(root, 'pages/plans.yaml'), 'utf8');
    expect(text).toContain('  order:\n      label: ORDER NOW\n      link: plan-signup\n');
    expect(text).toContain('      - label: Apply Now\n        link: book\n');
    expect(loadSite(root).ok).toBe(true);
  });
});
