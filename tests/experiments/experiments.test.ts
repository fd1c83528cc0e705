import { describe, expect, it } from 'vitest';
import { assign, pickByWeight } from '../../src/experiments/assign';
import { applyVariant, pageForVariant, sectionIndex, unshownVariant } from '../../src/experiments/variants';
import { createRenderer } from '../../src/render/render-page';
import { inlineModel, inlineProblems, siteConfig } from '../helpers/inline-site';

const page = (experiments: string) => `name: Promo
paths:
  - /promo
  - /
  - /promo/{city}
meta: { title: Promo, description: A promo page. }
sections:
  - type: hero
    heading: Buy now{city}
    actions: [{ label: Buy, link: shop }]
  - type: copy
    id: why
    heading: Why us
    paragraphs: [Because.]
experiments:
${experiments}`;

const running = `  - id: promo-hero
    status: running
    variants:
      - { id: control, weight: 60 }
      - id: bold
        weight: 40
        heading: Bold words{city}
        blocks:
          - { section: why, set: { heading: Why bold } }`;

const assets = { scripts: ['/assets/main.js'], styles: [] };

describe('experiments in page YAML', () => {
  it('render each variant at the page URL with its changes, the canonical URL unchanged and the variant marked for the beacon', () => {
    const model = inlineModel({ 'site.config.yaml': siteConfig(), 'pages/promo.yaml': page(running) });
    const render = createRenderer(model, assets);
    const control = render('/promo/durban').html;
    const bold = render('/promo/durban', 'bold').html;
    expect(control).toContain('<h1>Buy now In Durban</h1>');
    expect(control).toContain('<meta name="experiment" content="promo-hero:control">');
    expect(bold).toContain('<h1>Bold words In Durban</h1>');
    expect(bold).toContain('<h2>Why bold</h2>');
    expect(bold).toContain('<meta name="experiment" content="promo-hero:bold">');
    expect(bold).toContain('<link rel="canonical" href="https://acme.example/promo/durban">');
  });

  it("show an ended experiment's winner to everyone, with no mark and no cookie", () => {
    const model = inlineModel({
      'site.config.yaml': siteConfig(),
      'pages/promo.yaml': page(running.replace('status: running', 'status: ended\n    winner: bold')),
    });
    const html = createRenderer(model, assets)('/promo').html;
    expect(html).toContain('<h1>Bold words</h1>');
    expect(html).not.toContain('name="experiment"');
  });

  it('are checked: weights, control, variant ids, winner, block references and changed fields, each with its position', () => {
    const problems = inlineProblems({
      'site.config.yaml': siteConfig(),
      'pages/promo.yaml': page(`  - id: promo-hero
    status: running
    winner: bold
    variants:
      - { id: original, weight: 50 }
      - id: bold
        weight: 40
        blocks:
          - { section: whyy, set: { heading: X } }
          - { section: 7, set: { heading: X } }
          - { section: 1, set: { heading: 5 } }
      - { id: bold, weight: 5 }`),
    });
    expect(problems).toEqual([
      'pages/promo.yaml:18:13 experiments[0].winner: winner is only for an ended experiment; this one is running. Remove winner, or set status: ended. [LE508]',
      'pages/promo.yaml:20:7 experiments[0].variants: Experiment promo-hero has no variant with id control. Add one ({ id: control, weight: 50 }): it is the page as written, which the others are compared with. [LE504]',
      'pages/promo.yaml:20:7 experiments[0].variants: The weights of experiment promo-hero add up to 95; they are percentages of new visitors and must add up to 100. Change original (50), bold (40), bold (5). [LE506]',
      'pages/promo.yaml:24:24 experiments[0].variants[1].blocks[0].section: No section has id "whyy". Did you mean "why"? Name a section by its id or its position in sections. [LE511]',
      'pages/promo.yaml:25:24 experiments[0].variants[1].blocks[1].section: No section at position 7: the sections go from 0 to 1. Name a section by its id or its position in sections. [LE511]',
      'pages/promo.yaml:26:43 experiments[0].variants[1].blocks[2].set.heading: The copy block would not be valid with this change: heading: YAML reads 5 as a number, but heading is text. Put it in quotes: heading: "5". [LE513]',
      'pages/promo.yaml:27:15 experiments[0].variants[2].id: Variant id "bold" appears twice in experiment promo-hero. Give each variant its own id. [LE503]',
    ]);
  });
});

