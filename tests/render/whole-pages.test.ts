import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/render-page';
import { shippedModel } from '../helpers/load-fixture';

const render = createRenderer(shippedModel(), { scripts: ['/assets/main.js'], styles: ['/assets/main.css'] });

describe('whole pages rendered to HTML', () => {
  it('puts the city text into the heading and title of a city page', () => {
    const { status, html } = render('/tender-finance-in-cape-town');
    expect(status).toBe(200);
    expect(html).toContain('<h1>Tender Finance In Cape Town</h1>');
    expect(html).toContain('<title>Tender Finance, Purchase Order and Construction Finance In Cape Town | TolaBiz</title>');
  });

  it('shares the header navigation and footer links on every page', () => {
    const { html } = render('/invest');
    expect(html).toContain('href="/tolatenderpro-tender-search-bid-preparation-and-submission">Win RFQs and Tenders</a>');
    expect(html).toContain('href="#refer">Refer And Earn</a>');
    expect(html).toContain('href="/purchase-order-and-tender-finance">Purchase Order and Tender Finance</a>');
    expect(html).toContain('aria-label="Open menu"');
    expect(html).toContain('aria-label="Close menu"');
    expect(html).toMatch(/id="contact"/);
    expect(html).toMatch(/id="refer"/);
  });

  it.each(shippedModel().pages.map((entry) => entry.page.paths[0]!))('opens every outbound link on %s in a new tab without an opener', (path) => {
    const { html } = render(path);
    const outbound = [...html.matchAll(/<a [^>]*href="https:[^"]*"[^>]*>/g)].map((m) => m[0]);
    expect(outbound.length).toBeGreaterThan(2);
    for (const tag of outbound) {
      expect(tag).toContain('target="_blank"');
      expect(tag).toContain('rel="noopener noreferrer"');
    }
  });

  it('answers an unknown path with the branded not-found page and 404', () => {
    const { status, html } = render('/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('<h1>We could not find that page</h1>');
    expect(html).toContain('href="/tender-finance">Tender finance</a>');
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
  });

  it('never reflects a crafted city into the page', () => {
    const { status, html } = render('/tender-finance/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(status).toBe(404);
    expect(html).not.toContain('<script>alert');
  });

  it('shows the spec error screen when a block fails to render', () => {
    const model = shippedModel();
    const broken = { ...model, site: { ...model.site, links: {} } };
    const { status, html } = createRenderer(broken, { scripts: [], styles: [] })('/bakkie-hire');
    expect(status).toBe(500);
    expect(html).toContain('<h1>Unexpected Application Error!</h1>');
    expect(html).toContain('<h2>500 Internal Server Error</h2>');
  });
});
