import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/render-page';
import { shippedModel } from '../helpers/load-fixture';

/**
 * Decision 45: a site that declares no languages renders exactly as before. The files under
 * tests/fixtures/one-language/ are main's output (28 Nov, before languages) for the shipped site;
 * a change that moves one byte of a one-language page shows here.
 */
const BEFORE = join(import.meta.dirname, '..', 'fixtures', 'one-language');
const ASSETS = { scripts: ['/assets/main.js'], styles: ['/assets/main.css'], boot: { code: '', entry: '/assets/main.js' } };
/** The shipped site as a site without languages: its other languages (decision 45) left out. */
const oneLanguage = () => {
  const model = shippedModel();
  return { ...model, site: { ...model.site, languages: undefined }, editions: [] };
};

describe('a site without languages', () => {
  it.each([
    ['home', '/'],
    // An alias form: since issue 54 its canonical, og:url and JSON-LD url name /tender-finance/cape-town (4 places);
    // since issue 56 its five copy sections carry their ids (id="construction-finance"); since issue 60
    // its carousel's controls are labels and radio buttons, with one pair of buttons for script; nothing else moved.
    ['tender-finance-in-cape-town', '/tender-finance-in-cape-town'],
    ['not-found', '/no-such-page'],
  ])('renders %s byte for byte as before languages', (file, path) => {
    const render = createRenderer(oneLanguage(), ASSETS);
    expect(render(path).html).toBe(readFileSync(join(BEFORE, `${file}.html`), 'utf8'));
  });
});
