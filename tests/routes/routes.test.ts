import { describe, expect, it } from 'vitest';
import { cityText } from '../../src/lib/city-text';
import { createMatcher } from '../../src/routes/match';
import { shippedModel } from '../helpers/load-fixture';

const model = shippedModel();
const match = createMatcher(model.pages.map((entry) => ({ page: entry.id, paths: entry.page.paths })));
const pageAt = (path: string) => match(path)?.page;

// The spec's route table (point 2.2), with {city} and {product} filled in.
const ROUTE_TABLE: Record<string, string[]> = {
  home: ['/', '/l/voip-phone-system-and-cloud-hosted-pbx', '/3cx-voip-phone', '/3cx-voip-phone/{city}', '/3cx-voip-phone-in-{city}', '/voip', '/voip/{city}', '/TheBizzPhone'],
  'legal-privacy': ['/privacy'],
  'legal-terms': ['/terms'],
  'tender-bid': ['/tolatenderpro-tender-search-bid-preparation-and-submission'],
  briefing: ['/tenderbriefattend-attend-tender-briefings-anywhere'],
  invoice: ['/invoice-discounting', '/invoice-discounting/index.php', '/l/invoice-discounting', '/invoice-discounting/{city}', '/invoice-cashadvance-thank-you'],
  'tender-finance': [
    '/tender-finance', '/l/tender-finance', '/l/tender-finance/index.php', '/tender-finance/{city}', '/tender-finance-in-{city}',
    '/tender-funding/{city}', '/tender-funding-in-{city}', '/purchase-order-finance', '/purchase-order-finance/{city}',
    '/purchase-order-finance-in-{city}', '/purchase-order-funding', '/purchase-order-funding/{city}', '/purchase-order-funding-in-{city}',
    '/construction-tender-finance', '/construction-tender-finance/{city}', '/construction-tender-funding', '/construction-tender-funding/{city}',
    '/construction-finance', '/construction-finance/{city}', '/construction-funding', '/construction-funding/{city}',
    '/funding-for-women-in-construction', '/funding-for-women-in-construction/{city}', '/purchase-order-and-tender-finance',
  ],
  invest: [
    '/invest', '/invest/{city}', '/{product}-tender-funder-club-crowdfunding-platform', '/{product}-tender-funder-club-crowdfunding-platform/{city}',
    '/rfq', '/rfq/{city}', '/request-for-quotation', '/request-for-quotation/{city}', '/tender-crowd-funding', '/tender-crowd-funding/{city}',
  ],
  bakkie: [
    '/bakkie-rental', '/bakkie-rental/{city}', '/bakkie-rental-in-{city}', '/bakkie-hire', '/bakkie-hire/{city}', '/bakkie-hire-in-{city}',
    '/l/bakkie-rental', '/l/bakkie-rental/{city}', '/l/bakkie-rental-in-{city}', '/l/bakkie-hire', '/l/bakkie-hire/{city}', '/l/bakkie-hire-in-{city}',
    '/l/bakkie-furniture-removal', '/l/bakkie-furniture-removal/{city}', '/l/bakkie-furniture-removal-in-{city}',
    '/l/furniture-removal', '/l/furniture-removal/{city}', '/l/furniture-removal-in-{city}',
  ],
};

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
