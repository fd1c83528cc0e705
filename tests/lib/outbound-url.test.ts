import { describe, expect, it } from 'vitest';
import { linkTemplateSchema } from '../../schemas/link-templates';
import { applyTracking, buildOutboundUrl, linkHref } from '../../src/lib/outbound-url';

const template = (input: unknown) => linkTemplateSchema.parse(input);
const query = (href: string) => [...new URL(href).searchParams];

const FULL_TRACKING = {
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'tenders-2024',
  utm_content: 'hero',
  utm_term: 'tender funding',
  affid: 'AFF42',
};

describe('buildOutboundUrl: the href in prerendered HTML', () => {
  it('gives a tracking-only template its plain URL, with no tracking values', () => {
    const apply = template({ url: 'https://forms.acme.co.za/apply', tracking: true });
    expect(buildOutboundUrl(apply)).toBe('https://forms.acme.co.za/apply');
  });

  it('adds the project code to an investor form', () => {
    const invest = template({ url: 'https://forms.acme.co.za/invest', tracking: true, takes: ['ref'] });
    expect(buildOutboundUrl(invest, { ref: 'MD76208' })).toBe('https://forms.acme.co.za/invest?ref=MD76208');
  });

  it('adds the phone order values in the order the template takes them, numbers as text', () => {
    const order = template({
      url: 'https://phones.acme.co.za/order',
      tracking: true,
      takes: ['minutes', 'users', 'setupfee', 'product'],
    });
    const href = buildOutboundUrl(order, { product: 'Team 3x', setupfee: 499, users: 3, minutes: 250 });
    expect(href).toBe('https://phones.acme.co.za/order?minutes=250&users=3&setupfee=499&product=Team+3x');
  });

  it('adds fixed params before dynamic values and keeps a query already in the URL', () => {
    const quote = template({
      url: 'https://forms.acme.co.za/quote?form=7',
      params: { service: 'bakkie hire' },
      takes: ['ref'],
    });
    expect(query(buildOutboundUrl(quote, { ref: 'X1' }))).toEqual([
      ['form', '7'],
      ['service', 'bakkie hire'],
      ['ref', 'X1'],
    ]);
  });

  it('keeps the #fragment after the query', () => {
    const article = template({ url: 'https://blog.acme.co.za/pricing#faq', params: { lang: 'en' } });
    expect(buildOutboundUrl(article)).toBe('https://blog.acme.co.za/pricing?lang=en#faq');
  });

  it('returns a template without params as written', () => {
    const register = template({ url: 'https://forms.acme.co.za/register-bakkie' });
    expect(buildOutboundUrl(register)).toBe('https://forms.acme.co.za/register-bakkie');
  });

  it('ignores values the template does not take and leaves out a taken value that is missing', () => {
    const invest = template({ url: 'https://forms.acme.co.za/invest', takes: ['ref', 'product'] });
    expect(buildOutboundUrl(invest, { product: 'FINTECH', minutes: 100, affid: 'sneaky' })).toBe('https://forms.acme.co.za/invest?product=FINTECH');
  });

  it('encodes &, #, spaces and non-ASCII so a value cannot break out of its parameter', () => {
    const invest = template({ url: 'https://forms.acme.co.za/invest', takes: ['ref'] });
    const href = buildOutboundUrl(invest, { ref: 'A&B #1 é' });
    expect(href).toBe('https://forms.acme.co.za/invest?ref=A%26B+%231+%C3%A9');
    expect(query(href)).toEqual([['ref', 'A&B #1 é']]);
  });

  it('returns tel: and mailto: links exactly as written', () => {
    expect(buildOutboundUrl(template({ url: 'tel:+27105001234' }))).toBe('tel:+27105001234');
    expect(buildOutboundUrl(template({ url: 'mailto:sales@acme.co.za?subject=Quote' }))).toBe('mailto:sales@acme.co.za?subject=Quote');
  });
});

