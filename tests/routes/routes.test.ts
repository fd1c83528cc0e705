import { describe, expect, it } from 'vitest';
import { createMatcher } from '../../src/routes/match';
import { compilePattern, fillPattern, normalisePath } from '../../src/routes/pattern';
import { fixtureModel } from '../helpers/fixture-site';

// Built inside each test rather than when the file loads, so that mutation testing can tell which
// test covers which line of the engine (code run at load time counts for no test).
const match = (path: string) => {
  const model = fixtureModel();
  return createMatcher(
    model.pages.map((entry) => ({ page: entry.id, paths: entry.page.paths })),
    model.site.cityNames,
  )(path);
};
const pageAt = (path: string) => match(path)?.page;

describe('route matching on the fixture site', () => {
  it('finds a literal path, an alias and the root', () => {
    expect(match('/')).toEqual({ page: 'home', pattern: '/', path: '/', params: {}, city: '' });
    expect(match('/l/finance')).toEqual({ page: 'finance', pattern: '/l/finance', path: '/l/finance', params: {}, city: '' });
    expect(pageAt('/privacy')).toBe('privacy');
  });

  it('reads the city from a segment of its own and from inside a segment', () => {
    expect(match('/phones/port-elizabeth')).toEqual({
      page: 'home',
      pattern: '/phones/{city}',
      path: '/phones/port-elizabeth',
      params: { city: 'port-elizabeth' },
      city: ' In Port Elizabeth',
    });
    expect(match('/phones-in-durban')).toMatchObject({ page: 'home', pattern: '/phones-in-{city}', params: { city: 'durban' }, city: ' In Durban' });
  });

  it('gives a city its display name from site.config.yaml', () => {
    expect(match('/phones/kwa-thema')?.city).toBe(' In KwaThema');
    // Not listed: the engine's name of the place (src/lib/za-places.ts).
    expect(match('/phones/kwa-mashu')?.city).toBe(' In KwaMashu');
  });

  it('reads the product and the city from a product path with a city', () => {
    expect(match('/hand-tools-finance/cape-town')).toMatchObject({
      page: 'finance',
      pattern: '/{product}-finance/{city}',
      params: { product: 'hand-tools', city: 'cape-town' },
      city: ' In Cape Town',
    });
    expect(match('/solar-finance')).toMatchObject({ page: 'finance', params: { product: 'solar' }, city: '' });
  });

  it('treats a trailing slash and the letter case of the fixed part as the same page', () => {
    expect(match('/privacy/')).toMatchObject({ page: 'privacy', path: '/privacy' });
    expect(match('/PRIVACY')).toMatchObject({ page: 'privacy', path: '/PRIVACY' });
    expect(match('/Phones/durban/')).toMatchObject({ page: 'home', path: '/Phones/durban', city: ' In Durban' });
  });

  it('answers unknown paths with no page', () => {
    for (const path of ['/nope', '/phones/durban/extra', '/phones-in-', '/l', '/privacy/x', '/-finance', 'privacy']) {
      expect(pageAt(path), path).toBeUndefined();
    }
  });

  it('does not make pages for junk city slugs, and takes one of 60 characters', () => {
    for (const slug of ['Durban', 'cape_town', 'a'.repeat(61), '%3Cscript%3E', 'caf%C3%A9', 'x.y']) {
      expect(pageAt(`/phones/${slug}`), slug).toBeUndefined();
      expect(pageAt(`/phones-in-${slug}`), slug).toBeUndefined();
    }
    expect(pageAt(`/phones/${'a'.repeat(60)}`)).toBe('home');
  });

  it('answers a path longer than 512 characters with no page, and takes one of 512', () => {
    // '/phones/' is 8 characters and the slug 60: 444 trailing slashes make 512.
    expect(pageAt(`/phones/${'a'.repeat(60)}${'/'.repeat(444)}`)).toBe('home');
    expect(pageAt(`/phones/${'a'.repeat(60)}${'/'.repeat(445)}`)).toBeUndefined();
  });

  it('prefers a literal path over a placeholder form that also fits', () => {
    const both = createMatcher([
      { page: 'product', paths: ['/{product}-finance'] },
      { page: 'solar', paths: ['/solar-finance'] },
    ]);
    expect(both('/solar-finance')?.page).toBe('solar');
    expect(both('/wind-finance')?.page).toBe('product');
  });
});

describe('path patterns', () => {
  it('drops every trailing slash but keeps the root', () => {
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('//')).toBe('/');
    expect(normalisePath('/invest//')).toBe('/invest');
    expect(normalisePath('/invest')).toBe('/invest');
  });

  it('escapes the fixed text, so a dot in a path is a dot', () => {
    const pattern = compilePattern('/index.php/{city}');
    expect(pattern.source).toBe('/index.php/{city}');
    expect(pattern.placeholders).toEqual(['city']);
    expect(pattern.regex.test('/index.php/durban')).toBe(true);
    expect(pattern.regex.test('/indexXphp/durban')).toBe(false);
    expect(compilePattern('/a+b').regex.test('/aab')).toBe(false);
  });

  it('fills the placeholders of a pattern, and leaves a missing one empty', () => {
    expect(fillPattern('/{product}-finance/{city}', { product: 'solar', city: 'durban' })).toBe('/solar-finance/durban');
    expect(fillPattern('/phones/{city}', {})).toBe('/phones/');
  });
});
