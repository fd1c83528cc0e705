import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from '../../src/lib/phone';

describe('phoneHref', () => {
  it('dials the plus and the digits only', () => {
    expect(phoneHref('+27 10 500 0199')).toBe('tel:+27105000199');
    expect(phoneHref('010 500 0199')).toBe('tel:0105000199');
  });
});

describe('formatPhone', () => {
  it('groups a South African number 2-3-4 after the country code', () => {
    expect(formatPhone('+27105000199')).toBe('+27 10 500 0199');
    expect(formatPhone('+27  10 5000 199')).toBe('+27 10 500 0199');
  });

  it('groups a national number as 0xx xxx xxxx', () => {
    expect(formatPhone('0105000199')).toBe('010 500 0199');
  });

  it('keeps the grouping of other numbers, with single spaces', () => {
    expect(formatPhone(' +44 20  7946 0958 ')).toBe('+44 20 7946 0958');
  });
});
