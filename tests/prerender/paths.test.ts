import { describe, expect, it } from 'vitest';
import { outputFile, variantFile } from '../../src/output/files';
import { prerenderPaths } from '../../src/prerender/paths';
import { shippedModel, withCities } from '../helpers/load-fixture';

const model = shippedModel();
const small = withCities(model, ['durban', 'cape-town'], ['solar', 'franchise']);
/** English, Afrikaans and isiZulu: every path once in each. */
const LANGUAGES = 3;

describe('prerenderPaths', () => {
  const list = prerenderPaths(small);
  const paths = list.map((p) => p.path);

  it('lists every fixed path of every page, as written', () => {
    for (const path of ['/', '/TheBizzPhone', '/privacy', '/invoice-discounting/index.php', '/l/tender-finance/index.php', '/l/furniture-removal']) {
      expect(paths).toContain(path);
    }
  });

  it('fills every {city} form with every listed city, and crosses products with cities', () => {
    for (const city of ['durban', 'cape-town']) {
      expect(paths).toContain(`/tender-finance-in-${city}`);
      expect(paths).toContain(`/l/bakkie-hire/${city}`);
      expect(paths).toContain(`/solar-tender-funder-club-crowdfunding-platform/${city}`);
      expect(paths).toContain(`/franchise-tender-funder-club-crowdfunding-platform/${city}`);
    }
    expect(paths).toContain('/franchise-tender-funder-club-crowdfunding-platform');
    expect(paths.some((p) => p.includes('{'))).toBe(false);
  });

  it('grows by one page per city form for each added city, and never lists a path twice', () => {
    const patterns = model.pages.flatMap((p) => p.page.paths);
    const cityOnly = patterns.filter((p) => p.includes('{city}') && !p.includes('{product}')).length;
    const both = patterns.filter((p) => p.includes('{city}') && p.includes('{product}')).length;
    const productOnly = patterns.filter((p) => p.includes('{product}') && !p.includes('{city}')).length;
    const fixed = patterns.length - cityOnly - both - productOnly;
    expect(list.length).toBe(LANGUAGES * (fixed + 2 * cityOnly + 2 * productOnly + 4 * both));
    expect(new Set(paths.map((p) => p.toLowerCase())).size).toBe(paths.length);
    expect(prerenderPaths(model).length).toBe(LANGUAGES * (fixed + model.site.cities.length * cityOnly + model.site.products.length * (productOnly + model.site.cities.length * both)));
  });

  it('marks the canonical paths: first paths and listed city and product forms, not the aliases', () => {
    const canonical = new Set(list.filter((p) => p.canonical).map((p) => p.path));
    expect(canonical.has('/')).toBe(true);
    expect(canonical.has('/tender-finance')).toBe(true);
    expect(canonical.has('/tender-finance/durban')).toBe(true);
    expect(canonical.has('/solar-tender-funder-club-crowdfunding-platform/cape-town')).toBe(true);
    for (const alias of ['/TheBizzPhone', '/voip', '/invoice-discounting/index.php', '/l/tender-finance', '/purchase-order-finance']) {
      expect(canonical.has(alias), alias).toBe(false);
    }
  });

  it('gives the page and the same list for the same config', () => {
    expect(list.find((p) => p.path === '/bakkie-hire-in-durban')?.pageId).toBe('bakkie');
    expect(prerenderPaths(small)).toEqual(list);
  });
});

describe('outputFile', () => {
  it('writes every path as <path>.html, and a variant beside it', () => {
    expect(outputFile('/')).toBe('index.html');
    expect(outputFile('/invest')).toBe('invest.html');
    expect(outputFile('/invest/durban/')).toBe('invest/durban.html');
    expect(outputFile('/TheBizzPhone')).toBe('TheBizzPhone.html');
    expect(outputFile('/invoice-discounting/index.php')).toBe('invoice-discounting/index.php.html');
    expect(variantFile('/invest', 'promo-hero', 'bold')).toBe('invest.promo-hero.bold.html');
    expect(variantFile('/', 'promo-hero', 'bold')).toBe('index.promo-hero.bold.html');
  });

  it('refuses paths that would leave the output folder', () => {
    expect(() => outputFile('/a/../../etc')).toThrow(/"\.\." segments are not allowed/);
    expect(() => outputFile('/a//b')).toThrow();
  });
});
