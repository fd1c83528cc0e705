import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BlockOf } from '../../schemas/blocks';
import { projectReturnRand } from '../../src/lib/card-facts';
import { createRenderer } from '../../src/render/render-page';
import { problemsWith, ROOT, shippedModel } from '../helpers/load-fixture';

const model = shippedModel();
const render = createRenderer(model, { scripts: ['/assets/main.js'], styles: ['/assets/main.css'] });
const investPage = model.pages.find((entry) => entry.file === 'pages/invest.yaml')!.page;
const deals = investPage.sections.find((block): block is BlockOf<'deals'> => block.type === 'deals')!;
const html = render('/invest').html;

/** The HTML of one project card, found by its project code. */
function card(code: string): string {
  const found = new RegExp(`<article [^>]*data-project="${code}"[\\s\\S]*?</article>`).exec(html);
  if (!found) throw new Error(`No card for ${code} on /invest`);
  return found[0];
}
const escape = (text: string) => text.replaceAll('&', '&amp;');

describe('investor page', () => {
  it('has the city in its heading, the carousel of 7 images and the four buttons', () => {
    const city = render('/invest/cape-town').html;
    expect(city).toContain('<h1>Invest in Tenders and Projects In Cape Town</h1>');
    expect(city).toContain('<h2>Choose Your Next Investment In Cape Town</h2>');
    expect(city).toContain('up to 100% return per year');
    const carousel = /<section [^>]*aria-roledescription="carousel"[\s\S]*?<\/section>/.exec(html)![0];
    expect(carousel.match(/<img /g)).toHaveLength(7);
    expect(html).toContain('>View the Investor Presentation</a>');
    expect(html).toContain('href="https://forms.example.com/investor-call-back"');
    expect(html).toContain('href="https://wa.me/27105000199"');
    expect(html).toContain('<a href="#refer" class="button button-secondary">Refer and Earn</a>');
  });

  it('answers every path form, including {product} and {city}', () => {
    for (const path of [
      '/rfq',
      '/rfq/durban',
      '/solar-tender-funder-club-crowdfunding-platform',
      '/litigation-tender-funder-club-crowdfunding-platform/soweto',
      '/tender-crowd-funding',
    ]) {
      expect(render(path).status, path).toBe(200);
    }
  });

  it('says in the server HTML, as a polite status, where to get the deals until the script says they are loading', () => {
    expect(html).toContain('<section class="deals" id="deals">');
    expect(html).toContain(
      '<div class="live-deals" data-state="waiting"><p class="deals-status" role="status"><span>The live deals appear here once this page has loaded. To hear about them now, use Request a Call Back or Chat on WhatsApp above.</span><span hidden="">Loading deals for investing...</span></p></div>',
    );
    expect(html).toContain('data-island="deals"');
  });
});

describe('project cards match the YAML', () => {
  it("lists every project code of the spec, the open ones first (issue 60), each group in the YAML's order", () => {
    const codes = [...html.matchAll(/data-project="([^"]+)"/g)].map((m) => m[1]);
    expect(deals.projects.map((p) => p.code)).toEqual([
      'MD75167',
      'MD75511',
      'MD75809',
      'MD76208',
      'SCHOOLRENOVATIONSMP01',
      'MDGIFTEDSCENE-A',
      'MDGIFTEDSCENE-B',
      'MDGIFTEDSCENE-C',
      'MD75699',
      'MDSOLAR20240119',
      'MD75527',
      'MD75546',
      'MD75529',
      'MD75513',
      'MD75844',
      'FINTECH',
    ]);
    expect(codes).toEqual([
      'MD76208',
      'FINTECH',
      'MD75167',
      'MD75511',
      'MD75809',
      'SCHOOLRENOVATIONSMP01',
      'MDGIFTEDSCENE-A',
      'MDGIFTEDSCENE-B',
      'MDGIFTEDSCENE-C',
      'MD75699',
      'MDSOLAR20240119',
      'MD75527',
      'MD75546',
      'MD75529',
      'MD75513',
      'MD75844',
    ]);
    // The closed ones folded away after the open ones, behind a control any browser opens without script.
    expect(html).toContain(
      '<details class="deals-closed"><summary>Show closed projects</summary><div class="deals-place" data-deals-place="closed"></div><ul class="card-grid project-cards"><li><article class="project-card is-closed" data-project="MD75167">',
    );
  });

  it.each(deals.projects.map((project) => [project.code, project] as const))(
    '%s: overlay, invest button and chat button follow closed and chat',
    (code, project) => {
      const html = card(code);
      // The investor form's address from site.config.yaml, with the card's project code as ref.
      const investHref = escape(`https://forms.example.com/investor-interest?ref=${encodeURIComponent(code)}`);
      if (project.closed) {
        expect(html).toContain('<img src="/media/closed-overlay.svg" alt=""');
        expect(html).toContain('<p class="project-closed-text">Investment is closed.</p>');
        expect(html).toContain('<button type="button" class="button button-primary" disabled="">I WANT TO INVEST NOW</button>');
        expect(html).not.toContain(investHref);
      } else {
        expect(html).not.toContain('Investment is closed.');
        expect(html).toContain(
          `<a href="${investHref}" target="_blank" rel="noopener noreferrer" class="button button-primary" data-tracking="" data-cta="investor-form">I WANT TO INVEST NOW</a>`,
        );
        expect(investHref).toContain(`ref=${encodeURIComponent(code)}`);
      }
      if (project.chat)
        expect(html).toContain(
          '<a href="https://chat.example.com/tolabiz" target="_blank" rel="noopener noreferrer" class="button button-secondary" data-cta="live-chat">LIVE CHAT</a>',
        );
      else expect(html).toContain('<button type="button" class="button button-secondary" disabled="">LIVE CHAT</button>');
    },
  );

  it('keeps only the litigation case and the franchise open, and chat on the first hand-tools card alone', () => {
    expect(deals.projects.filter((p) => !p.closed).map((p) => p.code)).toEqual(['MD76208', 'FINTECH']);
    const handTools = deals.projects.filter((p) => p.image.src === '/media/project-hand-tools.svg');
    expect(deals.projects.filter((p) => p.chat)).toEqual([handTools[0]]);
    expect(html.match(/>LIVE CHAT<\/a>/g)).toHaveLength(1);
    expect(html.match(/<a [^>]*>I WANT TO INVEST NOW<\/a>/g)).toHaveLength(2);
  });

  it('shows the spec figures for the two open projects', () => {
    expect(card('MD76208')).toContain('<dd>R10,000 to R500,000</dd>');
    expect(card('MD76208')).toContain('<dd>109% or 25% profit share</dd>');
    expect(card('MD76208')).toContain('<dd>12-18+ months</dd>');
    expect(card('FINTECH')).toContain('<dd>R150,000 to R250,000</dd>');
    expect(card('FINTECH')).toContain('<dd>100%+ a year</dd>');
    expect(card('FINTECH')).toContain('<li>Float R500,000</li>');
  });

  it('keeps the closed projects within the spec: returns 16% to 60%, terms 15 to 60 days', () => {
    for (const project of deals.projects.filter((p) => p.termDays !== undefined)) {
      expect(project.returnPercent, project.code).toBeGreaterThanOrEqual(16);
      expect(project.returnPercent, project.code).toBeLessThanOrEqual(60);
      expect(project.termDays, project.code).toBeGreaterThanOrEqual(15);
      expect(project.termDays, project.code).toBeLessThanOrEqual(60);
      const rand = projectReturnRand(project).min;
      expect(rand, project.code).toBe(Math.round((project.invest.min * project.returnPercent) / 100));
      expect(card(project.code)).toContain(`<dd>R${rand.toLocaleString('en-US')}</dd>`);
    }
  });
});

