import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/render-page';
import { inlineModel, siteConfig } from '../helpers/inline-site';

const config = siteConfig(`values:
  perMinute: 0.59
  rental: 49
  setup: 199
sharedSections:
  - type: copy
    heading: Shared{city}
    paragraphs: ["Calls at {perMinute:cents} everywhere{city}."]
`);

const page = `name: Phones
paths:
  - /
  - /phones
  - /phones/{city}
meta:
  title: Phones{city}
  description: Calls at {perMinute:cents} a minute{city}, rental {rental:rand}.
  keywords: ["phones{city}"]
  offers: [{ name: Setup, price: setup }]
sections:
  - type: carousel
    heading: Bakkie hire{city}
    label: Photos{city}
    slides: [{ image: { src: /a.svg, alt: "A bakkie{city}", width: 8, height: 4 }, caption: "From {setup:rand}" }]
  - type: buttons
    buttons:
      - { label: "Buy{city}", link: shop, context: "for {rental:rand}" }
      - { label: Hidden, link: shop, hidden: true }
  - type: plan-cards
    heading: Plans{city}
    pricePerMinute: perMinute
    rentalPerUser: rental
    bundles: [0, 100]
    order: { label: "Order{city}", link: order }
    plans:
      - { name: Solo, setupFee: setup, defaultUsers: 1 }
`;

// Rendered inside each test, not when the file loads: mutation testing then knows which test covers what.
const render = (path: string) => createRenderer(inlineModel({ 'site.config.yaml': config, 'pages/phones.yaml': page }), { scripts: [], styles: [] })(path);
const decode = (html: string) => html.replaceAll('&quot;', '"').replaceAll('&amp;', '&');

describe('the resolve stage', () => {
  const portElizabeth = () => render('/phones/port-elizabeth').html;

  it('fills {city} in every text field, slide shows and shared sections included', () => {
    const html = portElizabeth();
    expect(html).toContain('<h2>Bakkie hire In Port Elizabeth</h2>');
    expect(html).toContain('aria-label="Photos In Port Elizabeth"');
    expect(html).toContain('alt="A bakkie In Port Elizabeth"');
    expect(html).toContain('<h2>Shared In Port Elizabeth</h2>');
    expect(html).toContain('<p>Calls at 59c everywhere In Port Elizabeth.</p>');
    expect(html).toContain('Buy In Port Elizabeth<span class="visually-hidden"> for R49</span>');
    expect(html).toContain('data-cta="order">Order In Port Elizabeth</a>');
  });

  it('fills the head and the JSON-LD from the same values', () => {
    const html = portElizabeth();
    expect(html).toContain('<title>Phones In Port Elizabeth | Acme</title>');
    expect(html).toContain('<meta name="description" content="Calls at 59c a minute In Port Elizabeth, rental R49.">');
    expect(html).toContain('<meta name="keywords" content="phones In Port Elizabeth">');
    expect(html).toContain('"offers":[{"@type":"Offer","name":"Setup","price":199,"priceCurrency":"ZAR"');
  });

  it('feeds named values to number fields: the plan price and its order link', () => {
    const html = portElizabeth();
    expect(html).toContain('<span class="plan-price-amount">R49.00</span>');
    expect(html).toContain('R199 once-off setup');
    expect(decode(html)).toContain('href="https://shop.example.com/order?minutes=0&users=1&setupfee=199&product=Solo"');
    // 0.59 x 100 + 49 x 1, the card's price at its second bundle.
    expect(html).toContain('<span class="plan-price-amount">R108.00</span>');
  });

  it('builds links once: href, tracking flag, hidden ones left out', () => {
    const html = portElizabeth();
    expect(html).toContain(
      '<a href="https://shop.example.com/buy" target="_blank" rel="noopener noreferrer" class="button button-primary" data-tracking="" data-cta="shop">Buy In Port Elizabeth',
    );
    expect(html).not.toContain('Hidden');
  });

  it('leaves no placeholder in the page, with or without a city', () => {
    for (const path of ['/phones', '/phones/durban', '/phones/port-elizabeth']) {
      expect(render(path).html.replace(/\{minutes\}|\{users\}|\{amount\}|\{percent\}/g, ''), path).not.toMatch(/\{[a-zA-Z][^{}]*\}/);
    }
    expect(render('/phones').html).toContain('<h2>Bakkie hire</h2>');
  });
});
