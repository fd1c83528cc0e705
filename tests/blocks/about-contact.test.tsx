import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/render-page';
import { shippedModel } from '../helpers/load-fixture';

const html = createRenderer(shippedModel(), { scripts: [], styles: [] })('/tender-finance/durban').html;
const section = /<section class="about-contact" id="contact">[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';

describe('about-contact block (shared section)', () => {
  it('is the #contact section the navigation scrolls to, with its heading and text', () => {
    expect(section).toContain('<h2>About us</h2>');
    expect(section).toContain('TolaBiz helps South African small businesses');
    expect(section).toContain('<h3>Contact us</h3>');
  });

  it('links the brand phone number for dialling and shows it grouped', () => {
    expect(section).toContain('<a href="tel:+27105000199">+27 10 500 0199</a>');
  });

  it('shows the brand street address in an address element, a line each', () => {
    expect(section).toContain('<address><span>14 Rivonia Road<br/></span><span>Sandhurst, Sandton<br/></span><span>Johannesburg, 2196</span></address>');
  });

  it('opens live chat in a new tab from the Talk to an Expert button', () => {
    expect(section).toContain(
      '<a href="https://chat.example.com/tolabiz" target="_blank" rel="noopener noreferrer" class="button button-primary" data-cta="live-chat">Talk to an Expert</a>',
    );
  });
});
