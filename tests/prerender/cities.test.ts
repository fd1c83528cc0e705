import { describe, expect, it } from 'vitest';
import { createTemplatedRenderer } from '../../src/prerender/city-templates';
import { createRenderer } from '../../src/render/render-page';
import { fixtureFile, fixtureModel, fixtureProblems } from '../helpers/fixture-site';

// tests/fixtures/site/site.config.yaml lists durban and kwa-thema: KwaThema, one per line.
const assets = { scripts: ['/assets/main.js'], styles: ['/assets/main.css'] };
const withCities = (lines: string[]) =>
  fixtureFile('site.config.yaml').replace('cities:\n  - durban\n  - kwa-thema: KwaThema\n', `cities:\n${lines.map((line) => `  - ${line}`).join('\n')}\n`);

describe('cities with display names', () => {
  it('reads a city per line, with a display name where hyphen-splitting is wrong', () => {
    const model = fixtureModel({ 'site.config.yaml': withCities(['johannesburg', 'kwa-thema: KwaThema', 'mcgregor: McGregor']) });
    expect(model.site.cities).toEqual(['johannesburg', 'kwa-thema', 'mcgregor']);
    expect(model.site.cityNames).toEqual({ 'kwa-thema': 'KwaThema', mcgregor: 'McGregor' });
  });

  it('reads the cities written in [...]', () => {
    const model = fixtureModel({ 'site.config.yaml': withCities([]).replace('cities:\n\n', 'cities: [durban, george]\n') });
    expect(model.site.cities).toEqual(['durban', 'george']);
    expect(model.site.cityNames).toEqual({});
  });

  it("headings use the display name, then the engine's name of a place (issue 60), else the rule of the spec", () => {
    const render = createRenderer(fixtureModel(), assets);
    expect(render('/phones/kwa-thema').html).toContain('<h1>Business phones In KwaThema</h1>');
    expect(render('/phones/kwa-mashu').html).toContain('<h1>Business phones In KwaMashu</h1>');
    expect(render('/phones-in-durban').html).toContain('<h1>Business phones In Durban</h1>');
  });

  it('the prerender (templated) gives the same HTML as a direct render, display names included', () => {
    const model = fixtureModel();
    const templated = createTemplatedRenderer(model, assets);
    const direct = createRenderer(model, assets);
    for (const path of ['/phones/durban', '/phones/kwa-thema', '/phones-in-kwa-thema', '/finance/kwa-thema', '/solar-finance/durban']) {
      expect(templated(path).html, path).toBe(direct(path).html);
    }
    expect(templated('/phones/kwa-thema').html).toContain('<h1>Business phones In KwaThema</h1>');
  });

  it('a wrong slug or an empty name is reported where it is written', () => {
    expect(fixtureProblems({ 'site.config.yaml': withCities(['Cape Town', 'Kwa-Thema: KwaThema', 'soweto: ""']) })).toEqual([
      'site.config.yaml:35:5 cities[0]: "Cape Town" is not written the way this field needs: use lowercase letters, digits and hyphens, at most 60 characters, like cape-town. Did you mean cape-town? [LE223]',
      'site.config.yaml:36:5 cities[1].Kwa-Thema: "Kwa-Thema" cannot be a key here: use lowercase letters, digits and hyphens, at most 60 characters, like cape-town. Did you mean kwa-thema? [LE203]',
      'site.config.yaml:37:13 cities[2].soweto: Nothing is written between the quotes. Write the text. [LE208]',
    ]);
  });
});
