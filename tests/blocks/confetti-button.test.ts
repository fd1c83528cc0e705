import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/render-page';
import { problemsWith, shippedModel } from '../helpers/load-fixture';

const render = createRenderer(shippedModel(), { scripts: [], styles: [] });

/** The confetti settings the server leaves on the section of the celebrating button (the invoice page's hero) for the browser. */
function confettiSettings(html: string): unknown {
  const attr = /<section class="hero[^"]*" data-confetti="([^"]*)"/.exec(html)?.[1];
  if (attr === undefined) throw new Error('no section with confetti settings on the page');
  return JSON.parse(attr.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
}

describe("the celebrating APPLY NOW in the invoice page's hero", () => {
  const { html } = render('/invoice-discounting');

  it('leaves the confetti settings from YAML on the section', () => {
    expect(confettiSettings(html)).toEqual({ durationMs: 5000, pieces: 200, gravity: 0.1, friction: 0.99, tweenDurationMs: 5000 });
  });

  it('marks only APPLY NOW as the celebrating button, with links built on the server and named for the beacon', () => {
    expect(html).toContain(
      '<a href="https://forms.example.com/invoice-cash-advance-application" target="_blank" rel="noopener noreferrer" class="button button-primary" data-tracking="" data-cta="invoice-apply" data-celebrate="">APPLY NOW PRESS HERE</a>',
    );
    expect(html).toContain(
      '<a href="https://blog.example.com/how-invoice-cash-advance-works" target="_blank" rel="noopener noreferrer" class="button button-secondary" data-tracking="" data-cta="invoice-article">LEARN MORE PRESS HERE<span class="visually-hidden"> about invoice cash advance</span></a>',
    );
    expect(html.match(/data-celebrate/g)).toHaveLength(1);
  });

  it('is plain HTML, not an island: its confetti needs no hydration', () => {
    expect(html).not.toContain('data-island');
  });

  it('refuses a hero button that celebrates with no confetti settings, at the button', () => {
    const page =
      'name: X\npaths: [/x]\nmeta: { title: X, description: X }\nsections:\n  - type: hero\n    heading: X\n    actions:\n      - { label: Apply, link: invoice-apply, celebrate: true }\n';
    expect(problemsWith({ 'pages/x.yaml': page })).toEqual([
      'pages/x.yaml:8:57 sections[0].actions[0].celebrate: This button celebrates, but the hero has no confetti: settings; add them to the hero, or remove celebrate: true. [LE265]',
    ]);
  });

  it('renders no confetti canvas until a visitor presses the button', () => {
    expect(html).not.toContain('<canvas');
  });
});

describe('confetti-button config checks', () => {
  const page = (buttons: string) => `name: Confetti test
paths: [/confetti-test]
meta: { title: Test, description: Test }
sections:
  - type: confetti-button
    buttons:
${buttons}
    confetti: { durationMs: 5000, pieces: 200, gravity: 0.1, friction: 0.99, tweenDurationMs: 5000 }
`;

  it('accepts a row with one celebrating button', () => {
    expect(problemsWith({ 'pages/confetti-test.yaml': page('      - { label: Apply, link: invoice-apply, celebrate: true }') })).toEqual([]);
  });

  it('refuses a row where no visible button celebrates', () => {
    const problems = problemsWith({
      'pages/confetti-test.yaml': page(
        '      - { label: Apply, link: invoice-apply, celebrate: true, hidden: true }\n      - { label: More, link: invoice-article }',
      ),
    });
    expect(problems).toEqual([expect.stringContaining('sections[0].buttons: No visible button has celebrate: true; mark one, or use a buttons block instead')]);
  });

  it('checks the link template of each button like any other', () => {
    const problems = problemsWith({ 'pages/confetti-test.yaml': page('      - { label: Apply, link: invoice-aply, celebrate: true }') });
    expect(problems.join('\n')).toContain('Unknown link template "invoice-aply". Did you mean "invoice-apply"?');
  });

  it('refuses an unknown key on a button', () => {
    const problems = problemsWith({ 'pages/confetti-test.yaml': page('      - { label: Apply, link: invoice-apply, celebrates: true }') });
    expect(problems.join('\n')).toContain('Unknown key "celebrates".');
  });

  it('refuses a confetti setting that is missing', () => {
    const problems = problemsWith({
      'pages/confetti-test.yaml': page('      - { label: Apply, link: invoice-apply, celebrate: true }').replace('pieces: 200, ', ''),
    });
    expect(problems.join('\n')).toContain(
      'sections[0].confetti.pieces: Missing pieces: add a line "pieces: ..." under confetti. How many confetti pieces fall at once. [LE206]',
    );
  });
});
