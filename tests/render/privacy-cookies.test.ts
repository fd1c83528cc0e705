import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteModel } from '../../src/config/model';
import { cookieName } from '../../src/experiments/assign';
import { AFFID_COOKIE, URL_PARAMS_COOKIE } from '../../src/lib/tracking-cookies';
import { createRenderer } from '../../src/render/render-page';
import { loadWith, ROOT, shippedModel } from '../helpers/load-fixture';

/**
 * Every cookie the site sets itself: the two tracking cookies (the boot script) and one per
 * experiment that is not ended (the server, as soon as a marketer sets it running). A cookie set
 * anywhere else in code is caught in the browser by tests/e2e/cookies.test.ts.
 */
function cookiesSetBy(model: SiteModel): string[] {
  const experiments = model.pages.flatMap((entry) => entry.page.experiments ?? []).filter((experiment) => experiment.status !== 'ended');
  return [AFFID_COOKIE.name, URL_PARAMS_COOKIE.name, ...experiments.map((experiment) => cookieName(experiment.id))];
}

/** The cookies named in the privacy policy's cookies section, each a bullet that starts "name: ". */
function cookiesInPolicy(model: SiteModel): string[] {
  const { html } = createRenderer(model, { scripts: [], styles: [] })('/privacy');
  const section = /<section[^>]*id="cookies"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  return [...section.matchAll(/<li>([\w-]+): /g)].map((match) => match[1]!);
}

const unlisted = (model: SiteModel) => cookiesSetBy(model).filter((name) => !cookiesInPolicy(model).includes(name));

describe('the privacy policy names every cookie the site sets', () => {
  it('lists the tracking cookies and the experiment cookie', () => {
    const model = shippedModel();
    expect(cookiesSetBy(model)).toEqual(['affid', 'urlParams', 'xp-tender-hero']);
    expect(unlisted(model)).toEqual([]);
  });

  it('fails for a cookie added without it: a new experiment on another page', () => {
    const finance = readFileSync(join(ROOT, 'pages/tender-finance.yaml'), 'utf8');
    const result = loadWith({
      'pages/tender-finance.yaml': `${finance}
experiments:
  - id: finance-hero
    status: paused
    variants:
      - { id: control, weight: 50 }
      - id: bold
        weight: 50
        heading: Tender Finance Now{city}
`,
    });
    if (!result.ok) throw new Error(result.problems.map((problem) => problem.message).join('\n'));
    expect(unlisted(result.model)).toEqual(['xp-finance-hero']);
  });
});