describe('applyTracking: the href the visitor follows', () => {
  it('appends all six tracking values in the fixed order', () => {
    expect(query(applyTracking('https://forms.acme.co.za/apply', FULL_TRACKING))).toEqual([
      ['utm_source', 'google'],
      ['utm_medium', 'cpc'],
      ['utm_campaign', 'tenders-2024'],
      ['utm_content', 'hero'],
      ['utm_term', 'tender funding'],
      ['affid', 'AFF42'],
    ]);
  });

  it('passes missing values on as empty text', () => {
    expect(applyTracking('https://forms.acme.co.za/apply', { utm_source: 'fb' })).toBe(
      'https://forms.acme.co.za/apply?utm_source=fb&utm_medium=&utm_campaign=&utm_content=&utm_term=&affid=',
    );
    expect(applyTracking('https://forms.acme.co.za/apply', {})).toBe(
      'https://forms.acme.co.za/apply?utm_source=&utm_medium=&utm_campaign=&utm_content=&utm_term=&affid=',
    );
  });

  it('keeps the template and block params ahead of the tracking values', () => {
    const href = 'https://forms.acme.co.za/invest?ref=MD76208';
    expect(applyTracking(href, { affid: 'AFF42' })).toBe(
      'https://forms.acme.co.za/invest?ref=MD76208&utm_source=&utm_medium=&utm_campaign=&utm_content=&utm_term=&affid=AFF42',
    );
  });

  it('builds the phone order link with minutes, users, setup fee, product and tracking', () => {
    const order = template({
      url: 'https://phones.acme.co.za/order',
      tracking: true,
      takes: ['minutes', 'users', 'setupfee', 'product'],
    });
    const base = buildOutboundUrl(order, { minutes: 400, users: 5, setupfee: 899, product: 'Grow 5x' });
    expect(query(applyTracking(base, FULL_TRACKING)).map(([name]) => name)).toEqual([
      'minutes',
      'users',
      'setupfee',
      'product',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_content',
      'utm_term',
      'affid',
    ]);
  });

  it('encodes an affiliate id with &, #, spaces and non-ASCII and reads back the same text', () => {
    const href = applyTracking('https://forms.acme.co.za/apply', { affid: 'A&B #1 é' });
    expect(href).toContain('&affid=A%26B+%231+%C3%A9');
    expect(new URL(href).searchParams.get('affid')).toBe('A&B #1 é');
    expect(new URL(href).hash).toBe('');
  });

  it('replaces tracking values already on the href, so applying twice changes nothing', () => {
    const once = applyTracking('https://forms.acme.co.za/apply?x=1', FULL_TRACKING);
    expect(applyTracking(once, FULL_TRACKING)).toBe(once);
    const updated = applyTracking(once, { ...FULL_TRACKING, affid: 'NEW' });
    expect(new URL(updated).searchParams.getAll('affid')).toEqual(['NEW']);
    expect(new URL(updated).searchParams.get('x')).toBe('1');
  });

  it('keeps the #fragment at the end', () => {
    expect(applyTracking('https://blog.acme.co.za/a?lang=en#faq', { affid: 'Z' })).toMatch(/\?lang=en&utm_source=.*&affid=Z#faq$/);
  });

  it('leaves tel:, mailto:, relative and malformed hrefs alone', () => {
    for (const href of ['tel:+27105001234', 'mailto:sales@acme.co.za', '/pricing', 'not a url', '']) {
      expect(applyTracking(href, FULL_TRACKING)).toBe(href);
    }
  });
});

describe('outbound links at their edges', () => {
  it('leaves an href of another protocol alone when adding tracking', () => {
    expect(applyTracking('ftp://files.acme.co.za/price.pdf', { affid: 'A1' })).toBe('ftp://files.acme.co.za/price.pdf');
    expect(applyTracking('http://forms.acme.co.za/apply', { affid: 'A1' })).toBe(
      'http://forms.acme.co.za/apply?utm_source=&utm_medium=&utm_campaign=&utm_content=&utm_term=&affid=A1',
    );
  });

  it('linkHref sets the values a link takes, in its order, and skips one not given', () => {
    expect(linkHref({ href: 'https://shop.acme.co.za/order?x=1', takes: ['minutes', 'users', 'product'] }, { users: 3, minutes: 250 })).toBe(
      'https://shop.acme.co.za/order?x=1&minutes=250&users=3',
    );
    expect(linkHref({ href: 'https://shop.acme.co.za/buy' }, { ref: 'R1' })).toBe('https://shop.acme.co.za/buy');
    expect(linkHref({ href: 'tel:+27100000000', takes: ['ref'] }, { ref: 'R1' })).toBe('tel:+27100000000');
  });

  it('buildOutboundUrl leaves out a taken key that has no value', () => {
    expect(buildOutboundUrl(template({ url: 'https://shop.acme.co.za/order', takes: ['minutes', 'users'] }), { users: 2 })).toBe(
      'https://shop.acme.co.za/order?users=2',
    );
  });
});
