import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cityText } from '../../src/lib/city-text';
import { createTemplatedRenderer } from '../../src/prerender/city-templates';
import { createRenderer } from '../../src/render/render-page';
import { loadWith, problemsWith, ROOT } from '../helpers/load-fixture';

const shippedSite = readFileSync(join(ROOT, 'site.config.yaml'), 'utf8');
/** The shipped site with its cities: line replaced by a block list. */
const withCities = (lines: string[]) => shippedSite.replace(/^cities: \[.*\]$/m, `cities:\n${lines.map((line) => `  - ${line}`).join('\n')}`);

describe('cities with display names', () => {
  it('a city may be written one per line, with a display name where hyphen-splitting is wrong', () => {
    const result = loadWith({ 'site.config.yaml': withCities(['johannesburg', 'kwa-thema: KwaThema', 'mcgregor: McGregor']) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.model.site.cities).toEqual(['johannesburg', 'kwa-thema', 'mcgregor']);
    expect(result.model.site.cityNames).toEqual({ 'kwa-thema': 'KwaThema', mcgregor: 'McGregor' });
  });

  it('headings use the display name; unlisted cities keep the rule of the spec', () => {
    const result = loadWith({ 'site.config.yaml': withCities(['johannesburg', 'kwa-thema: KwaThema']) });
    if (!result.ok) throw new Error('fixture invalid');
    const render = createRenderer(result.model, { scripts: [], styles: [] });
    expect(render('/bakkie-hire/kwa-thema').html).toContain('<h1>Bakkie Hire and Furniture Removal In KwaThema</h1>');
    expect(render('/bakkie-hire/kwa-mashu').html).toContain('<h1>Bakkie Hire and Furniture Removal In Kwa Mashu</h1>');
    expect(render('/bakkie-hire/johannesburg').html).toContain('<h1>Bakkie Hire and Furniture Removal In Johannesburg</h1>');
  });

  it('the prerender (templated) gives the same HTML as a direct render for a display name', () => {
    const result = loadWith({ 'site.config.yaml': withCities(['durban', 'kwa-thema: KwaThema']) });
    if (!result.ok) throw new Error('fixture invalid');
    const assets = { scripts: ['/assets/main.js'], styles: ['/assets/main.css'] };
    const templated = createTemplatedRenderer(result.model, assets);
    const direct = createRenderer(result.model, assets);
    for (const path of ['/bakkie-hire/durban', '/bakkie-hire/kwa-thema', '/bakkie-hire-in-kwa-thema']) {
      expect(templated(path).html, path).toBe(direct(path).html);
    }
    expect(templated('/bakkie-hire/kwa-thema').html).toContain('In KwaThema');
  });

  it('cityText: a display name wins, otherwise words split on hyphens', () => {
    expect(cityText('kwa-thema', { 'kwa-thema': 'KwaThema' })).toBe(' In KwaThema');
    expect(cityText('kwa-thema')).toBe(' In Kwa Thema');
    expect(cityText('constructor', {})).toBe(' In Constructor');
    expect(cityText(undefined, { 'kwa-thema': 'KwaThema' })).toBe('');
  });

  it('a wrong slug or an empty name is reported where it is written', () => {
    expect(problemsWith({ 'site.config.yaml': withCities(['Cape Town', 'Kwa-Thema: KwaThema', 'soweto: ""']) })).toEqual([
      'site.config.yaml:182:5 cities[0]: Use lowercase letters, digits and hyphens, at most 60 characters, like cape-town',
      'site.config.yaml:183:5 cities[1].Kwa-Thema: "Kwa-Thema" cannot be a key here. Use lowercase letters, digits and hyphens, at most 60 characters, like cape-town',
      'site.config.yaml:184:13 cities[2].soweto: This is empty: write the text.',
    ]);
  });
});
