import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { siteFieldsSchema } from '../../../schemas/site';
import { pageTranslationSchema } from '../../../schemas/translation';
import { blockSchemas, type BlockType } from '../../../schemas/blocks/index';
import { blocksDoc, DOCS_FILE, examplePage } from '../../../dev/docs/blocks-doc';
import { ERRORS_FILE, errorsDoc } from '../../../dev/docs/errors-doc';
import { HERO_IN_AFRIKAANS } from '../../../dev/docs/translation-doc';
import { loadSite } from '../../../src/config/load';
import { CATALOGUE } from '../../../src/config/catalogue/index';
import { formatProblem } from '../../../src/config/problem';
import { loadWith, ROOT } from '../../helpers/load-fixture';

const types = blockSchemas.map((schema) => (schema.shape.type as unknown as { value: BlockType }).value);

describe('docs/blocks.md, the reference for marketers', () => {
  it('matches the schemas (run npm run docs if this fails)', () => {
    expect(readFileSync(join(ROOT, DOCS_FILE), 'utf8'), `${DOCS_FILE} is stale: run npm run docs`).toBe(blocksDoc());
  });

  it.each(types)('the %s example validates as written, without warnings but that it is example copy (LE708)', (type) => {
    const file = `pages/docs-example-${type}.yaml`;
    const result = loadWith({ [file]: examplePage(type) });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
    // LE812: the shipped site is in Afrikaans and isiZulu, and neither the example page nor most pages are translated.
    // LE709: an example writes its amounts as text (R50,000), as it must validate on a site without values.
    expect(result.warnings.filter((warning) => !['LE708', 'LE709', 'LE812'].includes(warning.code)).map(formatProblem)).toEqual([]);
  });

  it('the Afrikaans hero of "Texts in other languages" translates the hero example: no problem, nothing missing', () => {
    const files: Record<string, string> = {
      'pages/docs-example-hero.yaml': examplePage('hero'),
      'translations/af/pages/docs-example-hero.yaml': `meta:\n  title: Voorbeeld\n  description: "'n Voorbeeldbladsy."\n${HERO_IN_AFRIKAANS}`,
    };
    const result = loadSite(ROOT, (file) => files[file] ?? readFileSync(join(ROOT, file), 'utf8'), Object.keys(files));
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
    // But the amount the English example writes as text (LE709), and so the translation too.
    expect(result.warnings.filter((warning) => warning.file.startsWith('translations/af/') && warning.code !== 'LE709').map(formatProblem)).toEqual([]);
    const edition = result.ok ? result.model.editions?.find((entry) => entry.language.tag === 'af') : undefined;
    expect(edition?.pages.find((entry) => entry.id === 'docs-example-hero')?.page.sections[0]).toMatchObject({
      heading: 'Sonkragfinansiering{city}',
      claims: ['Vaste maandelikse paaiemente', 'Besluit binne 48 uur'],
    });
  });

  it('says under each block which of its fields a translation holds', () => {
    const doc = blocksDoc();
    expect(doc).toContain(
      '\n*Translated* (in `translations/<tag>/pages/`): `heading`, `intro`, `claims[]`, `image.alt`, `actions[].label`, `actions[].context`.\n',
    );
    expect(doc).toContain('\n*Translated* (in `translations/<tag>/pages/`): `heading`, `playLabel`, `transcriptLabel`, `transcript`.\n');
  });

  it('lists every block type with its fields', () => {
    const doc = blocksDoc();
    expect(doc).toContain('## plan-cards');
    expect(doc).toContain(
      '| plans[].disc | number |  | `0` | Discount as a fraction of the monthly price: 0.1 takes 10% off. 0 for none. Problems: [LE220](errors.md#le220), [LE216](errors.md#le216). |',
    );
    expect(doc).toContain(
      "| plans[].defaultMinutes | whole number |  | `0` | The bundle the card starts with. Must be one of the block's bundles. Sent to the order form as minutes. Problems: [LE252](errors.md#le252). |",
    );
    for (const type of types) expect(doc).toContain(`\n## ${type}\n`);
  });
});

