// @vitest-environment node
// The build reads its content as a build, not as a visitor: its own deadline and retries, and a
// store that cannot answer stops the build in one line (src/content/build-content.ts,
// src/prerender/build-site.ts). The stores here are stand-ins, and every wait and deadline passes
// at once, so nothing depends on the machine's speed.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteModel } from '../../src/config/model';
import { readBuildContent } from '../../src/content/build-content';
import type { QueryClient } from '../../src/content/fetch';
import { prerenderSite } from '../../src/prerender/build-site';
import { shippedModel, withCities } from '../helpers/load-fixture';

const model: SiteModel = (() => {
  const m = shippedModel();
  return withCities(m, ['durban'], ['solar']);
})();
const config = model.site.contentStore!;
const LOCAL = 'http://127.0.0.1:3999';
const THANDEKA = {
  _id: 'testimonial-01',
  imgurl: { _type: 'image', asset: { _ref: 'image-d26bc2162b51f8de2313d92256fbc75a8640d48e-160x160-svg', _type: 'reference' } },
  name: 'Thandeka Mokoena',
  feedback: 'Calls now follow me to site.',
  company: 'Mokoena Plumbing & Projects',
};
const now = () => Promise.resolve();
const quiet = { error: () => {} };
/** A store that takes every query and never answers. */
const silent = (asked: string[]): QueryClient => ({ fetch: (query) => (asked.push(query), new Promise(() => {})) });
const QUERY = '*[_type == "testimonials"] | order(_createdAt asc) {_id, imgurl, name, feedback, company, services}';
const UNAVAILABLE = `the local content store at ${LOCAL} did not answer the testimonials query (${QUERY}) in 4 tries: no answer within 60 s`;

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'build-content-'));
  dirs.push(dist);
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'src/client/main.ts': { file: 'assets/main-abc.js', css: [] } }));
  writeFileSync(join(dist, '.vite', 'boot.js'), 'window.x=1');
  return dist;
}

describe('reading the content for a build', () => {
  it('asks a store that never answers four times, each with its own deadline, then says which store and query', async () => {
    const asked: string[] = [];
    const content = await readBuildContent(config, { localUrl: LOCAL, client: silent(asked), wait: now, log: quiet });
    expect(asked).toEqual([QUERY, QUERY, QUERY, QUERY]);
    expect(content).toEqual({ testimonials: [], unavailable: UNAVAILABLE });
  });

  it("says in the build's own log, once, after the last try, why the content could not be read", async () => {
    const errors: string[] = [];
    await readBuildContent(config, { localUrl: LOCAL, client: silent([]), wait: now, tries: 2, log: { error: (line) => errors.push(line) } });
    expect(errors).toEqual(['Could not load testimonials from the content store: no answer within 60 s']);
  });

  it('bakes what a store answers on a retry', async () => {
    let calls = 0;
    const flaky: QueryClient = {
      fetch: () => (++calls < 3 ? Promise.reject(new Error('The query did not finish within 2000 ms')) : Promise.resolve([THANDEKA])),
    };
    const content = await readBuildContent(config, { localUrl: LOCAL, client: flaky, wait: now, log: quiet });
    expect(calls).toBe(3);
    expect(content.unavailable).toBeUndefined();
    expect(content.testimonials.map((t) => t.name)).toEqual(['Thandeka Mokoena']);
  });
});

describe('a build whose content store cannot answer', () => {
  const lines: string[] = [];
  const log = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(`ERROR ${line}`) };

  it('stops with one line naming the store and the query', async () => {
    const content = await readBuildContent(config, { localUrl: LOCAL, client: silent([]), wait: now, log: quiet });
    const distDir = fakeBuild();
    await expect(prerenderSite({ model, root: distDir, distDir, content, log })).rejects.toThrow(
      new Error(
        `The build cannot read its content: ${UNAVAILABLE}. Check that the store can start (landing-engine content), or build without testimonials on purpose with --allow-missing-content.`,
      ),
    );
  });

  // Every page file shows the site-wide sections, testimonials among them; counts are the pages
  // written with one city (durban): each page's fixed paths and its one canonical city form, under
  // /af and /zu too for the two pages translated there (home 6 x 3, tender finance 12 x 3).
  it('with allowMissingContent builds and names the pages that lack testimonials', async () => {
    const content = await readBuildContent(config, { localUrl: LOCAL, client: silent([]), wait: now, log: quiet });
    const distDir = fakeBuild();
    const summary = await prerenderSite({ model, root: distDir, distDir, content, allowMissingContent: true, log });
    expect(summary.failed).toEqual([]);
    expect(lines).toContain(
      `ERROR prerender: built without its content (${UNAVAILABLE}): testimonials missing on 75 pages: bakkie (7), briefing (1), home (18), invest (5), invoice (5), legal-privacy (1), legal-terms (1), tender-bid (1), tender-finance (36).`,
    );
    // What was baked (nothing, and why) is kept beside the pages, not served.
    expect(JSON.parse(readFileSync(join(distDir, '.content.json'), 'utf8'))).toEqual({ testimonials: [], unavailable: UNAVAILABLE });
  });
});
