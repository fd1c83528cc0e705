import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickIdOf, newClickId, startTracking, type TrackingDocument } from '../../src/client/tracking';
import { sweepTrackedLinks, TRACKED_LINK_SELECTOR, type TrackedLink } from '../../src/client/tracked-links';
import { installTracking } from '../helpers/install-tracking';

// No DOM library is installed: these fakes hold just what installTracking touches.

class FakeLink {
  private readonly attributes = new Map<string, string>();
  constructor(
    href: string,
    readonly tracked: boolean,
  ) {
    this.attributes.set('href', href);
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  closest(selector: string): FakeLink | null {
    return selector === TRACKED_LINK_SELECTOR && this.tracked ? this : null;
  }
  get href(): string {
    return this.getAttribute('href') ?? '';
  }
}

type Listener = { type: string; listener: (event: Event) => void; capture: boolean };

class FakeDocument implements TrackingDocument {
  readonly listeners: Listener[] = [];
  readonly location: { search: string };
  constructor(
    readonly links: FakeLink[],
    search = '',
  ) {
    this.location = { search };
  }
  querySelectorAll(selectors: string) {
    expect(selectors).toBe(TRACKED_LINK_SELECTOR);
    return this.links.filter((link) => link.tracked);
  }
  addEventListener(type: string, listener: (event: Event) => void, options: { capture: boolean }) {
    this.listeners.push({ type, listener, capture: options.capture });
  }
  /** Fires `type` at `target` the way a capture listener on the document sees it; returns the event. */
  fire(type: string, target: unknown, button = type === 'auxclick' ? 1 : 0): Event {
    const event = { type, target, button } as unknown as Event;
    for (const entry of this.listeners.filter((l) => l.type === type)) entry.listener(event);
    return event;
  }
}

/** A document.cookie stand-in, so the real js-cookie encodes and writes the cookies. */
class CookieJar {
  readonly writes: string[] = [];
  private readonly values = new Map<string, string>();
  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.values.set(name, value);
  }
  get cookie(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(header: string) {
    this.writes.push(header);
    const pair = header.split('; ')[0] ?? '';
    const at = pair.indexOf('=');
    this.values.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

const APPLY = 'https://forms.acme.co.za/apply';
const ORDER = 'https://phones.acme.co.za/order?minutes=0&users=3';
const quiet = { warn: () => {} };
/** A click id as the tests fix it (the browser's are random). */
const PRESS = 'press-aaaaaaaaaaaaaaaa';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('installTracking with the real js-cookie', () => {
  it('stores both cookies on a campaign landing with the documented attributes', () => {
    const jar = new CookieJar();
    vi.stubGlobal('document', jar);
    const search = `?${new URLSearchParams({ utm_source: 'google', affid: 'A&B #1 é' })}`;
    installTracking(new FakeDocument([], search));

    const [affid, urlParams] = jar.writes;
    expect(affid).toMatch(/^affid=A&B%20#1%20%C3%A9; path=\/; expires=[^;]+ GMT; secure; sameSite=Lax$/);
    const days = (Date.parse(affid?.match(/expires=([^;]+)/)?.[1] ?? '') - Date.now()) / 864e5;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    // urlParams is a query string; js-cookie keeps its = & + and writes each % as %25.
    expect(urlParams).toBe('urlParams=utm_source=google&affid=A%2526B+%25231+%25C3%25A9; path=/; secure; sameSite=Lax');
  });

  it('reads back what it stored on the next page view and adds it to the links', () => {
    const jar = new CookieJar();
    vi.stubGlobal('document', jar);
    installTracking(new FakeDocument([], `?${new URLSearchParams({ utm_source: 'google', affid: 'A&B #1 é' })}`));

    const link = new FakeLink(APPLY, true);
    const tracking = installTracking(new FakeDocument([link], ''));
    expect(tracking).toEqual({ utm_source: 'google', affid: 'A&B #1 é' });
    expect(new URL(link.href).searchParams.get('affid')).toBe('A&B #1 é');
    expect(jar.writes).toHaveLength(2);
  });
});

describe('installTracking', () => {
  it('adds tracking to links marked data-tracking and to no others', () => {
    const tracked = new FakeLink(APPLY, true);
    const plain = new FakeLink('https://wa.me/27105001234', false);
    const phone = new FakeLink('tel:+27105001234', true);
    installTracking(new FakeDocument([tracked, plain, phone], '?utm_source=fb&affid=AFF42'), {
      getCookie: () => undefined,
      setCookie: () => {},
      ...quiet,
    });
    expect(tracked.href).toBe(`${APPLY}?utm_source=fb&utm_medium=&utm_campaign=&utm_content=&utm_term=&affid=AFF42`);
    expect(plain.href).toBe('https://wa.me/27105001234');
    expect(phone.href).toBe('tel:+27105001234');
  });

  it('writes the cookies decideCookies asks for, with their attributes', () => {
    const setCookie = vi.fn();
    installTracking(new FakeDocument([], '?affid=NEW'), { getCookie: (name) => (name === 'affid' ? 'OLD' : undefined), setCookie, ...quiet });
    expect(setCookie.mock.calls).toEqual([
      ['affid', 'NEW', { path: '/', expires: 30, secure: true, sameSite: 'Lax' }],
      ['urlParams', 'affid=NEW', { path: '/', secure: true, sameSite: 'Lax' }],
    ]);
  });

  it('writes nothing for a returning visitor without parameters and uses the stored values', () => {
    const setCookie = vi.fn();
    const cookies: Record<string, string> = { affid: 'AFF42', urlParams: 'utm_source=google&utm_medium=cpc' };
    const link = new FakeLink(APPLY, true);
    installTracking(new FakeDocument([link]), { getCookie: (name) => cookies[name], setCookie, ...quiet });
    expect(setCookie).not.toHaveBeenCalled();
    expect(link.href).toBe(`${APPLY}?utm_source=google&utm_medium=cpc&utm_campaign=&utm_content=&utm_term=&affid=AFF42`);
  });

  it('re-applies tracking at click time to a link an island has rebuilt', () => {
    const order = new FakeLink(ORDER, true);
    const doc = new FakeDocument([order], '?utm_campaign=phones');
    installTracking(doc, { getCookie: () => undefined, setCookie: () => {}, clickId: () => PRESS, ...quiet });

    // The plan card sets a new base href when the visitor picks 400 minutes.
    order.setAttribute('href', 'https://phones.acme.co.za/order?minutes=400&users=3');
    const labelInsideLink = { closest: (selector: string) => order.closest(selector) };
    doc.fire('click', labelInsideLink);
    expect(order.href).toBe(
      `https://phones.acme.co.za/order?minutes=400&users=3&utm_source=&utm_medium=&utm_campaign=phones&utm_content=&utm_term=&affid=&clickid=${PRESS}`,
    );
  });

  it('listens in the capture phase for click, middle click and the context menu, once per document', () => {
    const doc = new FakeDocument([]);
    const host = { getCookie: () => undefined, setCookie: () => {}, ...quiet };
    installTracking(doc, host);
    installTracking(doc, host);
    expect(doc.listeners.map(({ type, capture }) => [type, capture])).toEqual([
      ['click', true],
      ['auxclick', true],
      ['contextmenu', true],
    ]);
  });

  it('uses the latest values after a second install', () => {
    const link = new FakeLink(APPLY, true);
    const doc = new FakeDocument([link]);
    installTracking(doc, { search: '?affid=ONE', getCookie: () => undefined, setCookie: () => {}, ...quiet });
    installTracking(doc, { search: '?affid=TWO', getCookie: () => undefined, setCookie: () => {}, ...quiet });
    link.setAttribute('href', APPLY);
    doc.fire('auxclick', link);
    expect(new URL(link.href).searchParams.get('affid')).toBe('TWO');
  });

  it('leaves clicks elsewhere alone, without a warning', () => {
    const plain = new FakeLink('https://blog.acme.co.za/', false);
    const doc = new FakeDocument([plain], '?affid=X');
    const warn = vi.fn();
    installTracking(doc, { getCookie: () => undefined, setCookie: () => {}, warn });
    doc.fire('click', plain);
    doc.fire('click', null);
    doc.fire('click', { nodeType: 3 });
    doc.fire('click', { closest: 'not a function' });
    expect(plain.href).toBe('https://blog.acme.co.za/');
    expect(warn).not.toHaveBeenCalled();
  });

  it('still tracks this page when the browser refuses to store a cookie', () => {
    const warn = vi.fn();
    const link = new FakeLink(APPLY, true);
    installTracking(new FakeDocument([link], '?affid=AFF42'), {
      getCookie: () => undefined,
      setCookie: () => {
        throw new Error('cookies disabled');
      },
      warn,
    });
    expect(new URL(link.href).searchParams.get('affid')).toBe('AFF42');
    expect(warn).toHaveBeenCalledWith('could not store the affid cookie; this page still uses its value', expect.any(Error));
  });

  it('never throws: unreadable cookies give links empty tracking values', () => {
    const warn = vi.fn();
    const link = new FakeLink(APPLY, true);
    const run = () =>
      installTracking(new FakeDocument([link], '?affid=X'), {
        getCookie: () => {
          throw new Error('SecurityError');
        },
        warn,
      });
    expect(run).not.toThrow();
    expect(warn).toHaveBeenCalledWith('could not read the tracking cookies; links carry empty tracking values', expect.any(Error));
    expect(link.href).toBe(`${APPLY}?utm_source=&utm_medium=&utm_campaign=&utm_content=&utm_term=&affid=`);
  });

  it('never throws when the document cannot be searched or a click handler fails', () => {
    const warn = vi.fn();
    const doc = new FakeDocument([]);
    doc.querySelectorAll = () => {
      throw new Error('detached');
    };
    expect(() => installTracking(doc, { getCookie: () => undefined, setCookie: () => {}, warn })).not.toThrow();
    expect(warn).toHaveBeenCalledWith('could not add tracking to the links; they keep their base href', expect.any(Error));

    const broken = {
      closest: () => ({
        getAttribute: () => {
          throw new Error('gone');
        },
      }),
    };
    expect(() => doc.fire('click', broken)).not.toThrow();
    expect(warn).toHaveBeenLastCalledWith('could not add tracking to the clicked link; it opens without it', expect.any(Error));
  });
});

describe('installTracking on what a browser may lack', () => {
  it('warns in the console, marked [tracking], when no warn is given', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = new Error('SecurityError');
    installTracking(new FakeDocument([]), {
      getCookie: () => {
        throw error;
      },
    });
    expect(warn.mock.calls).toEqual([['[tracking] could not read the tracking cookies; links carry empty tracking values', error]]);
    warn.mockRestore();
  });

  it('reads the stored cookies and writes none on a document without a location (no landing parameters)', () => {
    const jar = new CookieJar({ affid: 'AFF42' });
    vi.stubGlobal('document', jar);
    const doc = new FakeDocument([]);
    Object.defineProperty(doc, 'location', { value: null });
    const warn = vi.fn();
    expect(installTracking(doc, { warn })).toEqual({ affid: 'AFF42' });
    expect(jar.writes).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns, and still returns the values, when it cannot listen for clicks', () => {
    const doc = new FakeDocument([]);
    doc.addEventListener = () => {
      throw new Error('detached');
    };
    const warn = vi.fn();
    expect(startTracking(doc, { search: '?affid=AFF42', getCookie: () => undefined, setCookie: () => {}, warn })).toEqual({ affid: 'AFF42' });
    expect(warn.mock.calls).toEqual([['could not listen for clicks; links open with their base href', expect.any(Error)]]);
  });

  it('sweeps a link that has no closest() outside islands', () => {
    const attributes = new Map([['href', APPLY]]);
    const link: TrackedLink = { getAttribute: (name) => attributes.get(name) ?? null, setAttribute: (name, value) => void attributes.set(name, value) };
    const doc: TrackingDocument = { ...new FakeDocument([]), addEventListener: () => {}, querySelectorAll: () => [link] };
    const warn = vi.fn();
    sweepTrackedLinks(startTracking(doc, { search: '?affid=AFF42', getCookie: () => undefined, setCookie: () => {}, warn }), doc, {
      outsideIslands: true,
      warn,
    });
    expect(attributes.get('href')).toBe(`${APPLY}?utm_source=&utm_medium=&utm_campaign=&utm_content=&utm_term=&affid=AFF42`);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('startTracking, before hydration', () => {
  it('stores the cookies and tracks a followed link, but leaves the other hrefs as the server wrote them', () => {
    const setCookie = vi.fn();
    const apply = new FakeLink(APPLY, true);
    const order = new FakeLink(ORDER, true);
    const doc = new FakeDocument([apply, order], '?utm_source=sms&affid=EARLY1');
    startTracking(doc, { getCookie: () => undefined, setCookie, clickId: () => PRESS, ...quiet });

    expect(setCookie.mock.calls.map(([name, value]) => [name, value])).toEqual([
      ['affid', 'EARLY1'],
      ['urlParams', 'utm_source=sms&affid=EARLY1'],
    ]);
    // React has not hydrated yet: the page's hrefs must still match the server HTML.
    expect(apply.href).toBe(APPLY);
    expect(order.href).toBe(ORDER);

    doc.fire('click', apply);
    expect(apply.href).toBe(`${APPLY}?utm_source=sms&utm_medium=&utm_campaign=&utm_content=&utm_term=&affid=EARLY1&clickid=${PRESS}`);
    expect(order.href).toBe(ORDER);
  });

  it('leaves the sweep after hydration to add the values to every tracked href', () => {
    const order = new FakeLink(ORDER, true);
    const doc = new FakeDocument([order], '?affid=EARLY1');
    sweepTrackedLinks(startTracking(doc, { getCookie: () => undefined, setCookie: () => {}, ...quiet }), doc);
    expect(order.href).toBe(`${ORDER}&utm_source=&utm_medium=&utm_campaign=&utm_content=&utm_term=&affid=EARLY1`);
  });

  it('sweeps the values it is given, and warns instead of throwing when the page cannot be read', () => {
    const link = new FakeLink(APPLY, true);
    sweepTrackedLinks({ utm_source: 'sms' }, new FakeDocument([link]));
    expect(link.href).toBe(`${APPLY}?utm_source=sms&utm_medium=&utm_campaign=&utm_content=&utm_term=&affid=`);
    const warn = vi.fn();
    const broken = new Error('detached');
    sweepTrackedLinks(
      {},
      {
        querySelectorAll: () => {
          throw broken;
        },
      },
      { warn },
    );
    expect(warn.mock.calls).toEqual([['could not add tracking to the links; they keep their base href', broken]]);
  });
});

describe('the click id of a press', () => {
  const host = (ids: string[]) => ({ getCookie: () => undefined, setCookie: () => {}, clickId: () => ids.shift(), ...quiet });

  it('gives each press of a tracked link a new id, after the six values, and tells the beacon which press it was', () => {
    const link = new FakeLink(APPLY, true);
    const doc = new FakeDocument([link], '?affid=A1');
    startTracking(doc, host(['first-aaaaaaaaaaaaaaaa', 'second-aaaaaaaaaaaaaaa', 'third-aaaaaaaaaaaaaaaa']));
    const first = doc.fire('click', link);
    expect(link.href).toBe(`${APPLY}?utm_source=&utm_medium=&utm_campaign=&utm_content=&utm_term=&affid=A1&clickid=first-aaaaaaaaaaaaaaaa`);
    expect(clickIdOf(first)).toBe('first-aaaaaaaaaaaaaaaa');
    // A middle click opens the link too: a press of its own.
    const middle = doc.fire('auxclick', link, 1);
    expect(new URL(link.href).searchParams.getAll('clickid')).toEqual(['second-aaaaaaaaaaaaaaa']);
    expect(clickIdOf(middle)).toBe('second-aaaaaaaaaaaaaaa');
    expect(clickIdOf(doc.fire('click', link))).toBe('third-aaaaaaaaaaaaaaaa');
  });

  it("gives none to the context menu or a right button, and takes an earlier press's off, as the sweep does (no press was counted)", () => {
    const link = new FakeLink(APPLY, true);
    const doc = new FakeDocument([link]);
    const tracking = startTracking(doc, host(['first-aaaaaaaaaaaaaaaa', 'never-aaaaaaaaaaaaaaaa']));
    doc.fire('click', link);
    expect(new URL(link.href).searchParams.get('clickid')).toBe('first-aaaaaaaaaaaaaaaa');
    const menu = doc.fire('contextmenu', link);
    expect(new URL(link.href).searchParams.has('clickid')).toBe(false);
    expect(clickIdOf(menu)).toBeUndefined();
    doc.fire('click', link);
    expect(clickIdOf(doc.fire('auxclick', link, 2))).toBeUndefined();
    expect(new URL(link.href).searchParams.has('clickid')).toBe(false);
    doc.fire('click', link);
    sweepTrackedLinks(tracking, doc);
    expect(link.href).toBe(`${APPLY}?utm_source=&utm_medium=&utm_campaign=&utm_content=&utm_term=&affid=`);
  });

  it('opens the link with its six values and no id when the browser makes none', () => {
    const link = new FakeLink(APPLY, true);
    const doc = new FakeDocument([link]);
    startTracking(doc, host([]));
    const press = doc.fire('click', link);
    expect(link.href).toBe(`${APPLY}?utm_source=&utm_medium=&utm_campaign=&utm_content=&utm_term=&affid=`);
    expect(clickIdOf(press)).toBeUndefined();
  });

  it("is 128 bits of the browser's random source in base64url, 22 characters, and nothing else", () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => (i * 37 + 250) % 256);
    const fixed = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => (new Uint8Array(array!.buffer).set(bytes), array) };
    expect(newClickId(fixed)).toBe(Buffer.from(bytes).toString('base64url'));
    const ids = new Set(Array.from({ length: 1000 }, () => newClickId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // A browser without crypto.getRandomValues: no id, never a weaker one.
    expect(newClickId({} as Pick<Crypto, 'getRandomValues'>)).toBeUndefined();
  });
});
