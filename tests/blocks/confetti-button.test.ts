import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/render-page';
import { problemsWith, shippedModel } from '../helpers/load-fixture';

const render = createRenderer(shippedModel(), { scripts: [], styles: [] });

/** The props the server leaves for the confetti-button island on a page. */
function islandProps(html: string): unknown {
  const attr = /<div data-island="confetti-button" data-hydrate="idle" data-props="([^"]*)"/.exec(html)?.[1];
  if (attr === undefined) throw new Error('no confetti-button island on the page');
  return JSON.parse(attr.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
}

describe('confetti-button on the invoice page', () => {
  const { html } = render('/invoice-discounting');

  it('hands the island the confetti settings from YAML', () => {
    expect(islandProps(html)).toMatchObject({
      confetti: { durationMs: 5000, pieces: 200, gravity: 0.1, friction: 0.99, tweenDurationMs: 5000 },
    });
  });

  it('marks only APPLY NOW as the celebrating button, with links built on the server', () => {
    expect(islandProps(html)).toMatchObject({
      buttons: [
        { label: 'APPLY NOW PRESS HERE', href: 'https://forms.example.com/invoice-cash-advance-application', tracked: true, celebrate: true },
        { label: 'LEARN MORE PRESS HERE', href: 'https://blog.example.com/how-invoice-cash-advance-works', tracked: true, celebrate: false },
      ],
    });
  });

  it('names the link template of each button, so the beacon counts its clicks as calls to action', () => {
    expect(html).toContain('data-tracking="" data-cta="invoice-apply">APPLY NOW PRESS HERE</a>');
    expect(html).toContain('data-tracking="" data-cta="invoice-article">LEARN MORE PRESS HERE<span class="visually-hidden"> about invoice cash advance</span></a>');
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
      'pages/confetti-test.yaml': page('      - { label: Apply, link: invoice-apply, celebrate: true, hidden: true }\n      - { label: More, link: invoice-article }'),
    });
    expect(problems).toEqual([
      expect.stringContaining('sections[0].buttons: No visible button has celebrate: true; mark one, or use a buttons block instead'),
    ]);
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
    expect(problems.join('\n')).toContain('sections[0].confetti.pieces: Missing pieces: add a line "pieces: ..." under confetti. How many confetti pieces fall at once. [LE206]');
  });
});