describe('docs/errors.md, the meaning of every code validate prints', () => {
  const doc = errorsDoc();

  it('matches the catalogue (run npm run docs if this fails)', () => {
    expect(readFileSync(join(ROOT, ERRORS_FILE), 'utf8'), `${ERRORS_FILE} is stale: run npm run docs`).toBe(doc);
  });

  it('has a section per code with its title and fix, and an example where the catalogue has one', () => {
    for (const entry of Object.values(CATALOGUE)) {
      expect(doc).toContain(`\n### ${entry.code}\n`);
      expect(doc).toContain(`\nFix: ${entry.fix}\n`);
    }
    expect(doc).toContain(
      '### LE204\n\n**Text written as a number**\n\nYAML reads 2024, 15 or 0.5 on its own as a number, but the field takes text.\n\nFix: Put the value in quotes.\n\n```yaml\n# wrong\nheading: 2024\n# right\nheading: "2024"\n```',
    );
    expect(doc).toContain('| [LE706](#le706) | Curly quotes or an invisible character around a value | warning |');
  });

  it('every code docs/blocks.md links to is in docs/errors.md', () => {
    const linked = [...blocksDoc().matchAll(/\(errors\.md#(le\d{3})\)/g)].map((m) => m[1]!);
    expect(linked.length).toBeGreaterThan(30);
    for (const anchor of new Set(linked)) expect(doc).toContain(`\n### ${anchor.toUpperCase()}\n`);
  });
});

describe('README recipes', () => {
  it('the translation example has the shape of a translation file', () => {
    const text = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const example = /### Pages in other languages[\s\S]*?```yaml\n([\s\S]*?)```[\s\S]*?```yaml\n([\s\S]*?)```/.exec(text)!;
    expect(siteFieldsSchema.shape.languages.safeParse(parse(example[1]!).languages).success).toBe(true);
    expect(pageTranslationSchema.safeParse(parse(example[2]!)).error?.issues ?? []).toEqual([]);
  });

  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const home = readFileSync(join(ROOT, 'pages/home.yaml'), 'utf8');
  const card = /### Add a plan card[\s\S]*?```yaml\n([\s\S]*?)```/.exec(readme)![1]!;
  // The card in English, and its texts in Afrikaans and isiZulu where the README says (a translation has as many plans as the page).
  const translated = (tag: string, name: string, feature: string) => {
    const text = readFileSync(join(ROOT, `translations/${tag}/pages/home.yaml`), 'utf8');
    return text.replace('\n  - type: comparison-table', `      - name: ${name}\n        features:\n          - name: ${feature}\n\n  - type: comparison-table`);
  };
  const withCard = (text: string) => ({
    'pages/home.yaml': home.replace('\n  - type: comparison-table', `${text}\n  - type: comparison-table`),
    'translations/af/pages/home.yaml': translated('af', 'Office 10x', 'Oproeprye'),
    'translations/zu/pages/home.yaml': translated('zu', 'Office 10x', 'Imigqa yokulinda izingcingo'),
  });

  it('the plan card validates as written', () => {
    const result = loadWith(withCard(card));
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
  });

  it('disc: 10 (a percentage, not a fraction) says what disc means', () => {
    const result = loadWith(withCard(card.replace('disc: 0.1 ', 'disc: 10  ')));
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      'pages/home.yaml:116:15 sections[2].plans[3].disc: 10 is more than 1, the largest disc allowed. Discount as a fraction of the monthly price: 0.1 takes 10% off. 0 for none. [LE220]',
    ]);
  });

  it('a defaultMinutes that is not a bundle names both', () => {
    const result = loadWith(withCard(card.replace('defaultMinutes: 250', 'defaultMinutes: 300')));
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      'pages/home.yaml:114:25 sections[2].plans[3].defaultMinutes: Plan "Office 10x" starts at the bundle 300, which is not one of the bundles (0, 100, 250, 400, 550, 700, 850, 1000, 1500, 2000). Use one of those or add 300 to bundles. [LE252]',
    ]);
  });

  it('the city list with display names validates as written', () => {
    const cities = /### Add a city[\s\S]*?```yaml\n([\s\S]*?)```/.exec(readme)![1]!;
    // The recipe's cities, then the rest of the shipped list: the isiZulu translation names each of those.
    const shipped = readFileSync(join(ROOT, 'site.config.yaml'), 'utf8');
    const rest = /^cities: \[(.*)\]$/m
      .exec(shipped)![1]!
      .split(', ')
      .filter((slug) => slug !== 'johannesburg');
    const site = shipped.replace(/^cities: \[.*\]\n/m, `${cities}${rest.map((slug) => `  - ${slug}\n`).join('')}`);
    const result = loadWith({ 'site.config.yaml': site });
    expect(result.ok && result.model.site.cityNames).toEqual({ 'kwa-thema': 'KwaThema', mcgregor: 'McGregor' });
  });
});
