import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outputFile } from '../../src/output/files';
import { prerender } from '../../src/prerender/prerender';
import { shippedModel, withCities } from '../helpers/load-fixture';

// Money is a value, formatted once per language (issue 56): on a built page every amount reads in
// its language's one format, and the English pages read as they did when the amounts were typed.
// Afrikaans writes rand with no-break spaces (\u00a0) and a decimal comma; isiZulu with a comma
// between thousands and a million in figures (decision 45).
const outDir = mkdtempSync(join(tmpdir(), 'amounts-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The cells of the comparison table's row with this label, without their aria-hidden column names. */
const row = (html: string, label: string) =>
  [
    ...(new RegExp(`<th scope="row">${label}</th>(.*?)</tr>`).exec(html)?.[1] ?? '').matchAll(
      /<td[^>]*>(?:<span class="cell-label"[^>]*>[^<]*<\/span>)?([^<]*)<\/td>/g,
    ),
  ].map((m) => m[1]);
const description = (html: string) => /<meta name="description" content="([^"]*)">/.exec(html)?.[1];
/** Every paragraph and list item that names an amount in rand. */
const amounts = (html: string) => [...html.matchAll(/<(p|li)>([^<]*)<\/\1>/g)].map((m) => m[2]!).filter((text) => /R\u00a0?\d/.test(text));
const mainText = (html: string) => (/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ' ');

describe('amounts on the built pages, in each language', async () => {
  await prerender({ model: withCities(shippedModel(), ['cape-town'], ['solar']), outDir, assets: { scripts: [], styles: [] }, workers: 0 });
  const page = (path: string) => readFileSync(join(outDir, outputFile(path)), 'utf8');

  it('/af: the comparison table writes the other providers as it writes Team 3x', () => {
    const html = page('/af');
    expect(row(html, 'Totaal vir 3 gebruikers')).toEqual(['R\u00a0457,68', 'R\u00a01\u00a0200', 'R\u00a01\u00a0700']);
    expect(row(html, 'Per gebruiker')).toEqual(['R\u00a0152,56', 'R\u00a0400', 'R\u00a0599']);
  });

  it('/zu: the same table as isiZulu writes rand', () => {
    const html = page('/zu');
    expect(row(html, 'Isamba sabasebenzisi aba-3')).toEqual(['R\u00a0457.68', 'R\u00a01,200', 'R\u00a01,700']);
    expect(row(html, 'Ngomsebenzisi ngamunye')).toEqual(['R\u00a0152.56', 'R\u00a0400', 'R\u00a0599']);
  });

  it('/af/tender-finance: the funding range in one format, in the head and on the page', () => {
    const html = page('/af/tender-finance');
    expect(description(html)).toBe(
      'Tender-, aankoopbestelling- en konstruksiefinansiering van R\u00a050\u00a0000 tot R\u00a05 miljoen, sonder kredietkontroles en met staatsfakture ingesluit.',
    );
    expect(amounts(html)).toEqual([
      'R\u00a050\u00a0000 tot R\u00a05 miljoen',
      'Ons finansier van R\u00a050\u00a0000 tot R\u00a05 miljoen per kontrak, en staatsfakture is ingesluit.',
      'Konstruksie- en verskaffingsbesighede wat deur vroue besit word, wen meer openbare werk as ooit, en kontantvloei behoort nie in die pad te staan nie. Ons finansier vroue in konstruksie op dieselfde voorwaardes, van R\u00a050\u00a0000 tot R\u00a05 miljoen, sonder kredietkontroles.',
      'Befondsingsbedrag: van R\u00a050\u00a0000 tot R\u00a05 miljoen',
    ]);
    // No amount in the English way (R50,000) is left on the page, nor R1,200 on the home page.
    expect(mainText(html)).not.toMatch(/R\d/);
    expect(mainText(page('/af'))).not.toMatch(/R\d/);
  });

  it('/zu/tender-finance: the funding range in figures', () => {
    const html = page('/zu/tender-finance');
    expect(description(html)).toBe(
      'Uxhaso lwamathenda, lwama-oda okuthenga nolwezokwakha kusuka ku-R\u00a050,000 kuya ku-R\u00a05,000,000, ngaphandle kokuhlolwa kwesikweletu, futhi nama-invoyisi kahulumeni ayamukelwa.',
    );
    expect(amounts(html)[0]).toBe('R\u00a050,000 kuya ku-R\u00a05,000,000');
    expect(mainText(html)).not.toMatch(/R\d/);
  });

  it('English reads as it did when the amounts were typed', () => {
    expect(row(page('/'), 'Total for 3 users')).toEqual(['R457.68', 'R1,200', 'R1,700']);
    expect(row(page('/'), 'Per user')).toEqual(['R152.56', 'R400', 'R599']);
    const finance = page('/tender-finance');
    expect(description(finance)).toBe(
      'Tender, purchase order and construction finance from R50,000 to R5 million, with no credit checks and government invoices included.',
    );
    expect(amounts(finance)).toEqual([
      'R50,000 to R5 million',
      'We fund from R50,000 to R5 million per contract, and government invoices are included.',
      'Women-owned construction and supply businesses are winning more public work than ever, and cash flow should not stand in the way. We fund women in construction on the same terms, from R50,000 to R5 million, with no credit checks.',
      'Funding amount: from R50,000 to R5 million',
    ]);
    expect(page('/tender-finance/cape-town')).toContain(
      '<meta name="description" content="Tender, purchase order and construction finance In Cape Town from R50,000 to R5 million, with no credit checks and government invoices included.">',
    );
    expect(page('/invoice-discounting')).toContain('Funding ranges from R50,000 to R5 million. We look at the invoice');
    expect(page('/terms')).toContain('(for example funding from R50,000 to R5 million, or an advance of up to 70% or 75% of an invoice)');
  });

  it('the fintech card’s float is written as the card writes its other amounts (it was typed "ZAR 500K")', () => {
    expect(page('/invest')).toContain('<li>Float R500,000</li>');
  });
});
