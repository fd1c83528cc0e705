import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/render-page';
import { problemsWith, shippedModel } from '../helpers/load-fixture';

const render = createRenderer(shippedModel(), { scripts: [], styles: [] });
const TENDER = '/tolatenderpro-tender-search-bid-preparation-and-submission';

/** The HTML of the section with this id. */
function section(html: string, id: string): string {
  const start = html.indexOf(`<section class="comparison-table" id="${id}">`);
  expect(start, `no comparison-table section with id ${id}`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', start));
}

/** Each body row as [row header, ...cell texts] as a screen reader reads them: a tick or cross as its accessible name, no hidden column names. */
function rows(html: string): string[][] {
  const body = html.slice(html.indexOf('<tbody>'), html.indexOf('</tbody>'));
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) =>
      cell[1]!
        .replace(/<span class="cell-label" aria-hidden="true">.*?<\/span>/g, '')
        .replace(/<svg [^>]*aria-label="([^"]*)"[^>]*>.*?<\/svg>/g, '[$1]')
        .replace(/<[^>]+>/g, ''),
    ),
  );
}

describe('comparison table on the home page', () => {
  const table = section(render('/').html, 'compare');

  it('compares Team 3x with two major providers in a captioned table', () => {
    expect(table).toContain('<caption id="compare-caption">Monthly cost for three users, in rand</caption>');
    expect(table).toContain('<th scope="col" class="is-highlight">Team 3x</th><th scope="col">Provider A</th><th scope="col">Provider B</th>');
    expect(rows(table)).toEqual([
      ['Total for 3 users', 'R457.68', 'R1,200', 'R1,700'],
      ['Per user', 'R152.56', 'R400', 'R599'],
    ]);
    expect(table).toContain('<tr class="is-emphasis"><th scope="row">Total for 3 users</th>');
  });

  it('names its column in every value cell, for phones, where each row is a card', () => {
    expect(table).toContain(
      '<td class="is-highlight"><span class="cell-label" aria-hidden="true">Team 3x</span>R457.68</td><td><span class="cell-label" aria-hidden="true">Provider A</span>R1,200</td>',
    );
  });

  it('scrolls inside its own focusable, named box', () => {
    expect(table).toContain('<div class="comparison-scroll" role="region" aria-labelledby="compare-caption" tabindex="0"><table>');
  });
});

describe('tender search comparison', () => {
  const table = section(render(TENDER).html, 'compare');

  it('ticks every row for the tender service, only search for alerting, partly advice for training', () => {
    expect(rows(table)).toEqual([
      ['Tender search', '[Yes]', '[Yes]', '[No]'],
      ['Bid proposal preparation', '[Yes]', '[No]', '[No]'],
      ['Expert advice', '[Yes]', '[No]', 'Partly, in class'],
      ['Pricing guidance', '[Yes]', '[No]', 'Partly, in general'],
      ['Pricing research tools with access to 15\u00a0000 suppliers', '[Yes]', '[No]', '[No]'],
      ['Bid submission', '[Yes]', '[No]', '[No]'],
      ['Subcontracting opportunities', '[Yes]', '[No]', '[No]'],
      ['Funding', '[Yes]', '[No]', '[No]'],
      [
        'What you end up with',
        'A complete bid, priced and submitted',
        'A list of tenders to work through yourself',
        'New skills, but every bid is still yours to do',
      ],
    ]);
  });

  it('shows ticks and crosses as images named Yes or No, drawn inline (no file for a site to ship)', () => {
    expect(table).toContain(
      '<svg class="mark mark-yes" role="img" aria-label="Yes" width="24" height="24" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11"></circle><path d="M7 12.5l3.2 3.2L17 8.8"></path></svg>',
    );
    expect(table).toContain(
      '<svg class="mark mark-no" role="img" aria-label="No" width="24" height="24" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11"></circle><path d="M8 8l8 8m0-8l-8 8"></path></svg>',
    );
  });

  it('marks the outcome row and lists three notes under the table', () => {
    expect(table).toContain('<tr class="is-emphasis"><th scope="row">What you end up with</th>');
    expect([...table.matchAll(/<li>/g)]).toHaveLength(3);
    expect(table).toContain('<ul class="comparison-notes"><li>An alerting service sends you tenders to look at.');
  });
});

describe('comparison-table validation', () => {
  const page = (extra: string) =>
    [
      'name: Fixture',
      'paths: [/fixture]',
      'meta: { title: Fixture, description: A fixture page. }',
      'sections:',
      '  - type: comparison-table',
      '    caption: Fixture',
      '    columns: [Us, Them]',
      extra,
    ].join('\n');

  it('says which row has the wrong number of cells', () => {
    expect(problemsWith({ 'pages/fixture.yaml': page('    rows:\n      - { label: Price, cells: [R1] }') })).toEqual([
      'pages/fixture.yaml:9:32 sections[0].rows[0].cells: Row "Price" has 1 cell but the table has 2 columns (Us, Them). Give it one cell per column. [LE253]',
    ]);
  });

  it('rejects a highlight that is not a column', () => {
    expect(problemsWith({ 'pages/fixture.yaml': page('    highlight: Uss\n    rows:\n      - { label: Price, cells: [R1, R2] }') })).toEqual([
      'pages/fixture.yaml:8:16 sections[0].highlight: The highlighted column "Uss" is not one of the columns (Us, Them). Write a column heading exactly as in columns. [LE254]',
    ]);
  });

  it('accepts ticks, crosses and text, and names the types it takes', () => {
    expect(problemsWith({ 'pages/fixture.yaml': page('    rows:\n      - { label: Price, cells: [true, 3] }') })).toEqual([
      'pages/fixture.yaml:9:39 sections[0].rows[0].cells[1]: YAML reads 3 as a number, but this list holds true or false, or text. Put it in quotes: "3". [LE204]',
    ]);
  });
});

describe('comparison table without a row-label heading', () => {
  it('leaves the corner as a plain cell rather than an empty header', () => {
    const table = section(render('/tenderbriefattend-attend-tender-briefings-anywhere').html, 'compare');
    expect(table).toContain('<thead><tr><td class="comparison-corner"></td><th scope="col" class="is-highlight">We attend for you</th>');
  });
});