describe('assignment', () => {
  const experiment = {
    id: 'x',
    status: 'running' as const,
    variants: [
      { id: 'control', weight: 60 },
      { id: 'bold', weight: 40 },
    ],
  };

  it("draws new visitors by weight and sets the cookie; keeps a known cookie's variant", () => {
    expect(assign(experiment, undefined, 0.59)).toEqual({ variant: 'control', setCookie: true });
    expect(assign(experiment, undefined, 0.6)).toEqual({ variant: 'bold', setCookie: true });
    expect(assign(experiment, 'bold', 0.1)).toEqual({ variant: 'bold', setCookie: false });
    expect(assign(experiment, 'gone', 0.1)).toEqual({ variant: 'control', setCookie: true });
    expect(pickByWeight(experiment.variants, 0.999999)).toBe('bold');
  });

  it('gives everyone the control while paused, assigning nobody', () => {
    expect(assign({ ...experiment, status: 'paused' }, 'bold', 0.9)).toEqual({ variant: 'control', setCookie: false });
    expect(assign({ ...experiment, status: 'paused' }, undefined, 0.9)).toEqual({ variant: 'control', setCookie: false });
  });

  it('leaves a page without experiments as it is', () => {
    const model = inlineModel({ 'site.config.yaml': siteConfig(), 'pages/promo.yaml': page(running).replace(/experiments:[\s\S]*/, '') });
    expect(pageForVariant(model.pages[0]!.page, 'bold')).toBe(model.pages[0]!.page);
  });

  it("gives the control's page itself, and each variant's page once (the same object on every request)", () => {
    const model = inlineModel({ 'site.config.yaml': siteConfig(), 'pages/promo.yaml': page(running) });
    const promo = model.pages[0]!.page;
    expect(pageForVariant(promo)).toBe(promo);
    expect(pageForVariant(promo, 'control')).toBe(promo);
    const bold = pageForVariant(promo, 'bold');
    expect(bold).not.toBe(promo);
    expect(pageForVariant(promo, 'bold')).toBe(bold);
    expect(bold.sections.map((block) => ('heading' in block ? block.heading : ''))).toEqual(['Bold words{city}', 'Why bold']);
    expect(promo.sections.map((block) => ('heading' in block ? block.heading : ''))).toEqual(['Buy now{city}', 'Why us']);
    // An unknown variant shows the page as written.
    expect(pageForVariant(promo, 'gone')).toBe(promo);
  });

  it('applies a heading only to a hero, and block changes to the section named by id or position (0 included)', () => {
    const model = inlineModel({ 'site.config.yaml': siteConfig(), 'pages/promo.yaml': page(running) });
    const [hero, why] = model.pages[0]!.page.sections;
    expect(applyVariant([why!], { id: 'v', weight: 1, heading: 'New' })).toEqual([why]);
    const changed = applyVariant([hero!, why!], {
      id: 'v',
      weight: 1,
      blocks: [
        { section: 0, set: { heading: 'First' } },
        { section: 'nowhere', set: { heading: 'x' } },
        { section: 5, set: { heading: 'y' } },
      ],
    });
    expect(changed.map((block) => ('heading' in block ? block.heading : ''))).toEqual(['First', 'Why us']);
    expect([sectionIndex([{ id: 'a' }, { id: 'why' }], 'why'), sectionIndex([{}], 0), sectionIndex([{}], 1), sectionIndex([{}], 'a')]).toEqual([1, 0, -1, -1]);
  });

  it('says why a page could not show a variant', () => {
    const model = inlineModel({ 'site.config.yaml': siteConfig(), 'pages/promo.yaml': page(running) });
    const entry = { id: 'promo', page: model.pages[0]!.page };
    expect(unshownVariant(entry, 'nope', 'bold')).toEqual({ field: 'experiment', message: 'the page promo has no experiment "nope".' });
    expect(unshownVariant(entry, 'promo-hero', 'bold')).toBeUndefined();
    expect(unshownVariant(entry, undefined, 'bold')).toEqual({
      field: 'experiment',
      message: 'the variant "bold" was sent without its experiment; send both or neither.',
    });
    expect(unshownVariant({ id: 'bare', page: { ...entry.page, experiments: undefined } }, 'promo-hero', 'bold')).toEqual({
      field: 'experiment',
      message: 'the page bare has no experiment "promo-hero".',
    });
    expect(
      pickByWeight(
        [
          { id: 'a', weight: 1 },
          { id: 'b', weight: 1 },
        ],
        1,
      ),
    ).toBe('b');
  });
});
