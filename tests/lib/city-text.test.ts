import { describe, expect, it } from 'vitest';
import { cityText, isValidSlug } from '../../src/lib/city-text';

describe('city text', () => {
  it('capitalises each hyphen-separated word after " In "', () => {
    expect(cityText('cape-town')).toBe(' In Cape Town');
    expect(cityText('durban')).toBe(' In Durban');
    expect(cityText('port-elizabeth-2')).toBe(' In Port Elizabeth 2');
    expect(cityText('-george-')).toBe(' In George');
  });

  it('takes the display name from site.config.yaml when there is one', () => {
    expect(cityText('kwa-thema', { 'kwa-thema': 'KwaThema' })).toBe(' In KwaThema');
    expect(cityText('mcgregor-village', { 'kwa-thema': 'KwaThema' })).toBe(' In Mcgregor Village');
    expect(cityText('constructor', {})).toBe(' In Constructor');
  });

  it('gives no text for no city', () => {
    expect(cityText('')).toBe('');
    expect(cityText('-')).toBe('');
    expect(cityText(undefined)).toBe('');
  });

  it("names a place the engine knows by its proper name, the site's own name first (issue 60)", () => {
    expect(cityText('mthatha')).toBe(' In Mthatha');
    expect(cityText('kwa-thema')).toBe(' In KwaThema');
    expect(cityText('kwathema')).toBe(' In KwaThema');
    expect(cityText('gordons-bay')).toBe(" In Gordon's Bay");
    expect(cityText('ga-rankuwa')).toBe(' In Ga-Rankuwa');
    expect(cityText('kwa-thema', { 'kwa-thema': 'Kwa-Thema' })).toBe(' In Kwa-Thema');
  });

  it('takes slugs of lowercase letters, digits and hyphens, 1 to 60 long', () => {
    expect(isValidSlug('port-elizabeth-2')).toBe(true);
    expect(isValidSlug('a'.repeat(60))).toBe(true);
    expect(isValidSlug('a'.repeat(61))).toBe(false);
    expect(isValidSlug('')).toBe(false);
    expect(isValidSlug('Durban')).toBe(false);
    expect(isValidSlug('x durban')).toBe(false);
    expect(isValidSlug('durban\n')).toBe(false);
  });
});
