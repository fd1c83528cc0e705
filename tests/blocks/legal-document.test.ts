import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/render-page';
import { problemsWith, shippedModel } from '../helpers/load-fixture';

const render = createRenderer(shippedModel(), { scripts: [], styles: [] });
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"');

/** The numbered section headings, as the visitor reads them ("3. Using this website"). */
const sectionHeadings = (html: string) => [...html.matchAll(/<section [^>]*class="legal-section"[^>]*>\s*<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => text(m[1]!));
const contentsLinks = (html: string) => {
  const nav = /<nav class="legal-contents"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...nav.matchAll(/<a href="#([^"]+)">([\s\S]*?)<\/a>/g)].map((m) => ({ anchor: m[1]!, label: text(m[2]!) }));
};
const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));

describe('terms and conditions', () => {
  const { status, html } = render('/terms');

  it('has 20 numbered sections in order', () => {
    expect(status).toBe(200);
    const headings = sectionHeadings(html);
    expect(headings).toHaveLength(20);
    headings.forEach((heading, i) => expect(heading).toMatch(new RegExp(`^${i + 1}\\. \\S`)));
  });

  it('has a table of contents whose links each land on a section with that heading', () => {
    const links = contentsLinks(html);
    expect(links).toHaveLength(20);
    const present = ids(html);
    const headings = sectionHeadings(html);
    links.forEach((link, i) => {
      expect(present.has(link.anchor), `#${link.anchor}`).toBe(true);
      expect(headings[i]).toBe(`${i + 1}. ${link.label}`);
    });
  });

  it('is governed by the law of South Africa', () => {
    expect(text(html)).toContain('These terms are governed by the law of the Republic of South Africa.');
  });
});

describe('privacy policy', () => {
  const { status, html } = render('/privacy');
  const body = text(html);

  it('gives the effective date and is written for POPIA', () => {
    expect(status).toBe(200);
    expect(html).toContain('<h1>Privacy Policy</h1>');
    expect(body).toContain('Effective 24 May 2024');
    expect(body).toContain('Protection of Personal Information Act 4 of 2013');
  });

  it('names both cookies with their lifetimes and the third-party services', () => {
    expect(body).toMatch(/affid: [^.]*affiliate[\s\S]*It lasts 30 days/);
    expect(body).toMatch(/urlParams: [^.]*utm_source[\s\S]*session cookie/);
    expect(body).toContain('live-chat widget');
    expect(body).toContain('hosted content service');
  });

  it('lists the data subject rights and how to reach the Information Regulator', () => {
    expect(body).toContain('As a data subject under POPIA you have the right to');
    expect(body).toContain('POPIAComplaints@inforegulator.org.za');
  });

  it('lets a link land on the cookies section by its own id', () => {
    expect(contentsLinks(html)).toContainEqual({ anchor: 'cookies', label: 'Cookies this website sets' });
    expect(ids(html).has('cookies')).toBe(true);
  });

  it('keeps the shared contact and refer sections', () => {
    expect(ids(html).has('contact')).toBe(true);
    expect(ids(html).has('refer')).toBe(true);
  });
});

describe('legal-document config checks', () => {
  const page = (sections: string) => `name: Legal test
paths: [/legal-test]
meta: { title: Test, description: Test }
sections:
  - type: legal-document
    title: Test
    effective: Effective today
    sections:
${sections}`;

  it('accepts sections without ids and numbers them', () => {
    expect(problemsWith({ 'pages/legal-test.yaml': page('      - { heading: One, paragraphs: [a] }\n      - { heading: Two, paragraphs: [b] }\n') })).toEqual(
      [],
    );
  });

  it('refuses two sections with the same anchor, at the second one', () => {
    const problems = problemsWith({
      'pages/legal-test.yaml': page('      - { heading: One, id: section-2, paragraphs: [a] }\n      - { heading: Two, paragraphs: [b] }\n'),
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('sections[0].sections[1].id');
    expect(problems[0]).toContain('Anchor "section-2" is already used by sections[0]; give this section another id');
  });

  it('refuses a section without paragraphs', () => {
    const problems = problemsWith({ 'pages/legal-test.yaml': page('      - { heading: One, paragraphs: [] }\n') });
    expect(problems.join('\n')).toContain('sections[0].sections[0].paragraphs');
  });
});
