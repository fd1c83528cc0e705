// @vitest-environment happy-dom
import { parseHTML } from '../helpers/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBeacon } from '../../src/client/beacon';
import { recordPresses } from '../../src/client/press-record';

// The beacon's defaults, on the browser's own services (happy-dom's window): navigator.sendBeacon,
// document.readyState, the load event, requestAnimationFrame (happy-dom has no paint timing) and
// requestIdleCallback. The test holds every clock: frames, timers and idle callbacks run when it says.

const TRACKING = { utm_source: 'sms', utm_campaign: 'winter', affid: 'AFF123' };

let frames: Array<() => void>;
let idle: Array<{ callback: () => void; options: unknown }>;
let beacons: unknown[][];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  frames = [];
  idle = [];
  beacons = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.spyOn(navigator, 'sendBeacon').mockImplementation((...args: unknown[]) => beacons.push(args) > 0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A page of its own (its listeners go with it), at the path the beacon reports. */
function page() {
  const { document } = parseHTML(
    '<!doctype html><html><head></head><body><section class="hero"><a href="https://forms.example.com/apply" data-cta="apply">Apply</a></section></body></html>',
    'http://localhost/tender-finance-in-durban',
  );
  return document;
}

const withIdleCallback = () => vi.stubGlobal('requestIdleCallback', (callback: () => void, options: unknown) => idle.push({ callback, options }));

/** The first frame is painted, then the task queued from it runs. */
function paint() {
  frames.splice(0).forEach((frame) => frame());
  vi.runOnlyPendingTimers();
}

const VIEW = '{"path":"/tender-finance-in-durban","utmSource":"sms","utmCampaign":"winter","affid":true,"type":"view"}';

describe('the beacon in the browser', () => {
  it('posts the view with navigator.sendBeacon to /__events once the loaded page has painted and the browser is idle (at most 2 s)', () => {
    withIdleCallback();
    const doc = page();
    startBeacon(TRACKING, recordPresses(doc), { doc });
    expect(frames).toHaveLength(1);
    expect(idle).toEqual([]);
    paint();
    expect(idle).toEqual([{ callback: expect.any(Function), options: { timeout: 2000 } }]);
    expect(beacons).toEqual([]);
    idle[0]!.callback();
    expect(beacons).toEqual([['/__events', VIEW]]);

    doc.querySelector('a[data-cta]')!.dispatchEvent(new doc.defaultView!.MouseEvent('click', { bubbles: true }));
    expect(beacons).toEqual([
      ['/__events', VIEW],
      ['/__events', '{"path":"/tender-finance-in-durban","utmSource":"sms","utmCampaign":"winter","affid":true,"type":"click","link":"apply","block":"hero"}'],
    ]);
  });

  it('waits for the load event when the page is still loading at its first paint', () => {
    withIdleCallback();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const doc = page();
    startBeacon(TRACKING, recordPresses(doc), { doc });
    paint();
    vi.advanceTimersByTime(60_000);
    expect(idle).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    idle[0]!.callback();
    expect(beacons).toEqual([['/__events', VIEW]]);
  });

  it('without requestIdleCallback (Safari), posts the view in a task after the load', () => {
    expect('requestIdleCallback' in window).toBe(false);
    const doc = page();
    startBeacon(TRACKING, recordPresses(doc), { doc });
    frames.splice(0).forEach((frame) => frame());
    expect(beacons).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(beacons).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(beacons).toEqual([['/__events', VIEW]]);
  });

  it('sends nothing, and throws nothing, in a browser without navigator.sendBeacon', () => {
    withIdleCallback();
    vi.stubGlobal('navigator', {});
    const doc = page();
    startBeacon(TRACKING, recordPresses(doc), { doc });
    paint();
    expect(() => idle[0]!.callback()).not.toThrow();
    expect(beacons).toEqual([]);
  });
});
