// A site with a contentStore and no @sanity/client (an optional peer dependency) hears it from
// validate at the contentStore line, and from a content client that would be made, never as a stack.
import { describe, expect, it } from 'vitest';
import { contentStoreSchema } from '../../schemas/content-store';
import { checkContentClient } from '../../src/config/check-content-client';
import { formatProblem } from '../../src/config/problem';
import { parseYaml } from '../../src/config/yaml-source';
import { createContentClient } from '../../src/content/client';
import type { ModuleLoader } from '../../src/content/sanity-client-module';
import { notInstalled } from '../helpers/not-installed';

const installed: ModuleLoader = Object.assign(() => ({}), { resolve: () => '/site/node_modules/@sanity/client/dist/index.cjs' });

const SITE = 'brand:\n  name: Harbour Bikes\ncontentStore:\n  projectId: abc123xy\n  dataset: production\n';
const source = parseYaml('site.config.yaml', SITE).source;
const config = contentStoreSchema.parse({ projectId: 'abc123xy', dataset: 'production' });
const model = (contentStore?: unknown) => ({ site: { contentStore }, pages: [] }) as unknown as Parameters<typeof checkContentClient>[0];

describe('a content store without @sanity/client', () => {
  it('is one problem at the contentStore line, with the command to install it', () => {
    const problems = checkContentClient(model(config), source, notInstalled);
    expect(problems.map(formatProblem)).toEqual([
      "site.config.yaml:3:1 contentStore: The content store is read through @sanity/client, which is not installed. Run npm i @sanity/client@7 in the site's folder (next to site.config.yaml), or remove contentStore if no section shows testimonials or deals. [LE313]",
    ]);
  });

  it('is no problem once it is installed, or on a site without contentStore', () => {
    expect(checkContentClient(model(config), source, installed)).toEqual([]);
    expect(checkContentClient(model(undefined), source, notInstalled)).toEqual([]);
  });

  it('stops a content client from being made with the same words, not a require stack', () => {
    expect(() => createContentClient(config, { load: notInstalled })).toThrow(
      new Error(
        "site.config.yaml, contentStore: The content store is read through @sanity/client, which is not installed. Run npm i @sanity/client@7 in the site's folder (next to site.config.yaml), or remove contentStore if no section shows testimonials or deals.",
      ),
    );
  });
});
