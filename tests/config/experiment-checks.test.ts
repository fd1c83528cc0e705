import { describe, expect, it } from 'vitest';
import { inlineProblems, siteConfig } from '../helpers/inline-site';

// What a marketer reads when an experiment in a page's YAML is wrong: file, line, column, path.
const page = (name: string, path: string, experiments: string, sections = HERO_AND_COPY) => `name: ${name}
paths: [${path}]
meta: { title: ${name}, description: A page. }
sections:
${sections}
experiments:
${experiments}`;

const HERO_AND_COPY = `  - type: hero
    heading: Buy now
    actions: [{ label: Buy, link: shop }]
  - type: copy
    id: why
    heading: Why us
    paragraphs: [Because.]`;

const COPY_ONLY = `  - type: copy
    id: why
    heading: Why us
    paragraphs: [Because.]`;

const problemsOf = (pages: Record<string, string>) => inlineProblems({ 'site.config.yaml': siteConfig(), ...pages });

describe('experiment checks', () => {
  it('accepts weights that add up to 100 in fractions, and an ended experiment beside a running one', () => {
    const problems = problemsOf({
      'pages/promo.yaml': page(
        'Promo',
        '/',
        `  - id: old-test
    status: ended
    winner: control
    variants:
      - { id: control, weight: 50 }
      - { id: bold, weight: 50, heading: Bold }
  - id: thirds
    status: running
    variants:
      - { id: control, weight: 33.3 }
      - { id: a, weight: 33.3, heading: A }
      - { id: b, weight: 33.4, heading: B }`,
      ),
    });
    expect(problems).toEqual([]);
  });

  it('keeps copy marked example: true away from visitors: paused is fine, running or winning is refused', () => {
    const experiment = (id: string, status: string, winner = '') => `  - id: ${id}
    status: ${status}${winner}
    variants:
      - { id: control, weight: 50 }
      - { id: bold, weight: 50, example: true, heading: Bold }`;
    const problems = problemsOf({
      'pages/a.yaml': page('A', '/', experiment('waiting', 'paused')),
      'pages/b.yaml': page('B', '/b', experiment('started', 'running')),
      'pages/c.yaml': page('C', '/c', experiment('won', 'ended', '\n    winner: bold')),
      'pages/d.yaml': page('D', '/d', experiment('lost', 'ended', '\n    winner: control')),
    });
    expect(problems).toEqual([
      'pages/b.yaml:17:42 experiments[0].variants[1].example: Variant bold is marked example: true: its copy is an example nobody has approved, and a running experiment shows it to visitors. Replace the copy with approved words and remove example: true, or set status: paused. [LE514]',
      'pages/c.yaml:18:42 experiments[0].variants[1].example: Variant bold is marked example: true: its copy is an example nobody has approved, and as the winner everyone would see it. Replace the copy with approved words and remove example: true, or set status: paused. [LE514]',
    ]);
  });

  it('refuses an id used on another page, and a second live experiment on one page (paused counts)', () => {
    const problems = problemsOf({
      'pages/a.yaml': page(
        'A',
        '/',
        `  - id: hero-test
    status: running
    variants: [{ id: control, weight: 50 }, { id: b, weight: 50, heading: B }]`,
      ),
      'pages/b.yaml': page(
        'B',
        '/b',
        `  - id: hero-test
    status: paused
    variants: [{ id: control, weight: 50 }, { id: b, weight: 50, heading: B }]
  - id: second
    status: running
    variants: [{ id: control, weight: 50 }, { id: b, weight: 50, heading: B }]`,
      ),
    });
    expect(problems).toEqual([
      'pages/b.yaml:13:9 experiments[0].id: Experiment id "hero-test" is already used in pages/a.yaml. Ids name the visitor\'s cookie, so each is unique on the site: pick another. [LE501]',
      'pages/b.yaml:17:13 experiments[1].status: This page already has a live experiment (hero-test). A page runs one experiment at a time: end or remove one of them. [LE502]',
    ]);
  });

  it('refuses a control that changes the page, an ended experiment without a winner, and a winner that is no variant', () => {
    const problems = problemsOf({
      'pages/a.yaml': page(
        'A',
        '/',
        `  - id: changes
    status: ended
    variants:
      - { id: control, weight: 50, heading: Changed }
      - { id: bold, weight: 50, heading: Bold }
  - id: misspelt
    status: ended
    winner: bld
    variants:
      - { id: control, weight: 50 }
      - { id: bold, weight: 50, heading: Bold }`,
      ),
    });
    // A control that changes blocks, or the whole sections, changes the page too.
    const others = problemsOf({
      'pages/b.yaml': page(
        'B',
        '/b',
        `  - id: control-blocks
    status: running
    variants:
      - { id: control, weight: 50, blocks: [{ section: why, set: { heading: X } }] }
      - { id: bold, weight: 50, heading: Bold }`,
      ),
      'pages/c.yaml': page(
        'C',
        '/',
        `  - id: control-sections
    status: running
    variants:
      - id: control
        weight: 50
        sections:
${HERO_AND_COPY.replace(/^/gm, '      ')}
      - { id: bold, weight: 50, heading: Bold }`,
      ),
    });
    expect(others).toEqual([
      'pages/b.yaml:16:9 experiments[0].variants[0]: The control is the page as written and changes nothing: move heading, blocks and sections to another variant. [LE505]',
      'pages/c.yaml:16:9 experiments[0].variants[0]: The control is the page as written and changes nothing: move heading, blocks and sections to another variant. [LE505]',
    ]);
    expect(problems).toEqual([
      'pages/a.yaml:14:13 experiments[0].status: An ended experiment names its winner, the variant everyone now sees: add winner: with one of control, bold. [LE507]',
      'pages/a.yaml:16:9 experiments[0].variants[0]: The control is the page as written and changes nothing: move heading, blocks and sections to another variant. [LE505]',
      'pages/a.yaml:20:13 experiments[1].winner: No variant "bld" in experiment misspelt. Did you mean "bold"? The winner is one of control, bold. [LE509]',
    ]);
  });

  it('refuses an experiment decided on value where the site has no conversion provider to report one', () => {
    expect(
      problemsOf({
        'pages/v.yaml': page(
          'V',
          '/',
          `  - id: worth
    status: running
    goal: value
    variants:
      - { id: control, weight: 50 }
      - { id: bold, weight: 50, heading: Bold }`,
        ),
      }),
    ).toEqual([
      'pages/v.yaml:15:11 experiments[0].goal: Experiment worth is decided on value, but site.config.yaml has no conversions.providers, so no application can be reported. Set up the form\'s provider (docs/tracking.md, "Set up a provider"), or use goal: presses. [LE516]',
    ]);
  });

  it('refuses an experiment decided on presses of a link template the site does not have, pointing at presses and naming the templates', () => {
    const experiment = (id: string, link: string) => `  - id: ${id}
    status: running
    goal: { presses: ${link} }
    variants:
      - { id: control, weight: 50 }
      - { id: bold, weight: 50, heading: Bold }`;
    expect(
      problemsOf({
        'pages/a.yaml': page('A', '/', experiment('misspelt', 'shpo')),
        'pages/b.yaml': page('B', '/b', experiment('unknown', 'checkout')),
        'pages/c.yaml': page('C', '/c', experiment('known', 'order')),
      }),
    ).toEqual([
      'pages/a.yaml:15:22 experiments[0].goal.presses: No link template "shpo" under links: in site.config.yaml. Did you mean "shop"? Name the template whose presses decide experiment misspelt. [LE515]',
      'pages/b.yaml:15:22 experiments[0].goal.presses: No link template "checkout" under links: in site.config.yaml. Link templates: shop, order. Name the template whose presses decide experiment unknown. [LE515]',
    ]);
  });

  it("refuses a heading where there is no hero: on the page, or in the variant's own sections", () => {
    const problems = problemsOf({
      'pages/a.yaml': page(
        'A',
        '/',
        `  - id: no-hero
    status: running
    variants:
      - { id: control, weight: 50 }
      - { id: bold, weight: 50, heading: Bold }`,
        COPY_ONLY,
      ),
      'pages/b.yaml': page(
        'B',
        '/b',
        `  - id: own-sections
    status: running
    variants:
      - { id: control, weight: 50 }
      - id: short
        weight: 50
        heading: Short
        sections:
${COPY_ONLY.replace(/^/gm, '      ')}`,
      ),
    });
    expect(problems).toEqual([
      "pages/a.yaml:14:42 experiments[0].variants[1].heading: heading replaces the hero block's heading, but this page has no hero block. Use blocks: to change another block. [LE510]",
      "pages/b.yaml:19:18 experiments[0].variants[1].heading: heading replaces the hero block's heading, but this variant's sections have no hero block. Use blocks: to change another block. [LE510]",
    ]);
  });

  // Naming the block's own type is no change of type; paragraphs suits the variant's own copy
  // block, not the page's hero at the same position: neither is a problem.
  it("refuses a change of block type and an unknown field, and checks a change against the variant's own sections", () => {
    const problems = problemsOf({
      'pages/a.yaml': page(
        'A',
        '/',
        `  - id: changes
    status: running
    variants:
      - { id: control, weight: 50 }
      - id: bold
        weight: 50
        blocks:
          - { section: why, set: { type: hero } }
          - { section: 1, set: { headng: Why bold } }
          - { section: 0, set: { heading: Fine } }
          - { section: why, set: { type: copy, heading: Same type } }`,
      ),
      'pages/b.yaml': page(
        'B',
        '/b',
        `  - id: own-sections
    status: running
    variants:
      - { id: control, weight: 50 }
      - id: short
        weight: 50
        sections:
${COPY_ONLY.replace(/^/gm, '      ')}
        blocks:
          - { section: why, set: { paragraphs: [More.] } }
          - { section: 1, set: { heading: None } }`,
      ),
    });
    expect(problems).toEqual([
      'pages/a.yaml:20:42 experiments[0].variants[1].blocks[0].set.type: A change cannot turn the copy block into another type. Use sections: to replace the whole list instead. [LE512]',
      'pages/a.yaml:21:32 experiments[0].variants[1].blocks[1].set: The copy block would not be valid with this change: Unknown key "headng". Did you mean "heading"? [LE513]',
      'pages/b.yaml:26:24 experiments[0].variants[1].blocks[1].section: No section at position 1: the sections go from 0 to 0. Name a section by its id or its position in sections. [LE511]',
    ]);
  });
});
