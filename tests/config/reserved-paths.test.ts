import { describe, expect, it } from 'vitest';
import { pagePathProblem } from '../../src/routes/engine-paths';
import { fixtureFile, fixtureProblems } from '../helpers/fixture-site';

// Paths the engine answers or writes itself are not a page's (issue 57), whether a marketer typed
// them into the YAML or the editor wrote them: validate says where and why, each message pinned whole.
const page = (paths: string[]) =>
  `name: Fixture\nmeta:\n  title: Fixture\n  description: A fixture page.\npaths:\n${paths.map((path) => `  - "${path}"\n`).join('')}sections:\n  - type: copy\n    heading: Here\n`;
const problemsOf = (paths: string[]) => fixtureProblems({ 'pages/zz.yaml': page(paths) });

describe('paths the engine keeps for itself', () => {
  it('refuses its endpoints, its folders and the files the build writes, at the line of each path', () => {
    const paths = [
      '/404',
      '/__events',
      '/assets/app.js',
      '/content-api/deals',
      '/__editor/x',
      '/__blocks',
      '/media/logo',
      '/index',
      '/404.html',
      '/robots.txt',
      '/sitemap.xml',
      '/sitemap-2.xml',
      '/_headers',
      '/_redirects',
    ];
    expect(problemsOf(paths)).toEqual([
      "pages/zz.yaml:6:5 paths[0]: Path /404 is the engine's own: the build writes the not-found page there (404.html), which this page would overwrite. Give this page another path. [LE314]",
      "pages/zz.yaml:7:5 paths[1]: Path /__events is the engine's own: the site's page views and clicks are sent there. Give this page another path. [LE314]",
      "pages/zz.yaml:8:5 paths[2]: Path /assets/app.js is under /assets, which the engine keeps for itself: the build writes the site's scripts, styles and picture copies there. Give this page another path. [LE314]",
      "pages/zz.yaml:9:5 paths[3]: Path /content-api/deals is under /content-api, which the engine keeps for itself: the server answers the live deals and the content store's pictures there. Give this page another path. [LE314]",
      'pages/zz.yaml:10:5 paths[4]: Path /__editor/x is under /__editor, which the engine keeps for itself: the editor (landing-engine edit) answers there. Give this page another path. [LE314]',
      "pages/zz.yaml:11:5 paths[5]: Path /__blocks is the engine's own: the block gallery (landing-engine dev) answers there. Give this page another path. [LE314]",
      "pages/zz.yaml:12:5 paths[6]: Path /media/logo is under /media, which the engine keeps for itself: the site's pictures and sounds (public/media) are served there, and a missing one gets a plain 404, never a page. Give this page another path. [LE314]",
      "pages/zz.yaml:13:5 paths[7]: Path /index is the engine's own: the build writes the home page (/) there (index.html), which this page would overwrite. Give this page another path. [LE314]",
      "pages/zz.yaml:14:5 paths[8]: Path /404.html is the engine's own: the build writes the not-found page there (404.html), which this page would overwrite. Give this page another path. [LE314]",
      "pages/zz.yaml:15:5 paths[9]: Path /robots.txt is the engine's own: the build writes the file for search engines' crawlers there. Give this page another path. [LE314]",
      "pages/zz.yaml:16:5 paths[10]: Path /sitemap.xml is the engine's own: the build writes the sitemap there. Give this page another path. [LE314]",
      "pages/zz.yaml:17:5 paths[11]: Path /sitemap-2.xml is the engine's own: the build writes the parts of a long sitemap there. Give this page another path. [LE314]",
      "pages/zz.yaml:18:5 paths[12]: Path /_headers is the engine's own: the build writes the static host's headers there. Give this page another path. [LE314]",
      "pages/zz.yaml:19:5 paths[13]: Path /_redirects is the engine's own: the build writes the static host's redirects there. Give this page another path. [LE314]",
    ]);
  });

  it('refuses the {city} and {product} forms under its folders, in any case, with or without a trailing slash', () => {
    expect(problemsOf(['/assets/{city}', '/Content-API/{product}/{city}', '/__EVENTS/', '/404/'])).toEqual([
      "pages/zz.yaml:6:5 paths[0]: Path /assets/{city} is under /assets, which the engine keeps for itself: the build writes the site's scripts, styles and picture copies there. Give this page another path. [LE314]",
      "pages/zz.yaml:7:5 paths[1]: Path /Content-API/{product}/{city} is under /content-api, which the engine keeps for itself: the server answers the live deals and the content store's pictures there. Give this page another path. [LE314]",
      "pages/zz.yaml:8:5 paths[2]: Path /__EVENTS/ is the engine's own: the site's page views and clicks are sent there. Give this page another path. [LE314]",
      "pages/zz.yaml:9:5 paths[3]: Path /404/ is the engine's own: the build writes the not-found page there (404.html), which this page would overwrite. Give this page another path. [LE314]",
    ]);
  });

  it('refuses a path that leaves the output folder or is not clean, and says the clean one', () => {
    expect(problemsOf(['/../../etc', '/offers/./spring', '/offers//spring', '/.well-known/offer', '/offers/..'])).toEqual([
      'pages/zz.yaml:6:5 paths[0]: Path /../../etc has a ".." part, which would put the page outside the site\'s output folder. Write it as plain parts between slashes, like /etc. [LE314]',
      'pages/zz.yaml:7:5 paths[1]: Path /offers/./spring has a "." part, which names no folder of its own. Write it as plain parts between slashes, like /offers/spring. [LE314]',
      'pages/zz.yaml:8:5 paths[2]: Path /offers//spring has an empty part (//), which no page file can be written for. Write it as plain parts between slashes, like /offers/spring. [LE314]',
      'pages/zz.yaml:9:5 paths[3]: Path /.well-known/offer has a part starting with a dot (.well-known), which hosts keep hidden. Write it as plain parts between slashes, like /well-known/offer. [LE314]',
      'pages/zz.yaml:10:5 paths[4]: Path /offers/.. has a ".." part, which would put the page outside the site\'s output folder. Write it as plain parts between slashes, like /offers. [LE314]',
    ]);
  });

  it('leaves encoded dots and backslashes to the path form, which refuses them first', () => {
    expect(problemsOf(['/%2e%2e/etc', '/offers\\\\spring'])).toEqual([
      'pages/zz.yaml:6:5 paths[0]: "/%2e%2e/etc" is not written the way this field needs: paths start with / and hold letters, digits, . _ - and the placeholders {city} or {product}. [LE223]',
      'pages/zz.yaml:7:5 paths[1]: "/offers\\spring" is not written the way this field needs: paths start with / and hold letters, digits, . _ - and the placeholders {city} or {product}. [LE223]',
    ]);
  });

  it('has the rule refuse them too, asked alone before any schema', () => {
    expect(pagePathProblem('/%2e%2e/etc')).toBe('Path /%2e%2e/etc holds %2e, an encoded character. Write it as plain parts between slashes, like /etc.');
    expect(pagePathProblem('/offers\\spring')).toBe(
      'Path /offers\\spring holds a backslash (\\). Write it as plain parts between slashes, like /offers/spring.',
    );
    expect(pagePathProblem('/@vite/client')).toBe(
      'Path /@vite/client holds "@", which a page path cannot. Write it as plain parts between slashes, like /vite/client.',
    );
    expect(pagePathProblem('offers')).toBe('Path offers does not start with /. Write it as plain parts between slashes, like /offers.');
    expect(pagePathProblem('/.assets/x')).toBe(
      'Path /.assets/x has a part starting with a dot (.assets), which hosts keep hidden. Write it as plain parts between slashes.',
    );
    expect(pagePathProblem('/offers/{city}/')).toBeUndefined();
  });

  it("accepts paths that only look like the engine's: a longer first part, a dot inside a part, {city} where a reserved name could be", () => {
    expect(problemsOf(['/assets-help', '/media-kit/{city}', '/offers/index.php', '/{city}/404', '/events', '/sitemap'])).toEqual([]);
  });

  it('refuses a language prefix the engine keeps, at the prefix in site.config.yaml', () => {
    const site = `${fixtureFile('site.config.yaml')}languages:\n  default: { tag: en, name: English }\n  others:\n    - { tag: af, name: Afrikaans, prefix: /assets }\n`;
    expect(fixtureProblems({ 'site.config.yaml': site })).toEqual([
      "site.config.yaml:45:43 languages.others[0].prefix: The prefix /assets of Afrikaans is the engine's own: the build writes the site's scripts, styles and picture copies there. Give the language another prefix, like /af. [LE314]",
    ]);
  });
});
