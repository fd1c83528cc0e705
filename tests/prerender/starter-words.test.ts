import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadSiteOrThrow } from '../../src/config/load';
import { outputFile } from '../../src/output/files';
import { prerender } from '../../src/prerender/prerender';
import { ROOT } from '../helpers/load-fixture';

// Blocks are general (issue 61): a bike shop's plan cards, table and labels read in its own words
// or the blocks' neutral ones, never in the words of the phone plans the blocks were first made for.
const STARTER = join(ROOT, 'examples', 'starter');
const PRODUCT_WORDS = /phone|PBX|minute|VoIP/i;

const outDir = mkdtempSync(join(tmpdir(), 'starter-words-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Every text a visitor reads or hears in the page's body: element text, alt, aria-label and title (not addresses or scripts). */
function readable(html: string): string {
  const body = html.slice(html.indexOf('<body'), html.lastIndexOf('</body>')).replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '');
  const attributes = [...body.matchAll(/\s(?:alt|aria-label|title)="([^"]*)"/g)].map((match) => match[1]);
  const text = body.replace(/<[^>]+>/g, ' ');
  return [text, ...attributes]
    .join(' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The texts the starter's YAML writes (values, not keys), its link templates left out, placeholders like {minutes} as the block fills them. */
function yamlTexts(file: string): string[] {
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value.replace(/\{[^}]*\}/g, '#'));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') Object.entries(value).forEach(([key, inner]) => key !== 'links' && walk(inner));
  };
  walk(parse(readFileSync(join(STARTER, file), 'utf8')));
  return texts;
}

const yamlFiles = (folder: string): string[] =>
  readdirSync(join(STARTER, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => join(folder, name));

describe('the starter, built: a bike shop in its own words', async () => {
  await prerender({ model: loadSiteOrThrow(STARTER), outDir, assets: { scripts: [], styles: [] }, workers: 0 });
  const page = (path: string) => readFileSync(join(outDir, outputFile(path)), 'utf8');
  /** The plan cards section of a built page. */
  const planCards = (html: string) => /<section class="plan-cards"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';

  // The one text of its YAML that names one: its privacy notice keeps a customer's phone number.
  const written = ['site.config.yaml', ...yamlFiles('pages'), ...yamlFiles('translations')].flatMap(yamlTexts).filter((text) => PRODUCT_WORDS.test(text));

  it('writes no plan card, table or label with phone, PBX, minute or VoIP in its YAML', () => {
    expect(written).toEqual(['We keep your name and phone number only to tell you when your bike is ready.']);
  });

  it.each(['/', '/af', '/bike-repairs', '/af/bike-repairs', '/privacy', '/af/privacy'])(
    '%s: no text but those of its YAML names phones, PBX, minutes or VoIP',
    (path) => {
      const text = written.reduce((rest, sentence) => rest.replaceAll(sentence, ''), readable(page(path)));
      expect(text.match(PRODUCT_WORDS)).toBeNull();
    },
  );

  it('shows the plan cards and the table on its home page in English and Afrikaans', () => {
    for (const path of ['/', '/af']) {
      expect(planCards(page(path)), path).toContain('<h3 id="plans-solo-name">Solo</h3>');
      expect(page(path), path).toContain('<table');
    }
  });

  it('reads its plan cards in the words of pages/home.yaml, and in the neutral words of the block where it writes none', () => {
    const cards = planCards(page('/'));
    // Its own words: the bundles are services a year, the users bikes.
    expect(cards).toContain('<label class="plan-minutes-label" for="plans-solo-minutes">Full services a year</label>');
    expect(cards).toContain('<option value="2" selected="">2 services a year</option>');
    expect(cards).toContain('<p class="plan-summary">1 bike<!-- --> · <!-- -->Drop-off at the workshop</p>');
    expect(cards).toContain('<p class="plan-summary">2 bikes<!-- --> · <!-- -->Collection and delivery included</p>');
    // The block's neutral words for the labels it leaves out: per month, the discount badge, the toggle.
    expect(cards).toContain('<span class="plan-price-amount">R90.00</span> <span class="plan-price-period">per month</span>');
    expect(cards).toContain('<span class="plan-badge">10% off</span>');
    expect(cards).toContain('<span class="plan-features-show">Show all features</span>');
  });

  it('reads them in Afrikaans under /af, the labels pages/home.yaml leaves to the block translated too', () => {
    const cards = planCards(page('/af'));
    expect(cards).toContain('<label class="plan-minutes-label" for="plans-solo-minutes">Volledige dienste per jaar</label>');
    expect(cards).toContain('<p class="plan-summary">1 fiets<!-- --> · <!-- -->Aflaai by die werkswinkel</p>');
    expect(cards).toContain('<span class="plan-price-amount">R\u00a090,00</span> <span class="plan-price-period">per maand</span>');
  });
});
