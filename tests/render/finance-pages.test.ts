import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/render-page';
import { shippedModel } from '../helpers/load-fixture';

const model = shippedModel();
const render = createRenderer(model, { scripts: ['/assets/main.js'], styles: ['/assets/main.css'] });

// Visible text: hidden context for screen readers (span.visually-hidden) is left out.
const text = (html: string) =>
  html
    .replace(/<span class="visually-hidden">[\s\S]*?<\/span>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&');
const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => text(m[1]!));

/** Every outbound link on a page as {label, href, tag}. */
function links(html: string) {
  return [...html.matchAll(/(<a [^>]*>)([\s\S]*?)<\/a>/g)].map((m) => ({
    tag: m[1]!,
    href: /href="([^"]*)"/.exec(m[1]!)?.[1]?.replace(/&amp;/g, '&') ?? '',
    label: text(m[2]!),
  }));
}

function pathsOf(file: string): string[] {
  const entry = model.pages.find((p) => p.file === file);
  if (!entry) throw new Error(`${file} is not in the shipped model`);
  return entry.page.paths;
}

const pages = [
  { file: 'pages/tender-finance.yaml', heading: 'Tender Finance', count: 24 },
  { file: 'pages/invoice.yaml', heading: 'Invoice Cash Advance', count: 5 },
  { file: 'pages/bakkie.yaml', heading: 'Bakkie Hire and Furniture Removal', count: 18 },
];

describe.each(pages)('$file answers all its paths', ({ file, heading, count }) => {
  const paths = pathsOf(file);

  it(`lists the ${count} paths the spec names`, () => {
    expect(paths).toHaveLength(count);
  });

  it.each(paths)('%s renders the page with the right city text in its one h1', (pattern) => {
    const path = pattern.replace('{city}', 'port-elizabeth');
    const { status, html, match } = render(path);
    expect(status).toBe(200);
    expect(match?.page.file).toBe(file);
    const expected = pattern.includes('{city}') ? `${heading} In Port Elizabeth` : heading;
    expect(h1s(html)).toEqual([expected]);
  });
});

describe('tender finance page', () => {
  const { html } = render('/tender-funding-in-durban');

  it('names the amounts, terms and rules from the spec', () => {
    const body = text(html);
    for (const claim of [
      'R50,000 to R5 million',
      'No credit checks',
      'Government invoices included',
      'Up to 75% of the invoice value',
      'Default judgments are not allowed unless a payment plan is in place',
      'Funding for women in construction',
      'Construction finance',
      'Growth loans',
    ]) {
      expect(body).toContain(claim);
    }
  });

  it('shows the three finance images in a carousel', () => {
    for (const n of [1, 2, 3]) expect(html).toMatch(new RegExp(`<img src="/media/finance-${n}.svg" alt="[^"]+" width="800" height="450"`));
  });

  it('has Apply Now, the township fund and WhatsApp buttons, each in a new tab', () => {
    const byLabel = new Map(links(html).map((link) => [link.label, link]));
    expect(byLabel.get('Apply Now')?.href).toBe('https://forms.example.com/tender-finance-application');
    expect(byLabel.get('Learn about the Township and Rural Fund')?.href).toBe('https://blog.example.com/township-and-rural-fund');
    expect(byLabel.get('Chat on WhatsApp')?.href).toBe('https://wa.me/27105000199');
    for (const label of ['Apply Now', 'Learn about the Township and Rural Fund', 'Chat on WhatsApp']) {
      expect(byLabel.get(label)?.tag).toContain('target="_blank"');
      expect(byLabel.get(label)?.tag).toContain('rel="noopener noreferrer"');
    }
    // The form gets tracking in the browser only, never baked into HTML.
    expect(byLabel.get('Apply Now')?.tag).toContain('data-tracking=""');
    expect(html).not.toContain('utm_source=');
  });
});

describe('invoice cash advance page', () => {
  it('is the same page on the thank-you path', () => {
    const { status, html } = render('/invoice-cashadvance-thank-you');
    expect(status).toBe(200);
    expect(h1s(html)).toEqual(['Invoice Cash Advance']);
    expect(text(html)).toContain('APPLY NOW PRESS HERE');
  });

  it('explains 70% within 48 hours and the 30% balance minus fees', () => {
    const body = text(render('/invoice-discounting').html);
    expect(body).toContain('up to 70% of your invoice value within 48 hours of verification and approval');
    expect(body).toContain('the remaining 30%, minus our fees');
  });

  it('has APPLY NOW and LEARN MORE as real links that open a new tab', () => {
    const all = links(render('/invoice-discounting/durban').html);
    const apply = all.find((link) => link.label === 'APPLY NOW PRESS HERE');
    const learn = all.find((link) => link.label === 'LEARN MORE PRESS HERE');
    expect(apply?.href).toBe('https://forms.example.com/invoice-cash-advance-application');
    expect(learn?.href).toBe('https://blog.example.com/how-invoice-cash-advance-works');
    for (const link of [apply, learn]) {
      expect(link?.tag).toContain('target="_blank"');
      expect(link?.tag).toContain('rel="noopener noreferrer"');
    }
  });
});

describe('bakkie page', () => {
  const { html } = render('/l/furniture-removal-in-cape-town');

  it('says from ZAR 450 with no deposit and shows three bakkie images', () => {
    expect(text(html)).toContain('From ZAR 450');
    expect(text(html)).toContain('No deposit');
    for (const n of [1, 2, 3]) expect(html).toContain(`src="/media/bakkie-${n}.svg"`);
  });

  it('has the four buttons with their targets, in new tabs', () => {
    const expected: Record<string, string> = {
      'REQUEST A QUOTE': 'https://forms.example.com/bakkie-hire-quote',
      PRICING: 'https://help.example.com/bakkie-hire-pricing-faq',
      'CHAT WITH AN EXPERT': 'https://wa.me/27105000199?text=Hi%2C+I+would+like+to+hire+a+bakkie',
      'REGISTER A BAKKIE': 'https://forms.example.com/register-a-bakkie',
    };
    const all = links(html);
    for (const [label, href] of Object.entries(expected)) {
      const link = all.find((candidate) => candidate.label === label);
      expect(link?.href, label).toBe(href);
      expect(link?.tag).toContain('target="_blank"');
      expect(link?.tag).toContain('rel="noopener noreferrer"');
    }
    // Chat and registration carry no tracking (spec 7.2: none).
    expect(all.find((link) => link.label === 'REGISTER A BAKKIE')?.tag).not.toContain('data-tracking');
    expect(all.find((link) => link.label === 'CHAT WITH AN EXPERT')?.tag).not.toContain('data-tracking');
  });
});

describe.each(['/tender-finance/cape-town', '/invoice-discounting/cape-town', '/bakkie-hire/cape-town', '/terms', '/privacy'])('%s headings', (path) => {
  it('has exactly one h1 and no skipped heading levels', () => {
    const { html } = render(path);
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level, `heading ${i} of ${path}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
    });
  });
});
