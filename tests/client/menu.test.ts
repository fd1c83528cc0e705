import { describe, expect, it } from 'vitest';
import { installMenu } from '../../src/client/menu';
import { parseHTML } from '../helpers/dom';

// The header's mobile menu as src/render/Header.tsx writes it (data-menu-open, data-menu, data-menu-close).
const HEADER = `<header>
  <a href="/" id="home">Home</a>
  <button type="button" aria-controls="mobile-menu" aria-expanded="false" aria-label="Open menu" data-menu-open>Menu</button>
  <div id="mobile-menu" data-menu>
    <button type="button" aria-label="Close menu" data-menu-close>Close</button>
    <nav aria-label="Mobile"><ul><li><a href="#contact" id="contact-link"><span>Contact</span></a></li></ul><p id="blurb">Call us</p></nav>
  </div>
</header>`;

/** A page of its own in happy-dom at `url`, with the menu installed as the boot script's late part does. */
function page(html = HEADER, url = 'http://localhost/') {
  const { window, document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`, url);
  installMenu(document);
  const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
  return {
    $,
    /** What the visitor and a screen reader see: open or not, the button's aria-expanded, where the focus is. */
    state: () => [
      $('[data-menu]').hasAttribute('data-open') ? 'open' : 'closed',
      $('[data-menu-open]').getAttribute('aria-expanded'),
      document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id ?? '',
    ],
    key: (key: string) => document.dispatchEvent(new window.KeyboardEvent('keydown', { key, bubbles: true }) as unknown as Event),
    location: window.location,
  };
}

// The header as written, with links for controls (src/render/Header.tsx): without script the menu is the :target.
const LINKED_HEADER = HEADER.replace(
  '<button type="button" aria-controls="mobile-menu" aria-expanded="false" aria-label="Open menu" data-menu-open>Menu</button>',
  '<a href="#mobile-menu" aria-label="Open menu" data-menu-open>Menu</a>',
).replace(
  '<button type="button" aria-label="Close menu" data-menu-close>Close</button>',
  '<a href="#menu-closed" aria-label="Close menu" data-menu-close>Close</a>',
);

describe('the mobile menu opened by its link before the script ran (decision 55)', () => {
  it("is open for the script, and Escape leaves it by the close link's address, giving the focus to the open button", () => {
    const { $, state, key, location } = page(LINKED_HEADER, 'http://localhost/#mobile-menu');
    expect(state()).toEqual(['closed', 'true', '']);
    key('Escape');
    expect(location.hash).toBe('#menu-closed');
    expect($('[data-menu]').matches(':target')).toBe(false);
    expect(state()).toEqual(['closed', 'false', 'Open menu']);
  });
});

describe('the mobile menu', () => {
  it('opens with its button, moving the focus to Close, and closes with Close, giving the focus back to the button', () => {
    const { $, state } = page();
    expect(state()).toEqual(['closed', 'false', '']);
    $('[data-menu-open]').click();
    expect(state()).toEqual(['open', 'true', 'Close menu']);
    $('[data-menu-close]').click();
    expect(state()).toEqual(['closed', 'false', 'Open menu']);
  });

  it('closes with Escape, and with no other key', () => {
    const { $, state, key } = page();
    $('[data-menu-open]').click();
    key('Enter');
    expect(state()).toEqual(['open', 'true', 'Close menu']);
    key('Escape');
    expect(state()).toEqual(['closed', 'false', 'Open menu']);
  });

  it('leaves the focus where it is when Escape is pressed with the menu closed', () => {
    const { $, state, key } = page();
    $('#home').focus();
    key('Escape');
    expect(state()).toEqual(['closed', 'false', 'home']);
  });

  it('closes when one of its links is followed (a same-page anchor), without taking the focus back to the button; not on other text', () => {
    const { $, state } = page();
    $('[data-menu-open]').click();
    $('#blurb').click();
    expect(state()).toEqual(['open', 'true', 'Close menu']);
    $('#contact-link span').click();
    expect(state()).toEqual(['closed', 'false', 'Close menu']);
  });

  for (const part of ['data-menu-open', 'data-menu', 'data-menu-close']) {
    it(`does nothing, and throws nothing, on a page whose header lacks ${part}`, () => {
      const { $ } = page(HEADER.replace(` ${part}>`, '>'));
      expect($(`[${part}]`)).toBe(null);
      $('[aria-label="Open menu"]').click();
      expect($('#mobile-menu').hasAttribute('data-open')).toBe(false);
      expect($('[aria-label="Open menu"]').getAttribute('aria-expanded')).toBe('false');
    });
  }
});
