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

describe('phone numbers at their edges', () => {
  it('dials the plus even when the number starts with a space', () => {
    expect(phoneHref(' +27 10 500 0199')).toBe('tel:+27105000199');
  });

  it('groups only a whole South African number, nothing before or after it', () => {
    expect(formatPhone('1+27105000199')).toBe('1+27105000199');
    expect(formatPhone('+271050001990')).toBe('+271050001990');
    expect(formatPhone('10105000199')).toBe('10105000199');
    expect(formatPhone('01050001990')).toBe('01050001990');
  });
});
