import { describe, expect, it } from 'vitest';
import { placeholderHostOf } from '../../src/lib/placeholder-hosts';

describe('placeholderHostOf: whether a URL points at a placeholder host', () => {
  it.each([
    'https://example.com/apply',
    'https://EXAMPLE.org',
    'https://example.net./x',
    'https://forms.example.com/apply?x=1',
    'https://a.b.example.org',
    'https://forms.test/apply',
    'https://nowhere.invalid',
    'https://shop.example',
    'http://localhost:5173/',
    'https://app.localhost',
    'http://127.0.0.1:8080',
    'http://[::1]/',
    'mailto:sales@example.com?subject=Quote',
    'mailto:real@acme.co.za,test@forms.test',
  ])('flags %s', (url) => {
    expect(placeholderHostOf(url)).toBeDefined();
  });

  it.each([
    'https://forms.acme.co.za/apply',
    'https://example.com.acme.co.za/',
    'https://notexample.com/',
    'https://mytest.co.za/',
    'https://wa.me/27105001234',
    'tel:+27105001234',
    'mailto:sales@acme.co.za',
    'mailto:%E0%A4%A',
    'not a url',
    '',
  ])('accepts %s', (url) => {
    expect(placeholderHostOf(url)).toBeUndefined();
  });

  it('names the placeholder host so the validator can quote it', () => {
    expect(placeholderHostOf('https://forms.example.com/apply')).toBe('forms.example.com');
    expect(placeholderHostOf('mailto:a@acme.co.za,b@Example.org')).toBe('example.org');
    expect(placeholderHostOf('https://forms.acme.co.za')).toBeUndefined();
  });
});

describe('placeholder hosts at their edges', () => {
  it('reads each mailto address by its domain, in any case and with spaces, and skips text that is no address', () => {
    expect(placeholderHostOf('mailto:sales@acme.co.za,%20team@Forms.EXAMPLE.com%20')).toBe('forms.example.com');
    expect(placeholderHostOf('mailto:localhost')).toBeUndefined();
    expect(placeholderHostOf('mailto:?subject=Hi')).toBeUndefined();
  });

  it('takes any 127.x.y.z and 0.0.0.0 as this machine, but not a name that only starts with 127', () => {
    expect(placeholderHostOf('http://127.0.0.100/')).toBe('127.0.0.100');
    expect(placeholderHostOf('http://0.0.0.0:4173/')).toBe('0.0.0.0');
    expect(placeholderHostOf('http://127.0.0.1.nip.io/')).toBeUndefined();
  });
});
