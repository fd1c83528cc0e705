import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/config/load';
import { formatProblem } from '../../src/config/problem';
import { createRenderer } from '../../src/render/render-page';

// Translated sections are paired with the page's sections by id, not by place (issue 56): the
// shipped site's tender-finance page, with its sections moved as a marketer might move them.
const ROOT = join(import.meta.dirname, '..', '..');
const shipped = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const PAGE = 'pages/tender-finance.yaml';

function load(files: Record<string, string>) {
  return loadSite(ROOT, (file) => files[file] ?? shipped(file), Object.keys(files));
}

/** The page's text with the section whose `id:` line is `id` moved to just before the section `before`. */
function moved(text: string, id: string, before: string): string {
  const parts = text.split(/(?=\n {2}- type: )/);
  const at = (name: string) => parts.findIndex((part) => part.includes(`\n    id: ${name}\n`));
  const [section] = parts.splice(at(id), 1);
  parts.splice(at(before), 0, section!);
  return parts.join('');
}

/** Each h2 with the first paragraph after it, in the page's order. */
function headingsAndFirstWords(html: string): [string, string][] {
  return [...html.matchAll(/<h2[^>]*>(.*?)<\/h2>.*?<p[^>]*>(.{0,40})/gs)].map((m) => [m[1]!, m[2]!]);
}

describe('translated sections follow their section, not its place', () => {
  it('keeps each Afrikaans text with its own section when two copy sections swap places', () => {
    // "Construction finance" moves below "Funding for women in construction".
    const page = moved(shipped(PAGE), 'construction-finance', 'before-you-apply');
    expect(page.indexOf('heading: Funding for women in construction')).toBeLessThan(page.indexOf('heading: Construction finance'));
    const result = load({ [PAGE]: page });
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    const { html } = createRenderer(result.model, { scripts: [], styles: [] })('/af/tender-finance');
    const sections = headingsAndFirstWords(html);
    const women = sections.findIndex(([heading]) => heading === 'Befondsing vir vroue in konstruksie');
    const construction = sections.findIndex(([heading]) => heading === 'Konstruksiefinansiering');
    expect(women).toBeGreaterThan(-1);
    expect(construction).toBe(women + 1);
    expect(sections[women]![1]).toBe('Konstruksie- en verskaffingsbesighede wa');
    expect(sections[construction]![1]).toBe('Konstruksiekontrakte betaal in fases, la');
  });

  it('refuses a translation whose section is gone, at its line, with the ids there are', () => {
    const text = shipped(PAGE).replace('    id: women-in-construction\n', '    id: women-owned\n');
    const result = load({ [PAGE]: text });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems.map(formatProblem).filter((line) => line.includes('translations/af/'));
    expect(problems).toEqual([
      'translations/af/pages/tender-finance.yaml:76:9 sections[5].id: pages/tender-finance.yaml has no section with id women-in-construction, so this translation is not shown. Delete it if its section was removed, or write the id of the section it translates (purchase-order-finance, construction-finance, invoice-finance, women-owned, before-you-apply). [LE816]',
    ]);
  });

  it('asks which section an unnamed translation translates where the page has several of its type', () => {
    const translation = 'translations/af/pages/tender-finance.yaml';
    const result = load({ [translation]: shipped(translation).replace('    id: construction-finance\n', '') });
    const problems = result.ok ? [] : result.problems.map(formatProblem);
    expect(problems).toEqual([
      'translations/af/pages/tender-finance.yaml:54:5 sections[3]: pages/tender-finance.yaml has 5 copy sections, so this translation must name the one it translates with its id: ' +
        'type: copy, id: purchase-order-finance at pages/tender-finance.yaml:58; type: copy, id: construction-finance at pages/tender-finance.yaml:72; ' +
        'type: copy, id: invoice-finance at pages/tender-finance.yaml:81; type: copy, id: women-in-construction at pages/tender-finance.yaml:92; ' +
        'type: copy, id: before-you-apply at pages/tender-finance.yaml:101. [LE820]',
    ]);
  });
});
