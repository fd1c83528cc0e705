// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { DRAW_ALL, drawAllForJumps } from '../../src/client/draw-all';

/** The browser's navigation entry, as Performance gives it, of the given type. */
const navigation = (type: string) => ({ getEntriesByType: (kind: string) => (kind === 'navigation' ? [{ type }] : []) }) as unknown as Performance;

const PAGE = `
  <a href="#main" class="skip">Skip</a>
  <main id="main"><section class="hero"><h1>Hello</h1></section>
    <section id="carousel"><div class="slideshow-slides"><article id="slide-2"><a data-slide-step="next" href="#slide-2">Next</a></article></div></section>
    <section id="refer"><h2 id="refer-heading">Refer and earn</h2></section></main>
  <footer class="site-footer" id="footer"></footer>
  <a href="#refer" class="to-refer">Refer and Earn</a>
  <a href="/other#refer" class="elsewhere">Elsewhere</a>`;

afterEach(() => {
  document.documentElement.removeAttribute('class');
  history.replaceState(null, '', '/');
});

const drawn = () => document.documentElement.className;
const press = (selector: string) => document.querySelector<HTMLElement>(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('every section is drawn before the browser scrolls over them', () => {
  it.each(['reload', 'back_forward'])('%s: <html> gets the draw-all class', (type) => {
    drawAllForJumps(document, navigation(type));
    expect(drawn()).toBe('draw-all');
  });

  it.each(['navigate', 'prerender'])('%s: a first view draws only what nears the screen', (type) => {
    document.body.innerHTML = PAGE;
    drawAllForJumps(document, navigation(type));
    expect(drawn()).toBe('');
  });

  it('a browser without navigation timing, or none at all, is left as it is', () => {
    drawAllForJumps(document, { getEntriesByType: () => [] });
    drawAllForJumps(document, undefined);
    expect(drawn()).toBe('');
    expect(DRAW_ALL).toBe('draw-all');
  });

  it("an address with a section's #id draws every section", () => {
    document.body.innerHTML = PAGE;
    history.replaceState(null, '', '/#refer-heading');
    drawAllForJumps(document, navigation('navigate'));
    expect(drawn()).toBe('draw-all');
  });

  it('a press on an in-page link to a section draws every section before the jump', () => {
    document.body.innerHTML = PAGE;
    drawAllForJumps(document, navigation('navigate'));
    press('.skip');
    press('[data-slide-step]');
    press('.elsewhere');
    expect(drawn()).toBe('');
    press('.to-refer');
    expect(drawn()).toBe('draw-all');
  });

  it('an #id changed in the address draws every section', () => {
    document.body.innerHTML = PAGE;
    drawAllForJumps(document, navigation('navigate'));
    history.replaceState(null, '', '/#footer');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(drawn()).toBe('draw-all');
  });
});
