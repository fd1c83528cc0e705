import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GALLERY_PATH } from '../../dev/block-gallery';
import { EDITOR_PATH } from '../../dev/editor/routes';
import { CONTENT_ENDPOINTS, LOCAL_CONTENT_PATH } from '../../src/content/proxy-path';
import { EVENTS_PATH } from '../../src/core/event-rules';
import { CONVERSIONS_PATH } from '../../src/core/postbacks';
import { BAKED_CONTENT_FILE } from '../../src/output/baked-content';
import { notFoundFile, outputFile } from '../../src/output/files';
import { ASSET_FOLDERS, isAssetPath } from '../../src/output/served-files';
import { STAMP_FILE } from '../../src/output/stamp';
import { prerenderPaths } from '../../src/prerender/paths';
import { prerender } from '../../src/prerender/prerender';
import { sitemapFiles } from '../../src/prerender/sitemap';
import { BOOT_FILE, IMAGE_SETS_FILE, INLINE_IMAGES_FILE } from '../../src/render/assets';
import { ENGINE_PATHS, engineOwner, uncleanPath } from '../../src/routes/engine-paths';
import { fixtureFile, fixtureModel } from '../helpers/fixture-site';

/**
 * The paths pages may not have (src/routes/engine-paths.ts, LE314) sit below the modules that answer
 * or write them, so they cannot import those modules' constants: this test holds the list against
 * each of them, both ways. Every path the server, the Worker, dev and the build answer or write is
 * refused (by the list, or as a hidden file), and every entry of the list is one of them.
 */
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** What the build writes for the fixture site in two languages: the files beside its pages, and the pages' own files. */
let built: Promise<{ others: string[]; pages: Set<string> }> | undefined;
const build = () =>
  (built ??= (async () => {
    const site = `${fixtureFile('site.config.yaml')}languages:\n  default: { tag: en, name: English }\n  others:\n    - { tag: af, name: Afrikaans, prefix: /af }\n`;
    const model = fixtureModel({ 'site.config.yaml': site });
    const outDir = mkdtempSync(join(tmpdir(), 'engine-paths-'));
    dirs.push(outDir);
    await prerender({ model, outDir, assets: { scripts: ['/assets/main.js'], styles: [] }, workers: 0 });
    const pages = new Set(prerenderPaths(model).map(({ path }) => outputFile(path)));
    const written = readdirSync(outDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(outDir, join(entry.parentPath, entry.name)));
    return { others: written.filter((file) => !pages.has(file)), pages };
  })());

/** A file under a language's prefix is that language's copy of the same file: LE814 keeps pages off the prefix itself. */
const inDefault = (file: string) => file.replace(/^af\//, '');
/** The page path whose file would be `file`: /404 for 404.html. */
const writerOf = (file: string) => `/${inDefault(file).replace(/\.html$/, '')}`;

/** Each module that answers or writes paths of the site's origin, with the paths a page must keep off. */
const SOURCES: Record<string, () => Promise<string[]>> = {
  "the request core (the events endpoint, the providers' postbacks, the content API, the asset folders)": async () => [
    EVENTS_PATH,
    CONVERSIONS_PATH,
    LOCAL_CONTENT_PATH,
    `${LOCAL_CONTENT_PATH}/images/a.jpg`,
    ...Object.values(CONTENT_ENDPOINTS),
    ...ASSET_FOLDERS.flatMap((folder) => [`${folder}x.js`, `${folder}{city}`]),
  ],
  'the editor (landing-engine edit)': async () => [EDITOR_PATH, `${EDITOR_PATH}api/site`],
  'the block gallery (landing-engine dev)': async () => [GALLERY_PATH],
  'the build beside the pages': async () => {
    const { others } = await build();
    return others.flatMap((file) => [`/${inDefault(file)}`, ...(file.endsWith('.html') ? [writerOf(file)] : [])]);
  },
  'the build for the page at / (index.html) and the not-found page': async () => [`/${outputFile('/')}`, writerOf(outputFile('/')), writerOf(notFoundFile(''))],
  'the build for a long sitemap': async () => Object.keys(sitemapFiles(fixtureModel().site, ['/a', '/b', '/c'], 1)).map((file) => `/${file}`),
  "the build's and the Worker's own records (hidden files)": async () =>
    [STAMP_FILE, BAKED_CONTENT_FILE, BOOT_FILE, IMAGE_SETS_FILE, INLINE_IMAGES_FILE, '.assetsignore'].map((file) => `/${file}`),
};

/** Kept from pages: the engine's by the list, or a hidden file no clean path names. */
const kept = (path: string) => engineOwner(path) !== undefined || uncleanPath(path) !== undefined;

describe('the paths the engine keeps for itself', () => {
  it('are what the asset folders answer with a plain 404', () => {
    for (const folder of ASSET_FOLDERS) expect(isAssetPath(`${folder}x.js`), folder).toBe(true);
  });

  it('list what the build writes beside the pages, in every language', async () => {
    expect((await build()).others).toEqual(expect.arrayContaining(['404.html', 'af/404.html', 'robots.txt', 'sitemap.xml', '_headers', '_redirects']));
    expect(Object.keys(sitemapFiles(fixtureModel().site, ['/a', '/b', '/c'], 1))).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml']);
  });

  for (const [source, paths] of Object.entries(SOURCES)) {
    it(`hold every path of ${source}`, async () => {
      const missed = (await paths()).filter((path) => !kept(path));
      expect(missed).toEqual([]);
    });
  }

  it('hold nothing else: each entry of the list is one of those', async () => {
    const found = new Set((await Promise.all(Object.values(SOURCES).map((paths) => paths()))).flat().map(engineOwner));
    expect(ENGINE_PATHS.filter((entry) => !found.has(entry)).map((entry) => entry.path)).toEqual([]);
  });
});
