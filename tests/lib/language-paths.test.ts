import { describe, expect, it } from 'vitest';
import { isUnder, withoutPrefix, withPrefix, prefixOf } from '../../src/lib/language-paths';

describe('paths under a language prefix (decision 45)', () => {
  it('puts a default-language path under a prefix, the root as the prefix itself', () => {
    expect(withPrefix('/af', '/')).toBe('/af');
    expect(withPrefix('/af', '/solar-finance/durban')).toBe('/af/solar-finance/durban');
    expect(withPrefix('', '/solar')).toBe('/solar');
  });

  it('knows a path under a prefix in any letter case, and not one that only starts with its letters', () => {
    expect(isUnder('/af', '/af')).toBe(true);
    expect(isUnder('/af', '/AF/solar')).toBe(true);
    expect(isUnder('/af', '/afrika')).toBe(false);
    expect(isUnder('/af', '/solar')).toBe(false);
    expect(isUnder('', '/solar')).toBe(true);
  });

  it('gives back the default-language path', () => {
    expect(withoutPrefix('/af', '/af')).toBe('/');
    expect(withoutPrefix('/af', '/af/solar')).toBe('/solar');
    expect(withoutPrefix('/af', '/afrika')).toBe('/afrika');
    expect(withoutPrefix('', '/solar')).toBe('/solar');
  });
});

describe('prefixOf', () => {
  it("takes the longest prefix a path lies under, and the default language's otherwise", () => {
    expect(prefixOf(['', '/af', '/af-za'], '/af-za/solar')).toBe('/af-za');
    expect(prefixOf(['/af-za', '/af'], '/af/solar')).toBe('/af');
    expect(prefixOf(['/af'], '/afrikaans-finance')).toBe('');
    expect(prefixOf(['/af'], '/AF')).toBe('/af');
  });
});
