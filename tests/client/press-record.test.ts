import { describe, expect, it } from 'vitest';
import { recordPresses, type Press } from '../../src/client/press-record';
import { startTracking } from '../../src/client/tracking';
import { parseHTML } from '../helpers/dom';

function page() {
  const { document } = parseHTML(
    '<!doctype html><html><body><section class="hero wide"><a href="https://forms.example.com/apply" data-cta="apply" data-tracking="">Apply</a></section>' +
      '<a href="https://wa.me/27100000000" data-cta="whatsapp">WhatsApp</a><a href="/privacy">Privacy</a></body></html>',
    'http://localhost/tender-finance?affid=A1',
  );
  const press = (text: string, type = 'click', button = 0) =>
    [...document.querySelectorAll('a')]
      .find((a) => a.textContent === text)!
      .dispatchEvent(new document.defaultView!.MouseEvent(type, { bubbles: true, button }));
  return { document, press };
}

describe('the record of presses the inline boot script keeps for the beacon in its late part', () => {
  it('keeps the presses made before the beacon takes them, in order, with their click ids, and hands each later one over as it comes', () => {
    const { document, press } = page();
    const ids = ['first-aaaaaaaaaaaaaaaa', 'second-aaaaaaaaaaaaaaa'];
    startTracking(document, { getCookie: () => undefined, setCookie: () => {}, clickId: () => ids.shift(), warn: () => {} });
    const presses = recordPresses(document);
    press('Apply');
    press('WhatsApp');
    press('Privacy');
    const sent: Press[] = [];
    presses.take((one) => sent.push(one));
    expect(sent).toEqual([
      { type: 'click', link: 'apply', block: 'hero', clickId: 'first-aaaaaaaaaaaaaaaa' },
      { type: 'click', link: 'whatsapp', block: undefined, clickId: undefined },
    ]);
    press('Apply', 'auxclick', 1);
    expect(sent.slice(2)).toEqual([{ type: 'click', link: 'apply', block: 'hero', clickId: 'second-aaaaaaaaaaaaaaa' }]);
  });

  it('keeps no right click and no context menu: neither opens the link for sure', () => {
    const { document, press } = page();
    const presses = recordPresses(document);
    press('Apply', 'auxclick', 2);
    press('Apply', 'contextmenu', 2);
    const sent: Press[] = [];
    presses.take((one) => sent.push(one));
    expect(sent).toEqual([]);
  });

  it('hands each press over once: a second taker gets only the presses made after it', () => {
    const { document, press } = page();
    const presses = recordPresses(document);
    press('WhatsApp');
    const first: Press[] = [];
    presses.take((one) => first.push(one));
    const second: Press[] = [];
    presses.take((one) => second.push(one));
    press('Apply');
    expect(first).toEqual([{ type: 'click', link: 'whatsapp', block: undefined, clickId: undefined }]);
    expect(second).toEqual([{ type: 'click', link: 'apply', block: 'hero', clickId: undefined }]);
  });
});
