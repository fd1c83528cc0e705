import { parseHTML } from '../helpers/dom';
import { describe, expect, it } from 'vitest';
import { startBeacon } from '../../src/client/beacon';
import { recordPresses } from '../../src/client/press-record';

const TRACKING = { utm_source: 'sms', utm_medium: '', utm_campaign: 'winter', utm_content: '', utm_term: '', affid: 'AFF123' };

function page(head: string, path = '/tender-finance-in-durban') {
  const { window, document } = parseHTML(
    `<!doctype html><html><head>${head}</head><body><section class="hero"><a href="https://forms.example.com/apply" data-cta="apply">Apply</a></section><a href="/privacy">Privacy</a></body></html>`,
    `http://localhost${path}`,
  );
  const doc = document;
  const sent: unknown[] = [];
  // What the visitor's console would show: an exception in a listener is reported on the window.
  const errors: string[] = [];
  window.addEventListener('error', (event) => void errors.push(String((event as unknown as { error: unknown }).error)));
  return { doc, sent, errors, post: (body: string) => void sent.push(JSON.parse(body)) };
}

describe('the beacon', () => {
  it('sends one view with the variant, the campaign and whether an affiliate id is present, never its value', () => {
    const { doc, sent, post } = page('<meta name="experiment" content="finance-hero:quote-first">');
    startBeacon(TRACKING, recordPresses(doc), { doc, post, afterLoad: (run) => run() });
    expect(sent).toEqual([
      {
        path: '/tender-finance-in-durban',
        experiment: 'finance-hero',
        variant: 'quote-first',
        utmSource: 'sms',
        utmCampaign: 'winter',
        affid: true,
        type: 'view',
      },
    ]);
  });

  it('sends a click for a call to action with its link template and block, and nothing for other links', () => {
    const { doc, sent, post } = page('');
    startBeacon({ ...TRACKING, affid: '' }, recordPresses(doc), { doc, post, afterLoad: (run) => run() });
    doc.querySelector('a[href="/privacy"]')!.dispatchEvent(new doc.defaultView!.Event('click', { bubbles: true }));
    doc.querySelector('a[data-cta]')!.dispatchEvent(new doc.defaultView!.Event('click', { bubbles: true }));
    expect(sent).toEqual([
      { path: '/tender-finance-in-durban', utmSource: 'sms', utmCampaign: 'winter', affid: false, type: 'view' },
      { path: '/tender-finance-in-durban', utmSource: 'sms', utmCampaign: 'winter', affid: false, type: 'click', link: 'apply', block: 'hero' },
    ]);
  });

  it('sends the view after the load, or first when a call to action is followed before it', () => {
    const { doc, sent, post } = page('');
    let loaded = () => {};
    startBeacon(TRACKING, recordPresses(doc), { doc, post, afterLoad: (run) => (loaded = run) });
    expect(sent).toEqual([]);
    doc.querySelector('a[data-cta]')!.dispatchEvent(new doc.defaultView!.Event('click', { bubbles: true }));
    loaded();
    expect(sent).toEqual([
      { path: '/tender-finance-in-durban', utmSource: 'sms', utmCampaign: 'winter', affid: true, type: 'view' },
      { path: '/tender-finance-in-durban', utmSource: 'sms', utmCampaign: 'winter', affid: true, type: 'click', link: 'apply', block: 'hero' },
    ]);
  });

  it('sends nothing from the not-found page, which is no page of the site', () => {
    const { doc, sent, post } = page('<meta name="robots" content="noindex, follow">', '/no-such-page');
    startBeacon(TRACKING, recordPresses(doc), { doc, post, afterLoad: (run) => run() });
    doc.querySelector('a[data-cta]')!.dispatchEvent(new doc.defaultView!.Event('click', { bubbles: true }));
    expect(sent).toEqual([]);
  });

  it('counts a middle click (auxclick, button 1) and neither a right click (button 2) nor the back button (3)', () => {
    const { doc, sent, post } = page('');
    startBeacon(TRACKING, recordPresses(doc), { doc, post, afterLoad: () => {} });
    const link = doc.querySelector('a[data-cta]')!;
    for (const button of [2, 3, 1]) link.dispatchEvent(new doc.defaultView!.MouseEvent('auxclick', { bubbles: true, button }));
    expect(sent).toEqual([
      { path: '/tender-finance-in-durban', utmSource: 'sms', utmCampaign: 'winter', affid: true, type: 'view' },
      { path: '/tender-finance-in-durban', utmSource: 'sms', utmCampaign: 'winter', affid: true, type: 'click', link: 'apply', block: 'hero' },
    ]);
  });

  it('sends the view once when the visitor leaves before the load, and a block-less click outside any section', () => {
    const { doc, sent, post } = page('');
    let loaded = () => {};
    startBeacon(TRACKING, recordPresses(doc), { doc, post, afterLoad: (run) => (loaded = run) });
    const outside = doc.createElement('a');
    outside.setAttribute('data-cta', 'chat');
    doc.body.append(outside);
    outside.dispatchEvent(new doc.defaultView!.Event('click', { bubbles: true }));
    doc.defaultView!.dispatchEvent(new doc.defaultView!.Event('pagehide'));
    loaded();
    expect(sent).toEqual([
      { path: '/tender-finance-in-durban', utmSource: 'sms', utmCampaign: 'winter', affid: true, type: 'view' },
      { path: '/tender-finance-in-durban', utmSource: 'sms', utmCampaign: 'winter', affid: true, type: 'click', link: 'chat' },
    ]);
  });

  it('sends the view when the visitor leaves before the load, with nothing followed', () => {
    const { doc, sent, post } = page('');
    startBeacon(TRACKING, recordPresses(doc), { doc, post, afterLoad: () => {} });
    doc.defaultView!.dispatchEvent(new doc.defaultView!.Event('pagehide'));
    expect(sent).toEqual([{ path: '/tender-finance-in-durban', utmSource: 'sms', utmCampaign: 'winter', affid: true, type: 'view' }]);
  });

  it('sends a view without experiment for an experiment mark that has no content', () => {
    const { doc, sent, post } = page('<meta name="experiment">');
    startBeacon(TRACKING, recordPresses(doc), { doc, post, afterLoad: (run) => run() });
    expect(sent).toEqual([{ path: '/tender-finance-in-durban', utmSource: 'sms', utmCampaign: 'winter', affid: true, type: 'view' }]);
  });

  it('counts a click and a middle click on a call to action even when a handler on the link stops them from bubbling', () => {
    const { doc, sent, post } = page('');
    startBeacon(TRACKING, recordPresses(doc), { doc, post, afterLoad: () => {} });
    const link = doc.querySelector('a[data-cta]')!;
    for (const type of ['click', 'auxclick']) link.addEventListener(type, (event) => event.stopPropagation());
    link.dispatchEvent(new doc.defaultView!.MouseEvent('click', { bubbles: true, button: 0 }));
    link.dispatchEvent(new doc.defaultView!.MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(sent).toEqual([
      { path: '/tender-finance-in-durban', utmSource: 'sms', utmCampaign: 'winter', affid: true, type: 'view' },
      { path: '/tender-finance-in-durban', utmSource: 'sms', utmCampaign: 'winter', affid: true, type: 'click', link: 'apply', block: 'hero' },
      { path: '/tender-finance-in-durban', utmSource: 'sms', utmCampaign: 'winter', affid: true, type: 'click', link: 'apply', block: 'hero' },
    ]);
  });

  it('ignores, without an error, a click aimed at a text node (older Safari does so) or at the document itself', () => {
    const { doc, sent, post, errors } = page('');
    startBeacon(TRACKING, recordPresses(doc), { doc, post, afterLoad: () => {} });
    const text = doc.querySelector('a[href="/privacy"]')!.firstChild!;
    text.dispatchEvent(new doc.defaultView!.Event('click', { bubbles: true }));
    doc.dispatchEvent(new doc.defaultView!.MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(errors).toEqual([]);
    expect(sent).toEqual([]);
  });
});
