import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/render-page';
import { shippedModel } from '../helpers/load-fixture';

const render = createRenderer(shippedModel(), { scripts: ['/assets/main.js'], styles: ['/assets/main.css'] });
const TENDER = '/tolatenderpro-tender-search-bid-preparation-and-submission';
const BRIEFING = '/tenderbriefattend-attend-tender-briefings-anywhere';

/** The text of the page's main content, tags removed, as a visitor reads it. */
/** The text of <main> as a screen reader reads it: without the column names a comparison table repeats for phones (aria-hidden). */
const mainText = (html: string) =>
  html
    .slice(html.indexOf('<main'), html.indexOf('</main>'))
    .replace(/<span class="cell-label" aria-hidden="true">.*?<\/span>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');

const headings = (html: string) => [...html.matchAll(/<h([1-6])[^>]*>(.*?)<\/h\1>/g)].map((m) => ({ level: Number(m[1]), text: m[2]! }));

/** Links that look like buttons, as label -> href. */
const buttons = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)"[^>]*class="button[^"]*"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
    // The visible label; the hidden context for screen readers is checked on its own.
    label: m[2]!.replace(/<span class="visually-hidden">[\s\S]*?<\/span>/g, '').replace(/<!-- -->/g, ''),
    href: m[1]!.replaceAll('&amp;', '&'),
  }));

function expectSoundHeadings(html: string) {
  const list = headings(html);
  expect(list.filter((h) => h.level === 1)).toHaveLength(1);
  expect(list[0]!.level).toBe(1);
  // No level is skipped on the way down (h1 -> h3 without an h2).
  list.slice(1).forEach((h, i) => expect(h.level, `heading "${h.text}" after h${list[i]!.level}`).toBeLessThanOrEqual(list[i]!.level + 1));
}

describe('phone landing page', () => {
  it('answers every one of its paths, with the city in the headline where there is one', () => {
    for (const path of ['/', '/l/voip-phone-system-and-cloud-hosted-pbx', '/3cx-voip-phone', '/voip', '/TheBizzPhone']) {
      expect(render(path).status, path).toBe(200);
    }
    expect(render('/3cx-voip-phone/durban').html).toContain('<h1>The Business Phone System In Durban</h1>');
    expect(render('/3cx-voip-phone-in-cape-town').html).toContain('<h2>VoIP packages In Cape Town</h2>');
    expect(render('/voip/soweto').status).toBe(200);
  });

  const { html } = render('/');
  const text = mainText(html);

  it('leads with the headline, the prepaid pricing claims and the phone illustration', () => {
    expect(html).toContain('<h1>The Business Phone System</h1>');
    expect(html).toContain(
      '<ul class="hero-claims"><li>59c per minute prepaid</li><li>From R199 setup</li><li>R49 per month rental</li><li>No contracts</li></ul>',
    );
    expect(html).toMatch(
      /<img src="\/media\/hero-phone.svg" alt="A cloud phone system connecting a desk phone, a mobile phone and a headset." width="640" height="480" loading="eager"/,
    );
  });

  it('shows the three VoIP packages with prices and order buttons', () => {
    expect(text).toContain('VoIP packages');
    for (const words of ['Lite', 'Team 3x', 'Grow 5x', 'R49.00 per month', 'R147.00 per month', 'R245.00 per month', 'R199 once-off setup']) {
      expect(text).toContain(words);
    }
    // One per bundle on each of the 3 cards (10 bundles); the stylesheet shows the chosen bundle's (tests/e2e/no-script.test.ts).
    expect(buttons(html).filter((b) => b.label === 'Order now')).toHaveLength(30);
  });

  it('compares Team 3x with two major providers', () => {
    expect(text).toContain('Total for 3 users R457.68 R1,200 R1,700');
    expect(text).toContain('Per user R152.56 R400 R599');
  });

  it('has one h1 and headings in order', () => expectSoundHeadings(html));
});

describe('tender bid service page', () => {
  const { status, html } = render(TENDER);
  const text = mainText(html);

  it('shows the headline, the price, the suppliers and the free consultation', () => {
    expect(status).toBe(200);
    expect(html).toContain('<h1>Win RFQs and Tenders</h1>');
    expect(text).toContain('From R450 per search and bid');
    expect(text).toContain('15 000 suppliers');
    expect(text).toContain('Free 30-minute consultation');
  });

  it('has a three-slide carousel, the benefits list and the comparison', () => {
    expect([...html.matchAll(/aria-roledescription="slide"/g)]).toHaveLength(3);
    expect(html).toContain('src="/media/tender-3.svg"');
    expect(html).toContain('<h2>Why bid with us</h2>');
    expect(text).toContain('Bid submission: we deliver your bid before the closing date.');
    expect(html).toContain('<h2>Compare your options</h2>');
  });

  it('tells screen readers and crawlers what LEARN MORE is about, without changing the visible label', () => {
    expect(html).toMatch(/>LEARN MORE<span class="visually-hidden"> about tender search, bid preparation and submission<\/span><\/a>/);
  });

  it('opens the quote form and the article with GET A QUOTE AND PRICING and LEARN MORE', () => {
    const list = buttons(html);
    expect(list.find((b) => b.label === 'GET A QUOTE AND PRICING')?.href).toBe('https://forms.example.com/tender-bid-quote');
    expect(list.find((b) => b.label === 'LEARN MORE')?.href).toBe('https://blog.example.com/tender-search-bid-preparation-and-submission');
  });

  it('has one h1 and headings in order', () => expectSoundHeadings(html));
});

describe('briefing attendance page', () => {
  const { status, html } = render(BRIEFING);
  const text = mainText(html);

  it('shows the headline, the benefits and a three-slide carousel', () => {
    expect(status).toBe(200);
    expect(html).toContain('<h1>Attend Tender Briefings Anywhere</h1>');
    expect(text).toContain('From R1,280 per briefing');
    expect(html).toContain('<h2>Why use us for briefings</h2>');
    expect([...html.matchAll(/aria-roledescription="slide"/g)]).toHaveLength(3);
    expect(html).toContain('src="/media/briefing-2.svg"');
  });

  it('lists the three packages with their prices and the cost of going yourself', () => {
    expect(text).toContain('Ad-Hoc 1 R1,280 R5,200');
    expect(text).toContain('Standard 5 R6,399.75 R26,000');
    expect(text).toContain('Premium 10 R12,799.50 R52,000');
  });

  it('compares attending for you with going in person', () => {
    expect(html).toContain('<h2>We attend, or you go in person</h2>');
    expect(text).toContain('Cost per briefing From R1,280 About R5,200');
  });

  it('keeps GET A QUOTE NOW out of the page while it is hidden, and shows LEARN MORE', () => {
    expect(html).not.toContain('GET A QUOTE NOW');
    expect(html).not.toContain('forms.example.com/tender-briefing-quote');
    expect(
      buttons(html)
        .filter((b) => b.label === 'LEARN MORE')
        .map((b) => b.href),
    ).toEqual(['https://blog.example.com/attend-tender-briefings-anywhere', 'https://blog.example.com/attend-tender-briefings-anywhere']);
  });

  it('has one h1 and headings in order', () => expectSoundHeadings(html));
});
