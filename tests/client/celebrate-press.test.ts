import { describe, expect, it } from 'vitest';
import { catchCelebrations } from '../../src/client/celebrate-press';
import { parseHTML } from '../helpers/dom';

// Presses of a confetti button caught by the boot script, before and after the entry script can
// show the confetti (tests/client/confetti-duration.test.ts shows the confetti itself).
function page() {
  const { window, document, Event } = parseHTML(`<!doctype html><html><body><section class="confetti-button">
    <a href="https://forms.example.com/apply" id="apply" data-celebrate><span>Apply now</span></a>
    <a href="https://forms.example.com/quote" id="quote" data-celebrate>Get a quote</a>
    <a href="/privacy" id="privacy">Privacy</a>
  </section></body></html>`);
  const seen: string[] = [];
  // What the visitor's console would show: an exception in a listener is reported on the window.
  window.addEventListener('error', (event) => void seen.push(`error ${String((event as unknown as { error: unknown }).error)}`));
  const register = catchCelebrations(document, () => seen.push('load the entry script'));
  const press = (selector: string) => document.querySelector(selector)!.dispatchEvent(new Event('click', { bubbles: true }));
  const show = (link: Element) => void seen.push(`confetti for #${link.id}`);
  return { document, Event, seen, register, press, show };
}

describe('confetti presses caught by the boot script', () => {
  it('asks for the entry script at each early press, and shows the last one once it registers', () => {
    const { seen, register, press, show } = page();
    press('#apply span');
    press('#quote');
    expect(seen).toEqual(['load the entry script', 'load the entry script']);
    register(show);
    expect(seen).toEqual(['load the entry script', 'load the entry script', 'confetti for #quote']);
  });

  it('shows a press at once once the entry script has registered, without asking for it again', () => {
    const { seen, register, press, show } = page();
    register(show);
    expect(seen).toEqual([]);
    press('#apply');
    expect(seen).toEqual(['confetti for #apply']);
  });

  it('shows an early press once only, even if the entry script registers twice', () => {
    const { seen, register, press, show } = page();
    press('#apply');
    register(show);
    register(show);
    expect(seen).toEqual(['load the entry script', 'confetti for #apply']);
  });

  it('ignores, without an error, presses on other links, on a text node and on the document itself', () => {
    const { document, Event, seen, register, press, show } = page();
    press('#privacy');
    document.querySelector('#privacy')!.firstChild!.dispatchEvent(new Event('click', { bubbles: true }));
    document.dispatchEvent(new Event('click'));
    register(show);
    expect(seen).toEqual([]);
  });
});
