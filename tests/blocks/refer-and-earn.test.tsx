import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/render-page';
import { problemsWith, shippedModel } from '../helpers/load-fixture';

const html = createRenderer(shippedModel(), { scripts: [], styles: [] })('/invoice-discounting').html;
const section = /<section class="refer-and-earn[^"]*" id="refer">[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';

describe('refer-and-earn block (shared section)', () => {
  it('is the #refer section with its heading and text', () => {
    expect(section).toContain('<h2>Refer and earn</h2>');
    expect(section).toContain('earn commission when they become a client');
    expect(section).toContain('<img src="/media/invest-1.svg" alt="" width="800" height="450" loading="lazy"');
  });

  it('opens Join Now and View Commission Structure in new tabs', () => {
    expect(section).toContain(
      '<a href="https://partners.example.com/join" target="_blank" rel="noopener noreferrer" class="button button-primary" data-cta="refer-join">Join Now</a>',
    );
    expect(section).toContain(
      '<a href="https://partners.example.com/commission-structure" target="_blank" rel="noopener noreferrer" class="button button-secondary" data-cta="refer-commission">View Commission Structure</a>',
    );
  });

  it('names a mistyped link template and suggests the right one', () => {
    const page =
      'name: X\npaths: [/x]\nmeta: { title: X, description: X }\nsections:\n  - type: refer-and-earn\n    heading: Refer\n    paragraphs: [Earn.]\n    buttons: [{ label: Join Now, link: refer-jion }]\n';
    expect(problemsWith({ 'pages/x.yaml': page }).join('\n')).toMatch(/Unknown link template "refer-jion"\..*refer-join/);
  });
});