describe('deals block checks', () => {
  const yaml = (projects: string, extra = '') => `# yaml-language-server: $schema=../schemas/json/page.schema.json
name: Deals test
paths: [/deals-test]
meta: { title: Deals, description: Deals test page. }
sections:
  - type: deals
    heading: Pick one
    dealActions: [{ label: AM INTERESTED, link: investor-form }]
    investAction: { label: I WANT TO INVEST NOW, link: investor-form }
    chatAction: { label: LIVE CHAT, link: live-chat }
    closedOverlay: { src: /media/closed-overlay.svg, alt: "${extra}", width: 400, height: 260 }
    projects:
${projects}`;
  const project = (code: string, more = 'termDays: 30\n        paybackBy: 2024-03-02') => `      - code: ${code}
        title: Test
        kind: Industry
        image: { src: /media/project-industry.svg, alt: A plant., width: 400, height: 260 }
        invest: { min: 1000 }
        returnPercent: 20
        wantedBy: 2024-02-01
        ${more}
        closed: true
`;

  it('accepts a well-formed block', () => {
    expect(problemsWith({ 'pages/deals-test.yaml': yaml(project('MD1')) })).toEqual([]);
  });

  it('rejects a project code used twice', () => {
    expect(problemsWith({ 'pages/deals-test.yaml': yaml(project('MD1') + project('MD1')) })).toEqual([
      expect.stringContaining('Project code MD1 is already used by projects[0]'),
    ]);
  });

  it('rejects a payback day that does not match the term', () => {
    const problems = problemsWith({ 'pages/deals-test.yaml': yaml(project('MD1', 'termDays: 45\n        paybackBy: 2024-03-02')) });
    expect(problems).toEqual([
      'pages/deals-test.yaml:21:20 sections[0].projects[0].paybackBy: The payback day is 30 days after wantedBy, but termDays is 45; make them agree (paybackBy = wantedBy + termDays) [LE261]',
    ]);
  });

  it('asks for the term once', () => {
    const problems = problemsWith({ 'pages/deals-test.yaml': yaml(project('MD1', 'termDays: 30\n        term: a while\n        paybackBy: 2024-03-02')) });
    expect(problems).toEqual([expect.stringContaining('Give the payment term once')]);
  });

  it('keeps the closed overlay decorative (the closed text is real text)', () => {
    expect(problemsWith({ 'pages/deals-test.yaml': yaml(project('MD1'), 'Closed') })).toEqual([expect.stringContaining('closedOverlay.alt')]);
  });

  it('refuses a card button whose template does not take ref (validate, not the renderer)', () => {
    const config = readFileSync(join(ROOT, 'site.config.yaml'), 'utf8').replace('    tracking: true\n    takes: [ref]\n', '    tracking: true\n');
    expect(problemsWith({ 'site.config.yaml': config })).toEqual([
      'pages/invest.yaml:56:38 sections[2].dealActions[0].link: Link template "investor-form" must take ref here, but does not take ref. Add them to its takes list in site.config.yaml or pick another template. [LE302]',
      'pages/invest.yaml:57:39 sections[2].dealActions[1].link: Link template "investor-form" must take ref here, but does not take ref. Add them to its takes list in site.config.yaml or pick another template. [LE302]',
      'pages/invest.yaml:58:56 sections[2].investAction.link: Link template "investor-form" must take ref here, but does not take ref. Add them to its takes list in site.config.yaml or pick another template. [LE302]',
    ]);
  });
});
