import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPage } from '../../../dev/editor/pages';
import { fittingTemplate, takesOf, withFittingLinks } from '../../../dev/editor/starter-links';
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

  it("a button's own template that the site has but that lacks a value the button passes gives way to one that takes it", () => {
    expect(fittingTemplate(['ref'], 'apply', { apply: [], invest: ['ref'] })).toBe('invest');
  });

  it('no template that fits: the refusal says which to add, in words', () => {
    expect(withFittingLinks(PLAN_CARDS, { book: [] })).toEqual({
      ok: false,
      message:
        'The plan-cards block\'s button "ORDER NOW" needs a link template that takes minutes, users, setupfee and product, and none under links: in site.config.yaml does. Add one there with takes: [minutes, users, setupfee, product] and the address of the form it opens, or leave the plan-cards block out.',
    });
  });
});

describe("the site's templates and the buttons of a block's example", () => {
  it('reads each template under links: with what it takes, none when it says nothing; no links: is no template', () => {
    expect(takesOf({ links: { book: { url: 'https://cal.example/book' }, 'plan-signup': { takes: ['minutes', 'users'] } } })).toEqual({
      book: [],
      'plan-signup': ['minutes', 'users'],
    });
    expect(takesOf({ brand: { name: 'Bike Works' } })).toEqual({});
    expect(takesOf(undefined)).toEqual({});
  });

  it("a deal card's button, which passes the project's ref, takes the template that takes ref; a button to a place on the site keeps its to:", () => {
    const deals = {
      type: 'deals',
      actions: [{ label: 'Refer and Earn', to: '#refer' }],
      dealActions: [{ label: 'CALL ME BACK', link: 'callback' }],
    };
    expect(withFittingLinks(deals, { book: [], 'deal-enquiry': ['ref'] })).toEqual({
      ok: true,
      section: { ...deals, dealActions: [{ label: 'CALL ME BACK', link: 'deal-enquiry' }] },
    });
  });

  it('the refusal names one value, or two joined by and', () => {
    const deals = { type: 'deals', dealActions: [{ label: 'CALL ME BACK', link: 'callback' }] };
    expect(withFittingLinks(deals, { book: [] })).toMatchObject({
      ok: false,
      message: expect.stringContaining('The deals block\'s button "CALL ME BACK" needs a link template that takes ref, and none under links:'),
    });
    const order = { type: 'deals', actions: [{ label: 'Order', link: 'order', values: { minutes: '100', users: '2' } }] };
    expect(withFittingLinks(order, { book: [] })).toMatchObject({
      ok: false,
      message: expect.stringContaining(
        'needs a link template that takes minutes and users, and none under links: in site.config.yaml does. Add one there with takes: [minutes, users]',
      ),
    });
  });

  it('two buttons without a template: the refusal names the first', () => {
    const hero = {
      type: 'hero',
      actions: [
        { label: 'Book now', link: 'book' },
        { label: 'Call us', link: 'call' },
      ],
    };
    expect(withFittingLinks(hero, {})).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The hero block's button "Book now" needs a link template,/),
    });
  });

  it('a link without a label is not a button: left as it is, even on a site without templates', () => {
    const hero = { type: 'hero', heading: 'Bike repairs', badge: { link: 'book' } };
    expect(withFittingLinks(hero, {})).toEqual({ ok: true, section: hero });
  });

  it('a site without any template: the refusal says to add one', () => {
    expect(withFittingLinks({ type: 'hero', heading: 'Bike repairs', actions: [{ label: 'Book now', link: 'book' }] }, {})).toEqual({
      ok: false,
      message:
        'The hero block\'s button "Book now" needs a link template, and site.config.yaml has none under links:. Add one there (the address the button opens), then make the page.',
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
