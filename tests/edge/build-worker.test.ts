// The Worker's wrangler config (src/edge/build-worker.ts) on its own, without a build: the Worker's
// name is the site's host name in the characters Cloudflare accepts (a-z, 0-9 and single hyphens
// inside, 63 at most), and names the events database too.
import { describe, expect, it } from 'vitest';
import { wranglerConfig } from '../../src/edge/build-worker';
import { shippedModel } from '../helpers/load-fixture';

const model = shippedModel();
const nameFor = (publicUrl: string) => {
  const config = JSON.parse(wranglerConfig({ ...model, site: { ...model.site, publicUrl } }, '../dist').replace(/^\/\/.*\n/, '')) as {
    name: string;
    d1_databases: Array<{ database_name: string }>;
  };
  return [config.name, config.d1_databases[0]!.database_name];
};

describe("the Worker's name", () => {
  it('is the host name with each run of other characters one hyphen, none at either end', () => {
    expect(nameFor('https://Quotes.My__Site.example.co.za/landing')).toEqual(['quotes-my-site-example-co-za', 'quotes-my-site-example-co-za-events']);
    expect(nameFor('https://_tola_.example/')).toEqual(['tola-example', 'tola-example-events']);
    // A fully qualified host name ends with a dot.
    expect(nameFor('https://tola.example./')).toEqual(['tola-example', 'tola-example-events']);
  });

  it('keeps the first 63 characters of a longer host name', () => {
    const host = `${'a'.repeat(60)}.example`;
    expect(nameFor(`https://${host}/`)[0]).toBe(`${'a'.repeat(60)}-ex`);
  });
});
