import { describe, expect, it } from 'vitest';
import { isPlaceholderHost, placeholderHostOf } from '../../src/lib/placeholder-hosts';

describe('isPlaceholderHost', () => {
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
    expect(isPlaceholderHost(url)).toBe(true);
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
    expect(isPlaceholderHost(url)).toBe(false);
  });

  it('names the placeholder host so the validator can quote it', () => {
    expect(placeholderHostOf('https://forms.example.com/apply')).toBe('forms.example.com');
    expect(placeholderHostOf('mailto:a@acme.co.za,b@Example.org')).toBe('example.org');
    expect(placeholderHostOf('https://forms.acme.co.za')).toBeUndefined();
  });
});
