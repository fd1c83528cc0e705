import { describe, expect, it } from 'vitest';
import { createMatcher } from '../../src/routes/match';
import { shippedModel } from '../helpers/load-fixture';
import { ROUTE_TABLE } from '../helpers/route-table';

// Site test: this site's paths, as the spec lists them. How matching works is an engine test
// (tests/routes/routes.test.ts, on the fixture site).
const model = shippedModel();
const match = createMatcher(model.pages.map((entry) => ({ page: entry.id, paths: entry.page.paths })));

describe('site: the spec route table', () => {
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

  it('reads the product and the city from an investor path with a city', () => {
    expect(match('/hand-tools-tender-funder-club-crowdfunding-platform/cape-town')).toMatchObject({
      page: 'invest',
      params: { product: 'hand-tools', city: 'cape-town' },
      city: ' In Cape Town',
    });
  });

  it('treats /thebizzphone as /TheBizzPhone', () => {
    expect(match('/thebizzphone')?.page).toBe('home');
  });
});
