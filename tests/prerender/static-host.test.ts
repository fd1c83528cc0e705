import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteOrThrow } from '../../src/config/load';
import { prerenderPaths } from '../../src/prerender/paths';
import { redirectsFile, staticHostLimits } from '../../src/prerender/static-host';
import { ROOT, shippedModelWithExperimentsRunning } from '../helpers/load-fixture';

// What `build` writes and says for a static host (Netlify, Cloudflare Pages, any file server).
describe('static host files and limits', () => {
  it('serves a path written with capitals in lower case too, and file-like paths from their folder', () => {
    expect(redirectsFile(['/', '/SolarDeals', '/old-offer/index.php', '/bike-repairs'])).toBe(
      '/old-offer/index.php /old-offer/index.php.html 200\n/solardeals /SolarDeals.html 200\n',
    );
    expect(redirectsFile(['/', '/bike-repairs'])).toBe('');
  });

  it("gives a path under another language that no file answers that language's not-found page, with status 404", () => {
    expect(redirectsFile(['/', '/bike-repairs'], ['/af', '/zu'])).toBe('/af/* /af/404.html 404\n/zu/* /zu/404.html 404\n');
  });

  it('tells the starter site what a static host will not do: unlisted cities, events', () => {
    const model = loadSiteOrThrow(join(ROOT, 'examples/starter'));
    expect(
      staticHostLimits(
        model,
        prerenderPaths(model).map((entry) => entry.path),
      ),
    ).toEqual([
      'city pages for cities not under cities: (/bike-repairs/{city} with any other city) answer 404; only the 3 listed cities have files.',
      'page views and clicks (POST /__events) are lost unless the host forwards that path to landing-engine start.',
    ]);
  });

  it('names running experiments and paths written with capitals', () => {
    const model = shippedModelWithExperimentsRunning();
    const limits = staticHostLimits(
      model,
      prerenderPaths(model).map((entry) => entry.path),
    );
    expect(limits).toContain(
      'experiments tender-hero (pages/tender-bid.yaml): every visitor sees the control; assigning variants needs landing-engine start or build --target cloudflare (docs/deploy.md).',
    );
    // /TheBizzPhone, /af/TheBizzPhone and /zu/TheBizzPhone: the shipped site is in three languages.
    expect(limits).toContain('3 path(s) written with capitals (/TheBizzPhone): _redirects serves their lower-case form too; other spellings 404.');
    expect(limits[0]).toBe(
      'city pages for cities not under cities: (/bakkie-rental/{city} with any other city) answer 404; only the 58 listed cities have files.',
    );
    // Under prerender: canonical (the default) a static host has one form per page and city.
    expect(limits).toContain(
      '3720 alias form(s) (/bakkie-rental-in-johannesburg) are not written under prerender: canonical and answer 404; set prerender: every in site.config.yaml for a static host.',
    );
    expect(limits).toContain(
      '16 address pattern(s) of pages not translated (/af/bakkie-rental-in-{city}) cannot be written in _redirects: they answer 404 there instead of redirecting to the default language.',
    );
    const every = { ...model, site: { ...model.site, prerender: 'every' as const } };
    expect(
      staticHostLimits(
        every,
        prerenderPaths(every).map((entry) => entry.path),
      ).some((line) => line.includes('alias form')),
    ).toBe(false);
  });
});
