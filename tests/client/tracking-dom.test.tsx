import { parseHTML } from '../helpers/dom';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { startBeacon } from '../../src/client/beacon';
import { recordPresses } from '../../src/client/press-record';
import { startTracking } from '../../src/client/tracking';
import { sweepTrackedLinks } from '../../src/client/tracked-links';
import { installTracking } from '../helpers/install-tracking';
import { OutboundLink } from '../../src/ui/OutboundLink';

// The real OutboundLink markup in a real DOM implementation: if the component and the script ever
// disagree on how a tracked link is marked, tracking stops, and this test says so.
function pageWith(search: string) {
  const links = renderToStaticMarkup(
    <>
      <OutboundLink link={{ href: 'https://forms.acme.co.za/apply', tracked: true, template: 'apply' }}>Apply Now</OutboundLink>
      <OutboundLink link={{ href: 'https://wa.me/27100000000', tracked: false, template: 'whatsapp' }}>WhatsApp</OutboundLink>
      <div data-island="plan-cards" data-hydrate="visible">
        <OutboundLink link={{ href: 'https://order.acme.co.za/?minutes=250', tracked: true, template: 'order' }}>Order</OutboundLink>
      </div>
    </>,
  );
  const { document } = parseHTML(`<!doctype html><html><body>${links}</body></html>`, `http://localhost/${search}`);
  const doc = document;
  const host = { getCookie: () => undefined, setCookie: () => {}, warn: () => {} };
  const href = (name: string) => [...doc.querySelectorAll('a')].find((a) => a.textContent === name)!.getAttribute('href');
  return { doc, host, href };
}

describe('tracking on the HTML OutboundLink renders', () => {
  it('adds the six values to the tracked link and leaves the untracked one alone', () => {
    const { doc, host, href } = pageWith('?utm_source=sms&affid=EARLY1');
    installTracking(doc, host);
    expect(href('Apply Now')).toBe('https://forms.acme.co.za/apply?utm_source=sms&utm_medium=&utm_campaign=&utm_content=&utm_term=&affid=EARLY1');
    expect(href('WhatsApp')).toBe('https://wa.me/27100000000');
  });

  it('tracks a link at the moment it is clicked, before any sweep, with a click id for the press', () => {
    const { doc, host, href } = pageWith('?affid=EARLY1');
    startTracking(doc, { ...host, clickId: () => 'press-one-aaaaaaaaaaaa' });
    expect(href('Apply Now')).toBe('https://forms.acme.co.za/apply');
    const apply = [...doc.querySelectorAll('a')].find((a) => a.textContent === 'Apply Now')!;
    apply.dispatchEvent(new doc.defaultView!.Event('click', { bubbles: true }));
    expect(href('Apply Now')).toBe(
      'https://forms.acme.co.za/apply?utm_source=&utm_medium=&utm_campaign=&utm_content=&utm_term=&affid=EARLY1&clickid=press-one-aaaaaaaaaaaa',
    );
  });

  it('sends the beacon the click id the press put on the link, a new one per press, and none for an untracked link', () => {
    const { doc, host } = pageWith('?utm_source=sms&affid=EARLY1');
    const tracking = startTracking(doc, host);
    const sent: Record<string, unknown>[] = [];
    startBeacon(tracking, recordPresses(doc), { doc, post: (body) => void sent.push(JSON.parse(body) as Record<string, unknown>), afterLoad: () => {} });
    const link = (name: string) => [...doc.querySelectorAll('a')].find((a) => a.textContent === name)!;
    const press = (name: string) => {
      link(name).dispatchEvent(new doc.defaultView!.Event('click', { bubbles: true }));
      return sent.filter((event) => event.type === 'click').at(-1)!;
    };
    const first = press('Apply Now');
    expect(first.clickId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new URL(link('Apply Now').getAttribute('href')!).searchParams.get('clickid')).toBe(first.clickId);
    const second = press('Apply Now');
    expect(second.clickId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second.clickId).not.toBe(first.clickId);
    expect(new URL(link('Apply Now').getAttribute('href')!).searchParams.getAll('clickid')).toEqual([second.clickId]);
    expect(press('WhatsApp')).toMatchObject({ link: 'whatsapp' });
    expect(press('WhatsApp').clickId).toBeUndefined();
    expect(link('WhatsApp').getAttribute('href')).toBe('https://wa.me/27100000000');
  });

  it('sweeps the links outside islands at start-up, and the links of an island only when asked (after it has hydrated)', () => {
    const { doc, host, href } = pageWith('?affid=EARLY1');
    const tracking = startTracking(doc, host);
    sweepTrackedLinks(tracking, doc, { outsideIslands: true });
    expect(href('Apply Now')).toBe('https://forms.acme.co.za/apply?utm_source=&utm_medium=&utm_campaign=&utm_content=&utm_term=&affid=EARLY1');
    expect(href('Order')).toBe('https://order.acme.co.za/?minutes=250');
    sweepTrackedLinks(tracking, doc.querySelector('[data-island]')!);
    expect(href('Order')).toBe('https://order.acme.co.za/?minutes=250&utm_source=&utm_medium=&utm_campaign=&utm_content=&utm_term=&affid=EARLY1');
  });
});
