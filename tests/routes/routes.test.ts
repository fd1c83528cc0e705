import { describe, expect, it } from 'vitest';
import { cityText } from '../../src/lib/city-text';
import { createMatcher } from '../../src/routes/match';
import { shippedModel } from '../helpers/load-fixture';
import { ROUTE_TABLE } from '../helpers/route-table';

const model = shippedModel();
const match = createMatcher(model.pages.map((entry) => ({ page: entry.id, paths: entry.page.paths })));
const pageAt = (path: string) => match(path)?.page;


describe('route table', () => {
  for (const [page, paths] of Object.entries(ROUTE_TABLE)) {
    for (const pattern of paths) {
      const path = pattern.replace('{city}', 'port-elizabeth').replace('{product}', 'solar');
      it(`${path} is the ${page} page`, () => {
        const found = match(path);
        expect(found?.page).toBe(page);
        expect(found?.city).toBe(pattern.includes('{city}') ? ' In Port Elizabeth' : '');
      });
    }
  }

  it('reads the product and the city from a product path with a city', () => {
    expect(match('/hand-tools-tender-funder-club-crowdfunding-platform/cape-town')).toMatchObject({
      page: 'invest',
      params: { product: 'hand-tools', city: 'cape-town' },
      city: ' In Cape Town',
    });
  });

  it('treats a trailing slash and letter case of the fixed part as the same page', () => {
    expect(pageAt('/invest/')).toBe('invest');
    expect(pageAt('/thebizzphone')).toBe('home');
    expect(pageAt('/TENDER-FINANCE/durban')).toBe('tender-finance');
  });

  it('answers unknown paths with no page', () => {
    for (const path of ['/nope', '/invest/durban/extra', '/tender-finance-in-', '/l', '/privacy/x']) {
      expect(pageAt(path), path).toBeUndefined();
    }
  });

  it('does not make pages for junk city slugs', () => {
    for (const slug of ['Durban', 'cape_town', 'a'.repeat(61), '%3Cscript%3E', 'caf%C3%A9', 'x.y']) {
      expect(pageAt(`/tender-finance/${slug}`), slug).toBeUndefined();
      expect(pageAt(`/tender-finance-in-${slug}`), slug).toBeUndefined();
    }
    expect(pageAt(`/tender-finance/${'a'.repeat(60)}`)).toBe('tender-finance');
  });
});

describe('city text', () => {
  it('capitalises each hyphen-separated word after " In "', () => {
    expect(cityText('cape-town')).toBe(' In Cape Town');
    expect(cityText('durban')).toBe(' In Durban');
    expect(cityText('port-elizabeth-2')).toBe(' In Port Elizabeth 2');
  });
  it('gives no text for no city', () => {
    expect(cityText('')).toBe('');
    expect(cityText(undefined)).toBe('');
  });
});
