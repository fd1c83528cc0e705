import { describe, expect, it } from 'vitest';
import { outputFile, variantFile } from '../../src/output/files';
import { everyPath, prerenderPaths } from '../../src/prerender/paths';
import { shippedModel, withCities } from '../helpers/load-fixture';

const model = shippedModel();
const small = withCities(model, ['durban', 'cape-town'], ['solar', 'franchise']);

describe('everyPath: every form the site names (prerender: every)', () => {
  const list = everyPath(small);
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

  it('puts under /af and /zu only the pages translated there (home and tender finance), and never lists a path twice', () => {
    expect(paths).toContain('/af/tender-finance-in-durban');
    expect(paths).toContain('/zu/3cx-voip-phone-in-cape-town');
    for (const untranslated of ['/af/invest', '/af/bakkie-rental/durban', '/zu/privacy', '/zu/invoice-discounting']) expect(paths).not.toContain(untranslated);
    expect(new Set(paths.map((p) => p.toLowerCase())).size).toBe(paths.length);
    expect(list.length).toBe(202);
  });

  it("marks the canonical paths: first paths and each page's first {city} form per city; every alias, product forms included, is not", () => {
    const canonical = new Set(list.filter((p) => p.canonical).map((p) => p.path));
    for (const path of ['/', '/tender-finance', '/tender-finance/durban', '/invest/cape-town', '/af/tender-finance/durban', '/zu'])
      expect(canonical.has(path), path).toBe(true);
    for (const alias of [
      '/TheBizzPhone',
      '/voip',
      '/invoice-discounting/index.php',
      '/l/tender-finance',
      '/purchase-order-finance',
      '/tender-finance-in-durban',
      '/l/bakkie-hire/durban',
      '/solar-tender-funder-club-crowdfunding-platform/cape-town',
      '/franchise-tender-funder-club-crowdfunding-platform',
      '/af/tender-funding/durban',
    ]) {
      expect(canonical.has(alias), alias).toBe(false);
    }
  });

  it('lists one of two paths that differ only in letter case, the first written: a case-blind disk would hold them as one file', () => {
    const pages = small.pages.map((entry) =>
      entry.page.paths.includes('/privacy') ? { ...entry, page: { ...entry.page, paths: ['/Privacy', '/privacy'] } } : entry,
    );
    const listed = everyPath({ ...small, pages }).filter((p) => p.path.toLowerCase() === '/privacy');
    expect(listed.map((p) => p.path)).toEqual(['/Privacy']);
  });

  it('gives the page and the same list for the same config', () => {
    expect(list.find((p) => p.path === '/bakkie-hire-in-durban')?.pageId).toBe('bakkie');
    expect(everyPath(small)).toEqual(list);
  });
});

describe('prerenderPaths: what the build writes', () => {
  it("with prerender: canonical (the default), each page's canonical form per city and language, and the fixed paths", () => {
    const list = prerenderPaths(small);
    expect(list.filter((p) => !p.fixed).map((p) => p.path)).toEqual([
      '/bakkie-rental/durban',
      '/bakkie-rental/cape-town',
      '/3cx-voip-phone/durban',
      '/3cx-voip-phone/cape-town',
      '/invest/durban',
      '/invest/cape-town',
      '/invoice-discounting/durban',
      '/invoice-discounting/cape-town',
      '/tender-finance/durban',
      '/tender-finance/cape-town',
      '/af/3cx-voip-phone/durban',
      '/af/3cx-voip-phone/cape-town',
      '/af/tender-finance/durban',
      '/af/tender-finance/cape-town',
      '/zu/3cx-voip-phone/durban',
      '/zu/3cx-voip-phone/cape-town',
      '/zu/tender-finance/durban',
      '/zu/tender-finance/cape-town',
    ]);
    expect(list.map((p) => p.path)).toContain('/TheBizzPhone');
    expect(list.map((p) => p.path)).toContain('/af/l/tender-finance/index.php');
    expect(list.length).toBe(84);
  });

  it('with prerender: every, the whole list', () => {
    expect(prerenderPaths({ ...small, site: { ...small.site, prerender: 'every' } })).toEqual(everyPath(small));
  });

  it('writes 588 pages of the shipped site (58 cities), 4,308 with prerender: every', () => {
    expect(prerenderPaths(model).length).toBe(588);
    expect(everyPath(model).length).toBe(4308);
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
